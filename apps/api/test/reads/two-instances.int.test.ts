import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createContainer, type Container } from '../../src/container';
import { createLogger } from '../../src/logger';
import { createPlayer, get, makeOperator, post } from '../helpers/auth-helpers';
import { KICKOFF, MIN, predict, putResult, setupRound } from '../helpers/prediction-fixtures';
import { testQueue, useTestApp } from '../helpers/test-app';

/**
 * Issue 56 (ADR 093): several web processes share one database, each with its own caches. A write made through one
 * app instance is seen by a second instance on its very next request, for every data domain: a competition's
 * matches (a kick-off moved, a live score), a ranking (a result), players (a new name), sessions (sign-out, block),
 * and a player's own picks. The second instance reads first each time, so it holds the old answer when the write
 * lands.
 */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });
let second: { app: FastifyInstance; container: Container };
let matchId: number;
let operator: string;

beforeAll(async () => {
  // A web process (no job queue worked) on the same database: its own version reader and caches.
  const container = await createContainer({
    config: t.config,
    database: t.database.connection,
    log: createLogger(t.config),
    version: 'test',
    clock: t.clock,
    work: false,
    schedule: false,
    queue: testQueue,
  });
  const app = await buildApp({ config: t.config, database: t.database.connection, container, webDist: null });
  await app.ready();
  second = { app, container };
});

afterAll(async () => {
  await second.app.close();
  await second.container.stop();
});

beforeEach(async () => {
  const { matches } = await setupRound(t.database.connection.db);
  matchId = matches[0]!.id;
  const ops = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, ops);
  operator = ops.token;
});

const asOperator = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${operator}` }, payload });

describe('a write through one instance, read through another', () => {
  it("shows a competition's moved kick-off on the next request", async () => {
    expect((await get(second.app, `/match/${matchId}`)).json().data.date).toBe(KICKOFF.toISOString());
    await get(second.app, '/match?round=1');
    const moved = new Date(KICKOFF.getTime() + 90 * MIN);
    const answer = await asOperator('PUT', `/admin/matches/${matchId}/kickoff`, { date: moved.toISOString() });
    expect(answer.statusCode).toBe(200);
    expect((await get(second.app, `/match/${matchId}`)).json().data.date).toBe(moved.toISOString());
    expect((await get(second.app, '/match?round=1')).json().data.matches.rows[0].date).toBe(moved.toISOString());
  });

  it('shows a live score on the next request', async () => {
    t.clock.set(KICKOFF.getTime() + 30 * MIN);
    const before = (await get(second.app, `/match/${matchId}`)).json().data;
    expect(before.details.goals).toEqual({ home: null, away: null });
    const live = await asOperator('PUT', `/admin/matches/${matchId}/live`, { home: 1, away: 0, elapsed: 30 });
    expect(live.statusCode).toBe(200);
    const after = (await get(second.app, `/match/${matchId}`)).json().data;
    expect(after.details.goals).toEqual({ home: 1, away: 0 });
  });

  it('shows a result on the leaderboard on the next request', async () => {
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, matchId, '2:1')).statusCode).toBe(201);
    expect((await get(second.app, '/score')).json().data.results).toEqual([]);
    t.clock.set(KICKOFF.getTime() + 120 * MIN);
    expect((await putResult(t.app, operator, matchId, 2, 1)).statusCode).toBe(200);
    expect((await get(second.app, '/score')).json().data.results).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ username: player.username }), totalPoints: 5 }),
    ]);
  });

  it("shows a player's new name on the leaderboard on the next request", async () => {
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, matchId, '2:1')).statusCode).toBe(201);
    t.clock.set(KICKOFF.getTime() + 120 * MIN);
    expect((await putResult(t.app, operator, matchId, 2, 1)).statusCode).toBe(200);
    expect((await get(second.app, '/score')).json().data.results[0].user.username).toBe(player.username);
    await t.database.connection.db.execute(sql`update users set username = 'renamed_player' where id = ${player.id}`);
    expect((await get(second.app, '/score')).json().data.results[0].user.username).toBe('renamed_player');
  });

  it("shows a player's pick to that player on the next request", async () => {
    const player = await createPlayer(t.app);
    const before = (await get(second.app, '/match?round=1', { token: player.token })).json().data.matches.rows[0];
    expect(before.predicted).toBe(false);
    expect((await predict(t.app, player.token, matchId, '1:0')).statusCode).toBe(201);
    const after = (await get(second.app, '/match?round=1', { token: player.token })).json().data.matches.rows[0];
    expect(after.predictions).toEqual([expect.objectContaining({ prediction: '1:0' })]);
  });

  it('ends a session signed out on the next request', async () => {
    const player = await createPlayer(t.app);
    expect((await get(second.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(200);
    expect((await post(t.app, '/auth/sign-out', {}, { token: player.token })).statusCode).toBe(200);
    expect((await get(second.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(401);
  });

  it('refuses a blocked account on the next request', async () => {
    const player = await createPlayer(t.app);
    expect((await get(second.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(200);
    expect((await asOperator('POST', `/admin/users/${player.id}/block`)).statusCode).toBe(200);
    const refused = await get(second.app, `/users/${player.id}`, { token: player.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_BLOCKED');
  });
});
