import type { FastifyInstance } from 'fastify';
import { COMMENT_INTERVAL_SECONDS, type CommentsPage, type MatchComment } from '@scoreline/contracts';
import type { ManualClock } from '@scoreline/domain';
import { sessions, users } from '../../src/db/schema';
import { generateToken, hashToken } from '../../src/lib/tokens';
import { freshIp } from '../helpers/auth-helpers';
import { seedCompetition, seedMatch } from '../helpers/football-fixtures';

export const HTML_PAYLOAD = '<script>alert(1)</script><img src=x onerror=alert(1)>';

/** A match of its own for a test (comments of one test never show in another's list). */
export async function newMatch(app: FastifyInstance): Promise<number> {
  const db = app.deps.database.db;
  const { league, clubs } = await seedCompetition(db, 2);
  const match = await seedMatch(db, {
    competitionId: league.id,
    homeTeamId: clubs[0]!.id,
    awayTeamId: clubs[1]!.id,
    round: 1,
    kickoffAt: new Date('2024-03-02T15:00:00Z'),
  });
  return match.id;
}

export interface QuickPlayer {
  id: number;
  username: string;
  token: string;
}

let playerCounter = 0;

/**
 * Verified, active players with a live session, inserted directly: tests that need dozens of players (concurrent
 * reactions) skip sign-up's password hashing. Their tokens go through the real authentication on every call.
 */
export async function quickPlayers(app: FastifyInstance, count: number): Promise<QuickPlayer[]> {
  const db = app.deps.database.db;
  const now = app.deps.clock.now();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        playerCounter += 1;
        const name = `fan_${playerCounter}_${Math.random().toString(36).slice(2, 7)}`;
        return {
          email: `${name}@example.com`,
          username: name,
          firstname: 'Fan',
          lastname: String(playerCounter),
          passwordHash: 'not-a-password-hash',
          emailVerifiedAt: now,
        };
      }),
    )
    .returning({ id: users.id, username: users.username });
  const players = rows.map((row) => ({ ...row, token: generateToken() }));
  await db.insert(sessions).values(
    players.map((player) => ({
      userId: player.id,
      tokenHash: hashToken(player.token),
      expiresAt: new Date(now.getTime() + 30 * 24 * 3_600_000),
      createdAt: now,
      lastUsedAt: now,
    })),
  );
  return players;
}

function call(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

export const postComment = (
  app: FastifyInstance,
  token: string | undefined,
  body: { matchId: unknown; content: unknown; parentCommentId?: unknown },
) => call(app, 'POST', '/match/comments', token, { parentCommentId: null, ...body });

export const react = (app: FastifyInstance, token: string, commentId: number, type: string) =>
  call(app, 'POST', '/match/comments/like-or-dislike', token, { commentId, type });

export const deleteComment = (app: FastifyInstance, token: string | undefined, commentId: number) =>
  call(app, 'DELETE', `/match/comments/${commentId}`, token);

export const moderate = (app: FastifyInstance, token: string, commentId: number, action: 'hide' | 'unhide') =>
  call(app, 'POST', `/admin/comments/${commentId}/${action}`, token, {});

export const listComments = (app: FastifyInstance, matchId: number, query = '', token?: string) =>
  call(app, 'GET', `/match/${matchId}/comments${query}`, token);

/** The page a player (or a visitor without token) sees; fails the test on anything but 200. */
export async function pageOf(app: FastifyInstance, matchId: number, query = '', token?: string) {
  const response = await listComments(app, matchId, query, token);
  if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}: ${response.body}`);
  return response.json().data as CommentsPage;
}

/**
 * Posts and returns the new comment's id, then moves the clock past the per-player interval so the next post of
 * the same player is allowed.
 */
export async function posted(
  app: FastifyInstance,
  clock: ManualClock,
  token: string,
  matchId: number,
  content: string,
  parentCommentId: number | null = null,
): Promise<number> {
  const response = await postComment(app, token, { matchId, content, parentCommentId });
  if (response.statusCode !== 201) throw new Error(`post answered ${response.statusCode}: ${response.body}`);
  clock.advance(COMMENT_INTERVAL_SECONDS * 1000);
  return (response.json().data as { id: number }).id;
}

export const contents = (comments: Pick<MatchComment, 'content'>[]) => comments.map((comment) => comment.content);
