import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { matchdayMessages } from '@scoreline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createContainer, type Container } from '../../src/container';
import { openDatabase, queryRows, type DatabaseConnection } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import { predictions } from '../../src/db/schema';
import { createFootballSync } from '../../src/modules/football/sync/football-sync';
import { createFootballProvider } from '../../src/modules/football/create-provider';
import { createPlayer, get } from '../helpers/auth-helpers';
import { predict } from '../helpers/prediction-fixtures';
import { openStream, type SseEvent } from '../helpers/sse-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * issue 13: live scores. The replayed 2023/24 season (real dates: matchday 27 kicks off on Sat 2 March 2024 at 15:00)
 * driven through the real sync: kick-off, the real half-time score at half time, the real final at full time, each
 * recorded as `match.score_changed` and delivered to a GET /live stream over a real socket; provisional points and
 * the provisional leaderboard while live.
 */
let t: TestApp;
let base: string;
let runSync: () => Promise<unknown>;
/** A second process that only answers HTTP (ROLE=web: no jobs, no relay, no sync), on its own connection. */
let web: { app: FastifyInstance; container: Container; connection: DatabaseConnection; base: string };
// Fulham–Brighton (HT 2-0, FT 3-0) and Brentford–Chelsea (HT 0-1, FT 2-2), both 15:00.
const FULHAM = 261;
const BRENTFORD = 259;
let ids: { fulham: number; brentford: number };
const settle = () => t.container.settle({ timeoutMs: 180_000 });

beforeAll(async () => {
  t = await createTestApp({
    clockStart: '2024-03-02T12:00:00Z',
    env: {
      LIVE_POLL_MS: '100',
      LIVE_HEARTBEAT_MS: '300',
      LIVE_STREAMS_PER_IP: '2',
      LIVE_STREAMS_MAX: '3',
      TRUST_PROXY: '1',
    },
  });
  const { config, database, clock, events, log } = t.app.deps;
  const sync = createFootballSync({
    db: database.db,
    clock,
    provider: createFootballProvider(config, database.db, clock),
    logger: log,
    events,
  });
  runSync = () => sync.runOnce();
  await runSync();
  // The sync finalised 26 rounds: their scoring jobs take a while on a busy machine.
  await settle();
  const rows = await queryRows<{ id: number; key: string }>(
    database.db,
    sql`select id, provider_fixture_id as key from matches where provider_fixture_id in (${String(FULHAM)}, ${String(BRENTFORD)})`,
  );
  const idOf = (key: number) => rows.find((row) => row.key === String(key))!.id;
  ids = { fulham: idOf(FULHAM), brentford: idOf(BRENTFORD) };
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;

  // PGlite is one process's database: there the "web process" shares the connection, on PostgreSQL it has its own.
  const connection = t.database.url
    ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 2 })
    : t.database.connection;
  const webConfig = { ...t.config, role: 'web' as const };
  const container = await createContainer({
    config: webConfig,
    database: connection,
    log: createLogger(webConfig),
    version: 'test',
    clock,
    work: false,
    schedule: false,
  });
  const app = await buildApp({ config: webConfig, database: connection, container, webDist: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  web = { app, container, connection, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1` };
}, 240_000);
afterAll(async () => {
  await web.app.close();
  await web.container.stop();
  if (web.connection !== t.database.connection) await web.connection.close();
  await t.close();
});

const scoreOf = (event: SseEvent) => JSON.parse(event.data) as { matchId: number; status: string };
const isScore = (matchId: number, status: string) => (event: SseEvent) =>
  event.event === 'score' && scoreOf(event).matchId === matchId && scoreOf(event).status === status;

async function leaderboard(query: string) {
  const data = (await get(t.app, `/score?size=100${query}`)).json().data;
  return {
    provisional: data.provisional as boolean,
    liveMatches: data.liveMatches as number | null,
    rows: data.results.map((entry: { position: number; user: { id: number }; totalPoints: number }) => [
      entry.position,
      entry.user.id,
      entry.totalPoints,
    ]),
  };
}

describe('GET /live and provisional points', () => {
  it('streams kick-off, the real half-time score and the final; picks earn provisional points meanwhile', async () => {
    const [p1, p2, p3] = [await createPlayer(t.app), await createPlayer(t.app), await createPlayer(t.app)];
    // An earlier exact pick for p3 (matchday 26, already final), scored as if made in time: the normal leaderboard.
    const [earlier] = await queryRows<{ id: number; home: number; away: number }>(
      t.database.connection.db,
      sql`select id, home_goals as home, away_goals as away from matches where status = 'FT'
           order by kickoff_at desc limit 1`,
    );
    await t.app.deps.scoring.addPredictionsToScoredHistory(async (tx) => {
      await tx.insert(predictions).values({
        userId: p3.id,
        matchId: earlier!.id,
        homeGoals: earlier!.home,
        awayGoals: earlier!.away,
        createdAt: new Date('2024-02-20T12:00:00Z'),
      });
    });
    await t.app.deps.scoring.scorePending();
    for (const [player, matchId, pick] of [
      [p1, ids.fulham, '2:0'],
      [p2, ids.fulham, '1:0'],
      [p3, ids.fulham, '0:2'],
      [p1, ids.brentford, '1:1'],
      [p2, ids.brentford, '0:1'],
    ] as const) {
      expect((await predict(t.app, player.token, matchId, pick)).statusCode).toBe(201);
    }
    const normal = await leaderboard('');
    expect(normal).toEqual({ provisional: false, liveMatches: null, rows: [[1, p3.id, 5]] });
    // Nothing live: the provisional view is the normal one, labelled.
    expect(await leaderboard('&provisional=true')).toEqual({ ...normal, provisional: true, liveMatches: 0 });

    const stream = await openStream(`${base}/live`);
    expect(stream.status).toBe(200);
    // The same stream from a web-only process, while the sync runs in this one (the worker's role).
    const webStream = await openStream(`${web.base}/live`);
    expect(webStream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await stream.next(() => false, 1_000).catch(() => undefined);
    expect(stream.retry).toBe(5_000);
    expect(stream.events).toEqual([]);

    // Kick-off: live, the score unknown (the data has no goal times: nothing is invented before half time).
    t.clock.set('2024-03-02T15:01:00Z');
    await runSync();
    const kickoff = scoreOf(await stream.next(isScore(ids.fulham, '1H')));
    expect(kickoff).toEqual({ matchId: ids.fulham, status: '1H', home: null, away: null, elapsed: 2 });
    const p1Live = (await get(t.app, `/match/${ids.fulham}`, { token: p1.token })).json().data;
    expect(p1Live.predictions).toEqual([
      { prediction: '2:0', points: null, rule: null, provisionalPoints: null, provisionalRule: null, joker: false },
    ]);

    // Half time: the real half-time score, recorded as an event with the sync's change and streamed.
    t.clock.set('2024-03-02T15:50:00Z');
    await runSync();
    const halfTime = scoreOf(await stream.next(isScore(ids.fulham, 'HT')));
    expect(halfTime).toEqual({ matchId: ids.fulham, status: 'HT', home: 2, away: 0, elapsed: 45 });
    expect(scoreOf(await stream.next(isScore(ids.brentford, 'HT')))).toMatchObject({ home: 0, away: 1 });
    expect(scoreOf(await webStream.next(isScore(ids.fulham, 'HT')))).toEqual(halfTime);
    webStream.close();
    const recorded = await queryRows<{ payload: { status: string; home: number | null; away: number | null } }>(
      t.database.connection.db,
      sql`select payload from domain_events where type = 'match.score_changed'
           and (payload->>'matchId')::int = ${ids.fulham} order by id`,
    );
    expect(recorded.map(({ payload }) => [payload.status, payload.home, payload.away])).toEqual([
      ['1H', null, null],
      ['HT', 2, 0],
    ]);

    // Provisional points of each pick (spec §9 if it ended now): exact 5, right winner and bucket 3, wrong 0.
    const mine = async (player: { token: string }, matchId: number) =>
      (await get(t.app, `/match/${matchId}`, { token: player.token })).json().data.predictions[0];
    expect(await mine(p1, ids.fulham)).toEqual({
      prediction: '2:0',
      points: null,
      rule: null,
      provisionalPoints: 5,
      provisionalRule: 'exact',
      joker: false,
    });
    expect(await mine(p2, ids.fulham)).toMatchObject({ provisionalPoints: 3 });
    expect(await mine(p3, ids.fulham)).toMatchObject({ provisionalPoints: 0 });
    expect(await mine(p2, ids.brentford)).toMatchObject({ provisionalPoints: 5 });
    const round = (await get(t.app, '/match', { token: p2.token })).json().data.matches.rows;
    expect(round.find((row: { id: number }) => row.id === ids.brentford).predictions[0].provisionalPoints).toBe(5);

    // By hand: p2 3 + 5 = 8; p1 5 + 0 = 5 (one exact, one outcome); p3 5 (earlier exact) + 0 = 5 (one exact, one
    // outcome): p1 and p3 tie on points, exact scores and outcomes, and p1 signed up first.
    expect(await leaderboard('&provisional=true')).toEqual({
      provisional: true,
      liveMatches: 6,
      rows: [
        [1, p2.id, 8],
        [2, p1.id, 5],
        [3, p3.id, 5],
      ],
    });
    // The normal leaderboard is untouched by live matches.
    expect(await leaderboard('')).toEqual(normal);
    // The round filter counts the round's live matches; the earlier round's points are not in it.
    const byRound = await leaderboard('&round=27&provisional=true');
    expect(byRound.rows).toEqual([
      [1, p2.id, 8],
      [2, p1.id, 5],
      [3, p3.id, 0],
    ]);

    // A stream opened now starts with the state of every live match.
    const late = await openStream(`${base}/live`);
    expect(scoreOf(await late.next(isScore(ids.fulham, 'HT')))).toMatchObject({ home: 2, away: 0 });
    late.close();

    // Full time: the real final score.
    t.clock.set('2024-03-02T16:56:00Z');
    await runSync();
    const final = scoreOf(await stream.next(isScore(ids.fulham, 'FT')));
    expect(final).toEqual({ matchId: ids.fulham, status: 'FT', home: 3, away: 0, elapsed: null });
    await settle();
    // Final 3-0: right winner, but 3 goals is the other bucket than 2-0's: 2 points, now for good.
    expect(await mine(p1, ids.fulham)).toEqual({
      prediction: '2:0',
      points: 2,
      rule: 'outcome',
      provisionalPoints: null,
      provisionalRule: null,
      joker: false,
    });
    stream.close();
    await expect.poll(() => t.app.deps.live.openStreams).toBe(0);
  });

  it('sends heartbeats, refuses an unknown parameter, caps streams per address and overall, frees them on close', async () => {
    const first = await openStream(`${base}/live`);
    await first.next(() => false, 900).catch(() => undefined);
    expect(first.comments).toContain('heartbeat');

    const badQuery = await openStream(`${base}/live?debug=1`);
    expect(badQuery.status).toBe(400);
    expect(JSON.parse(badQuery.body)).toMatchObject({ success: false, code: 'VALIDATION' });

    const second = await openStream(`${base}/live`);
    const third = await openStream(`${base}/live`);
    expect(second.status).toBe(200);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body)).toEqual({
      success: false,
      message: matchdayMessages.tooManyStreams,
      code: 'RATE_LIMITED',
    });
    // Another address may open one more, until the process's cap (3) is reached.
    const elsewhere = await openStream(`${base}/live`, { 'x-forwarded-for': '203.0.113.7' });
    expect(elsewhere.status).toBe(200);
    expect((await openStream(`${base}/live`, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(429);
    expect(t.app.deps.live.openStreams).toBe(3);

    // A client going away frees its place at once.
    first.close();
    await expect.poll(() => t.app.deps.live.openStreams).toBe(2);
    const again = await openStream(`${base}/live`);
    expect(again.status).toBe(200);
    for (const stream of [second, elsewhere, again]) stream.close();
    await expect.poll(() => t.app.deps.live.openStreams).toBe(0);
  });

  it('documents the limits this server runs with, not the defaults', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const description: string = document.paths['/api/v1/live'].get.description;
    expect(description).toContain('a `: heartbeat` comment line every 0.3 s.');
    expect(description).toContain('429 when this address (2) or the server has as many streams open as allowed.');
  });

  it('ends open streams when the server closes', async () => {
    const stream = await openStream(`${base}/live`);
    expect(stream.status).toBe(200);
    // The same stream from a web-only process, while the sync runs in this one (the worker's role).
    const webStream = await openStream(`${web.base}/live`);
    expect(webStream.status).toBe(200);
    t.app.deps.live.closeAll();
    await stream.ended;
    expect(t.app.deps.live.openStreams).toBe(0);
  });
});
