import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type UserStatus } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const usersRepository = {
  async findById(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async isUsernameTaken(db: Executor, username: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row !== undefined;
  },

  async create(
    db: Executor,
    values: { email: string; username: string; firstname: string; lastname: string; passwordHash: string; now: Date },
  ): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values({
        email: values.email,
        username: values.username,
        firstname: values.firstname,
        lastname: values.lastname,
        passwordHash: values.passwordHash,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async markEmailVerified(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, id));
  },

  async updatePasswordHash(db: Executor, id: number, passwordHash: string, now: Date): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
  },

  async setStatus(db: Executor, id: number, status: UserStatus, now: Date): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ status, updatedAt: now })
      .where(and(eq(users.id, id)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  async countReal(db: Executor): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.isDemo, false));
    return row?.count ?? 0;
  },
};
