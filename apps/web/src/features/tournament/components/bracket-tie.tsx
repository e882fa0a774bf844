import type { BracketLeg, BracketSide, BracketTie as BracketTieData } from '@scoreline/contracts';
import { tournamentMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { calendarDayOf, formatWeekdayMonthDay } from '@/lib/dates';
import { TournamentTeamName } from './tournament-team-name';

type Pair = { home: number; away: number };

/** A leg's score turned to the tie's sides (the tie's home side is its first leg's home team). */
const toTieSides = (score: Pair, leg: BracketLeg): Pair =>
  leg.hostSide === 'home' ? score : { home: score.away, away: score.home };

const scoreAfterPlay = (leg: BracketLeg) => leg.extraTime ?? leg.fullTime;

/** The two numbers beside the teams: the only match's score after play, or the aggregate of two legs. */
function sideScores(tie: BracketTieData): Pair | null {
  if (tie.legs.length > 1) return tie.aggregate;
  const [leg] = tie.legs;
  const score = leg && leg.isFinished ? scoreAfterPlay(leg) : null;
  return leg && score ? toTieSides(score, leg) : null;
}

/** The lines under the teams: each leg, how the tie was decided, what the data does not say, or when it is played. */
function detailLines(tie: BracketTieData, timeZone: string): string[] {
  const lines: string[] = [];
  const isTwoLegged = tie.legs.length > 1;
  for (const leg of tie.legs) {
    const score = scoreAfterPlay(leg);
    const legName = leg.leg ? `${tournamentMessages.leg(leg.leg)} ` : '';
    if (!leg.isFinished) {
      lines.push(`${legName}${formatWeekdayMonthDay(calendarDayOf(leg.kickoff, timeZone))}`);
    } else if (!score) {
      lines.push(`${legName}${tournamentMessages.scoreUnknown}`);
    } else if (isTwoLegged) {
      const sides = toTieSides(score, leg);
      lines.push(`${legName}${tournamentMessages.score(sides.home, sides.away)}`);
    }
  }
  const last = tie.legs.at(-1);
  if (tie.aggregate) lines.push(tournamentMessages.aggregate(tie.aggregate.home, tie.aggregate.away));
  if (last?.extraTime) lines.push(tournamentMessages.afterExtraTime);
  if (last?.penalties) {
    const penalties = toTieSides(last.penalties, last);
    lines.push(tournamentMessages.onPenalties(penalties.home, penalties.away));
  }
  const isPlayed = tie.legs.every((leg) => leg.isFinished && scoreAfterPlay(leg));
  if (isPlayed && tie.winner === null) lines.push(tournamentMessages.winnerUnknown);
  return lines;
}

function Side({ side, score, isWinner }: { side: BracketSide; score: number | null; isWinner: boolean }) {
  return (
    <div className={clsx('flex items-center justify-between gap-2 py-1', isWinner && 'font-semibold text-chalk')}>
      {side.team ? (
        <TournamentTeamName team={side.team} />
      ) : (
        <span className="truncate text-chalk-muted italic">
          {side.slot ? tournamentMessages.slot(side.slot) : tournamentMessages.teamToBeDecided}
        </span>
      )}
      {isWinner && <span className="sr-only">{tournamentMessages.wentThrough}</span>}
      {score !== null && (
        <span className={clsx('display shrink-0 text-lg tabular-nums', isWinner && 'text-accent')}>{score}</span>
      )}
    </div>
  );
}

/** One tie of the bracket: its two sides (team, or slot while unknown) and how it stands or ended, in words. */
export function BracketTie({ tie, timeZone }: { tie: BracketTieData; timeZone: string }) {
  const scores = sideScores(tie);
  // Where the bracket is encoded the tie's id is its official number, which the next round's slots name.
  const isNumbered = tie.home.slot !== null || tie.away.slot !== null;
  const lines = [...(isNumbered ? [tournamentMessages.matchNumber(tie.id)] : []), ...detailLines(tie, timeZone)];
  return (
    <li className="rounded-xl border border-pitch-600 bg-pitch-800/80 px-3 py-2 text-chalk-muted">
      <Side side={tie.home} score={scores?.home ?? null} isWinner={tie.winner === 'home'} />
      <Side side={tie.away} score={scores?.away ?? null} isWinner={tie.winner === 'away'} />
      {lines.length > 0 && <p className="mt-1 text-xs text-chalk-faint">{lines.join(' · ')}</p>}
    </li>
  );
}
