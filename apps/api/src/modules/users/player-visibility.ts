import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authMessages } from '@scoreline/contracts';
import { usersRepository } from './users.repository';

/** Who asks: the signed-in player (operators see everyone). */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/**
 * Whose pages a player may open (issue #10, as GET /users/{id}): blocked players and accounts whose e-mail was
 * never verified are shown to nobody but themselves and operators; to everyone else they do not exist (404).
 * Used by the routes that show something of another player (badges, insights).
 */
export function createPlayerVisibility(db: Database) {
  return {
    /** The player's id when `viewer` may see them; NOT_FOUND otherwise. */
    async visiblePlayer(viewer: Viewer, playerId: number): Promise<number> {
      if (playerId === viewer.id) return playerId;
      const user = await usersRepository.findById(db, playerId);
      const hidden = !user || user.status !== 'active' || user.emailVerifiedAt === null;
      if (!user || (hidden && !viewer.isAdmin)) throw new AppError('NOT_FOUND', authMessages.userNotFound);
      return playerId;
    },
  };
}

export type PlayerVisibility = ReturnType<typeof createPlayerVisibility>;
