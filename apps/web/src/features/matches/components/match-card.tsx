import type { Match } from '@scoreline/contracts';
import { webMessages } from '@scoreline/contracts/plain';
import { isKickoffTimeKnown } from '@scoreline/domain';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { SideCrest } from '@/components/ui/side-crest';
import { aggregateNoteOf, phaseOf, scoreOf, shortResultNoteOf, sidesOf, type MatchSide } from '@/lib/match';
import { timeZoneLabel } from '@/lib/dates';
import { formatKickoffTime } from '../utils/match-dates';
import { FormDots } from './form-dots';
import { HalfTimeScore, LiveClock } from './live-clock';
import { PinIcon } from './match-icons';

function TeamSide({
  team,
  form,
  side,
}: {
  team: MatchSide;
  form: Match['details']['last_games']['home'];
  side: string;
}) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center">
      <SideCrest side={team} size="lg" />
      {/* A long word (Wolverhampton) in a narrow column is hyphenated rather than pushed past the card's edge. */}
      <p className="line-clamp-2 max-w-full text-sm leading-tight font-semibold break-words hyphens-auto sm:text-base">
        <span className="sr-only">{side}: </span>
        {team.name}
      </p>
      {team.team && <FormDots teamName={team.name} results={form} />}
    </div>
  );
}

function StatusLine({ match, timeZone }: { match: Match; timeZone: string }) {
  const phase = phaseOf(match);
  const { status } = match.details.fixture;
  if (phase === 'live') {
    const score = scoreOf(match);
    return (
      <span className="inline-flex items-center gap-2">
        <LiveClock match={match} />
        {score ? (
          <span className="display text-chalk">{`${score.home} – ${score.away}`}</span>
        ) : (
          <HalfTimeScore match={match} className="display text-sm text-chalk-muted" />
        )}
      </span>
    );
  }
  if (phase === 'finished') {
    // A knockout match: how it ended and a second leg's aggregate, under 'Full time' (the match page says more).
    const notes = [shortResultNoteOf(match), aggregateNoteOf(match)].filter((note): note is string => note !== null);
    return (
      <span className="flex flex-col items-end">
        <span className="display text-highlight">{webMessages.fullTime}</span>
        {notes.length > 0 && <span className="text-sm text-chalk-muted">{notes.join(' · ')}</span>}
      </span>
    );
  }
  if (phase === 'cancelled') return <span className="display">{status.long}</span>;
  // The provider re-dates a postponed match: until then its kick-off time is stale.
  if (phase === 'postponed') return <span className="display text-highlight">Postponed</span>;
  // TBD: the day is known, the time is the provider's placeholder.
  if (!isKickoffTimeKnown(status.short)) return <span className="display text-chalk">{status.long}</span>;
  return (
    <span className="display text-chalk">
      <span className="sr-only">Kick-off </span>
      <time dateTime={match.date}>{formatKickoffTime(match.date, timeZone)}</time>{' '}
      <abbr title={timeZone} className="text-sm text-chalk-muted no-underline">
        {timeZoneLabel(match.date, timeZone)}
      </abbr>
    </span>
  );
}

/**
 * spec §2 match card: venue, crests, names, form, kick-off and the details link. The score inputs, the line under
 * them and the prediction button come from the predictions feature, composed in by the route (`MatchPrediction`).
 */
export function MatchCard({
  match,
  timeZone,
  score,
  note,
  action,
}: {
  match: Match;
  timeZone: string;
  /** Between the two teams: the predicted score. */
  score: ReactNode;
  /** Under the teams, when there is something to say. */
  note?: ReactNode;
  /** Beside View Match Details: the prediction button. */
  action: ReactNode;
}) {
  const titleId = useId();
  const { home, away } = sidesOf(match);

  return (
    <article
      id={`match-${match.id}`}
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 shadow-lg shadow-black/20 sm:p-5"
    >
      <h3 id={titleId} className="sr-only">
        {home.name} vs {away.name}
      </h3>
      <div className="flex items-center justify-between gap-3 text-sm text-chalk-muted">
        <p className="flex min-w-0 items-center gap-1.5">
          <PinIcon className="size-4 shrink-0 text-chalk-faint" />
          <span className="truncate">{match.details.fixture.venue.name ?? 'Venue to be confirmed'}</span>
        </p>
        <p className="shrink-0 text-base">
          <StatusLine match={match} timeZone={timeZone} />
        </p>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 sm:gap-4">
        <TeamSide team={home} form={match.details.last_games.home} side="Home" />
        {score}
        <TeamSide team={away} form={match.details.last_games.away} side="Away" />
      </div>

      {note}

      {/* Two controls side by side where they fit, else stacked; a wider action (a saved pick with Change) takes a row
          of its own rather than overflowing the card (its basis comes with it). */}
      <div className="mt-auto flex flex-wrap gap-2 *:min-w-0 *:flex-[1_1_11rem]">
        {/* The name says which match, in one string: a visually hidden part would be laid out as a block (position:
            absolute), and browsers put a space before it ("View Match Details : …"). It starts with the visible words
            (WCAG 2.5.3 label in name). */}
        <Link
          to={`/upcoming-matches/${match.id}`}
          aria-label={`View Match Details: ${home.name} vs ${away.name}`}
          className={buttonClassName({ variant: 'secondary', className: 'text-center' })}
        >
          View Match Details
        </Link>
        {action}
      </div>
    </article>
  );
}
