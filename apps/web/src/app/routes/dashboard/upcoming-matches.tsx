import { webMessages } from '@scoreline/contracts';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { useRoundMatches } from '@/features/matches/api/get-round-matches';
import { FormLegend } from '@/features/matches/components/form-dots';
import { MatchCard } from '@/features/matches/components/match-card';
import { MatchDayList } from '@/features/matches/components/match-day-list';
import { MatchListSkeleton } from '@/features/matches/components/match-list-skeleton';
import { RoundSelector } from '@/features/matches/components/round-selector';
import { viewerTimeZone } from '@/features/matches/utils/match-dates';
import { MatchPrediction } from '@/features/predictions/components/match-prediction';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { isInvalidRequest } from '@/lib/api/errors';

/** ?round=n when it is a whole number of 1 or more; anything else means the current round. */
function roundFromSearch(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,3}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * spec §2 /upcoming-matches: the round's matches by day, each card composed of the match centre's card and the
 * predictions feature's inputs and button.
 */
export default function UpcomingMatchesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedRound = roundFromSearch(searchParams.get('round'));
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = useRoundMatches(requestedRound);
  const timeZone = viewerTimeZone();
  useLoadErrorToast(error);

  const shownRound = isPlaceholderData ? requestedRound : (data?.round ?? requestedRound);
  const selectRound = (round: number) => {
    setSearchParams({ round: String(round) });
  };

  return (
    <section aria-labelledby="upcoming-matches-title">
      <PageTitle title={shownRound ? `Upcoming matches · Round ${shownRound}` : 'Upcoming matches'} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="upcoming-matches-title" className="display text-3xl sm:text-4xl">
          Upcoming matches
        </h1>
        <FormLegend />
      </div>

      {data && data.total_rounds > 0 && shownRound !== undefined && (
        <div className="mt-5">
          <RoundSelector
            totalRounds={data.total_rounds}
            selectedRound={shownRound}
            currentRound={data.current_round}
            onSelect={selectRound}
          />
        </div>
      )}

      <div className="mt-6" aria-busy={isPending || isPlaceholderData}>
        {isPending || isPlaceholderData ? (
          <MatchListSkeleton />
        ) : !data ? (
          <EmptyState
            icon={<CalendarIcon />}
            // A round the API does not have is refused with its own message (e.g. a round beyond the season).
            title={isInvalidRequest(error) ? error.message : webMessages.roundFailed}
            description={webMessages.roundFailedHint}
            action={
              <div className="flex flex-wrap justify-center gap-3">
                <Button
                  variant="secondary"
                  isLoading={isRefetching}
                  onClick={() => {
                    void refetch();
                  }}
                >
                  Try again
                </Button>
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
        ) : data.matches.rows.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon />}
            title={shownRound ? `No upcoming match on round ${shownRound}` : 'No matches have been scheduled yet'}
          />
        ) : (
          <MatchDayList
            matches={data.matches.rows}
            timeZone={timeZone}
            renderMatch={(match) => (
              <MatchPrediction match={match}>
                {(prediction) => <MatchCard match={match} timeZone={timeZone} {...prediction} />}
              </MatchPrediction>
            )}
          />
        )}
      </div>
    </section>
  );
}
