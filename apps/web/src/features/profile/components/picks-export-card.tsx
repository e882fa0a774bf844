import { exportWords as words } from '@scoreline/contracts/plain';
import { DownloadButton } from '@/components/download-button';
import { ProfileSection } from '@/components/profile-section';

/** One's own picks and points as a CSV file (issue 60, docs/decisions/114), on one's own profile. */
export function PicksExportCard() {
  return (
    <ProfileSection title={words.title} lead={words.lead} className="items-start">
      <DownloadButton path="/user/predictions/export" filename="scoreline-my-picks.csv" label={words.downloadPicks} />
    </ProfileSection>
  );
}
