import { profileWebMessages } from '@scoreline/contracts/plain';
import { LoadError } from '@/components/ui/load-error';
import { BadgesSection } from '@/features/badges/components/badges-section';
import { InsightsSection } from '@/features/insights/components/insights-section';
import { BioCard } from '@/features/profile/components/bio-card';
import { CountryCard } from '@/features/profile/components/country-card';
import { FavouriteTeamCard } from '@/features/profile/components/favourite-team-card';
import { ProfileStats } from '@/features/profile/components/profile-stats';
import { useUser } from '@/lib/api/get-user';
import { LoadingText } from '@/components/ui/loading-text';

/**
 * Not a page: the profile view that /profile (one's own) and /leaderboard/:id (any player, under the selected-user
 * header) both show (spec §2 Profile). It composes three features, each section loading its own data: the profile
 * (stats, bio, favourite team, country), the badges and the insights. Edit controls only when `isOwn`.
 */
export function PlayerProfile({ userId, isOwn }: { userId: number; isOwn: boolean }) {
  const user = useUser(userId);

  if (user.isPending) {
    // A screen's height, as the profile will take at least: what follows (the leaderboard under a selected player)
    // stays below the screen rather than showing and jumping away (issue 14).
    return <LoadingText className="min-h-svh" />;
  }
  if (user.isError) {
    return (
      <LoadError
        title={profileWebMessages.profileFailed}
        onRetry={() => user.refetch()}
        isRetrying={user.isRefetching}
      />
    );
  }
  const { data } = user;
  const hasSideCards = data.favouriteTeam !== null || data.nationality !== null;

  return (
    <div className="flex flex-col gap-6">
      <ProfileStats user={data} isOwn={isOwn} />
      <div
        className={
          hasSideCards ? 'grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]' : ''
        }
      >
        <BioCard key={data.id} user={data} isOwn={isOwn} />
        {hasSideCards && (
          <div className="flex flex-col gap-6">
            {data.favouriteTeam && <FavouriteTeamCard team={data.favouriteTeam} />}
            {data.nationality && <CountryCard code={data.nationality} />}
          </div>
        )}
      </div>
      <BadgesSection key={`badges-${data.id}`} userId={data.id} isOwn={isOwn} />
      <InsightsSection userId={data.id} isOwn={isOwn} username={data.username} />
    </div>
  );
}
