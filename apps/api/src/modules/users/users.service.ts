import { authMessages, type User } from '@scoreline/contracts';
import type { Database, Executor } from '../../db/client';
import { isVisibleAccount } from '../../db/player-status';
import type { UserStatus } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { usersRepository, type UserRecord, type UserRow } from './users.repository';

export type { UserRecord, UserRow };

/** A player's prediction statistics (spec §3 User): overall rank, predictions made, points, average. */
export interface PlayerStats {
  rank: number | null;
  totalPredictions: number;
  totalPoints: number;
  averagePointsPerPredictions: number;
}

/**
 * Where the user DTO gets a player's statistics from (the leaderboard service): in a competition-season by its slug
 * (the default one without), or summed over all of them (`all`).
 */
export type PlayerStatsSource = (userId: number, competition?: string) => Promise<PlayerStats>;

/**
 * The public shape of a user (spec §3). `self` decides whether private fields (e-mail, wallet) are shown; `stats`
 * come from the leaderboard (rank is the overall position under the published tie-break, null until a
 * prediction has been scored).
 */
export function toUserDto(
  row: UserRow | UserRecord,
  options: { self: boolean; isAdmin?: boolean },
  stats: PlayerStats,
): User {
  return {
    id: row.id,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    email: options.self ? row.email : null,
    status: row.status,
    profile_picture: row.profilePicture,
    biography: row.biography,
    nationality: row.nationality,
    telegram_user_name: row.telegramUserName,
    x_profile_link: row.xProfileLink,
    wallet: options.self ? row.wallet : null,
    rank: stats.rank,
    totalPredictions: stats.totalPredictions,
    totalPoints: stats.totalPoints,
    averagePointsPerPredictions: stats.averagePointsPerPredictions,
    favouriteTeam: 'favouriteTeam' in row ? row.favouriteTeam : null,
    ...(options.self ? { isAdmin: options.isAdmin ?? false } : {}),
  };
}

/** Who asks: the signed-in player (operators see everyone). */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/**
 * The users module as the others see it (no module reads another's repository): the account rows the auth module
 * signs up, verifies, resets and blocks (in its transaction where it passes one), the start-up check's count, who is
 * left out of the rankings, and whose pages a player may open (GET /users/{id}, badges, insights).
 */
export function createUsersService({ db }: { db: Database }) {
  async function visibleUser(viewer: Viewer, id: number): Promise<UserRecord> {
    const user = await usersRepository.findById(db, id);
    // Blocked players, and accounts whose e-mail was never verified (issue #10), are shown to nobody but themselves
    // and operators; to everyone else they do not exist (404).
    if (!user || (!isVisibleAccount(user) && user.id !== viewer.id && !viewer.isAdmin)) {
      throw new AppError('NOT_FOUND', authMessages.userNotFound);
    }
    return user;
  }

  return {
    findById: (id: number) => usersRepository.findById(db, id),
    findByEmail: (email: string) => usersRepository.findByEmail(db, email),
    isUsernameTaken: (username: string) => usersRepository.isUsernameTaken(db, username),
    create: (values: Parameters<typeof usersRepository.create>[1], tx: Executor = db) =>
      usersRepository.create(tx, values),
    markEmailVerified: (tx: Executor, id: number, now: Date) => usersRepository.markEmailVerified(tx, id, now),
    updatePasswordHash: (tx: Executor, id: number, passwordHash: string, now: Date) =>
      usersRepository.updatePasswordHash(tx, id, passwordHash, now),
    setStatus: (tx: Executor, id: number, status: UserStatus, now: Date) =>
      usersRepository.setStatus(tx, id, status, now),
    /**
     * The players left out of every ranking (blocked: db/player-status.ts), a few ids, read in `tx` when given: date
     * ranges and a month's standings leave them out.
     */
    unrankedPlayers: (tx: Executor = db) => usersRepository.unrankedIds(tx),
    /** Accounts that are not demo players (production refuses demo data beside them). */
    countReal: () => usersRepository.countReal(db),
    /** The user when `viewer` may see them; NOT_FOUND otherwise. */
    visibleUser,
    /** The player's id when `viewer` may see them (no read for themselves); NOT_FOUND otherwise. */
    async visiblePlayer(viewer: Viewer, playerId: number): Promise<number> {
      return playerId === viewer.id ? playerId : (await visibleUser(viewer, playerId)).id;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
/** What the routes that show something of another player need (badges, insights). */
export type PlayerVisibility = Pick<UsersService, 'visiblePlayer'>;
