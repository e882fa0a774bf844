import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { ApiError } from '@/lib/api-client';
import { useRoundMatches } from '../api/get-round-matches';
import { FormLegend } from '../components/form-dots';
import { MatchCard } from '../components/match-card';
import { MatchListSkeleton } from '../components/match-list-skeleton';
import { RoundSelector } from '../components/round-selector';
import { groupByDay, viewerTimeZone } from '../utils/match-dates';

/** ?round=n when it is a whole number of 1 or more; anything else means the current round. */
function roundFromSearch(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,3}$/.test(value)) return undefined;
  return Number(value);
}

/** spec §2 /upcoming-matches: the round's matches by day, each with its prediction card. */
export default function UpcomingMatchesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedRound = roundFromSearch(searchParams.get('round'));
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = useRoundMatches(requestedRound);
  const timeZone = viewerTimeZone();
  const groups = useMemo(() => (data ? groupByDay(data.matches.rows, timeZone) : []), [data, timeZone]);
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
            title={error instanceof ApiError && error.status === 400 ? error.message : 'Matches could not be loaded'}
            description="Check your connection and try again, or go back to the current round."
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
        ) : groups.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon />}
            title={shownRound ? `No upcoming match on round ${shownRound}` : 'No matches have been scheduled yet'}
          />
        ) : (
          <div className="flex flex-col gap-8">
            {groups.map((group) => (
              <section key={group.day} aria-labelledby={`day-${group.day}`}>
                <h2 id={`day-${group.day}`} className="display text-xl tracking-wider text-highlight sm:text-2xl">
                  {group.heading}
                </h2>
                <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                  {group.items.map((match) => (
                    <li key={match.id}>
                      <MatchCard match={match} timeZone={timeZone} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
