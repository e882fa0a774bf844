import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authThrottles } from '../../db/schema';
import type { ThrottlePolicy } from './auth.constants';

export interface ThrottleKey {
  scope: string;
  account: string;
  source: string;
}

export type Reservation = { allowed: true; lastSuccessAt: Date | null } | { allowed: false; retryAfterMs: number };

const t = authThrottles;

/** The wait after the n-th counted attempt, as an interval (ThrottlePolicy; docs/decisions/013). */
function delayAfter(count: SQL, policy: ThrottlePolicy): SQL {
  const { free, minDelayMs, baseDelayMs, maxDelayMs } = policy;
  return sql`(case when ${count} < ${free} then ${minDelayMs}::float8
    else least(${maxDelayMs}::float8, greatest(${minDelayMs}::float8, ${baseDelayMs}::float8 * power(2::float8, ${count} - ${free})))
    end * interval '1 millisecond')`;
}

export const throttleRepository = {
  /**
   * Counts an attempt and says whether it may go ahead, in one statement (issue 10: no check-then-count):
   * the row is inserted or, when its wait is over, bumped; while a wait runs the row is left alone and the
   * attempt is refused with the time left. Concurrent attempts queue on the row lock, so each sees the last.
   */
  async reserve(db: Executor, key: ThrottleKey, policy: ThrottlePolicy, now: Date): Promise<Reservation> {
    const decayedBefore = new Date(now.getTime() - policy.decayMs);
    const nextCount = sql`(case when ${t.lastFailureAt} is null or ${t.lastFailureAt} <= ${decayedBefore}
      then 1 else ${t.failures} + 1 end)`;
    const [counted] = await db
      .insert(t)
      .values({
        ...key,
        failures: 1,
        blockedUntil: sql`${now}::timestamptz + ${delayAfter(sql`1`, policy)}`,
        lastFailureAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [t.scope, t.account, t.source],
        set: {
          failures: nextCount,
          blockedUntil: sql`${now}::timestamptz + ${delayAfter(nextCount, policy)}`,
          lastFailureAt: now,
          updatedAt: now,
        },
        setWhere: sql`${t.blockedUntil} <= ${now}`,
      })
      .returning({ lastSuccessAt: t.lastSuccessAt });
    if (counted) return { allowed: true, lastSuccessAt: counted.lastSuccessAt };
    const [row] = await db
      .select({ blockedUntil: t.blockedUntil })
      .from(t)
      .where(and(eq(t.scope, key.scope), eq(t.account, key.account), eq(t.source, key.source)));
    return {
      allowed: false,
      retryAfterMs: Math.max(1, (row?.blockedUntil.getTime() ?? now.getTime()) - now.getTime()),
    };
  },

  /** A success: the bucket starts again and remembers when (a usual source, for sign-in). */
  async succeed(db: Executor, key: ThrottleKey, now: Date): Promise<void> {
    await db
      .insert(t)
      .values({ ...key, failures: 0, blockedUntil: now, lastSuccessAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [t.scope, t.account, t.source],
        set: { failures: 0, blockedUntil: now, lastFailureAt: null, lastSuccessAt: now, updatedAt: now },
      });
  },

  /** When the bucket last saw a success (null: never, or no bucket). */
  async lastSuccessAt(db: Executor, key: ThrottleKey): Promise<Date | null> {
    const [row] = await db
      .select({ lastSuccessAt: t.lastSuccessAt })
      .from(t)
      .where(and(eq(t.scope, key.scope), eq(t.account, key.account), eq(t.source, key.source)));
    return row?.lastSuccessAt ?? null;
  },

  /** Gives back an attempt that was counted but turned out to be the owner's (or was never checked). */
  async refund(db: Executor, key: ThrottleKey): Promise<void> {
    await db
      .update(t)
      .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
      .where(and(eq(t.scope, key.scope), eq(t.account, key.account), eq(t.source, key.source)));
  },

  /** Forgets a bucket (the owner proved the mailbox). */
  async clear(db: Executor, key: ThrottleKey): Promise<void> {
    await db.delete(t).where(and(eq(t.scope, key.scope), eq(t.account, key.account), eq(t.source, key.source)));
  },

  /**
   * Deletes buckets that no longer hold anything: failures older than their decay (every policy decays within
   * `failuresBefore`) and no success worth remembering since `successesBefore`.
   */
  async deleteStale(db: Executor, failuresBefore: Date, successesBefore: Date): Promise<void> {
    await db
      .delete(t)
      .where(and(lt(t.updatedAt, failuresBefore), or(isNull(t.lastSuccessAt), lt(t.lastSuccessAt, successesBefore))));
  },
};
