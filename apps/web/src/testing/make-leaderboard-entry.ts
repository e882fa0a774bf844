import type { LeaderboardEntry } from '@scoreline/contracts';

/** A leaderboard entry (spec §3) with sensible defaults. */
export function makeLeaderboardEntry(
  id: number,
  position: number,
  overrides: Partial<Omit<LeaderboardEntry, 'stats'>> & { stats?: Partial<LeaderboardEntry['stats']> } = {},
): LeaderboardEntry {
  const { stats, ...rest } = overrides;
  return {
    position,
    user: { id, username: `player_${id}`, profile_picture: null },
    totalPoints: 100 - position,
    hasABadge: false,
    isPinned: false,
    ...rest,
    stats: {
      progressIndicator: 'SAME',
      previous_round_score: 4,
      average_points_per_prediction: 1.75,
      exact_scores: 2,
      correct_outcomes: 6,
      scored_predictions: 10,
      ...stats,
    },
  };
}
