import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, primitiveMessages, validationMessages } from '@scoreline/contracts';
import { users } from '../../src/db/schema';
import { createPlayer, freshIp, get, post, signUpBody, makeOperator } from '../helpers/auth-helpers';
import { seedCompetition, seedMatch } from '../helpers/football-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue #10 as an attacker tried it: each case is an attack that used to get a 500 or act on a real record. */
let t: TestApp;
let operator: Awaited<ReturnType<typeof createPlayer>>;
let player: Awaited<ReturnType<typeof createPlayer>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAILS: 'ops@example.com' },
    beforeReady: async (app) => {
      // A route that sends a value PostgreSQL refuses, to prove the mapping of SQLSTATE class 22 (issue #10).
      app.get('/api/v1/test/out-of-range', async () => {
        await app.deps.database.db.execute(sql`select (2147483647 + ${1}::int)::int`);
        return { success: true, data: null };
      });
    },
  });
  operator = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, operator);
  player = await createPlayer(t.app);
});
afterAll(() => t.close());

function json(method: 'POST' | 'PUT', url: string, payload: string, token?: string) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describe('bodies: size and nesting (finding 1)', () => {
  it('refuses a body over the small default limit with 413, before authentication', async () => {
    const response = await json(
      'POST',
      '/auth/sign-in',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(9000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: errorMessages.payloadTooLarge,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses the 800 KB nested-array attack with 413', async () => {
    const response = await json('POST', '/auth/sign-in', '['.repeat(400_000) + ']'.repeat(400_000));
    expect(response.statusCode).toBe(413);
  });

  it('refuses JSON nested deeper than the bound with 400, even inside the size limit', async () => {
    const response = await json('POST', '/auth/sign-in', '['.repeat(2_000) + ']'.repeat(2_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: errorMessages.jsonTooDeep });
  });

  it('still reads brackets inside strings as text', async () => {
    const response = await json(
      'POST',
      '/auth/sign-in',
      JSON.stringify({ email: 'a@b.co', password: '['.repeat(100) }),
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('ids and whole numbers (finding 2)', () => {
  it.each(['2147483648', '99999999999', '0x10', '0b1', '1e1', '+1', '%201', '1.0', '010', '-1'])(
    'GET /users/%s is a 400, never a 500 or another record',
    async (id) => {
      const response = await get(t.app, `/users/${id}`, { token: player.token });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ id: 'User id must be a positive whole number' });
    },
  );

  it('POST /admin/users/0x10/block blocks nobody', async () => {
    const response = await post(t.app, `/admin/users/0x${player.id.toString(16)}/block`, undefined, {
      token: operator.token,
    });
    expect(response.statusCode).toBe(400);
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(200);
  });

  it.each(['/match/2147483648/picks', '/match/0x10', '/match/api/lineups/1e1', '/match/api/head2head/1/+2'])(
    'GET %s is a 400',
    async (url) => {
      expect((await get(t.app, url)).statusCode).toBe(400);
    },
  );

  it.each(['round=2147483648', 'round=1e1', 'round=0x1', 'page=+1', 'size=1.0', 'page=0'])(
    'GET /score?%s is a 400',
    async (query) => {
      expect((await get(t.app, `/score?${query}`)).statusCode).toBe(400);
    },
  );

  it('GET /score?round=99 names the rounds the season has, instead of an empty leaderboard', async () => {
    const db = t.database.connection.db;
    const { league, clubs } = await seedCompetition(db);
    await seedMatch(db, {
      competitionId: league.id,
      homeTeamId: clubs[0]!.id,
      awayTeamId: clubs[1]!.id,
      round: 1,
      kickoffAt: new Date('2024-03-09T15:00:00Z'),
    });
    const response = await get(t.app, '/score?round=99');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.round).toBe('Round 99 does not exist: the season has rounds 1 to 1');
    expect((await get(t.app, '/score?round=1')).statusCode).toBe(200);
  });

  it('a kick-off in year 0 is a 400', async () => {
    const response = await json(
      'PUT',
      '/admin/matches/1/kickoff',
      JSON.stringify({ date: '0000-01-01T00:00:00Z' }),
      operator.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.date).toMatch(/between 1990 and 2100/);
  });

  it('a prediction for a match id past the column range is a 400', async () => {
    const response = await post(
      t.app,
      '/prediction',
      { matchId: 4_000_000_000, prediction: '1:0' },
      { token: player.token },
    );
    expect(response.statusCode).toBe(400);
  });

  it('a value PostgreSQL refuses (SQLSTATE class 22) is a 400, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/out-of-range' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: errorMessages.badRequest, code: 'VALIDATION' });
  });
});

describe('control characters (finding 3)', () => {
  it('a NUL in a name at sign-up is a 400 naming the field', async () => {
    const response = await post(t.app, '/auth/sign-up', signUpBody({ firstname: 'Ada\u0000', lastname: 'L\u001bvl' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstname: primitiveMessages.controlCharacters,
      lastname: primitiveMessages.controlCharacters,
    });
  });

  it.each([
    ['/auth/sign-in', { password: 'x' }],
    ['/auth/sign-up', signUpBody()],
    ['/auth/send-verification', {}],
    ['/auth/forgot-password', {}],
    ['/auth/verify', { otp: '1234', purpose: 'sign_up' }],
  ])('a NUL in the e-mail on %s is a 400', async (url, rest) => {
    const response = await post(t.app, url, { ...rest, email: 'ada\u0000@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toBe(validationMessages.emailInvalid);
  });

  it('a NUL in a password is a 400, not a hash of it', async () => {
    const response = await post(t.app, '/auth/sign-in', { email: 'ada@example.com', password: 'Secret\u0000123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toBe(primitiveMessages.controlCharacters);
  });
});

describe('e-mail addresses (finding 4)', () => {
  it.each(['<img/src=x/onerror=alert(1)>@x.io', '"victim"@x.io', 'victim@x.io,attacker@evil.io', 'a<b>@x.io'])(
    'sign-up refuses %j, so it never reaches the mailer',
    async (email) => {
      const response = await post(t.app, '/auth/sign-up', signUpBody({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email).toBe(validationMessages.emailInvalid);
      expect(await t.database.connection.db.$count(users, sql`${users.email} = ${email.toLowerCase()}`)).toBe(0);
    },
  );
});

describe('unknown fields are refused, as the OpenAPI document says (finding 13)', () => {
  it('a body with an extra field is a 400 naming it', async () => {
    const response = await post(t.app, '/auth/sign-in', { email: 'ada@example.com', password: 'x', isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ isAdmin: primitiveMessages.unknownField });
  });

  it('a query with an extra parameter is a 400 naming it', async () => {
    const response = await get(t.app, '/score?round=1&sort=desc');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ sort: primitiveMessages.unknownField });
  });

  it('every request body and query object in the document says additionalProperties: false', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const bodies = Object.values(document.paths as Record<string, Record<string, { requestBody?: unknown }>>)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.requestBody);
    expect(bodies.length).toBeGreaterThan(5);
    for (const operation of bodies) {
      // JSON bodies and the upload forms (multipart/form-data) alike.
      const [media] = Object.values(
        (operation.requestBody as { content: Record<string, { schema: { $ref?: string } }> }).content,
      );
      const ref = media!.schema.$ref!;
      const schema = document.components.schemas[ref.split('/').at(-1)!];
      // A body that may be left out (null: no body) is the object or null.
      const objects = schema.allOf ?? schema.anyOf ?? [schema];
      expect(
        objects.some((part: { additionalProperties?: boolean }) => part.additionalProperties === false),
        ref,
      ).toBe(true);
    }
  });
});

describe('over-long addresses (finding 13)', () => {
  it('a 414 keeps the envelope and the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/${'1'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, message: errorMessages.uriTooLong, code: 'URI_TOO_LONG' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /users/{id} (finding 13)', () => {
  it('does not show an account whose e-mail was never verified', async () => {
    const body = signUpBody();
    const signUp = await post(t.app, '/auth/sign-up', body);
    expect(signUp.statusCode).toBe(201);
    const [row] = await t.database.connection.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = ${body.email}`);
    expect((await get(t.app, `/users/${row!.id}`, { token: player.token })).statusCode).toBe(404);
    expect((await get(t.app, `/users/${row!.id}`, { token: operator.token })).statusCode).toBe(200);
  });

  it('cannot be walked: one address gets 429 after 120 profiles a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let id = 1; id <= 121; id += 1) {
      statuses.push((await get(t.app, `/users/${id}`, { token: player.token, ip })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status !== 429)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('POST /pins (an account lookup by id)', () => {
  it('cannot walk ids either: one address gets 429 after 120 pins a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // Ids nobody has: each is a 404 until the limit, as an id walk would see.
    for (let id = 1; id <= 121; id += 1) {
      statuses.push((await post(t.app, '/pins', { userId: 900_000 + id }, { token: player.token, ip })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('GET /match/{id}/picks (counts every pick of a match, public)', () => {
  it('one address gets 429 after 120 calls a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // Match ids nobody has: each is a 404 until the limit.
    for (let id = 1; id <= 121; id += 1) {
      statuses.push((await get(t.app, `/match/${900_000 + id}/picks`, { ip })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('GET /match/{id}/comments (public, reads a page of comments with their replies)', () => {
  it('one address gets 429 after 120 calls a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // Match ids nobody has: each is a 404 until the limit.
    for (let id = 1; id <= 121; id += 1) {
      statuses.push((await get(t.app, `/match/${900_000 + id}/comments`, { ip })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
