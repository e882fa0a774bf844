import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type SessionScope = 'access' | 'password_reset';

export const sessionRepository = {
  async create(
    db: Executor,
    values: { userId: number; tokenHash: string; scope: SessionScope; expiresAt: Date; now: Date; userAgent?: string },
  ) {
    const [row] = await db
      .insert(sessions)
      .values({
        userId: values.userId,
        tokenHash: values.tokenHash,
        scope: values.scope,
        expiresAt: values.expiresAt,
        createdAt: values.now,
        lastUsedAt: values.now,
        userAgent: values.userAgent?.slice(0, 300) ?? null,
      })
      .returning({ id: sessions.id });
    return row;
  },

  /** The live session for a token hash, with its user; undefined when unknown, revoked or expired. */
  async findLive(db: Executor, tokenHash: string, now: Date) {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        scope: sessions.scope,
        lastUsedAt: sessions.lastUsedAt,
        user: {
          id: users.id,
          email: users.email,
          username: users.username,
          status: users.status,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row;
  },

  async touch(db: Executor, sessionId: string, now: Date) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  },

  async revoke(db: Executor, sessionId: string, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  /** Revokes every live session of a user (password reset, blocking): all devices at once. */
  async revokeAllForUser(db: Executor, userId: number, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  async deleteExpired(db: Executor, before: Date) {
    await db.delete(sessions).where(lt(sessions.expiresAt, sql`${before}`));
  },
};
