import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authFailures, otpCodes, users, type OtpPurpose } from '../../db/schema';

export type OtpRow = typeof otpCodes.$inferSelect;

export const otpRepository = {
  /** The newest code of a user for a purpose, used or not (for the resend cooldown). */
  async latest(db: Executor, userId: number, purpose: OtpPurpose): Promise<OtpRow | undefined> {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row;
  },

  /**
   * Replaces any live code of that purpose (only the newest code works; a replaced code's mail is not sent any
   * more) and stores the new one, holding the code for the mail job until it is sent. Resolves with its id.
   */
  async issue(
    db: Executor,
    values: { userId: number; purpose: OtpPurpose; codeHash: string; code: string; now: Date; expiresAt: Date },
  ): Promise<string> {
    await db
      .update(otpCodes)
      .set({ consumedAt: values.now, pendingMail: null })
      .where(
        and(eq(otpCodes.userId, values.userId), eq(otpCodes.purpose, values.purpose), isNull(otpCodes.consumedAt)),
      );
    const [row] = await db
      .insert(otpCodes)
      .values({
        userId: values.userId,
        purpose: values.purpose,
        codeHash: values.codeHash,
        createdAt: values.now,
        expiresAt: values.expiresAt,
        pendingMail: values.code,
      })
      .returning({ id: otpCodes.id });
    if (!row) throw new Error('insert into otp_codes returned nothing');
    return row.id;
  },

  /** A code waiting for its mail, with where it goes. */
  async findPendingMail(db: Executor, id: string) {
    const [row] = await db
      .select({
        id: otpCodes.id,
        purpose: otpCodes.purpose,
        code: otpCodes.pendingMail,
        expiresAt: otpCodes.expiresAt,
        consumedAt: otpCodes.consumedAt,
        email: users.email,
        firstname: users.firstname,
      })
      .from(otpCodes)
      .innerJoin(users, eq(users.id, otpCodes.userId))
      .where(eq(otpCodes.id, id));
    return row;
  },

  /** The mail left (or can no longer matter): the code is kept only as its hash from now on. */
  async clearPendingMail(db: Executor, id: string): Promise<void> {
    await db.update(otpCodes).set({ pendingMail: null }).where(eq(otpCodes.id, id));
  },

  /** The live code, locked for update so two concurrent tries cannot both use it. */
  async findLiveForUpdate(db: Executor, userId: number, purpose: OtpPurpose, now: Date): Promise<OtpRow | undefined> {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.userId, userId),
          eq(otpCodes.purpose, purpose),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    return row;
  },

  async consume(db: Executor, id: string, now: Date): Promise<void> {
    await db.update(otpCodes).set({ consumedAt: now, pendingMail: null }).where(eq(otpCodes.id, id));
  },

  /** Counts one wrong try; returns the new count. */
  async recordWrongTry(db: Executor, id: string): Promise<number> {
    const [row] = await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(eq(otpCodes.id, id))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    return row?.failedAttempts ?? 0;
  },
};

export const authFailuresRepository = {
  async record(db: Executor, kind: 'sign_in' | 'otp', email: string, now: Date): Promise<void> {
    await db.insert(authFailures).values({ kind, email, createdAt: now });
  },

  async countSince(db: Executor, kind: 'sign_in' | 'otp', email: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(authFailures)
      .where(and(eq(authFailures.kind, kind), eq(authFailures.email, email), gt(authFailures.createdAt, since)));
    return row?.count ?? 0;
  },

  async clear(db: Executor, kind: 'sign_in' | 'otp', email: string): Promise<void> {
    await db.delete(authFailures).where(and(eq(authFailures.kind, kind), eq(authFailures.email, email)));
  },
};
