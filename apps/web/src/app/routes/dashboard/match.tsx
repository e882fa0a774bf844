import { matchPageMessages } from '@scoreline/contracts/plain';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { HeadToHeadCard } from '@/features/matches/components/head-to-head-card';
import { useInjuries } from '@/features/matches/api/get-injuries';
import { useLineups } from '@/features/matches/api/get-lineups';
import { LazyLineupTab } from '@/features/matches/components/lazy-lineup-tab';
import { MatchHeader } from '@/features/matches/components/match-header';
import { MatchHeaderSkeleton } from '@/features/matches/components/match-header-skeleton';
import { ChevronLeftIcon } from '@/features/matches/components/match-icons';
import { MatchStatsCard } from '@/features/matches/components/match-stats-card';
import { StatTabLayout } from '@/features/matches/components/stat-tab-layout';
import { WinProbabilityCard } from '@/features/matches/components/win-probability-card';
import { viewerTimeZone } from '@/lib/dates';
import { areTeamsKnown, sidesOf } from '@/lib/match';
import { MatchPrediction } from '@/features/predictions/components/match-prediction';
import { PicksCard } from '@/features/predictions/components/picks-card';
import { LazyMatchLeaguePicks } from '@/features/leagues/components/lazy-league-picks';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { hasErrorCode, isInvalidRequest } from '@/lib/api/errors';
import { useMatch } from '@/lib/api/get-match';
import { useLiveScores } from '@/lib/api/use-live-scores';
import { useCredentials } from '@/lib/credentials';

type TabId = 'line-up' | 'stat';

function matchIdFrom(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** Back to the match's round, named by its stage ('Matchday 27 matches', 'Round of 16 matches'; issue 58). */
function BackLink({ round, stageName }: { round?: number | undefined; stageName?: string | undefined }) {
  return (
    <Link
      to={round ? `/upcoming-matches?round=${round}` : '/upcoming-matches'}
      className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-3' })}
    >
      <ChevronLeftIcon className="size-4" />
      {round ? `${stageName ?? `Round ${round}`} matches` : 'All matches'}
    </Link>
  );
}

/**
 * spec §2 /upcoming-matches/:id: the match centre's header and its 'Line Up' and 'Stat' tabs, the Stat tab also
 * holding everyone's picks from the predictions feature. Each section loads its own data; the match itself comes from
 * the shared API layer, so the sections of other features (the comments below the tabs) join here without reaching into each other.
 */
export default function MatchRoute() {
  const matchId = matchIdFrom(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: match, error, isPending } = useMatch(matchId ?? 0, { enabled: matchId !== null });
  // issue 13: the page opens on the tab that has content: Line Up once line-ups or injury news are known, else Stat.
  const lineups = useLineups(matchId ?? 0, { enabled: matchId !== null });
  const injuries = useInjuries(matchId ?? 0, { enabled: matchId !== null });
  const requestedTab = searchParams.get('tab');
  const tab: TabId =
    requestedTab === 'stat' || requestedTab === 'line-up'
      ? requestedTab
      : (lineups.data?.length ?? 0) > 0 || (injuries.data?.length ?? 0) > 0
        ? 'line-up'
        : 'stat';
  useLiveScores(match ? [match] : undefined);
  const viewer = useCredentials();
  const timeZone = viewerTimeZone();
  // An id the API refuses as invalid names no match either.
  const isNotFound = matchId === null || hasErrorCode(error, 'NOT_FOUND') || isInvalidRequest(error);
  useLoadErrorToast(isNotFound ? null : error);

  if (isNotFound || (!match && error)) {
    return (
      <>
        <PageTitle title={isNotFound ? matchPageMessages.matchNotFound : 'Match'} />
        <h1 className="sr-only">{isNotFound ? matchPageMessages.matchNotFound : matchPageMessages.matchFailed}</h1>
        <BackLink />
        <EmptyState
          icon={<CalendarIcon />}
          title={isNotFound ? matchPageMessages.matchNotFound : matchPageMessages.matchFailed}
          description={isNotFound ? matchPageMessages.matchNotFoundHint : matchPageMessages.matchFailedHint}
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

  const { home, away } = sidesOf(match);
  return (
    <article aria-label={`${home.name} vs ${away.name}`}>
      <PageTitle title={`${home.name} vs ${away.name}`} />
      <h1 className="sr-only">
        {home.name} vs {away.name}
      </h1>
      <BackLink round={match.round} stageName={match.details.stage.name} />
      <MatchHeader match={match} timeZone={timeZone} />
      {/* issue 13: the player's pick on the match page too: predict or change it here, and while the match is live
          the points it would earn if it ended now. */}
      <MatchPrediction match={match}>
        {({ score, note, action }) => (
          <section
            aria-label="Your prediction"
            className="mx-auto mt-4 flex max-w-md flex-col items-center gap-3 rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4"
          >
            {/* The header says 'vs' already: a match not open yet (its teams unknown) has no score place here. */}
            {areTeamsKnown(match) && score}
            {note}
            <div className="w-full">{action}</div>
          </section>
        )}
      </MatchPrediction>
      {/* A knockout match whose teams are not known yet has no line-ups, statistics or head to head (ADR 105). */}
      {areTeamsKnown(match) && (
        <Tabs<TabId>
          className="mt-6 sm:mt-8"
          label="Match information"
          selected={tab}
          onSelect={(id) => {
            setSearchParams({ tab: id }, { replace: true });
          }}
          tabs={[
            { id: 'line-up', label: 'Line Up', panel: <LazyLineupTab match={match} /> },
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
                      {/* Issue 59 (ADR 109): the picks of the player's leagues, once the match has kicked off. */}
                      {viewer && <LazyMatchLeaguePicks match={match} viewerId={viewer.id} />}
                      <HeadToHeadCard match={match} />
                    </>
                  }
                />
              ),
            },
          ]}
        />
      )}
      <CommentsSection matchId={match.id} viewer={viewer} />
    </article>
  );
}
