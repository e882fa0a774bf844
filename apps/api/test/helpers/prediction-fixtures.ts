import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { seedCompetition, seedMatch } from './football-fixtures';

export const KICKOFF = new Date('2024-03-02T15:00:00Z');
export const MIN = 60_000;

export function predict(app: FastifyInstance, token: string, matchId: unknown, prediction: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/prediction',
    headers: { authorization: `Bearer ${token}` },
    payload: { matchId, prediction },
  });
}

export function putResult(app: FastifyInstance, token: string, matchId: number, home: number, away: number) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/admin/matches/${matchId}/result`,
    headers: { authorization: `Bearer ${token}` },
    payload: { home, away },
  });
}

/** The competition on show with `matchCount` round-1 matches two hours apart from KICKOFF. */
export async function setupRound(db: Database, matchCount = 1) {
  const { league, clubs } = await seedCompetition(db);
  const created = [];
  for (let index = 0; index < matchCount; index += 1) {
    created.push(
      await seedMatch(db, {
        competitionId: league.id,
        homeTeamId: clubs[0]!.id,
        awayTeamId: clubs[1]!.id,
        round: 1,
        kickoffAt: new Date(KICKOFF.getTime() + index * 2 * 60 * MIN),
      }),
    );
  }
  return { league, clubs, matches: created };
}

/** Round 1 kicks off at KICKOFF (Sat 2 March), round 2 a week later, with other clubs. */
export async function twoRounds(db: Database) {
  const { league, clubs } = await seedCompetition(db);
  const [r1, r2] = await Promise.all(
    [KICKOFF, new Date('2024-03-09T15:00:00Z')].map((kickoffAt, index) =>
      seedMatch(db, {
        competitionId: league.id,
        homeTeamId: clubs[2 * index]!.id,
        awayTeamId: clubs[2 * index + 1]!.id,
        round: index + 1,
        kickoffAt,
      }),
    ),
  );
  return { r1: r1!, r2: r2! };
}
