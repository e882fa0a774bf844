import type { LeaguePick, LeaguePicks, LeaguePicksMatch } from '@scoreline/contracts';
import { leaguePicksWords as words } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icons';
import { calendarDayOf, formatClockTime, formatWeekdayMonthDay, viewerTimeZone } from '@/lib/dates';

const LockIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

/** 'ARS – CHE' (a knockout match whose teams are not known yet: its slots). */
function sidesLabel(match: LeaguePicksMatch): { short: string; full: string } {
  if (match.teams) {
    const { home, away } = match.teams;
    return {
      short: `${home.code ?? home.shortName} – ${away.code ?? away.shortName}`,
      full: `${home.name} – ${away.name}`,
    };
  }
  const slots = match.slots ?? { home: '?', away: '?' };
  return { short: `${slots.home} – ${slots.away}`, full: `${slots.home} – ${slots.away}` };
}

/** Under the teams: the score and status once started, else the kick-off day and time. */
function stateLine(match: LeaguePicksMatch, timeZone: string): string {
  const { goals, status } = match;
  if (match.picksPublic && goals.home !== null && goals.away !== null) {
    return `${goals.home}–${goals.away} · ${status.elapsed !== null && status.short !== 'FT' ? `${status.elapsed}'` : status.short}`;
  }
  const day = formatWeekdayMonthDay(calendarDayOf(match.date, timeZone));
  return `${day} ${formatClockTime(match.date, timeZone)}`;
}

function PickCell({
  pick,
  match,
  isViewer,
}: {
  pick: LeaguePick | undefined;
  match: LeaguePicksMatch;
  isViewer: boolean;
}) {
  // The API sends the viewer's own picks of every match, and nobody else's before kick-off.
  if (!match.picksPublic && !isViewer) {
    return (
      <span className="inline-flex items-center gap-1 text-chalk-muted" title={words.picksHidden}>
        <LockIcon className="size-4" />
        <span className="sr-only">{words.picksHidden}</span>
      </span>
    );
  }
  if (!pick) {
    return (
      <span className="text-chalk-muted">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{words.picksNoPick}</span>
      </span>
    );
  }
  const score = pick.prediction.replace(':', '–');
  return (
    <span className="flex flex-col items-center leading-tight">
      <span className="font-semibold tabular-nums">{score}</span>
      {pick.joker && (
        <span className="text-[0.65rem] font-semibold uppercase tracking-wide text-highlight">{words.picksJoker}</span>
      )}
      {!match.picksPublic ? (
        <span className="text-xs text-chalk-muted">
          <LockIcon className="inline size-3" />
          <span className="sr-only">{words.picksYoursHidden}</span>
        </span>
      ) : pick.points === null ? (
        <span className="sr-only">{words.picksNotScored}</span>
      ) : (
        <span className={clsx('text-xs tabular-nums', pick.points > 0 ? 'text-accent' : 'text-chalk-muted')}>
          {words.picksPointsOf(pick.points, pick.multiplier)}
        </span>
      )}
    </span>
  );
}

/**
 * The league's picks grid (issue 59, ADR 109): members as rows, matches as columns, each member's points at the end. A
 * phone scrolls it sideways with the players' names held in place (a sticky first column); a match that has not
 * kicked off shows a lock and 'Hidden until kick-off' to screen readers, the viewer's own pick beside it.
 */
export function LeaguePicksGrid({ grid, viewerId, label }: { grid: LeaguePicks; viewerId: number; label: string }) {
  const timeZone = viewerTimeZone();
  const showTotal = grid.matches.length > 1;
  return (
    // relative: the cells' screen-reader words (absolutely placed) are clipped by the scroll box, not the page's.
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-b border-pitch-600 bg-pitch-800 px-2 py-2 text-left font-normal text-chalk-muted"
            >
              {words.picksPlayer}
            </th>
            {grid.matches.map((match) => {
              const sides = sidesLabel(match);
              return (
                <th
                  key={match.id}
                  scope="col"
                  className="min-w-20 border-b border-pitch-600 px-2 py-2 text-center font-normal whitespace-nowrap"
                >
                  <abbr title={sides.full} className="block font-semibold no-underline">
                    {sides.short}
                  </abbr>
                  <span className="block text-xs text-chalk-muted">{stateLine(match, timeZone)}</span>
                  {!match.picksPublic && <span className="sr-only">{words.picksHidden}</span>}
                </th>
              );
            })}
            {showTotal && (
              <th
                scope="col"
                className="border-b border-pitch-600 px-2 py-2 text-right font-normal whitespace-nowrap text-chalk-muted"
              >
                {words.picksPoints}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {grid.members.map((member) => {
            const isViewer = member.user.id === viewerId;
            const picks = new Map(member.picks.map((pick) => [pick.matchId, pick]));
            return (
              <tr key={member.user.id} className={clsx(isViewer && 'bg-pitch-700/60')}>
                <th
                  scope="row"
                  className={clsx(
                    'sticky left-0 z-10 border-b border-pitch-700 px-2 py-2 text-left font-normal',
                    isViewer ? 'bg-pitch-700' : 'bg-pitch-800',
                  )}
                >
                  <span className="flex max-w-[9rem] min-w-0 items-center gap-2 sm:max-w-[14rem]">
                    <Avatar name={member.user.username} picture={member.user.profile_picture} size="sm" />
                    <span className="truncate" title={member.user.username}>
                      {member.user.username}
                    </span>
                  </span>
                </th>
                {grid.matches.map((match) => (
                  <td key={match.id} className="border-b border-pitch-700 px-2 py-2 text-center">
                    <PickCell pick={picks.get(match.id)} match={match} isViewer={isViewer} />
                  </td>
                ))}
                {showTotal && (
                  <td className="border-b border-pitch-700 px-2 py-2 text-right font-semibold tabular-nums">
                    {member.points}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
