import type { Match } from '@scoreline/contracts';
import { useMemo, type ReactNode } from 'react';
import { groupByDay } from '../utils/match-dates';

/**
 * spec §2: a round's matches grouped by calendar day (in the viewer's time zone), each day under its heading. What a
 * match looks like is the caller's: the route composes the match card with the prediction.
 */
export function MatchDayList({
  matches,
  timeZone,
  renderMatch,
}: {
  matches: Match[];
  timeZone: string;
  renderMatch: (match: Match) => ReactNode;
}) {
  const groups = useMemo(() => groupByDay(matches, timeZone), [matches, timeZone]);
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className="display text-xl tracking-wider text-highlight sm:text-2xl">
            {group.heading}
          </h2>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {group.items.map((match) => (
              <li key={match.id}>{renderMatch(match)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
