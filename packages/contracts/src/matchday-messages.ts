/**
 * Matchday (issue 13): the batch's limit and messages and the live stream's event names. Zod-free (served by
 * @scoreline/contracts/plain); matchday.ts builds the schemas from them.
 */

/** At most the matches of a round (10 in the Premier League) many times over; a larger list is a client's mistake. */
export const MAX_BATCH_PREDICTIONS = 50;

export const matchdayMessages = {
  /** A batch names the same match twice: which pick should count is unclear, so the whole batch is refused. */
  duplicateMatch: (matchId: number) => `Match ${matchId} appears more than once in this list`,
  batchEmpty: 'Send at least one prediction',
  batchTooLong: `Send at most ${MAX_BATCH_PREDICTIONS} predictions at once`,
  /** The batch's summary line: what happened to the items, in the order of `results`. */
  batchSummary: (counts: { saved: number; unchanged: number; refused: number }) => {
    const parts = [`${counts.saved} saved`];
    if (counts.unchanged > 0) parts.push(`${counts.unchanged} unchanged`);
    if (counts.refused > 0) parts.push(`${counts.refused} refused`);
    return `Predictions: ${parts.join(', ')}`;
  },
  /** GET /live refused: this address (or the whole server) has as many live streams open as it may. */
  tooManyStreams: 'Too many live score streams are open. Close one and try again.',
} as const;

/** The SSE event names of GET /live. */
export const liveEventNames = { score: 'score' } as const;
