import { dataDomain, dataVersionsRepository } from '../src/db/data-versions';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema';
import { createPlayer, get, makeOperator } from './helpers/auth-helpers';
import { seedMatch } from './helpers/football-fixtures';
import { KICKOFF, MIN, predict, putResult, setupRound } from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';

const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

/**
 * Round 1 of two matches, both predicted 2:1 by one player, and round 2 a week later; the second match of round 1 is
 * then postponed (or re-dated past round 2) and the first ends 2:1 (5 points).
 */
async function roundWithAPostponedMatch(how: 'postponed' | 're-dated past the next round' = 'postponed') {
  const db = t.database.connection.db;
  const {
    league,
    clubs,
    matches: [played, postponed],
  } = await setupRound(db, 2);
  // Round 2 starts a week later.
  const nextRoundAt = new Date(KICKOFF.getTime() + 7 * 24 * 60 * MIN);
  await seedMatch(db, {
    competitionId: league.id,
    homeTeamId: clubs[2]!.id,
    awayTeamId: clubs[3]!.id,
    round: 2,
    kickoffAt: nextRoundAt,
  });
  const operator = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, operator);
  const player = await createPlayer(t.app);
  expect((await predict(t.app, player.token, played!.id, '2:1')).statusCode).toBe(201);
  expect((await predict(t.app, player.token, postponed!.id, '2:1')).statusCode).toBe(201);
  // Postponed, or (as the provider does once it has a new date) not started, a month later.
  const later = { status: 'NS' as const, kickoffAt: new Date(nextRoundAt.getTime() + 30 * 24 * 60 * MIN) };
  await db
    .update(matches)
    .set(how === 'postponed' ? { status: 'PST' } : later)
    .where(eq(matches.id, postponed!.id));
  t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
  expect((await putResult(t.app, operator.token, played!.id, 2, 1)).statusCode).toBe(200);
  await t.settle();
  const previousRoundPoints = async () => {
    const board = (await get(t.app, '/score')).json().data;
    const row = board.results.find((entry: { user: { id: number } }) => entry.user.id === player.id);
    return row?.stats.previous_round_score as number | undefined;
  };
  return { previousRoundPoints };
}

describe('a round with a postponed match', () => {
  it('completes once its other matches are scored: the board shows its points as the previous round', async () => {
    const { previousRoundPoints } = await roundWithAPostponedMatch();
    expect(await previousRoundPoints()).toBe(5);
  });

  it('re-dated past the next round, completes with the matches played in its days', async () => {
    const { previousRoundPoints } = await roundWithAPostponedMatch('re-dated past the next round');
    expect(await previousRoundPoints()).toBe(5);
  });

  it('left open by an older rule, is recorded by the catch-up once, with its points', async () => {
    const { previousRoundPoints } = await roundWithAPostponedMatch();
    // What a database completed before postponed matches stopped holding their round back looks like.
    await t.database.connection.db.execute(sql`delete from round_ranks`);
    await dataVersionsRepository.bump(t.database.connection.db, dataDomain.everyRanking);
    expect(await previousRoundPoints()).toBe(0);

    expect(await t.app.deps.scoring.completeDueRounds()).toBe(1);
    expect(await t.app.deps.scoring.completeDueRounds()).toBe(0);
    expect(await previousRoundPoints()).toBe(5);
  });
});
