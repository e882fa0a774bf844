import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseConnection } from './client';
import { activeAccount, isVisibleAccount, visibleAccount } from './player-status';
import { users } from './schema';

/** One account of each kind: active or blocked, e-mail verified or not. */
const accounts = [
  { id: 1, status: 'active', emailVerifiedAt: new Date('2024-03-01T12:00:00Z') },
  { id: 2, status: 'active', emailVerifiedAt: null },
  { id: 3, status: 'blocked', emailVerifiedAt: new Date('2024-03-01T12:00:00Z') },
  { id: 4, status: 'blocked', emailVerifiedAt: null },
] as const;

/** `users` under another name, as the comments' queries join a reply's author. */
const author = alias(users, 'author');

let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await openDatabase({ pgliteDir: 'memory://' });
  // Only the columns the rules read: the fragments name nothing else.
  await connection.db.execute(
    sql`create table users (id int primary key, status text not null, email_verified_at timestamptz)`,
  );
  for (const account of accounts) {
    await connection.db.execute(
      sql`insert into users values (${account.id}, ${account.status}, ${account.emailVerifiedAt?.toISOString() ?? null})`,
    );
  }
});
afterAll(() => connection.close());

/** The ids a raw-SQL query over `users u` keeps. */
async function rawIds(rule: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    connection.db,
    sql`select u.id from users u where ${rule} order by u.id`,
  );
  return rows.map((row) => row.id);
}

/** The ids a Drizzle query over `users` (or an alias of it) keeps. */
async function drizzleIds(table: typeof users | typeof author, rule: SQL): Promise<number[]> {
  const rows = await connection.db.select({ id: table.id }).from(table).where(rule).orderBy(table.id);
  return rows.map((row) => row.id);
}

describe('which players are shown and ranked (docs/decisions/038, addendum)', () => {
  it('active: every account not blocked, verified or not, in raw SQL and through Drizzle alike', async () => {
    expect(await rawIds(activeAccount('u'))).toEqual([1, 2]);
    expect(await drizzleIds(users, activeAccount(users))).toEqual([1, 2]);
    expect(await drizzleIds(author, activeAccount(author))).toEqual([1, 2]);
    expect(await rawIds(sql`not ${activeAccount('u')}`)).toEqual([3, 4]);
  });

  it('visible: active and e-mail verified, the same for a row already read', async () => {
    expect(await rawIds(visibleAccount('u'))).toEqual([1]);
    expect(await drizzleIds(users, visibleAccount(users))).toEqual([1]);
    expect(accounts.filter(isVisibleAccount).map((account) => account.id)).toEqual([1]);
  });
});
