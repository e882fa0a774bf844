import type { User } from '@scoreline/contracts';
import type { UserRecord, UserRow } from './users.repository';

/** A player's prediction statistics (spec §3 User): overall rank, predictions made, points, average. */
export interface PlayerStats {
  rank: number | null;
  totalPredictions: number;
  totalPoints: number;
  averagePointsPerPredictions: number;
}

/** Where the user DTO gets a player's statistics from (the leaderboard service). */
export type PlayerStatsSource = (userId: number) => Promise<PlayerStats>;

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
