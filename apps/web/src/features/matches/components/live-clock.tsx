import type { Match } from '@scoreline/contracts';
import { matchClockWords } from '@scoreline/contracts/plain';
import { liveClockOf } from '@scoreline/domain';
import { clsx } from 'clsx';

/**
 * The clock of a match being played ("Live 67'", "Live 90+3'", 'HT'): one source, packages/domain `liveClockOf`, for
 * the match card and the match page alike (issue 55). Nothing when the match is not being played.
 */
export function LiveClock({ match, className }: { match: Match; className?: string }) {
  const { status } = match.details.fixture;
  const clock = liveClockOf(status.short, status.elapsed);
  if (!clock) return null;
  return (
    <span
      className={clsx(
        'display inline-flex items-center gap-1.5 rounded px-2 py-0.5',
        clock.isPause ? 'bg-highlight/15 text-highlight' : 'bg-danger/15 text-danger',
        className,
      )}
    >
      {!clock.isPause && <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-danger" />}
      <span aria-hidden="true">{clock.text}</span>
      <span className="sr-only">{clock.spoken}</span>
    </span>
  );
}

/**
 * The half-time score beside a live score that is not known at this minute (the replay of a season whose goals have no
 * minutes, in the second half): what the data does tell. Nothing otherwise.
 */
export function HalfTimeScore({ match, className }: { match: Match; className?: string }) {
  const { home, away } = match.details.score.halftime;
  if (home === null || away === null || match.details.fixture.status.short === 'HT') return null;
  return (
    <span className={className}>
      <span aria-hidden="true">{matchClockWords.halfTimeScore(home, away)}</span>
      <span className="sr-only">{matchClockWords.halfTimeScoreSpoken(home, away)}</span>
    </span>
  );
}
