import type { User } from '@scoreline/contracts';
import type { UserRow } from './users.repository';

/**
 * The public shape of a user (spec §3). `self` decides whether private fields (e-mail) are shown.
 * Prediction statistics join in when the predictions module lands; until then a player has none.
 */
export function toUserDto(row: UserRow, options: { self: boolean; isAdmin?: boolean }): User {
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
    rank: null,
    totalPredictions: 0,
    totalPoints: 0,
    averagePointsPerPredictions: 0,
    favouriteTeam: null,
    ...(options.self ? { isAdmin: options.isAdmin ?? false } : {}),
  };
}
