import { exportWords, predictionCardMessages, type MatchStatusCode } from '@scoreline/contracts';
import { isFinishedStatus } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { csvFile } from '../../lib/csv';
import { exportsRepository as repo } from './exports.repository';

/** Issue 60 (docs/decisions/114): CSV files a player takes away. */
export function createExportsService({ db }: { db: Database }) {
  return {
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
