import type { RoundMatches } from '@scoreline/contracts';
import { webMessages } from '@scoreline/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { isPredictionOpen } from '@scoreline/domain';
import { useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { pageHeadings } from '@/config/page-headings';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { getRoundMatchesQueryOptions, useRoundMatches } from '@/features/matches/api/get-round-matches';
import { FormLegend } from '@/features/matches/components/form-dots';
import { MatchCard } from '@/features/matches/components/match-card';
import { MatchDayList } from '@/features/matches/components/match-day-list';
import { MatchListSkeleton } from '@/features/matches/components/match-list-skeleton';
import { RoundSelector } from '@/features/matches/components/round-selector';
import { viewerTimeZone } from '@/lib/dates';
import { withNext } from '@/features/auth/utils/paths';
import { MatchPrediction } from '@/features/predictions/components/match-prediction';
import { VisitorPrediction } from '@/features/predictions/components/visitor-prediction';
import { SaveAllButton } from '@/features/predictions/components/save-all-button';
import { useDrawnAnswer } from '@/hooks/use-drawn-answer';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { isInvalidRequest } from '@/lib/api/errors';
import { useLiveScores } from '@/lib/api/use-live-scores';
import { useCompetitionFromLink, useShownCompetition } from '@/lib/competition-choice';
import { useCredentials } from '@/lib/credentials';
import { areTeamsKnown, phaseOf } from '@/lib/match';

/** ?round=n when it is a whole number of 1 or more; anything else means the current round. */
function roundFromSearch(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,3}$/.test(value)) return undefined;
  return Number(value);
}

/** A round's stage name ('Matchday 27', 'Round of 16'; issue 58), 'Round n' while the rounds are not known. */
function roundName(rounds: RoundMatches | undefined, round: number): string {
  return rounds?.stages.find((stage) => stage.round === round)?.name ?? `Round ${round}`;
}

/**
 * spec §2 /upcoming-matches: the round's matches by day, each card composed of the match centre's card and the
 * predictions feature's inputs and button.
 */
export default function UpcomingMatchesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  // spec §6: a visitor reads the round too (issue 55), without score inputs; signing in brings them back here.
  const viewerId = useCredentials()?.id;
  const isVisitor = viewerId === undefined;
  const requestedRound = roundFromSearch(searchParams.get('round'));
  // issue 58: the competition chosen in the dashboard's switcher (the default one until one is chosen), or by a link.
  useCompetitionFromLink();
  const competition = useShownCompetition();
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = useRoundMatches(
    requestedRound,
    viewerId,
    competition,
  );
  // A round the season does not have is the address's mistake, not the connection's: said plainly (issue 13), with
  // the current round's list of rounds kept on screen to pick another.
  const isUnknownRound = isInvalidRequest(error);
  const current = useQuery({
    ...getRoundMatchesQueryOptions(undefined, viewerId, competition),
    enabled: isUnknownRound,
  });
  const rounds = data ?? (isUnknownRound ? current.data : undefined);
  const timeZone = viewerTimeZone();
  useLoadErrorToast(isUnknownRound ? null : error);
  useLiveScores(data?.matches.rows);

  // issue 14: the round's cards are drawn at transition priority (ADR 048); the skeleton, or the cards of a refresh's
  // round, stay until then.
  const { data: drawn, isLoading: isListLoading } = useDrawnAnswer(data, isPending || isPlaceholderData);

  // issue 13: the page opens on the round of the next open match (the API's current round) and scrolls to it.
  // A knockout match whose teams are not known yet is not open (ADR 105): a round of them has no Save all.
  const firstOpen = drawn?.matches.rows.find(
    (match) =>
      phaseOf(match) === 'scheduled' && isPredictionOpen(new Date(match.date), new Date()) && areTeamsKnown(match),
  );
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (requestedRound !== undefined || !firstOpen || scrolledTo.current !== null) return;
    scrolledTo.current = firstOpen.id;
    document.getElementById(`match-${firstOpen.id}`)?.scrollIntoView({ block: 'center' });
  }, [firstOpen, requestedRound]);

  const shownRound = isPlaceholderData ? requestedRound : (data?.round ?? requestedRound);
  const selectRound = (round: number) => {
    setSearchParams({ round: String(round) });
  };

  return (
    <section aria-labelledby="upcoming-matches-title">
      <PageTitle title={shownRound ? `Upcoming matches · ${roundName(rounds, shownRound)}` : 'Upcoming matches'} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading id="upcoming-matches-title">{pageHeadings.upcomingMatches}</PageHeading>
        <FormLegend />
      </div>

      {/* Keyboard users reach the first open score box at once, whatever the round's length (issue 13). */}
      {firstOpen && !isVisitor && (
        <a
          href={`#match-${firstOpen.id}`}
          onClick={(event) => {
            event.preventDefault();
            const card = document.getElementById(`match-${firstOpen.id}`);
            card?.scrollIntoView({ block: 'center' });
            card?.querySelector<HTMLInputElement>('input[data-score-input]:not([readonly])')?.focus();
          }}
          className="sr-only focus:not-sr-only focus:mt-3 focus:inline-block focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:font-semibold focus:text-pitch-950"
        >
          Skip to the first match open for predictions
        </a>
      )}
      {rounds && rounds.total_rounds > 0 && shownRound !== undefined ? (
        <div className="mt-5">
          <RoundSelector
            totalRounds={rounds.total_rounds}
            selectedRound={shownRound}
            currentRound={rounds.current_round}
            stages={rounds.stages}
            onSelect={selectRound}
          />
        </div>
      ) : (
        // issue 14: the rounds' row keeps its place while the round loads, so the list does not move down when it
        // arrives (the selector's height: a 44 px select on a phone, a row of 44 px links with 4 px of room above and
        // below from sm up).
        isPending && <div aria-hidden="true" className="mt-5 h-11 sm:h-13" />
      )}

      {/* issue 14: while the round loads, the list's place reaches below the screen, so the footer stays out of view
          and is not pushed down when the cards arrive (a round's cards are taller than a screen). */}
      <div className={clsx('mt-6', isListLoading && 'min-h-svh')} aria-busy={isListLoading}>
        {isListLoading ? (
          <MatchListSkeleton />
        ) : !drawn ? (
          <EmptyState
            icon={<CalendarIcon />}
            // A round the API does not have is refused with its own message (e.g. a round beyond the season).
            title={isUnknownRound && error ? error.message : webMessages.roundFailed}
            description={isUnknownRound ? webMessages.roundUnknownHint : webMessages.roundFailedHint}
            action={
              <div className="flex flex-wrap justify-center gap-3">
                {!isUnknownRound && (
                  <Button
                    variant="secondary"
                    isLoading={isRefetching}
                    onClick={() => {
                      void refetch();
                    }}
                  >
                    Try again
                  </Button>
                )}
                {requestedRound !== undefined && (
                  <Button
                    onClick={() => {
                      setSearchParams({});
                    }}
                  >
                    Current round
                  </Button>
                )}
              </div>
            }
          />
        ) : drawn.matches.rows.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon />}
            title={shownRound ? webMessages.roundEmpty(shownRound) : webMessages.noMatchesScheduled}
          />
        ) : (
          <>
            <MatchDayList
              matches={drawn.matches.rows}
              timeZone={timeZone}
              renderMatch={(match) =>
                isVisitor ? (
                  <VisitorPrediction match={match} signInTo={withNext('/sign-in', `${pathname}${search}`)}>
                    {(slots) => <MatchCard match={match} timeZone={timeZone} {...slots} />}
                  </VisitorPrediction>
                ) : (
                  <MatchPrediction match={match}>
                    {(prediction) => <MatchCard match={match} timeZone={timeZone} {...prediction} />}
                  </MatchPrediction>
                )
              }
            />
            {/* issue 13: the whole round's typing saved at once; it stays in reach at the bottom of the screen, while
                a match of the round is open for predictions (a round all played or closed has nothing to save). */}
            {firstOpen && !isVisitor && (
              <div className="sticky bottom-3 z-20 mt-6 rounded-xl border border-pitch-500 bg-pitch-900/95 p-3 backdrop-blur">
                <SaveAllButton matches={drawn.matches.rows} />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
