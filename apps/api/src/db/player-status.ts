import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { UserStatus } from './schema';

/**
 * Which players are shown and ranked: the one home of the rule (docs/decisions/038, addendum), as SQL and for a
 * row already read. Two named rules:
 *
 * - **active**: the account is not blocked (`users.status`). Every ranking, rank snapshot and badge
 *   (`joinActivePlayers`, `unrankedIds`), a private league's members and member count and its owner hand-over,
 *   match comments and their reactions.
 * - **visible**: active, and the e-mail verified (issue #10). Whom a player may look up by id: `GET /users/{id}`, the
 *   badges and insights of another player (users.service) and pins.
 *
 * An account never verified cannot sign in, so it never predicts, comments or joins a league: where only players who
 * took part appear, `active` decides; where any id may be named, `visible` does.
 */

/** The users table as a query names it: an alias in raw SQL (`'u'`), or a Drizzle table or alias of `users`. */
export type UsersRef = string | { status: AnyColumn; emailVerifiedAt: AnyColumn };

const columnNames = { status: 'status', emailVerifiedAt: 'email_verified_at' } as const;

function columnOf(accounts: UsersRef, column: keyof typeof columnNames): SQL {
  return typeof accounts === 'string'
    ? sql`${sql.identifier(accounts)}.${sql.identifier(columnNames[column])}`
    : sql`${accounts[column]}`;
}

/** The account is active (not blocked): it is ranked, listed among a league's members, its comments shown. */
export function activeAccount(accounts: UsersRef): SQL {
  return sql`(${columnOf(accounts, 'status')} = 'active')`;
}

/** The account is active and its e-mail verified: other players may see it (GET /users/{id}, pins; issue #10). */
export function visibleAccount(accounts: UsersRef): SQL {
  return sql`(${activeAccount(accounts)} and ${columnOf(accounts, 'emailVerifiedAt')} is not null)`;
}

/** `visibleAccount` for a user row already read. */
export function isVisibleAccount(user: { status: UserStatus; emailVerifiedAt: Date | null }): boolean {
  return user.status === 'active' && user.emailVerifiedAt !== null;
}
