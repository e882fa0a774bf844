import { MAX_PINS, pinMessages, type Pins } from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pinsRepository } from './pins.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Pinned players (issue 12): up to MAX_PINS per player, shown with them on every leaderboard. */
export function createPinsService({ db, clock }: { db: Database; clock: Clock }) {
  async function list(userId: number): Promise<Pins> {
    const rows = await pinsRepository.list(db, userId);
    return {
      pins: rows.map((row) => ({
        user: { id: row.user_id, username: row.username, profile_picture: row.profile_picture },
        pinnedAt: iso(row.created_at),
      })),
      max: MAX_PINS,
    };
  }

  return {
    list,

    pinnedIds: (userId: number) => pinsRepository.pinnedIds(db, userId),

    /** Pins a player; pinning one already pinned is a safe retry (`created` false). */
    async pin(userId: number, pinnedUserId: number): Promise<{ created: boolean; pins: Pins }> {
      if (pinnedUserId === userId) throw new AppError('UNPROCESSABLE', pinMessages.cannotPinSelf);
      const created = await db.transaction(async (tx) => {
        // One player's pins change one at a time, so two pins sent together cannot both take the last place.
        await pinsRepository.lockPlayer(tx, userId);
        if (!(await pinsRepository.isVisiblePlayer(tx, pinnedUserId))) {
          throw new AppError('NOT_FOUND', pinMessages.playerNotFound);
        }
        if (await pinsRepository.isPinned(tx, userId, pinnedUserId)) return false;
        if ((await pinsRepository.countVisible(tx, userId)) >= MAX_PINS) {
          throw new AppError('UNPROCESSABLE', pinMessages.tooMany);
        }
        await pinsRepository.insert(tx, userId, pinnedUserId, clock.now());
        return true;
      });
      return { created, pins: await list(userId) };
    },

    async unpin(userId: number, pinnedUserId: number): Promise<Pins> {
      if (!(await pinsRepository.delete(db, userId, pinnedUserId))) {
        throw new AppError('NOT_FOUND', pinMessages.notPinned);
      }
      return list(userId);
    },
  };
}

export type PinsService = ReturnType<typeof createPinsService>;
