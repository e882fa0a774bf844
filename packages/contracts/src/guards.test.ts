import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { credentialsSchema, resetTokenSchema, type Credentials, type ResetToken } from './auth';
import { errorEnvelopeSchema, successEnvelope } from './envelope';
import { isCredentials, isErrorEnvelope, isSuccessEnvelope } from './guards';
import { isResetToken } from './reset-token-guard';

/** Each guard must say what its schema says: the web app checks with the guard, the API with the schema. */
function expectSameVerdict(guard: (value: unknown) => boolean, schema: z.ZodType, value: unknown) {
  expect(guard(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
}

const credentials: Credentials = {
  id: 7,
  username: 'sam',
  firstname: 'Sam',
  lastname: 'Smith',
  email: 'sam@example.com',
  status: 'active',
  profile_picture: null,
  biography: null,
  nationality: 'GB',
  telegram_user_name: null,
  x_profile_link: null,
  wallet: null,
  rank: 3,
  totalPredictions: 10,
  totalPoints: 12,
  averagePointsPerPredictions: 1.2,
  favouriteTeam: {
    id: 40,
    name: 'Liverpool',
    logoUrl: null,
    shortName: 'Liverpool',
    code: 'LIV',
    colors: { primary: '#C8102E', secondary: '#F6EB61' },
  },
  isAdmin: false,
  accessToken: 'token-1',
  expiresAt: '2026-11-26T10:00:00.000Z',
};

/** Values of every kind a JSON field can hold, and a few near misses. */
const oddValues: unknown[] = [null, undefined, true, 0, 1.5, -1, 2 ** 60, '', 'x', [], {}, ['x'], { id: 1 }];

describe('isCredentials', () => {
  it('accepts what credentialsSchema accepts', () => {
    expectSameVerdict(isCredentials, credentialsSchema, credentials);
    expectSameVerdict(isCredentials, credentialsSchema, { ...credentials, favouriteTeam: null, isAdmin: undefined });
    expectSameVerdict(isCredentials, credentialsSchema, { ...credentials, expiresAt: '2028-02-29T23:59:59Z' });
  });

  it.each(Object.keys(credentials))('agrees with credentialsSchema on every value of %s', (field) => {
    const { [field]: _removed, ...without } = credentials as Record<string, unknown>;
    expectSameVerdict(isCredentials, credentialsSchema, without);
    for (const value of oddValues)
      expectSameVerdict(isCredentials, credentialsSchema, { ...credentials, [field]: value });
  });

  it.each([
    '2026-11-26',
    '2026-11-26T10:00Z',
    '2026-11-26T10:00:00',
    '2026-11-26T10:00:00+01:00',
    '2027-02-29T10:00:00Z',
    '2026-13-01T10:00:00Z',
    'tomorrow',
  ])('agrees with credentialsSchema on the expiry %s', (expiresAt) => {
    expectSameVerdict(isCredentials, credentialsSchema, { ...credentials, expiresAt });
  });

  it('agrees on the favourite team and the status', () => {
    for (const favouriteTeam of [
      { id: 1, name: 'A' },
      { id: 1.5, name: 'A', logoUrl: null },
      { id: 1, name: 'A', logoUrl: 'u' },
      {
        id: 1,
        name: 'A',
        logoUrl: null,
        shortName: 'A',
        code: 'AAA',
        colors: { primary: '#EF0107', secondary: '#fff' },
      },
      {
        id: 1,
        name: 'A',
        logoUrl: null,
        shortName: 'A',
        code: null,
        colors: { primary: '#EF0107', secondary: '#FFFFFF' },
      },
      { id: 1, name: 'A', logoUrl: null, shortName: 'A', code: null, colors: null },
      { id: 1, name: 'A', logoUrl: null, shortName: null, code: 'AAA', colors: null },
      { id: 1, name: 'A', logoUrl: null, code: 1 },
      { id: 1, name: 'A', logoUrl: null, colors: { primary: '#EF0107' } },
      { id: 1, name: 'A', logoUrl: null, colors: 'red' },
    ])
      expectSameVerdict(isCredentials, credentialsSchema, { ...credentials, favouriteTeam });
    for (const status of ['blocked', 'deleted'])
      expectSameVerdict(isCredentials, credentialsSchema, { ...credentials, status });
  });

  it.each(oddValues)('agrees on a stored %j', (value) => {
    expectSameVerdict(isCredentials, credentialsSchema, value);
  });
});

describe('isResetToken', () => {
  const resetToken: ResetToken = {
    accessToken: 'reset-1',
    id: 7,
    email: 'sam@example.com',
    expiresAt: '2026-11-26T10:15:00.000Z',
  };

  it('accepts what resetTokenSchema accepts', () => {
    expectSameVerdict(isResetToken, resetTokenSchema, resetToken);
    expect(isResetToken(resetToken)).toBe(true);
  });

  it.each(Object.keys(resetToken))('agrees with resetTokenSchema on every value of %s', (field) => {
    const { [field]: _removed, ...without } = resetToken as Record<string, unknown>;
    expectSameVerdict(isResetToken, resetTokenSchema, without);
    for (const value of oddValues) expectSameVerdict(isResetToken, resetTokenSchema, { ...resetToken, [field]: value });
    for (const expiresAt of ['2026-11-26', '2026-11-26T10:00:00+01:00', '2027-02-29T10:00:00Z']) {
      expectSameVerdict(isResetToken, resetTokenSchema, { ...resetToken, [field]: expiresAt });
    }
  });

  it.each(oddValues)('agrees on a stored %j', (value) => {
    expectSameVerdict(isResetToken, resetTokenSchema, value);
  });
});

describe('isErrorEnvelope', () => {
  it.each([
    { success: false, message: 'Invalid fields', errors: { email: 'Email is required' } },
    { success: false, message: '', code: 'ACCOUNT_BLOCKED' },
    { success: false, message: 'x', code: 'NOT_A_CODE' },
    { success: false, message: 'x', errors: { email: 1 } },
    { success: false, message: 'x', errors: ['a'] },
    { success: false, message: 'x', code: null },
    { success: false },
    { success: true, message: 'x' },
    { success: 'false', message: 'x' },
    [{ success: false, message: 'x' }],
    '<html>Bad gateway</html>',
    null,
    undefined,
  ])('agrees with errorEnvelopeSchema on %j', (value) => {
    expectSameVerdict(isErrorEnvelope, errorEnvelopeSchema, value);
  });
});

describe('isSuccessEnvelope', () => {
  const anySuccess = successEnvelope(z.unknown());

  it.each([
    { success: true, data: null },
    { success: true, message: 'Created', data: { email: 'a@b.co' } },
    { success: true, message: 1, data: [] },
    { success: true, message: null, data: [] },
    { success: true },
    { success: false, data: 1 },
    [{ success: true, data: 1 }],
    'ok',
    null,
  ])('agrees with successEnvelope(z.unknown()) on %j', (value) => {
    expectSameVerdict(isSuccessEnvelope, anySuccess, value);
  });
});
