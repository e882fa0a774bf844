import type { LeaderboardEntry } from '@scoreline/contracts';
import { webMessages } from '@scoreline/contracts/plain';
import { LANDING_LEADERBOARD_ROWS } from '@scoreline/domain';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { LeaderboardSkeleton } from '@/components/leaderboard/leaderboard-skeleton';
import { LeaderboardTable } from '@/components/leaderboard/leaderboard-table';
import { RankingPreparing } from '@/components/leaderboard/ranking-preparing';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { useSeasonPreparing } from '@/hooks/use-season-preparing';
import { useLeaderboard } from '@/lib/api/get-leaderboard';
import { useCredentials } from '@/lib/credentials';
import { ArrowRightIcon } from './landing-icons';

const playerPath = (entry: LeaderboardEntry) => `/leaderboard/${entry.user.id}`;

/**
 * The way on to the full list. The leaderboard sits in the signed-in group (spec §2: without credentials it sends
 * the visitor back to /), so a visitor is asked to log in first.
 */
function FullLeaderboardLink({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <Link
      to={isSignedIn ? '/leaderboard' : '/sign-in?next=%2Fleaderboard'}
      className="inline-flex items-center gap-2 self-end rounded font-semibold text-chalk underline underline-offset-4 hover:text-accent"
    >
      {isSignedIn ? 'See the full leaderboard' : 'Log in to see the full leaderboard'}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

/**
 * spec §2: the landing page shows the top 10 of the overall ranking in the leaderboard's own table (columns,
 * movement and badge icons), an honest empty state before anything is scored, and an error state with a retry when
 * GET /score fails.
 */
export function TopTen() {
  // spec §7 GET /score?page=1&size=10, public: the first page of the overall ranking (spec §9 landing rows).
  const { data, isPending, refetch, isRefetching } = useLeaderboard(
    { page: 1, size: LANDING_LEADERBOARD_ROWS },
    undefined,
  );
  const credentials = useCredentials();
  const navigate = useNavigate();
  const preparing = useSeasonPreparing();

  if (isPending) return <LeaderboardSkeleton rows={10} label="Loading the top 10..." />;

  if (!data) {
    return <LoadError title={webMessages.topTenFailed} onRetry={refetch} isRetrying={isRefetching} />;
  }

  if (data.results.length === 0) {
    return preparing ? (
      <RankingPreparing />
    ) : (
      <EmptyState
        icon={<TrophyIcon />}
        title={webMessages.noScoredPredictions}
        description={webMessages.topTenEmptyHint}
      />
    );
  }

  // A player's row opens their leaderboard view (spec §2), which only a signed-in player can reach.
  const linkTo = credentials ? playerPath : undefined;
  return (
    <div className="flex flex-col gap-4">
      <LeaderboardTable
        entries={data.results}
        caption="Top 10 players, overall"
        viewerId={credentials?.id}
        linkTo={linkTo}
        onSelect={
          linkTo &&
          ((entry) => {
            void navigate(linkTo(entry));
          })
        }
      />
      <FullLeaderboardLink isSignedIn={credentials !== null} />
    </div>
  );
}
