import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { otpCodes, users, type OtpPurpose } from '../../db/schema';

export type OtpRow = typeof otpCodes.$inferSelect;

export const otpRepository = {
  /**
   * Issues a code to the account of an e-mail, if it may have one: an unverified active account for e-mail
   * verification, any active account for a password reset. Any live code of that purpose is replaced (only the
   * newest works). One statement whether or not such an account exists, so a known and an unknown address cost
   * the database the same work (issue 10: no enumeration). The code itself waits in `pending_mail` for the mail
   * job (issue 9), never in a job's payload. Returns the account's and the code's ids when a code was issued.
   */
  async issueForEmail(
    db: Executor,
    values: {
      email: string;
      purpose: OtpPurpose;
      codeHash: string;
      requestedFrom: string;
      code: string;
      now: Date;
      expiresAt: Date;
    },
  ): Promise<{ userId: number; otpId: string } | undefined> {
    // A reset code goes to any active account (an unverified one too: its owner may have forgotten the password).
    const needsCode = values.purpose === 'verify_email' ? sql`${users.emailVerifiedAt} is null` : sql`true`;
    const [row] = await queryRows<{ user_id: number; id: string }>(
      db,
      sql`with target as (
            select ${users.id} as id from ${users}
            where ${users.email} = ${values.email} and ${users.status} = 'active' and ${needsCode}
          ),
          replaced as (
            update ${otpCodes} set consumed_at = ${values.now}, pending_mail = null
            where user_id in (select id from target) and purpose = ${values.purpose} and consumed_at is null
          )
          insert into ${otpCodes} (user_id, purpose, code_hash, requested_from, created_at, expires_at, pending_mail)
          select id, ${values.purpose}, ${values.codeHash}, ${values.requestedFrom}, ${values.now}, ${values.expiresAt},
                 ${values.code}
          from target
          returning user_id, id`,
    );
    return row ? { userId: row.user_id, otpId: row.id } : undefined;
  },

  /** A code waiting for its mail, with where it goes. */
  async findPendingMail(db: Executor, id: string) {
    const [row] = await db
      .select({
        purpose: otpCodes.purpose,
        code: otpCodes.pendingMail,
        expiresAt: otpCodes.expiresAt,
        consumedAt: otpCodes.consumedAt,
        email: users.email,
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

  /** The live code, locked for update so two concurrent tries cannot both use it or both miscount. */
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

  /** Counts one wrong try, from the code's asker or from anyone else; returns that counter's new value. */
  async recordWrongTry(db: Executor, id: string, byAsker: boolean): Promise<number> {
    const column = byAsker ? otpCodes.failedAttempts : otpCodes.foreignFailedAttempts;
    const [row] = await db
      .update(otpCodes)
      .set(byAsker ? { failedAttempts: sql`${column} + 1` } : { foreignFailedAttempts: sql`${column} + 1` })
      .where(eq(otpCodes.id, id))
      .returning({ count: column });
    return row?.count ?? 0;
  },
};
