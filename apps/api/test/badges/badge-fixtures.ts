import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/db/client';
import { createPlayer, makeOperator, post } from '../helpers/auth-helpers';
import { seedCompetition, seedMatch } from '../helpers/football-fixtures';
import { putResult } from '../helpers/prediction-fixtures';
import type { TestApp } from '../helpers/test-app';

export const SEASON = 2023;
const HOUR = 3_600_000;

/** Rounds of the competition on show: `kickoffs[r]` are round r+1's kick-offs; clubs cycle so every match differs. */
export async function seedRounds(db: Database, kickoffs: string[][], clubCount = 6) {
  const { league, clubs } = await seedCompetition(db, clubCount);
  const rounds: { id: number; kickoffAt: Date; homeTeamId: number; awayTeamId: number }[][] = [];
  let pairing = 0;
  for (const [index, times] of kickoffs.entries()) {
    const matches = [];
    for (const time of times) {
      const home = clubs[(2 * pairing) % clubs.length]!;
      const away = clubs[(2 * pairing + 1) % clubs.length]!;
      pairing += 1;
      matches.push(
        await seedMatch(db, {
          competitionId: league.id,
          homeTeamId: home.id,
          awayTeamId: away.id,
          round: index + 1,
          kickoffAt: new Date(time),
        }),
      );
    }
    rounds.push(matches);
  }
  return { league, clubs, rounds, key: (round: number) => ({ competitionId: league.id, season: SEASON, round }) };
}

/** An operator (ADMIN_EMAILS must name ops@example.com). */
export async function createOperator(app: FastifyInstance) {
  const admin = await createPlayer(app, { email: 'ops@example.com' });
  await makeOperator(app, admin);
  return admin;
}

/**
 * Enters results as the operator, with the clock two hours past the latest kick-off, then waits for the jobs. The
 * operator signs in again first: moving the clock by weeks outlives a session.
 */
export async function enterResults(
  t: TestApp,
  operator: { email: string; password: string },
  results: { match: { id: number; kickoffAt: Date }; score: [number, number] }[],
) {
  const latest = Math.max(...results.map(({ match }) => match.kickoffAt.getTime()));
  if (t.clock.now().getTime() < latest + 2 * HOUR) t.clock.set(latest + 2 * HOUR);
  const signIn = await post(t.app, '/auth/sign-in', { email: operator.email, password: operator.password });
  const token = (signIn.json().data as { accessToken: string }).accessToken;
  for (const { match, score } of results) {
    const response = await putResult(t.app, token, match.id, score[0], score[1]);
    if (response.statusCode !== 200) throw new Error(`result refused: ${response.body}`);
  }
  await t.settle();
}

export interface AwardView {
  userId: number;
  badgeId: string;
  round: number | null;
  month: string | null;
  rank: number | null;
}

/** Every award, in a stable order, for comparing. */
export async function awards(db: Database): Promise<AwardView[]> {
  return sortAwards(
    await queryRows<AwardView>(
      db,
      sql`select user_id as "userId", badge_id as "badgeId", round, month, rank from badge_awards`,
    ),
  );
}

export const awardsOf = async (db: Database, userId: number) =>
  (await awards(db)).filter((award) => award.userId === userId);

export const sortAwards = (list: AwardView[]) =>
  [...list].sort(
    (a, b) =>
      a.badgeId.localeCompare(b.badgeId) ||
      a.userId - b.userId ||
      (a.round ?? -1) - (b.round ?? -1) ||
      (a.month ?? '').localeCompare(b.month ?? ''),
  );
