import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { visibleAccount } from '../../db/player-status';

export interface PinRow {
  user_id: number;
  username: string;
  profile_picture: string | null;
  created_at: Date | string;
}

/** Only players other players may see: active, with a verified e-mail (as GET /users/{id}, issue #10). */
const visible = visibleAccount('u');

/** The first key of the pins' advisory locks (the second is the player's id). */
const PIN_LOCK_SPACE = 1_207;

export const pinsRepository = {
  /** Serializes one player's pin changes (the cap is checked and the pin inserted under it). */
  async lockPlayer(tx: Executor, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${PIN_LOCK_SPACE}, ${userId})`);
  },

  async isVisiblePlayer(db: Executor, userId: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select u.id from users u where u.id = ${userId} and ${visible}`,
    );
    return rows.length > 0;
  },

  async isPinned(db: Executor, userId: number, pinnedUserId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from pins where user_id = ${userId} and pinned_user_id = ${pinnedUserId}`,
    );
    return rows.length > 0;
  },

  /** Pins of visible players (blocked players are not shown, as on the leaderboards). */
  async countVisible(db: Executor, userId: number): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from pins p join users u on u.id = p.pinned_user_id
           where p.user_id = ${userId} and ${visible}`,
    );
    return row?.count ?? 0;
  },

  async insert(tx: Executor, userId: number, pinnedUserId: number, now: Date): Promise<void> {
    await tx.execute(sql`insert into pins (user_id, pinned_user_id, created_at)
                         values (${userId}, ${pinnedUserId}, ${now.toISOString()}::timestamptz) on conflict do nothing`);
  },

  async delete(db: Executor, userId: number, pinnedUserId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`delete from pins where user_id = ${userId} and pinned_user_id = ${pinnedUserId} returning 1 as one`,
    );
    return rows.length > 0;
  },

  async list(db: Executor, userId: number): Promise<PinRow[]> {
    return queryRows<PinRow>(
      db,
      sql`select p.pinned_user_id as user_id, u.username, u.profile_picture, p.created_at
            from pins p join users u on u.id = p.pinned_user_id
           where p.user_id = ${userId} and ${visible}
           order by p.created_at, p.pinned_user_id`,
    );
  },

  /** The pinned players' ids (the leaderboards look them up in their cached ranking; blocked ones are not ranked). */
  async pinnedIds(db: Executor, userId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select pinned_user_id as id from pins where user_id = ${userId}`,
    );
    return rows.map((row) => row.id);
  },
};
