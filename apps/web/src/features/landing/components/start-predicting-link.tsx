import { Link } from '@/components/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { useCredentials } from '@/lib/credentials';
import { ArrowRightIcon } from './landing-icons';

/** spec §2: START PREDICTING goes to /upcoming-matches when signed in, otherwise to /sign-in. */
export function StartPredictingLink({ className }: { className?: string }) {
  const credentials = useCredentials();
  return (
    <Link to={credentials ? '/upcoming-matches' : '/sign-in'} className={buttonClassName({ size: 'lg', className })}>
      Start predicting
      <ArrowRightIcon className="size-5" />
    </Link>
  );
}
