import pg from 'pg';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { PICTURE_FIELD, PICTURE_PATH } from '@scoreline/contracts';
import { ManualClock } from '@scoreline/domain';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';
import { queryRows, type DatabaseConnection } from '../../src/db/client';
import { badgeAwards } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { newMatch, postComment, quickPlayers, react } from '../comments/comment-helpers';
import { makeImage } from '../helpers/images';
import { postForm } from '../helpers/multipart';
import { predict } from '../helpers/prediction-fixtures';
import { testQueue } from '../helpers/test-app';
import { call, createLeague, joinLeague } from '../leagues/league-helpers';

/**
 * The data of the restore drill and of the move to PostgreSQL (issue 57): players with predictions, a private league,
 * a comment with a reply and a reaction, a profile picture and a badge, made through the app; and what the app answers
 * about them, to compare before and after.
 */
export interface DrillData {
  tokens: string[];
  matchId: number;
  leagueId: number;
  picture: string;
}

/** The real app on `connection` (its own queue, a clock the drill holds still), for `work`, then stopped. */
export async function withApp<T>(
  connection: DatabaseConnection,
  work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false' });
  const clock = new ManualClock('2024-03-02T12:00:00Z');
  const log = createLogger(config);
  const container = await createContainer({
    config,
    database: connection,
    log,
    version: 'test',
    clock,
    work: true,
    schedule: false,
    queue: testQueue,
  });
  await container.startWorking();
  const app = await buildApp({ config, database: connection, container, webDist: null });
  await app.ready();
  try {
    const result = await work(app);
    await container.settle({ timeoutMs: 10_000 });
    return result;
  } finally {
    await app.close();
    await container.stop();
  }
}

export function makeDrillData(connection: DatabaseConnection): Promise<DrillData> {
  return withApp(connection, async (app) => {
    const players = await quickPlayers(app, 3);
    const tokens = players.map((player) => player.token);
    const matchId = await newMatch(app);
    for (const [index, token] of tokens.entries()) {
      expect((await predict(app, token, matchId, `${index}:1`)).statusCode).toBe(201);
    }
    const league = await createLeague(app, tokens[0]!, 'Drill Five');
    expect((await joinLeague(app, tokens[1]!, league.invitationCode)).statusCode).toBeLessThan(300);
    const comment = await postComment(app, tokens[0], { matchId, content: 'Backed up, then restored.' });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json().data.id as number;
    const reply = await postComment(app, tokens[1], { matchId, content: 'Still here', parentCommentId: commentId });
    expect(reply.statusCode).toBe(201);
    expect((await react(app, tokens[2]!, commentId, 'liked')).statusCode).toBeLessThan(300);
    const upload = await postForm(
      app,
      '/upload',
      { [PICTURE_FIELD]: { bytes: await makeImage('png', 120, 90) } },
      tokens[0],
    );
    expect(upload.statusCode).toBe(200);
    await connection.db.insert(badgeAwards).values({
      userId: players[0]!.id,
      badgeId: 'perfect-round',
      period: 'round:1',
      round: 1,
      season: 2023,
      awardedAt: new Date('2024-03-02T17:00:00Z'),
    });
    return { tokens, matchId, leagueId: league.id, picture: upload.json().data.profile_picture as string };
  });
}

/** What the app answers about the drill's data: the comments, the league, a profile with its badge, the picture. */
export function drillAnswers(connection: DatabaseConnection, data: DrillData) {
  return withApp(connection, async (app) => {
    const [first] = data.tokens;
    const json = async (url: string) => {
      const response = await call(app, 'GET', url, first);
      expect(response.statusCode, url).toBe(200);
      return response.json() as unknown;
    };
    const picture = await app.inject({ method: 'GET', url: `${PICTURE_PATH}${data.picture}` });
    expect(picture.statusCode).toBe(200);
    return {
      comments: await json(`/match/${data.matchId}/comments`),
      league: await json(`/private-leagues/${data.leagueId}/score`),
      badges: await json('/user/badges'),
      picture: picture.rawPayload.toString('base64'),
    };
  });
}

/**
 * Every row of every table of the app's schema, as PostgreSQL's text of each row (in UTC), sorted; and where each
 * sequence stands. Two databases with the same snapshot hold the same data.
 */
export async function snapshot(connection: DatabaseConnection): Promise<Record<string, string[]>> {
  return connection.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await queryRows<{ row: string }>(tx, sql.raw(`select t::text as row from public."${name}" t`));
      result[name] = rows.map((row) => row.row).sort();
    }
    const sequences = await queryRows<{ name: string; last: string | null }>(
      tx,
      sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
    );
    result['(sequences)'] = sequences.map((row) => `${row.name}=${row.last}`).sort();
    return result;
  });
}

/** The tables the issue names hold the drill's rows (so an empty snapshot cannot pass for a good one). */
export function expectDrillRows(rows: Record<string, string[]>) {
  for (const table of ['users', 'predictions', 'private_leagues', 'comments', 'pictures', 'badge_awards']) {
    expect(rows[table]?.length ?? 0, table).toBeGreaterThan(0);
  }
}

/** A new, empty PostgreSQL database beside the run's (dropped by `drop`). */
export async function emptyPostgres(suffix: string) {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `scoreline_drill_${process.pid}_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists "${name}" with (force)`);
      await cleaner.end();
    },
  };
}
