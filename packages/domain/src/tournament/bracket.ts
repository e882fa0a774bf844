import type { TieDecision } from '@scoreline/contracts/plain';
import type { Score } from '../score';
import type { TournamentMatch } from './types';

export interface BracketTie {
  /** The first leg's (or the only match's) id. */
  id: number;
  /** The first leg's home team (the aggregate is read from its side); null while a slot. */
  home: string | null;
  away: string | null;
  /** The match, or both legs in order. */
  legs: TournamentMatch[];
  /** Two legs, both finished: the goals over both, extra time included, the shoot-out not. */
  aggregate: Score | null;
  winner: string | null;
  decidedBy: TieDecision | null;
}

export interface BracketRound {
  name: string;
  ties: BracketTie[];
}

/** The score a match ended with before any shoot-out: after extra time when it was played. */
export const scoreAfterPlay = (match: TournamentMatch): Score | null => match.extraTime ?? match.fullTime;

const swap = (score: Score): Score => ({ home: score.away, away: score.home });

function shootOutWinner(match: TournamentMatch): string | null {
  const { penalties } = match;
  // A shoot-out is never level at its end: a level one in the data is a gap in the data, never guessed past.
  if (!penalties || penalties.home === penalties.away) return null;
  return penalties.home > penalties.away ? match.home : match.away;
}

function decideOneMatch(match: TournamentMatch): Pick<BracketTie, 'winner' | 'decidedBy'> {
  const score = scoreAfterPlay(match);
  if (!match.isFinished || !score) return { winner: null, decidedBy: null };
  if (score.home !== score.away) {
    return {
      winner: score.home > score.away ? match.home : match.away,
      decidedBy: match.extraTime ? 'extra-time' : 'normal-time',
    };
  }
  const winner = shootOutWinner(match);
  return { winner, decidedBy: winner === null ? null : 'penalties' };
}

/**
 * Two legs: the aggregate decides; level on aggregate, extra time and then a shoot-out in the second leg (no
 * away-goals rule: UEFA dropped it from 2021/22, docs/decisions/102).
 */
function decideTwoLegs(
  first: TournamentMatch,
  second: TournamentMatch,
): Omit<BracketTie, 'id' | 'home' | 'away' | 'legs'> {
  const firstScore = scoreAfterPlay(first);
  const secondScore = scoreAfterPlay(second);
  if (!first.isFinished || !second.isFinished || !firstScore || !secondScore) {
    return { aggregate: null, winner: null, decidedBy: null };
  }
  // The second leg is played with the teams the other way round.
  const secondFromFirstSide = second.home === first.home ? secondScore : swap(secondScore);
  const aggregate = {
    home: firstScore.home + secondFromFirstSide.home,
    away: firstScore.away + secondFromFirstSide.away,
  };
  if (aggregate.home !== aggregate.away) {
    return {
      aggregate,
      winner: aggregate.home > aggregate.away ? first.home : first.away,
      decidedBy: second.extraTime ? 'extra-time' : 'aggregate',
    };
  }
  const winner = shootOutWinner(second);
  return { aggregate, winner, decidedBy: winner === null ? null : 'penalties' };
}

const tieKeyOf = (match: TournamentMatch) =>
  match.tieKey ??
  (match.home !== null && match.away !== null && match.leg
    ? [match.home, match.away].sort().join('\u0000')
    : `#${match.id}`);

/**
 * The knockout rounds in `roundOrder`, each with its ties in kick-off order: a two-legged tie's legs are paired by
 * their teams. A tie whose teams are not known yet is listed with null teams (its slots are resolved elsewhere).
 */
export function buildBracket(matches: readonly TournamentMatch[], roundOrder: readonly string[]): BracketRound[] {
  return roundOrder.map((name) => {
    const inRound = matches
      .filter((match) => match.stage === name)
      .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff) || a.id - b.id);
    const legsByTie = new Map<string, TournamentMatch[]>();
    for (const match of inRound) {
      const key = tieKeyOf(match);
      legsByTie.set(key, [...(legsByTie.get(key) ?? []), match]);
    }
    const ties = [...legsByTie.values()].map((legs): BracketTie => {
      const [first, second] = legs as [TournamentMatch, TournamentMatch | undefined];
      const base = { id: first.id, home: first.home, away: first.away, legs };
      if (second) return { ...base, ...decideTwoLegs(first, second) };
      // A first leg alone decides nothing.
      if (first.leg) return { ...base, aggregate: null, winner: null, decidedBy: null };
      return { ...base, aggregate: null, ...decideOneMatch(first) };
    });
    return { name, ties };
  });
}
