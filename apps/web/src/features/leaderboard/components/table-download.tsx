import { exportWords } from '@scoreline/contracts/plain';
import { DownloadButton } from '@/components/download-button';
import type { LeaderboardPageParams } from '@/lib/api/query-keys';

/** The file's name, as the server names it: the table's filters, ASCII only. */
function filenameOf(prefix: string, { competition, round, start }: LeaderboardPageParams): string {
  const parts = [prefix, competition, round === undefined ? undefined : `round-${round}`, start];
  return `${parts.filter(Boolean).join('-')}.csv`;
}

/**
 * Issue 60 (docs/decisions/114): the table on show, under its filters, as a CSV file (every row, not the page). For a
 * signed-in player: the export is counted per player.
 */
export function TableDownload({
  path,
  params,
  filenamePrefix,
}: {
  /** `/score/export` or a league's `/private-leagues/{id}/score/export`. */
  path: string;
  /** The table's query; its page, size and rows around the player are not the file's. */
  params: LeaderboardPageParams;
  filenamePrefix: string;
}) {
  const { round, start, end, competition, provisional } = params;
  return (
    <DownloadButton
      path={path}
      query={{ round, start, end, competition, provisional }}
      filename={filenameOf(filenamePrefix, params)}
      label={exportWords.downloadTable}
    />
  );
}
