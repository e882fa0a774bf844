import {
  exportWords,
  MAX_LEAGUE_MEMBERS,
  predictionCardMessages,
  type MatchStatusCode,
  type TableExportQuery,
} from '@scoreline/contracts';
import { isFinishedStatus } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { csvFile } from '../../lib/csv';
import type { LeaguesService } from '../leagues/leagues.service';
import type { LeaderboardService } from '../predictions/leaderboard.service';
import { rowsBetween } from '../predictions/ranked-rows';
import { exportsRepository as repo } from './exports.repository';

/** One row of a table as its CSV writes it (exportWords.tableColumns). */
type TableLine = [position: number, player: string, points: number, exact: number, outcomes: number, scored: number];

export interface ExportsServiceOptions {
  db: Database;
  /** The tables: the whole of one (GET /score's filters) and a private league's (members only). */
  leaderboard: Pick<LeaderboardService, 'ranking'>;
  leagues: Pick<LeaguesService, 'leaderboard'>;
}

/** Issue 60 (docs/decisions/114): CSV files a player takes away. */
export function createExportsService({ db, leaderboard, leagues }: ExportsServiceOptions) {
  return {
    /**
     * GET /score/export: the whole table of GET /score's filters (every ranked player, in its order), as the page
     * shows it: position, player, points, exact scores, correct outcomes, scored predictions.
     */
    async table(query: TableExportQuery): Promise<string> {
      const { rows } = await leaderboard.ranking(query);
      const placed = rowsBetween(rows, 0, rows.length);
      const names = await repo.usernames(
        db,
        placed.map(({ row }) => row.user_id),
      );
      return csvFile(
        exportWords.tableColumns,
        placed.map(({ row, position }): TableLine => {
          const name = names.get(row.user_id) ?? '';
          return [position, name, row.points, row.exact, row.outcomes, row.scored];
        }),
      );
    },

    /**
     * GET /private-leagues/{id}/score/export (members only): the league's table of the same filters, under its rules
     * (ADR 112), every member listed (issue 55), as its page shows it.
     */
    async leagueTable(leagueId: number, userId: number, query: TableExportQuery): Promise<string> {
      const board = await leagues.leaderboard(leagueId, userId, { ...query, page: 1, size: MAX_LEAGUE_MEMBERS });
      return csvFile(
        exportWords.tableColumns,
        board.results.map(({ position, user, totalPoints, stats }): TableLine => {
          const { exact_scores, correct_outcomes, scored_predictions } = stats;
          return [position, user.username, totalPoints, exact_scores, correct_outcomes, scored_predictions];
        }),
      );
    },

    /**
     * The player's picks and points, one row per pick, by kick-off (UTC). Scores are written with an en dash (2–1):
     * "2-1" would be read as a date by spreadsheets.
     */
    async picks(userId: number): Promise<string> {
      const rows = await repo.picksOf(db, userId);
      return csvFile(
        exportWords.picksColumns,
        rows.map((row) => {
          const finished =
            isFinishedStatus(row.status as MatchStatusCode) && row.home_goals !== null && row.away_goals !== null;
          return [
            row.competition,
            row.round_label,
            new Date(row.kickoff_at).toISOString().slice(0, 16).replace('T', ' '),
            row.home,
            row.away,
            `${row.pick_home}–${row.pick_away}`,
            row.joker ? exportWords.yes : '',
            finished ? `${row.home_goals}–${row.away_goals}` : '',
            row.points,
            row.rule === null ? '' : predictionCardMessages.rules[row.rule],
          ];
        }),
      );
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
