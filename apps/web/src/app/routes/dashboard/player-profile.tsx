import { ALL_COMPETITIONS, myCompetitionsWords, profileWebMessages } from '@scoreline/contracts/plain';
import { LoadError } from '@/components/ui/load-error';
import { BadgesSection } from '@/features/badges/components/badges-section';
import { InsightsSection } from '@/features/insights/components/insights-section';
import { BioCard } from '@/features/profile/components/bio-card';
import { CountryCard } from '@/features/profile/components/country-card';
import { FavouriteTeamCard } from '@/features/profile/components/favourite-team-card';
import { ProfileStats } from '@/features/profile/components/profile-stats';
import { useCompetitionSeasons } from '@/lib/api/get-competition-seasons';
import { useUser } from '@/lib/api/get-user';
import { useShownCompetition } from '@/lib/competition-choice';
import { useCredentials } from '@/lib/credentials';
import { LoadingText } from '@/components/ui/loading-text';

/**
 * Not a page: the profile view that /profile (one's own) and /leaderboard/:id (any player, under the selected-user
 * header) both show (spec §2 Profile). It composes three features, each section loading its own data: the profile
 * (stats, bio, favourite team, country), the badges and the insights. Edit controls only when `isOwn`. Its figures are
 * the competition chosen in the switcher (issue 58), or every competition summed; the insights are one competition's,
 * the default one's under the summed figures, and say so.
 */
export function PlayerProfile({ userId, isOwn }: { userId: number; isOwn: boolean }) {
  const competition = useShownCompetition({ allowAll: true });
  const isAll = competition === ALL_COMPETITIONS;
  const user = useUser(userId, { competition });
  const { data: competitions } = useCompetitionSeasons(useCredentials()?.id);
  const defaultCompetition = competitions?.find((entry) => entry.isDefault);

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
      <BadgesSection
        key={`badges-${data.id}-${competition}`}
        userId={data.id}
        isOwn={isOwn}
        competition={competition}
      />
      <InsightsSection
        userId={data.id}
        isOwn={isOwn}
        username={data.username}
        competition={isAll ? undefined : competition}
        note={
          isAll && defaultCompetition
            ? `${myCompetitionsWords.insightsAllNote} ${defaultCompetition.name} ${defaultCompetition.season}.`
            : undefined
        }
      />
    </div>
  );
}
