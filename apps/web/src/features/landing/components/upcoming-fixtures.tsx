import type { Match } from '@scoreline/contracts';
import { webMessages } from '@scoreline/contracts/plain';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { SideCrest } from '@/components/ui/side-crest';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { calendarDayOf, formatClockTime, formatWeekdayMonthDay, viewerTimeZone } from '@/lib/dates';
import { sidesOf } from '@/lib/match';
import { useHomeMatches } from '../api/get-home-matches';

/** How many fixtures the landing page lists. */
const FIXTURES_SHOWN = 6;

function Fixture({ match }: { match: Match }) {
  const { home, away } = sidesOf(match);
  const timeZone = viewerTimeZone();
  return (
    <li className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 sm:p-5">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-chalk-muted">
        {/* The visitor's own time zone, 12-hour times (spec §2). */}
        <time dateTime={match.date} className="display tracking-wider text-highlight">
          {`${formatWeekdayMonthDay(calendarDayOf(match.date, timeZone))} · ${formatClockTime(match.date, timeZone)}`.toUpperCase()}
        </time>
        <span>Round {match.round}</span>
      </p>
      <p className="mt-4 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-3">
        <span className="flex min-w-0 flex-col items-center gap-2 text-center">
          <SideCrest side={home} size="lg" />
          <span className="line-clamp-2 leading-tight font-semibold">{home.name}</span>
        </span>
        <span className="display mt-4 text-sm text-chalk-faint">vs</span>
        <span className="flex min-w-0 flex-col items-center gap-2 text-center">
          <SideCrest side={away} size="lg" />
          <span className="line-clamp-2 leading-tight font-semibold">{away.name}</span>
        </span>
      </p>
      {match.details.fixture.venue.name && (
        <p className="mt-3 truncate text-center text-xs text-chalk-faint">{match.details.fixture.venue.name}</p>
      )}
    </li>
  );
}

/**
 * The landing page's 'Upcoming matches': the next fixtures, an honest empty state when there are none, and an error
 * state with a retry when GET /match/home fails (spec §8: with the 'OOOPPPSS!! Something went wrong' toast).
 */
export function UpcomingFixtures() {
  const { data, isPending, error, refetch, isRefetching } = useHomeMatches();
  useLoadErrorToast(error);

  if (isPending) {
    return (
      <SkeletonGroup role="status" className="grid gap-4 md:grid-cols-2">
        <span className="sr-only">Loading fixtures...</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32 rounded-2xl" />
        ))}
      </SkeletonGroup>
    );
  }

  if (!data) {
    return <LoadError title={webMessages.fixturesFailed} onRetry={refetch} isRetrying={isRefetching} />;
  }

  const fixtures = data.rows.slice(0, FIXTURES_SHOWN);
  if (fixtures.length === 0) {
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title={webMessages.fixturesEmpty}
        description={webMessages.fixturesEmptyHint}
      />
    );
  }

  return (
    <ul aria-label="Next fixtures" className="grid gap-4 md:grid-cols-2">
      {fixtures.map((match) => (
        <Fixture key={match.id} match={match} />
      ))}
    </ul>
  );
}
