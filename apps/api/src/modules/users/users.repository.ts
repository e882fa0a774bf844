import { and, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activeAccount } from '../../db/player-status';
import { teams, users, type UserStatus } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
/**
 * spec §3 User favouriteTeam: the club and the crest the competition's team list and the match cards show (the
 * provider's logo, else a monogram of the code or short name in the club's colours).
 */
export interface FavouriteTeamRow {
  id: number;
  name: string;
  logoUrl: string | null;
  shortName: string;
  code: string | null;
  colors: { primary: string; secondary: string } | null;
}
/** What an operator's block or unblock did to the account (auth.service `setBlocked`). */
export type StatusChange = 'changed' | 'unchanged' | 'missing';
/** A user with the favourite team joined (what the user DTO shows). */
export type UserRecord = UserRow & { favouriteTeam: FavouriteTeamRow | null };

/** What a player may change about themselves (spec §2 Edit profile, §3 User). */
export type ProfileFields = Partial<
  Pick<
    UserRow,
    'biography' | 'nationality' | 'telegramUserName' | 'xProfileLink' | 'wallet' | 'profilePicture' | 'favouriteTeamId'
  >
>;

/** One user and their favourite club, in one statement. */
async function findOne(db: Executor, where: SQL): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({
      user: users,
      team: {
        id: teams.id,
        name: teams.name,
        logoUrl: teams.logoUrl,
        shortName: teams.shortName,
        code: teams.code,
        primaryColor: teams.primaryColor,
        secondaryColor: teams.secondaryColor,
      },
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.favouriteTeamId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  return { ...row.user, favouriteTeam: row.team && favouriteTeamOf(row.team) };
}

/** The club's colours as a match's Team carries them (both or none, as the football module's presentTeam). */
function favouriteTeamOf({
  primaryColor,
  secondaryColor,
  ...team
}: Omit<FavouriteTeamRow, 'colors'> & { primaryColor: string | null; secondaryColor: string | null }) {
  return {
    ...team,
    colors: primaryColor && secondaryColor ? { primary: primaryColor, secondary: secondaryColor } : null,
  };
}

export const usersRepository = {
  findById(db: Executor, id: number): Promise<UserRecord | undefined> {
    return findOne(db, eq(users.id, id));
  },

  findByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
    return findOne(db, eq(users.email, email));
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

  /** Locks the user's row until the transaction ends (one profile change at a time); undefined when unknown. */
  async lockForUpdate(tx: Executor, id: number): Promise<{ profilePicture: string | null } | undefined> {
    const [row] = await tx
      .select({ profilePicture: users.profilePicture })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return row;
  },

  /** Saves the given profile fields (spec §2 Edit profile); fields left out keep their value. */
  async updateProfile(db: Executor, id: number, fields: ProfileFields, now: Date): Promise<void> {
    await db
      .update(users)
      .set({ ...fields, updatedAt: now })
      .where(eq(users.id, id));
  },

  async markEmailVerified(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, id));
  },

  async updatePasswordHash(db: Executor, id: number, passwordHash: string, now: Date): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
  },

  /** Gives the account `status`: 'changed', 'unchanged' when it already had it, 'missing' when there is no account. */
  async setStatus(db: Executor, id: number, status: UserStatus, now: Date): Promise<StatusChange> {
    const rows = await db
      .update(users)
      .set({ status, updatedAt: now })
      .where(and(eq(users.id, id), ne(users.status, status)))
      .returning({ id: users.id });
    if (rows.length > 0) return 'changed';
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return found ? 'unchanged' : 'missing';
  },

  /** The players left out of every ranking (not active: blocked), few. */
  async unrankedIds(db: Executor): Promise<Set<number>> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(not(activeAccount(users)));
    return new Set(rows.map((row) => row.id));
  },

  async countReal(db: Executor): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.isDemo, false));
    return row?.count ?? 0;
  },
};
