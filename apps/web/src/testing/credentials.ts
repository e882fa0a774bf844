import type { Credentials } from '@scoreline/contracts';

/** A signed-in player's stored credentials, as the sign-in answer carries them. */
export function makeCredentials(overrides: Partial<Credentials> = {}): Credentials {
  return {
    accessToken: 'token-1',
    expiresAt: '2030-01-01T00:00:00.000Z',
    id: 7,
    username: 'striker',
    firstname: 'Sam',
    lastname: 'Kerr',
    email: 'sam@example.com',
    status: 'active',
    profile_picture: null,
    biography: null,
    nationality: null,
    telegram_user_name: null,
    x_profile_link: null,
    wallet: null,
    rank: null,
    totalPredictions: 0,
    totalPoints: 0,
    averagePointsPerPredictions: 0,
    favouriteTeam: null,
    ...overrides,
  };
}
