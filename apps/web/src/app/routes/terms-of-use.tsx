import { TermsOfUse } from '@/features/terms/components/terms-of-use';

/** spec §1 /terms-of-use: the static terms. */
export default function TermsOfUseRoute() {
  return <TermsOfUse />;
}
