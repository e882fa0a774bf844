import type { FormResult, Match } from '@scoreline/contracts';
import { matchClockWords, matchResultWords } from '@scoreline/contracts/plain';
import { isKickoffTimeKnown } from '@scoreline/domain';
import { SideCrest } from '@/components/ui/side-crest';
import { calendarDayOf } from '@/lib/dates';
import { formatDayHeading, formatKickoffTime } from '../utils/match-dates';
import {
  aggregateNoteOf,
  phaseOf,
  resultNoteOf,
  scoreOf,
  sidesOf,
  stageLineOf,
  type Goals,
  type MatchSide,
} from '@/lib/match';
import { FormDots } from './form-dots';
import { HalfTimeScore, LiveClock } from './live-clock';
import { PinIcon, WhistleIcon } from './match-icons';

function HeaderTeam({ team, form, side }: { team: MatchSide; form: FormResult[]; side: 'Home' | 'Away' }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center sm:gap-3">
      <SideCrest side={team} size="xl" />
      <h2 className="display text-base sm:text-3xl">
        <span className="sr-only">
          {side} team: {team.name}
        </span>
        {/* Phones have room for the short name ('Man United') only. */}
        <span aria-hidden="true" className="sm:hidden">
          {team.shortName}
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          {team.name}
        </span>
      </h2>
      {team.team && <FormDots teamName={team.name} results={form} size="responsive" />}
    </div>
  );
}

function ScoreFigures({ score }: { score: Goals }) {
  return (
    <p className="display text-5xl text-chalk tabular-nums sm:text-7xl">
      <span className="sr-only">Score: </span>
      {score.home}
      <span aria-hidden="true" className="px-1 text-chalk-faint sm:px-2">
        –
      </span>
      <span className="sr-only">to </span>
      {score.away}
    </p>
  );
}

function Scoreboard({ match, timeZone }: { match: Match; timeZone: string }) {
  const phase = phaseOf(match);
  const score = scoreOf(match);
  const { status } = match.details.fixture;

  // While the match is played the clock shows from kick-off, whether or not the score is known yet (issue 55).
  if (phase === 'live') {
    return (
      <div className="flex flex-col items-center gap-2">
        {score ? (
          <ScoreFigures score={score} />
        ) : (
          <p className="display text-center text-lg leading-tight text-chalk-muted sm:text-2xl">
            {matchClockWords.scoreUnknown}
          </p>
        )}
        <LiveClock match={match} />
        {!score && <HalfTimeScore match={match} className="display text-sm text-chalk-muted sm:text-base" />}
      </div>
    );
  }
  if (phase === 'finished' && score) {
    const note = resultNoteOf(match);
    const aggregate = aggregateNoteOf(match);
    return (
      <div className="flex flex-col items-center gap-2">
        <ScoreFigures score={score} />
        <p className="display text-sm tracking-widest text-highlight sm:text-base">{status.long}</p>
        {note && <p className="text-center text-sm text-chalk">{note}</p>}
        {aggregate && <p className="display text-sm text-chalk-muted">{aggregate}</p>}
      </div>
    );
  }
  if (phase === 'cancelled') return <p className="display text-xl text-chalk-muted">{status.long}</p>;
  // A postponed match's date is stale until the provider re-dates it: say so instead of a kick-off time.
  if (phase === 'postponed') return <p className="display text-xl text-highlight sm:text-3xl">Postponed</p>;
  // TBD: the day is known, the time is the provider's placeholder.
  if (!isKickoffTimeKnown(status.short)) {
    // Two lines on a phone, between the crests.
    return (
      <p className="display max-w-28 text-center text-lg leading-tight text-chalk sm:max-w-none sm:text-3xl">
        {status.long}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1">
      <p className="display text-xs tracking-widest text-chalk-muted sm:text-sm">Kick-off</p>
      <p className="display text-2xl whitespace-nowrap text-chalk sm:text-5xl">
        <time dateTime={match.date}>{formatKickoffTime(match.date, timeZone)}</time>
      </p>
    </div>
  );
}

/** When the match is: its day and kick-off time; the day only while the time is to be defined (TBD); or postponed. */
function MatchDay({ match, timeZone }: { match: Match; timeZone: string }) {
  if (phaseOf(match) === 'postponed') return <span>Postponed · new date to be confirmed</span>;
  const day = calendarDayOf(match.date, timeZone);
  if (!isKickoffTimeKnown(match.details.fixture.status.short)) {
    return <time dateTime={day}>{formatDayHeading(day)}</time>;
  }
  return (
    <time dateTime={match.date}>
      {formatDayHeading(day)} · {formatKickoffTime(match.date, timeZone)}
    </time>
  );
}

/** spec §2 match detail header: date, venue, referee when known, both teams with crests and form, kick-off. */
export function MatchHeader({ match, timeZone }: { match: Match; timeZone: string }) {
  const { fixture, last_games: form } = match.details;
  const teams = sidesOf(match);
  return (
    <section
      aria-label="Match summary"
      className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 shadow-lg shadow-black/20 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-sm text-chalk-muted">
        <p className="display tracking-wider text-highlight">
          <MatchDay match={match} timeZone={timeZone} />
          <span className="text-chalk-faint"> · {stageLineOf(match)}</span>
        </p>
        {fixture.venue.name && (
          <p className="flex items-center gap-1.5">
            <PinIcon className="size-4 text-chalk-faint" />
            {fixture.venue.name}
          </p>
        )}
        {fixture.refree.name && (
          <p className="flex items-center gap-1.5">
            <WhistleIcon className="size-4 text-chalk-faint" />
            <span>
              <span className="sr-only">Referee: </span>
              {fixture.refree.name}
            </span>
          </p>
        )}
      </div>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-3 sm:gap-8">
        <HeaderTeam team={teams.home} form={form.home} side="Home" />
        <div className="self-center">
          <Scoreboard match={match} timeZone={timeZone} />
        </div>
        <HeaderTeam team={teams.away} form={form.away} side="Away" />
      </div>
      {match.details.stage.kind === 'knockout' && (
        <p className="mt-4 text-center text-xs text-chalk-muted sm:text-sm">{matchResultWords.knockoutScoredOn}</p>
      )}
    </section>
  );
}
