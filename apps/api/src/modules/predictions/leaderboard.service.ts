import {
  matchMessages,
  TIE_BREAK_DESCRIPTION,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardQuery,
} from '@scoreline/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlayerStats } from '../users/users.service';
import { createLeaderboardCache } from './leaderboard-cache';
import {
  leaderboardRepository,
  type LeaderboardScope,
  type SeasonKey,
  type StandingRow,
} from './leaderboard.repository';

export interface RoundInfo {
  total_rounds: number;
  current_round: number | null;
}

/** The competition's season on show and its rounds (the matches service knows them). */
export interface SeasonOnShow {
  key: SeasonKey | null;
  rounds: RoundInfo;
}

/** Points per scored prediction, to two decimals (the leaderboard's and the profile's average). */
function averagePoints(row: Pick<StandingRow, 'points' | 'scored'>): number {
  return row.scored > 0 ? Math.round((row.points / row.scored) * 100) / 100 : 0;
}

export function createLeaderboardService({
  db,
  seasonOnShow,
}: {
  db: Database;
  seasonOnShow: () => Promise<SeasonOnShow>;
}) {
  const cache = createLeaderboardCache(db);

  return {
    /** Marks every cached ranking stale, inside the transaction that changes one (scoring, blocking). */
    async markChanged(tx: Executor): Promise<void> {
      await leaderboardRepository.bumpVersion(tx);
    },

    /** spec §3 User statistics: the overall position (null until ranked), predictions made, points, average. */
    async playerStats(userId: number): Promise<PlayerStats> {
      const [ranking, totals] = await Promise.all([
        cache.ranking({ kind: 'overall' }),
        leaderboardRepository.playerTotals(db, userId),
      ]);
      const index = ranking.positions.get(userId);
      const row = index === undefined ? undefined : ranking.rows[index];
      return {
        rank: index === undefined ? null : index + 1,
        totalPredictions: totals?.predictions_made ?? 0,
        totalPoints: row?.points ?? totals?.points ?? 0,
        averagePointsPerPredictions: row ? averagePoints(row) : 0,
      };
    },

    async get(query: LeaderboardQuery, meId: number | undefined): Promise<Leaderboard> {
      const { key: season, rounds } = await seasonOnShow();
      // A round of a season not imported yet has nobody in it (the same as a round nobody has scored in).
      const noSeason: SeasonKey = { competitionId: 0, season: 0 };
      const scope: LeaderboardScope =
        query.round !== undefined
          ? { kind: 'round', round: query.round, ...(season ?? noSeason) }
          : query.start && query.end
            ? { kind: 'range', start: query.start, end: query.end }
            : { kind: 'overall' };
      const offset = (query.page - 1) * query.size;
      // issue #10: a round the season does not have is a mistake to report, not an empty leaderboard.
      if (query.round !== undefined && query.round > rounds.total_rounds) {
        const message = matchMessages.roundOutOfRange(query.round, rounds.total_rounds);
        throw new AppError('VALIDATION', message, { round: message });
      }
      const [ranking, completed] = await Promise.all([
        cache.ranking(scope),
        season ? cache.completedRounds(season) : Promise.resolve([]),
      ]);
      const page = ranking.rows
        .slice(offset, offset + query.size)
        .map((row, index) => ({ row, position: offset + index + 1 }));
      const meIndex = meId === undefined ? undefined : ranking.positions.get(meId);
      const me = meIndex === undefined ? undefined : { row: ranking.rows[meIndex]!, position: meIndex + 1 };
      const shown = me ? [...page, me] : page;
      const ids = [...new Set(shown.map(({ row }) => row.user_id))];

      // Unfiltered rows show the latest completed round's points and the movement since the round before.
      const [latest, previous] = completed;
      const overall = scope.kind === 'overall';
      const empty = new Map<number, number>();
      const [profiles, latestPoints, ranksNow, ranksBefore] = await Promise.all([
        leaderboardRepository.profiles(db, ids),
        overall && season && latest !== undefined ? leaderboardRepository.roundPoints(db, season, latest, ids) : empty,
        overall && season && latest !== undefined ? leaderboardRepository.ranksAt(db, season, latest, ids) : empty,
        overall && season && previous !== undefined ? leaderboardRepository.ranksAt(db, season, previous, ids) : empty,
      ]);

      const toEntry = ({ row, position }: { row: StandingRow; position: number }): LeaderboardEntry => {
        const now = ranksNow.get(row.user_id);
        const before = ranksBefore.get(row.user_id);
        const progressIndicator =
          now === undefined || before === undefined || now === before ? 'SAME' : now < before ? 'UP' : 'DOWN';
        const profile = profiles.get(row.user_id);
        return {
          position,
          user: {
            id: row.user_id,
            username: profile?.username ?? '',
            profile_picture: profile?.profile_picture ?? null,
          },
          totalPoints: row.points,
          // Badges arrive with the profiles issue; until then nobody holds one.
          hasABadge: false,
          stats: {
            progressIndicator,
            previous_round_score: overall ? (latestPoints.get(row.user_id) ?? 0) : row.points,
            average_points_per_prediction: averagePoints(row),
            exact_scores: row.exact,
            correct_outcomes: row.outcomes,
            scored_predictions: row.scored,
          },
        };
      };

      return {
        results: page.map(toEntry),
        rounds,
        filter: {
          kind: scope.kind,
          round: scope.kind === 'round' ? scope.round : null,
          start: scope.kind === 'range' ? scope.start : null,
          end: scope.kind === 'range' ? scope.end : null,
        },
        latest_completed_round: latest ?? null,
        page: query.page,
        size: query.size,
        total: ranking.rows.length,
        me: me ? toEntry(me) : null,
        tieBreak: TIE_BREAK_DESCRIPTION,
      };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
