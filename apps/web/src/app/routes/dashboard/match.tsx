import { webMessages } from '@scoreline/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { HeadToHeadCard } from '@/features/matches/components/head-to-head-card';
import { LineupTab } from '@/features/matches/components/lineup-tab';
import { MatchHeader } from '@/features/matches/components/match-header';
import { MatchHeaderSkeleton } from '@/features/matches/components/match-header-skeleton';
import { ChevronLeftIcon } from '@/features/matches/components/match-icons';
import { MatchStatsCard } from '@/features/matches/components/match-stats-card';
import { StatTabLayout } from '@/features/matches/components/stat-tab-layout';
import { WinProbabilityCard } from '@/features/matches/components/win-probability-card';
import { viewerTimeZone } from '@/features/matches/utils/match-dates';
import { PicksCard } from '@/features/predictions/components/picks-card';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { hasErrorCode, isInvalidRequest } from '@/lib/api/errors';
import { useMatch } from '@/lib/api/get-match';

type TabId = 'line-up' | 'stat';

function matchIdFrom(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

function BackLink({ round }: { round?: number | undefined }) {
  return (
    <Link
      to={round ? `/upcoming-matches?round=${round}` : '/upcoming-matches'}
      className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-3' })}
    >
      <ChevronLeftIcon className="size-4" />
      {round ? `Round ${round} matches` : 'All matches'}
    </Link>
  );
}

/**
 * spec §2 /upcoming-matches/:id: the match centre's header and its 'Line Up' and 'Stat' tabs, the Stat tab also
 * holding everyone's picks from the predictions feature. Each section loads its own data; the match itself comes from
 * the shared API layer, so the sections of other features (comments next) join here without reaching into each other.
 */
export default function MatchRoute() {
  const matchId = matchIdFrom(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'stat' ? 'stat' : 'line-up';
  const { data: match, error, isPending } = useMatch(matchId ?? 0, { enabled: matchId !== null });
  const timeZone = viewerTimeZone();
  // An id the API refuses as invalid names no match either.
  const isNotFound = matchId === null || hasErrorCode(error, 'NOT_FOUND') || isInvalidRequest(error);
  useLoadErrorToast(isNotFound ? null : error);

  if (isNotFound || (!match && error)) {
    return (
      <>
        <PageTitle title={isNotFound ? webMessages.matchNotFound : 'Match'} />
        <BackLink />
        <EmptyState
          icon={<CalendarIcon />}
          title={isNotFound ? webMessages.matchNotFound : webMessages.matchFailed}
          description={isNotFound ? webMessages.matchNotFoundHint : webMessages.matchFailedHint}
        />
      </>
    );
  }

  if (isPending || !match) {
    return (
      <>
        <BackLink />
        <MatchHeaderSkeleton />
      </>
    );
  }

  const { home, away } = match.details.teams;
  return (
    <article aria-label={`${home.name} vs ${away.name}`}>
      <PageTitle title={`${home.name} vs ${away.name}`} />
      <h1 className="sr-only">
        {home.name} vs {away.name}
      </h1>
      <BackLink round={match.round} />
      <MatchHeader match={match} timeZone={timeZone} />
      <Tabs<TabId>
        className="mt-6 sm:mt-8"
        label="Match information"
        selected={tab}
        onSelect={(id) => {
          setSearchParams(id === 'stat' ? { tab: 'stat' } : {}, { replace: true });
        }}
        tabs={[
          { id: 'line-up', label: 'Line Up', panel: <LineupTab match={match} /> },
          {
            id: 'stat',
            label: 'Stat',
            panel: (
              <StatTabLayout
                main={
                  <>
                    <WinProbabilityCard match={match} />
                    <MatchStatsCard match={match} />
                  </>
                }
                side={
                  <>
                    <PicksCard match={match} />
                    <HeadToHeadCard match={match} />
                  </>
                }
              />
            ),
          },
        ]}
      />
    </article>
  );
}
