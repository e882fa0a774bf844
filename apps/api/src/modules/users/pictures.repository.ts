import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pictures, users } from '../../db/schema';

/** The advisory-lock namespace of picture keys (two-key form: it never meets the app's single-key locks). */
const PICTURE_LOCK_NAMESPACE = 17_017;

export const picturesRepository = {
  /**
   * Serialises every transaction that references or deletes these pictures until it commits, in one order (no
   * deadlock): a picture another upload is just taking up is never deleted under it.
   */
  async lock(tx: Executor, keys: string[]): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(${PICTURE_LOCK_NAMESPACE}, hashtext(${key}))`);
    }
  },

  /** Stores a picture; the same bytes uploaded twice are one row (the key is their hash). */
  async insert(tx: Executor, picture: { sha256: string; bytes: Uint8Array; now: Date }): Promise<void> {
    await tx
      .insert(pictures)
      .values({ sha256: picture.sha256, bytes: picture.bytes, createdAt: picture.now })
      .onConflictDoNothing();
  },

  /** Deletes a picture no user shows any more (`fileName` is how users reference it). */
  async deleteIfUnreferenced(tx: Executor, sha256: string, fileName: string): Promise<boolean> {
    const rows = await tx
      .delete(pictures)
      .where(
        and(
          eq(pictures.sha256, sha256),
          notExists(tx.select({ id: users.id }).from(users).where(eq(users.profilePicture, fileName))),
        ),
      )
      .returning({ sha256: pictures.sha256 });
    return rows.length > 0;
  },

  async find(db: Executor, sha256: string): Promise<Uint8Array | undefined> {
    const [row] = await db.select({ bytes: pictures.bytes }).from(pictures).where(eq(pictures.sha256, sha256));
    return row?.bytes;
  },
};
