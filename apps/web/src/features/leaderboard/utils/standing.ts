import type { Credentials, Leaderboard, LeaderboardEntry, User } from '@scoreline/contracts';
import type { PlayerStanding } from '../components/player-card';
import type { SelectedPlayer } from '../components/selected-player-header';

/** A player's entry on the page shown, else the viewer's own (`me`) when it is them. */
export function findEntry(
  leaderboard: Leaderboard | undefined,
  userId: number | undefined,
): LeaderboardEntry | undefined {
  if (userId === undefined || !leaderboard) return undefined;
  const me = leaderboard.me;
  return leaderboard.results.find((entry) => entry.user.id === userId) ?? (me?.user.id === userId ? me : undefined);
}

/**
 * spec §2 side card: the selected player (from their row, else their record), or else the signed-in player (their
 * `me` entry, else their stored name). A filtered view never borrows the record's overall rank and points.
 */
export function standingOf({
  selectedId,
  selectedEntry,
  selectedUser,
  leaderboard,
  credentials,
  isFiltered,
}: {
  selectedId: number | undefined;
  selectedEntry: LeaderboardEntry | undefined;
  selectedUser: User | undefined;
  leaderboard: Leaderboard | undefined;
  credentials: Credentials | null;
  isFiltered: boolean;
}): { title: string; standing: PlayerStanding | undefined } {
  if (selectedId !== undefined) {
    const username = selectedEntry?.user.username ?? selectedUser?.username;
    return {
      title: 'Selected player',
      standing:
        username === undefined
          ? undefined
          : {
              username,
              picture: selectedEntry?.user.profile_picture ?? selectedUser?.profile_picture ?? null,
              position: selectedEntry?.position ?? (isFiltered ? null : (selectedUser?.rank ?? null)),
              totalPoints: selectedEntry?.totalPoints ?? (isFiltered ? 0 : (selectedUser?.totalPoints ?? 0)),
            },
    };
  }
  if (!credentials) return { title: 'Your standing', standing: undefined };
  const me = leaderboard?.me ?? null;
  return {
    title: 'Your standing',
    standing: {
      username: me?.user.username ?? credentials.username,
      picture: me?.user.profile_picture ?? credentials.profile_picture,
      position: me?.position ?? null,
      totalPoints: me?.totalPoints ?? 0,
    },
  };
}

/**
 * spec §2 selected-user header: what the row and the player's record say. The spec's "rank position (default 1)" would
 * show a false '#1' for a player with no rank (nothing scored yet, or not in a filtered view): null says so instead
 * (docs/decisions/010, addendum 2026-12-02).
 */
export function selectedPlayerOf({
  selectedId,
  selectedEntry,
  selectedUser,
  isFiltered,
}: {
  selectedId: number;
  selectedEntry: LeaderboardEntry | undefined;
  selectedUser: User | undefined;
  isFiltered: boolean;
}): SelectedPlayer {
  return {
    id: selectedId,
    username: selectedEntry?.user.username ?? selectedUser?.username,
    picture: selectedEntry?.user.profile_picture ?? selectedUser?.profile_picture ?? null,
    position: selectedEntry?.position ?? (isFiltered ? null : (selectedUser?.rank ?? null)),
    isFiltered,
    fullName: selectedUser ? `${selectedUser.firstname} ${selectedUser.lastname}`.trim() : undefined,
    xProfileLink: selectedUser?.x_profile_link ?? null,
    telegramUserName: selectedUser?.telegram_user_name ?? null,
  };
}
