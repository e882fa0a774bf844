import { CompetitionSwitcher } from '@/components/competition-switcher';
import { PageTitle } from '@/components/page-title';
import { CalendarCard } from '@/features/profile/components/calendar-card';
import { MyCompetitionsCard } from '@/features/profile/components/my-competitions-card';
import { PicksExportCard } from '@/features/profile/components/picks-export-card';
import { RemindersCard } from '@/features/reminders/components/reminders-card';
import { OwnProfileHeader } from '@/features/profile/components/own-profile-header';
import { useUser } from '@/lib/api/get-user';
import { useCredentials } from '@/lib/credentials';
import { PlayerProfile } from './player-profile';

/**
 * spec §2 /profile: one's own profile, with its edit controls and the way to 'UPDATING YOUR PROFILE'; the competition its
 * figures are of, the player's competitions (issue 58) and reminders, calendar link and picks to download (issue 60).
 */
export default function ProfileRoute() {
  const credentials = useCredentials();
  const user = useUser(credentials?.id);
  // The dashboard shell sends a visitor without credentials to /.
  if (!credentials) return null;

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Profile" />
      <OwnProfileHeader
        user={user.data}
        username={user.data?.username ?? credentials.username}
        hasFailed={user.isError}
      />
      {/* issue 58: the statistics, badges and insights of one competition, or every competition summed. */}
      <CompetitionSwitcher offerAll />
      <PlayerProfile userId={credentials.id} isOwn />
      <MyCompetitionsCard viewerId={credentials.id} />
      <RemindersCard viewerId={credentials.id} />
      <CalendarCard viewerId={credentials.id} />
      <PicksExportCard />
    </div>
  );
}
