import { dataDomain, dataVersionsRepository } from '../../src/db/data-versions';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client';
import { createPlayer, freshIp } from '../helpers/auth-helpers';
import { defaultSeason } from '../helpers/football-fixtures';

export type Player = Awaited<ReturnType<typeof createPlayer>>;

/** Signed-up, verified, signed-in players, a few at a time (each sign-up hashes a password and mails a code). */
export async function createPlayers(app: FastifyInstance, count: number, parallel = 4): Promise<Player[]> {
  const players: Player[] = [];
  while (players.length < count) {
    const batch = Math.min(parallel, count - players.length);
    players.push(...(await Promise.all(Array.from({ length: batch }, () => createPlayer(app)))));
  }
  return players;
}

/** A call to the API as a player (a fresh address per call unless one is given). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: Record<string, unknown>,
  ip?: string,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: ip ?? freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

export async function createLeague(app: FastifyInstance, token: string, leagueName = 'Friday Five') {
  const response = await call(app, 'POST', '/private-leagues', token, { leagueName });
  if (response.statusCode !== 201) throw new Error(`create league: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number; invitationCode: string; leagueName: string };
}

export async function joinLeague(app: FastifyInstance, token: string, invitationCode: string) {
  return call(app, 'POST', '/private-leagues/join', token, { invitationCode });
}

/**
 * Ranked players without the HTTP round trips: active, verified accounts with overall totals, inserted directly
 * (`totals[i]` = [points, exact, outcomes]); the leaderboard's version is bumped so caches see them.
 */
export async function seedRankedPlayers(db: Database, totals: [number, number, number][]): Promise<number[]> {
  const ids: number[] = [];
  const { competitionId, season } = await defaultSeason(db);
  for (const [points, exact, outcomes] of totals) {
    const suffix = Math.random().toString(36).slice(2, 10);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, username, firstname, lastname, password_hash, email_verified_at)
          values (${`seed_${suffix}@example.com`}, ${`seed_${suffix}`}, 'Seed', 'Player', 'x', now()) returning id`,
    );
    await db.execute(sql`insert into player_totals (competition_id, season, user_id, predictions_made, points, scored,
                                                    exact, outcomes)
                         values (${competitionId}, ${season}, ${row!.id}, 1, ${points}, 1, ${exact}, ${outcomes})`);
    ids.push(row!.id);
  }
  await bumpLeaderboard(db);
  return ids;
}

export async function bumpLeaderboard(db: Database): Promise<void> {
  await dataVersionsRepository.bump(db, dataDomain.everyRanking);
}

/** Members added directly (tests of leaderboards, where joining through the API is not what is tested). */
export async function addMembers(db: Database, leagueId: number, userIds: number[]): Promise<void> {
  for (const userId of userIds) {
    await db.execute(sql`insert into private_league_members (league_id, user_id, joined_at)
                         values (${leagueId}, ${userId}, now())`);
  }
}

export interface Entry {
  position: number;
  user: { id: number; username: string };
  totalPoints: number;
  isPinned: boolean;
  stats: { exact_scores: number; correct_outcomes: number; progressIndicator: string };
}
