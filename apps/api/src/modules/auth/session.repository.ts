import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operatorGrants, sessions, users } from '../../db/schema';

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

  /**
   * The unrevoked sessions (with their users) of several token hashes in one read; the caller checks each
   * one's expiry against its own request time.
   */
  async findUnrevoked(db: Executor, tokenHashes: readonly string[]) {
    if (tokenHashes.length === 0) return [];
    return db
      .select({
        tokenHash: sessions.tokenHash,
        sessionId: sessions.id,
        scope: sessions.scope,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        user: {
          id: users.id,
          email: users.email,
          username: users.username,
          status: users.status,
          // Operator rights live in operator_grants (docs/decisions/013), read with the session.
          isOperator: sql<boolean>`exists (select 1 from ${operatorGrants} g where g.user_id = ${users.id} and g.revoked_at is null)`,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.tokenHash, [...new Set(tokenHashes)]), isNull(sessions.revokedAt)));
  },

  /**
   * The account status behind a token whose session is no longer live (revoked or expired), if the token was ever
   * issued: a blocked player's old token is then told it is blocked rather than merely refused (issue 13).
   */
  async statusOfEndedSession(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({ status: users.status })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row?.status;
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
