import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareStandings, outcomeOf, scorePrediction, type Standing } from '@scoreline/domain';
import { queryRows } from '../../src/db/client';
import { insightsBackfillJob } from '../../src/jobs/insights-backfill.job';
import { createPlayer, get } from '../helpers/auth-helpers';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { scoringRepository } from '../../src/modules/predictions/scoring.repository';
import { createOperator, enterResults, seedRounds } from './badge-fixtures';

interface RawPick {
  user_id: number;
  round: number;
  home: number;
  away: number;
  rh: number;
  ra: number;
  home_team: number;
  away_team: number;
  team_names: string[];
}

/** The insights recomputed from scratch: every prediction of a final match, scored with the domain rule. */
async function recompute(t: TestApp, userId: number) {
  const picks = await queryRows<RawPick>(
    t.database.connection.db,
    sql`select p.user_id, m.round, p.home_goals as home, p.away_goals as away, m.home_goals as rh, m.away_goals as ra,
               m.home_team_id as home_team, m.away_team_id as away_team,
               array[(select name from teams where id = m.home_team_id), (select name from teams where id = m.away_team_id)] as team_names
          from predictions p join matches m on m.id = p.match_id where m.status = 'FT'`,
  );
  const scored = picks.map((pick) => ({
    ...pick,
    ...scorePrediction({ home: pick.home, away: pick.away }, { home: pick.rh, away: pick.ra }),
  }));
  const mine = scored.filter((pick) => pick.user_id === userId);
  const rounds = [...new Set(scored.map((pick) => pick.round))].sort((a, b) => a - b);

  const rankAfter = (round: number) => {
    const totals = new Map<number, Standing>();
    for (const pick of scored.filter((entry) => entry.round <= round)) {
      const entry = totals.get(pick.user_id) ?? { userId: pick.user_id, points: 0, exact: 0, outcomes: 0 };
      entry.points += pick.points;
      entry.exact += pick.rule === 'exact' ? 1 : 0;
      entry.outcomes += pick.rule === 'none' ? 0 : 1;
      totals.set(pick.user_id, entry);
    }
    const order = [...totals.values()].sort(compareStandings).map((entry) => entry.userId);
    return order.includes(userId) ? order.indexOf(userId) + 1 : null;
  };

  const teams = new Map<number, { name: string; points: number; predictions: number }>();
  for (const pick of mine) {
    for (const [index, id] of [pick.home_team, pick.away_team].entries()) {
      const entry = teams.get(id) ?? { name: pick.team_names[index]!, points: 0, predictions: 0 };
      entry.points += pick.points;
      entry.predictions += 1;
      teams.set(id, entry);
    }
  }
  const ranked = [...teams.entries()]
    .filter(([, entry]) => entry.predictions >= 3)
    .map(([id, entry]) => ({
      id,
      name: entry.name,
      predictions: entry.predictions,
      averagePoints: Math.round((entry.points / entry.predictions) * 100) / 100,
    }));
  const best = [...ranked]
    .sort((a, b) => b.averagePoints - a.averagePoints || b.predictions - a.predictions || a.name.localeCompare(b.name))
    .slice(0, 3);
  const worst = ranked
    .filter((entry) => !best.includes(entry))
    .sort((a, b) => a.averagePoints - b.averagePoints || b.predictions - a.predictions || a.name.localeCompare(b.name))
    .slice(0, 3);
  const count = (list: typeof mine, outcome: string, of: (pick: RawPick) => { home: number; away: number }) =>
    list.filter((pick) => outcomeOf(of(pick)) === outcome).length;
  const share = (part: number) => (mine.length > 0 ? Math.round((part / mine.length) * 10_000) / 10_000 : null);
  return {
    rounds: rounds
      .map((round) => {
        const inRound = mine.filter((pick) => pick.round === round);
        return {
          round,
          points: inRound.reduce((total, pick) => total + pick.points, 0),
          predictions: inRound.length,
          rankAfter: rankAfter(round),
        };
      })
      .filter((entry) => entry.predictions > 0 || entry.rankAfter !== null),
    scoredPredictions: mine.length,
    exactScoreRate: share(mine.filter((pick) => pick.rule === 'exact').length),
    correctOutcomeRate: share(mine.filter((pick) => pick.rule !== 'none').length),
    tendency: {
      predicted: Object.fromEntries(
        (['home', 'draw', 'away'] as const).map((outcome) => [outcome, count(mine, outcome, (pick) => pick)]),
      ),
      actual: Object.fromEntries(
        (['home', 'draw', 'away'] as const).map((outcome) => [
          outcome,
          count(mine, outcome, (pick) => ({ home: pick.rh, away: pick.ra })),
        ]),
      ),
    },
    bestTeams: best.map(({ id, name, predictions, averagePoints }) => ({
      team: { id, name, logo: null },
      predictions,
      averagePoints,
    })),
    worstTeams: worst.map(({ id, name, predictions, averagePoints }) => ({
      team: { id, name, logo: null },
      predictions,
      averagePoints,
    })),
  };
}

// Three rounds of three matches between six clubs (each club plays once a round); four players whose picks follow
// a fixed pseudo-random sequence, some matches skipped.
describe('GET /users/{id}/insights', () => {
  let t: TestApp;
  let players: Awaited<ReturnType<typeof createPlayer>>[];
  let ops: Awaited<ReturnType<typeof createOperator>>;
  let matches: { id: number; kickoffAt: Date }[];

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
    const day = (date: string) => [`${date}T13:00:00Z`, `${date}T15:00:00Z`, `${date}T17:00:00Z`];
    const seeded = await seedRounds(t.database.connection.db, [
      day('2024-03-02'),
      day('2024-03-09'),
      day('2024-03-16'),
    ]);
    matches = seeded.rounds.flat();
    ops = await createOperator(t.app);
    players = [];
    for (let index = 0; index < 4; index += 1) players.push(await createPlayer(t.app));
    let state = 7;
    const next = () => (state = (state * 48_271) % 2_147_483_647) % 4;
    for (const player of players) {
      for (const match of matches) {
        if (next() === 0 && player !== players[0]) continue;
        await predict(t.app, player.token, match.id, `${next()}:${next()}`);
      }
    }
    const results: [number, number][] = [
      [1, 0],
      [2, 2],
      [0, 1],
      [3, 1],
      [0, 0],
      [1, 2],
      [2, 0],
      [1, 1],
      [0, 3],
    ];
    for (const [index, match] of matches.entries()) await enterResults(t, ops, [{ match, score: results[index]! }]);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const insightsOf = async (viewer: { token: string }, userId: number) => {
    const response = await get(t.app, `/users/${userId}/insights`, { token: viewer.token });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('equals a recomputation from every prediction and result, for every player', async () => {
    for (const player of players) {
      const expected = await recompute(t, player.id);
      expect(expected.rounds.length).toBeGreaterThan(0);
      expect(await insightsOf(players[0]!, player.id)).toEqual(expected);
    }
    // The player who predicted every match has teams with three scored predictions.
    expect((await insightsOf(players[0]!, players[0]!.id)).bestTeams).toHaveLength(3);
  });

  it('still equals the recomputation after a corrected result', async () => {
    await enterResults(t, ops, [{ match: matches[8]!, score: [2, 1] }]);
    for (const player of players) expect(await insightsOf(player, player.id)).toEqual(await recompute(t, player.id));
  });

  it('fills the aggregates of a database scored before they existed, once', async () => {
    const db = t.database.connection.db;
    // A database scored before the insights existed: no fill recorded, the insights' aggregates empty.
    await db.execute(sql`delete from app_settings where key = 'insights.filled'`);
    await db.execute(sql`update player_totals set predicted_home = 0, predicted_draw = 0, predicted_away = 0`);
    expect((await insightsOf(players[0]!, players[0]!.id)).tendency.predicted).toEqual({ home: 0, draw: 0, away: 0 });
    await t.app.deps.jobs.send(insightsBackfillJob, {});
    await t.settle();
    for (const player of players) expect(await insightsOf(player, player.id)).toEqual(await recompute(t, player.id));
    expect(await t.app.deps.scoring.backfillInsights()).toBeNull();
  });

  it('answers 404 for a player nobody may see, and 401 without a token', async () => {
    expect((await get(t.app, '/users/999999/insights', { token: players[0]!.token })).statusCode).toBe(404);
    expect((await get(t.app, `/users/${players[0]!.id}/insights`)).statusCode).toBe(401);
  });
});

describe('a new database', () => {
  it('starts with the insights complete, so the one-time fill never re-applies its first scorings', async () => {
    const database = await createTestDatabase();
    try {
      expect(await scoringRepository.isInsightsFilled(database.connection.db)).toBe(true);
    } finally {
      await database.destroy();
    }
  });
});
