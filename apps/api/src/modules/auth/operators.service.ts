import type { Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import { auditService } from '../audit/audit.service';
import type { OperatorGrantSource } from '../../db/schema';
import { operatorsRepository } from './operators.repository';

/** A grant and its audit entry, in the caller's transaction; false when the account already had a live grant. */
async function grant(
  tx: Executor,
  values: { userId: number; email: string; source: OperatorGrantSource; grantedBy: string; now: Date },
): Promise<boolean> {
  if (!(await operatorsRepository.grant(tx, values))) return false;
  await auditService.record(tx, {
    actorUserId: null,
    action: 'operator.grant',
    subject: `user:${values.userId}`,
    details: { email: values.email, source: values.source, grantedBy: values.grantedBy },
    createdAt: values.now,
  });
  return true;
}

/**
 * Operator rights (issue 10, docs/decisions/013). ADMIN_EMAILS names who may be an operator; a grant in
 * `operator_grants` says the account behind a named address is the intended one:
 * - at start, for a named address whose account exists and was verified before the address was first named
 *   (nobody could have signed up for it after seeing it named);
 * - through `npm run admin:grant -- <email>`, for a named address whose account came later (the person running
 *   it vouches for the account).
 * A grant is revoked only by `npm run admin:revoke -- <email>`, audited (issue 57, ADR 091): a start never revokes,
 * since one process started with a stale or empty ADMIN_EMAILS would strip the operators the others granted. A
 * start reports live grants of addresses its list does not name.
 */

export type GrantOutcome = 'granted' | 'already' | 'not_named' | 'no_account' | 'not_verified' | 'blocked';

export const operatorGrantMessages: Record<GrantOutcome, (email: string) => string> = {
  granted: (email) => `${email} is now an operator (recorded in operator_grants and audit_log).`,
  already: (email) => `${email} is already an operator.`,
  not_named: (email) =>
    `${email} is not in ADMIN_EMAILS. Name operators there first; this command vouches for the account behind a named address.`,
  no_account: (email) => `No account uses ${email}. Its owner must sign up and verify the address first.`,
  not_verified: (email) =>
    `The account ${email} has not verified its e-mail address yet. Its owner must enter the code mailed at sign-up first.`,
  blocked: (email) => `The account ${email} is blocked. Unblock it before making it an operator.`,
};

export interface OperatorSyncResult {
  granted: string[];
  /** Live grants of addresses this process's ADMIN_EMAILS does not name (kept; `npm run admin:revoke` ends them). */
  unnamed: string[];
  /** Named addresses that are not operators, and why (the start logs them with the command to run). */
  waiting: { email: string; reason: 'no account' | 'not verified' | 'verified after it was named' | 'blocked' }[];
}

export async function syncOperatorGrants(deps: {
  db: Database;
  clock: Clock;
  adminEmails: readonly string[];
}): Promise<OperatorSyncResult> {
  const { db, clock, adminEmails } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    await operatorsRepository.lock(tx);
    await operatorsRepository.recordNamed(tx, adminEmails, now);
    const result: OperatorSyncResult = {
      granted: [],
      unnamed: await operatorsRepository.liveUnnamed(tx, adminEmails),
      waiting: [],
    };
    for (const named of await operatorsRepository.namedAccounts(tx, adminEmails)) {
      if (named.hasLiveGrant) continue;
      if (named.userId === null) result.waiting.push({ email: named.email, reason: 'no account' });
      else if (named.status !== 'active') result.waiting.push({ email: named.email, reason: 'blocked' });
      else if (!named.emailVerifiedAt) result.waiting.push({ email: named.email, reason: 'not verified' });
      else if (named.emailVerifiedAt.getTime() >= named.firstNamedAt.getTime()) {
        result.waiting.push({ email: named.email, reason: 'verified after it was named' });
      } else {
        const granted = await grant(tx, {
          userId: named.userId,
          email: named.email,
          source: 'admin_emails',
          grantedBy: 'start',
          now,
        });
        if (granted) result.granted.push(named.email);
      }
    }
    return result;
  });
}

/** `npm run admin:grant -- <email>`: grants a named address's verified, active account. */
export async function grantOperatorByCommand(deps: {
  db: Database;
  clock: Clock;
  adminEmails: readonly string[];
  email: string;
  grantedBy: string;
}): Promise<GrantOutcome> {
  const { db, clock, adminEmails, grantedBy } = deps;
  const email = deps.email.trim().toLowerCase();
  if (!adminEmails.includes(email)) return 'not_named';
  const now = clock.now();
  return db.transaction(async (tx) => {
    await operatorsRepository.lock(tx);
    await operatorsRepository.recordNamed(tx, [email], now);
    const [named] = await operatorsRepository.namedAccounts(tx, [email]);
    if (!named || named.userId === null) return 'no_account';
    if (!named.emailVerifiedAt) return 'not_verified';
    if (named.status !== 'active') return 'blocked';
    if (named.hasLiveGrant) return 'already';
    const granted = await grant(tx, {
      userId: named.userId,
      email,
      source: 'command',
      grantedBy,
      now,
    });
    return granted ? 'granted' : 'already';
  });
}

export type RevokeOutcome = 'revoked' | 'not_operator';

export const operatorRevokeMessages: Record<RevokeOutcome, (email: string) => string> = {
  revoked: (email) => `${email} is no longer an operator (recorded in operator_grants and audit_log).`,
  not_operator: (email) => `${email} is not an operator: nothing to revoke.`,
};

/** `npm run admin:revoke -- <email>`: the one way a grant ends (ADR 091), with its audit entry. */
export async function revokeOperatorByCommand(deps: {
  db: Database;
  clock: Clock;
  email: string;
  revokedBy: string;
}): Promise<RevokeOutcome> {
  const email = deps.email.trim().toLowerCase();
  const now = deps.clock.now();
  const reason = `revoked by ${deps.revokedBy}`;
  return deps.db.transaction(async (tx) => {
    await operatorsRepository.lock(tx);
    const revoked = await operatorsRepository.revokeByEmail(tx, email, reason, now);
    if (revoked.length === 0) return 'not_operator';
    await auditService.record(
      tx,
      ...revoked.map((row) => ({
        actorUserId: null,
        action: 'operator.revoke' as const,
        subject: `user:${row.userId}`,
        details: { email: row.email, reason, revokedBy: deps.revokedBy },
        createdAt: now,
      })),
    );
    return 'revoked';
  });
}
