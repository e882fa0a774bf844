import type { LeagueLeaderboard, LeaguePicks, PrivateLeague, PrivateLeagueDetail } from '@scoreline/contracts';
import { makeLeaderboard } from './handlers';

/** A private league as its members see it (docs/decisions/020). */
export function makeLeague(overrides: Partial<PrivateLeague> = {}): PrivateLeague {
  return {
    id: 5,
    leagueName: 'Office League',
    invitationCode: 'ABCD2345',
    owner: { id: 7, username: 'striker' },
    memberCount: 2,
    isOwner: true,
    createdAt: '2030-01-01T00:00:00.000Z',
    competitions: [{ slug: 'premier-league-2023-24', name: 'Premier League' }],
    rules: { jokers: true, bonus: true, locked: false, lockAt: '2030-03-02T15:00:00.000Z' },
    ...overrides,
  };
}

export function makeLeagueDetail(overrides: Partial<PrivateLeagueDetail> = {}): PrivateLeagueDetail {
  const league = makeLeague(overrides);
  return {
    ...league,
    members: [
      { user: { id: 7, username: 'striker', profile_picture: null }, isOwner: true, joinedAt: league.createdAt },
      { user: { id: 8, username: 'keeper', profile_picture: null }, isOwner: false, joinedAt: league.createdAt },
    ],
    ...overrides,
  };
}

export function makeLeagueLeaderboard(overrides: Partial<LeagueLeaderboard> = {}): LeagueLeaderboard {
  return {
    ...makeLeaderboard(),
    league: { id: 5, leagueName: 'Office League' },
    roundWinners: null,
    roundClimber: null,
    ...overrides,
  };
}

/** A league's picks grid (issue 59, ADR 109): round 27, one finished match and one not started, two members. */
export function makeLeaguePicks(overrides: Partial<LeaguePicks> = {}): LeaguePicks {
  const team = (id: number, name: string, code: string) => ({
    id,
    name,
    shortName: name,
    code,
    logo: null,
    colors: null,
    flag: null,
  });
  return {
    league: { id: 5, leagueName: 'Office League' },
    competition: { slug: 'premier-league-2023-24', name: 'Premier League' },
    round: 27,
    total_rounds: 38,
    current_round: 27,
    stages: [
      { round: 26, name: 'Matchday 26' },
      { round: 27, name: 'Matchday 27' },
    ],
    matches: [
      {
        id: 101,
        date: '2030-03-02T15:00:00.000Z',
        status: { short: 'FT', long: 'Match Finished', elapsed: 90 },
        teams: { home: team(1, 'Arsenal', 'ARS'), away: team(2, 'Chelsea', 'CHE') },
        slots: null,
        goals: { home: 2, away: 1 },
        picksPublic: true,
      },
      {
        id: 102,
        date: '2030-03-03T16:30:00.000Z',
        status: { short: 'NS', long: 'Not Started', elapsed: null },
        teams: { home: team(3, 'Liverpool', 'LIV'), away: team(4, 'Everton', 'EVE') },
        slots: null,
        goals: { home: null, away: null },
        picksPublic: false,
      },
    ],
    members: [
      {
        user: { id: 7, username: 'striker', profile_picture: null },
        picks: [
          { matchId: 101, prediction: '2:1', points: 5, multiplier: 1, joker: false },
          { matchId: 102, prediction: '1:1', points: null, multiplier: null, joker: false },
        ],
        points: 5,
      },
      {
        user: { id: 8, username: 'keeper', profile_picture: null },
        picks: [{ matchId: 101, prediction: '0:2', points: 0, multiplier: 1, joker: false }],
        points: 0,
      },
    ],
    ...overrides,
  };
}
