import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { predictionMessages } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { FakeApiFootball, TEST_API_KEY } from '../helpers/api-football-server';
import { createPlayer, makeOperator } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';

const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };
const POSTPONED_FIXTURE = 1008;

/**
 * One case's fixture: the fake provider with the postponed fixture in `status`, an app synced from it once, that
 * fixture's match and an operator (set up before the describe's tests, stopped after them).
 */
function overrideCase(status: string) {
  const context = {} as { server: FakeApiFootball; t: TestApp; operator: string; matchId: number };
  const setProvider = (short: string, elapsed: number | null, goals: { home: number | null; away: number | null }) => {
    context.server.season = context.server.season.map((item) =>
      item.fixture.id === POSTPONED_FIXTURE
        ? ({ ...item, fixture: { ...item.fixture, status: { long: short, short, elapsed } }, goals } as typeof item)
        : item,
    );
  };
  const sync = () => footballSync(context.t.app, { apiFootball: noWait }).syncOnce();
  const put = (path: string, payload: Record<string, unknown>) =>
    context.t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/matches/${context.matchId}/${path}`,
      headers: { authorization: `Bearer ${context.operator}` },
      payload,
    });
  const storedRow = async <Row>(columns: SQL) => {
    const [row] = await queryRows<Row>(
      context.t.app.deps.database.db,
      sql`select ${columns} from matches where id = ${context.matchId}`,
    );
    return row;
  };

  beforeAll(async () => {
    context.server = await new FakeApiFootball().start();
    setProvider(status, null, { home: null, away: null });
    context.t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: {
        API_FOOTBALL_KEY: TEST_API_KEY,
        API_FOOTBALL_BASE_URL: context.server.baseUrl,
        ADMIN_EMAILS: 'ops@example.com',
      },
    });
    await sync();
    const [row] = await queryRows<{ id: number }>(
      context.t.app.deps.database.db,
      sql`select id from matches where provider_fixture_id = ${String(POSTPONED_FIXTURE)}`,
    );
    context.matchId = Number(row?.id);
    const ops = await createPlayer(context.t.app, { email: 'ops@example.com' });
    await makeOperator(context.t.app, ops);
    context.operator = ops.token;
  });
  afterAll(async () => {
    await context.t.close();
    await context.server.stop();
  });
  return { clock: () => context.t.clock, setProvider, sync, put, storedRow };
}

// Issue 9: an operator's correction is applied by one rule (packages/domain applyMatchOverride), whether the
// operator enters it or the provider sync runs again afterwards. The rule chosen: an operator's new kick-off re-dates
// a postponed match (not started on the new date) until the provider itself says the match is under way or over.
describe("an operator's kick-off for a match the provider calls postponed", () => {
  const { clock, setProvider, sync, put, storedRow } = overrideCase('PST');
  const newKickoff = '2023-09-20T19:00:00.000Z';
  const stored = async () => {
    const row = await storedRow<{ status: string; kickoff_at: Date | string; home_goals: number | null }>(
      sql.raw('status, kickoff_at, home_goals'),
    );
    return { status: row?.status, kickoff: new Date(row?.kickoff_at ?? NaN).toISOString(), goals: row?.home_goals };
  };

  it('stores the match as postponed while the provider says so', async () => {
    expect((await stored()).status).toBe('PST');
  });

  it('is not started on the new date once the operator moves it', async () => {
    const response = await put('kickoff', { date: newKickoff });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: predictionMessages.kickoffMoved });
    expect(response.json().data).toMatchObject({ status: 'NS', kickoff: newKickoff });
  });

  it('stays not started on that date when a later sync still reads postponed from the provider', async () => {
    clock().set('2023-09-03T13:00:00Z'); // the whole season's fixtures are due again
    const report = await sync();
    expect(report.outcome).toBe('synced');
    expect(await stored()).toMatchObject({ status: 'NS', kickoff: newKickoff });
  });

  it("takes the provider's status again once the re-dated match is over", async () => {
    setProvider('FT', null, { home: 2, away: 2 });
    clock().set('2023-09-20T22:00:00Z');
    await sync();
    expect(await stored()).toMatchObject({ status: 'FT', kickoff: newKickoff, goals: 2 });
  });
});

// Issue 13: a score an operator enters while the feed still calls the match not started holds through the next
// sync (the replayed season had put such a match back to 0–0 within a minute). Issue 55: it outranks the feed's live
// reports too, until the operator clears it or the feed's final result arrives.
describe("an operator's live score for a match the provider has not started", () => {
  const { clock, setProvider, sync, put, storedRow } = overrideCase('NS');
  const kickoff = '2023-09-20T19:00:00.000Z';
  const stored = async () => {
    const row = await storedRow<{ status: string; home_goals: number | null; away_goals: number | null }>(
      sql.raw('status, home_goals, away_goals'),
    );
    return { status: row?.status, score: `${row?.home_goals}-${row?.away_goals}` };
  };

  beforeAll(async () => {
    expect((await put('kickoff', { date: kickoff })).statusCode).toBe(200);
    clock().set('2023-09-20T19:12:00Z');
    expect((await put('live', { home: 1, away: 0, elapsed: 12 })).statusCode).toBe(200);
  });

  it('keeps the score through a sync in which the provider still says not started', async () => {
    expect((await sync()).outcome).toBe('synced');
    expect(await stored()).toEqual({ status: '1H', score: '1-0' });
  });

  it("keeps the operator's score when the provider reports the match under way", async () => {
    setProvider('1H', 30, { home: 2, away: 0 });
    clock().set('2023-09-20T19:30:00Z');
    await sync();
    expect(await stored()).toEqual({ status: '1H', score: '1-0' });
  });

  it("takes the provider's final result at full time", async () => {
    setProvider('FT', 90, { home: 2, away: 0 });
    clock().set('2023-09-20T21:00:00Z');
    await sync();
    expect(await stored()).toEqual({ status: 'FT', score: '2-0' });
  });
});
