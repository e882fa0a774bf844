import type { LeagueLeaderboard, PrivateLeague, PrivateLeagueDetail } from '@scoreline/contracts';
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
