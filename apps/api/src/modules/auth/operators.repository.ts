import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operatorAddresses, operatorGrants, users, type OperatorGrantSource } from '../../db/schema';

// Namespace of the advisory lock that makes grant changes of several starting processes take turns.
const OPERATOR_GRANTS_LOCK = 4_013_001;

export interface GrantedRow {
  userId: number;
  email: string;
}

export const operatorsRepository = {
  /** Serialises grant changes until the transaction ends (several workers start at once). */
  async lock(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${OPERATOR_GRANTS_LOCK})`);
  },

  /** Remembers when each address was first named; an address named before keeps its first date. */
  async recordNamed(db: Executor, emails: readonly string[], now: Date): Promise<void> {
    if (emails.length === 0) return;
    await db
      .insert(operatorAddresses)
      .values(emails.map((email) => ({ email, firstNamedAt: now })))
      .onConflictDoNothing({ target: operatorAddresses.email });
  },

  /** The named addresses with their account (if any), for the grant decision. */
  async namedAccounts(db: Executor, emails: readonly string[]) {
    if (emails.length === 0) return [];
    return db
      .select({
        email: operatorAddresses.email,
        firstNamedAt: operatorAddresses.firstNamedAt,
        userId: users.id,
        status: users.status,
        emailVerifiedAt: users.emailVerifiedAt,
        hasLiveGrant: sql<boolean>`exists (select 1 from ${operatorGrants} g where g.user_id = ${users.id} and g.revoked_at is null)`,
      })
      .from(operatorAddresses)
      .leftJoin(users, eq(users.email, operatorAddresses.email))
      .where(inArray(operatorAddresses.email, [...emails]));
  },

  /** Records a grant; false when the account already had a live grant. */
  async grant(
    db: Executor,
    values: { userId: number; email: string; source: OperatorGrantSource; grantedBy: string; now: Date },
  ): Promise<boolean> {
    const inserted = await db
      .insert(operatorGrants)
      .values({
        userId: values.userId,
        email: values.email,
        source: values.source,
        grantedBy: values.grantedBy,
        grantedAt: values.now,
      })
      .onConflictDoNothing({ target: operatorGrants.userId, where: sql`${operatorGrants.revokedAt} is null` })
      .returning({ id: operatorGrants.id });
    if (inserted.length === 0) return false;
    return true;
  },

  /** Revokes the live grants of addresses no longer named; returns them. */
  /** Revokes the live grant of an address (at most one); the revoked row, or none. */
  async revokeByEmail(db: Executor, email: string, reason: string, now: Date): Promise<GrantedRow[]> {
    return db
      .update(operatorGrants)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(isNull(operatorGrants.revokedAt), eq(operatorGrants.email, email)))
      .returning({ userId: operatorGrants.userId, email: operatorGrants.email });
  },

  /** Live grants of addresses not in `named` (a start reports them; it no longer revokes them, ADR 091). */
  async liveUnnamed(db: Executor, named: readonly string[]): Promise<string[]> {
    const rows = await db
      .select({ email: operatorGrants.email })
      .from(operatorGrants)
      .where(
        and(
          isNull(operatorGrants.revokedAt),
          named.length > 0 ? notInArray(operatorGrants.email, [...named]) : undefined,
        ),
      );
    return rows.map((row) => row.email);
  },

  async isOperator(db: Executor, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: operatorGrants.id })
      .from(operatorGrants)
      .where(and(eq(operatorGrants.userId, userId), isNull(operatorGrants.revokedAt)))
      .limit(1);
    return row !== undefined;
  },
};
