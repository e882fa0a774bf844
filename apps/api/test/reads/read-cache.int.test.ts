import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPlayer, get, makeOperator, post } from '../helpers/auth-helpers';
import { KICKOFF, MIN, predict, putResult, setupRound } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';
import { dataDomain, dataVersionsRepository } from '../../src/db/data-versions';

/**
 * Issue 14: answers kept as sent until the database changes. Whatever is cached, a write is visible on the next
 * request, a player's own answer never reaches anyone else, and a client holding an answer gets 304.
 */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });
let matchId: number;
let operator: string;

beforeEach(async () => {
  const { matches } = await setupRound(t.database.connection.db);
  matchId = matches[0]!.id;
  const ops = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, ops);
  operator = ops.token;
});

const moveKickoff = (date: Date) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/matches/${matchId}/kickoff`,
    headers: { authorization: `Bearer ${operator}` },
    payload: { date: date.toISOString() },
  });

describe("a visitor's answers", () => {
  it('answer 304 to a client that already holds the same answer', async () => {
    const first = await get(t.app, `/match/${matchId}`);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/match/${matchId}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('go out compressed as the client accepts, each the same answer as the plain one', async () => {
    await setupRound(t.database.connection.db, 2); // three fixtures: an answer over 1 KiB
    const plain = await get(t.app, '/match/home');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const asked = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/match/home', headers: { 'accept-encoding': encoding } });
    const brotli = await asked('gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('carry the request id and the API security headers, as every answer does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/match/home',
      headers: { 'x-request-id': 'home-1', 'accept-encoding': 'br' },
    });
    expect(response.headers['x-request-id']).toBe('home-1');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('show a moved kick-off on the very next request, with a new tag', async () => {
    const before = await get(t.app, `/match/${matchId}`);
    const moved = new Date(KICKOFF.getTime() + 90 * MIN);
    expect((await moveKickoff(moved)).statusCode).toBe(200);
    const after = await get(t.app, `/match/${matchId}`);
    expect(after.json().data.date).toBe(moved.toISOString());
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('show a result on the leaderboard on the very next request', async () => {
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, matchId, '2:1')).statusCode).toBe(201);
    expect((await get(t.app, '/score')).json().data.results).toEqual([]);
    t.clock.set(KICKOFF.getTime() + 120 * MIN);
    expect((await putResult(t.app, operator, matchId, 2, 1)).statusCode).toBe(200);
    const { results } = (await get(t.app, '/score')).json().data;
    expect(results).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ username: player.username }), totalPoints: 5 }),
    ]);
  });
});

describe("a player's own answers", () => {
  it("show the player's new pick on the very next request", async () => {
    const player = await createPlayer(t.app);
    const before = (await get(t.app, '/match?round=1', { token: player.token })).json().data.matches.rows[0];
    expect(before.predicted).toBe(false);
    expect((await predict(t.app, player.token, matchId, '1:0')).statusCode).toBe(201);
    const after = (await get(t.app, '/match?round=1', { token: player.token })).json().data.matches.rows[0];
    expect(after.predictions).toEqual([expect.objectContaining({ prediction: '1:0' })]);
  });

  it('never reach another player, and are marked private', async () => {
    const first = await createPlayer(t.app);
    const second = await createPlayer(t.app);
    expect((await predict(t.app, first.token, matchId, '3:3')).statusCode).toBe(201);
    expect((await get(t.app, `/match/${matchId}`, { token: first.token })).json().data.predicted).toBe(true);
    const seen = await get(t.app, `/match/${matchId}`, { token: second.token });
    expect(seen.json().data).toMatchObject({ predicted: false, predictions: [] });
    expect(seen.headers['cache-control']).toBe('private, no-cache');
  });

  it('stop at once when the player signs out', async () => {
    const player = await createPlayer(t.app);
    expect((await get(t.app, '/match?round=1', { token: player.token })).statusCode).toBe(200);
    expect((await post(t.app, '/auth/sign-out', {}, { token: player.token })).statusCode).toBe(200);
    expect((await get(t.app, '/match?round=1', { token: player.token })).statusCode).toBe(401);
  });
});

describe('the version read every request waits for', () => {
  // On PostgreSQL a prepared statement of its own (ADR 093): it must read what the plain read does, and a move at once.
  it("reads every shared domain, a player's own only when asked, and a write on the next read", async () => {
    const { connection } = t.database;
    const read = dataVersionsRepository.reader(connection);
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, matchId, '2:1')).statusCode).toBe(201);
    const own = dataDomain.player(player.id);
    const shared = await read([]);
    expect(shared).toEqual(await dataVersionsRepository.all(connection.db));
    expect(shared.has(own)).toBe(false);
    const withOwn = await read([own]);
    expect(withOwn).toEqual(await dataVersionsRepository.all(connection.db, [own]));
    expect(withOwn.get(own)).toBeDefined();
    expect((await moveKickoff(new Date(KICKOFF.getTime() + 30 * MIN))).statusCode).toBe(200);
    const moved = [...(await read([])).entries()].filter(([domain, version]) => shared.get(domain) !== version);
    expect(moved.map(([domain]) => domain)).toEqual([expect.stringMatching(/^matches:/)]);
  });
});
