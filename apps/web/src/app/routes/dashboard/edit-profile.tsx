import { ComingSoon } from '@/components/coming-soon';

export default function EditProfileRoute() {
  return (
    <ComingSoon title="Updating your profile">
      Editing your picture, country and social links will be available here soon.
    </ComingSoon>
  );
}
