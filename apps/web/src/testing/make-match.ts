import type { Match, MatchStatusCode, Team } from '@scoreline/contracts';
import { matchStatusLabels } from '@scoreline/contracts';

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 1,
    name: 'Arsenal',
    shortName: 'Arsenal',
    code: 'ARS',
    logo: null,
    colors: { primary: '#EF0107', secondary: '#FFFFFF' },
    flag: null,
    ...overrides,
  };
}

/** A round row as GET /match answers it (spec §3 Match); not started unless told otherwise. */
export function makeMatch({
  id = 101,
  date = '2030-03-02T15:00:00.000Z',
  round = 27,
  status = 'NS',
  goals = { home: null, away: null },
  predictions = [],
  home = makeTeam({ id: 1, name: 'Arsenal', shortName: 'Arsenal', code: 'ARS' }),
  away = makeTeam({
    id: 2,
    name: 'Chelsea',
    shortName: 'Chelsea',
    code: 'CHE',
    colors: { primary: '#034694', secondary: '#FFFFFF' },
  }),
  stage = { key: `matchday-${round}`, name: `Matchday ${round}`, kind: 'league', group: null, leg: null },
  regulartime = { home: null, away: null },
  penalty = { home: null, away: null },
  aggregate = null,
  slots = null,
  joker = null,
}: {
  id?: number;
  date?: string;
  round?: number;
  status?: MatchStatusCode;
  goals?: { home: number | null; away: number | null };
  predictions?: string[];
  home?: Team;
  away?: Team;
  stage?: Match['details']['stage'];
  /** After 90 minutes, for a match that went to extra time. */
  regulartime?: { home: number | null; away: number | null };
  penalty?: { home: number | null; away: number | null };
  aggregate?: Match['details']['aggregate'];
  /** A knockout match whose teams are not known yet (ADR 105): its sides' slots, and no teams or form. */
  slots?: Match['details']['slots'];
  /** issue 59: the caller's joker of the round (null: signed out, or a competition without jokers). */
  joker?: Match['joker'];
} = {}): Match {
  return {
    id,
    date,
    round,
    details: {
      fixture: {
        id,
        date,
        timestamp: Math.floor(new Date(date).getTime() / 1000),
        venue: { name: 'Emirates Stadium' },
        refree: { name: null },
        status: { short: status, long: matchStatusLabels[status], elapsed: null },
      },
      league: { id: 1, name: 'Premier League', season: 2023, round: `Regular Season - ${round}` },
      stage,
      teams: slots ? null : { home, away },
      slots,
      goals,
      score: { halftime: { home: null, away: null }, fulltime: goals, regulartime, penalty },
      aggregate,
      last_games: slots
        ? { home: [], away: [] }
        : { home: ['Win', 'Draw', 'Lose', 'Win', 'Win'], away: ['Lose', 'Lose', 'Draw', 'Win', 'Draw'] },
    },
    predicted: predictions.length > 0,
    predictions: predictions.map((prediction) => ({
      prediction,
      points: null,
      rule: null,
      provisionalPoints: null,
      provisionalRule: null,
      joker: joker?.matchId === id,
    })),
    joker,
  };
}
