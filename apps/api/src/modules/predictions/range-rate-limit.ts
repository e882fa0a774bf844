import type { FastifyRequest } from 'fastify';

/**
 * A date range nobody asked for since the last scoring ranks every player from the running totals (ADR 026: 40–130
 * ms at 100,000 players, and it evicts a scope from the 16 the cache keeps). A person choosing ranges asks for a few
 * a minute; a script cycling through ranges would keep the database and the process busy. Per address.
 */
export const NEW_RANGES_PER_MINUTE = 30;

/**
 * The rate limit of a leaderboard read (GET /score, a private league's): only a date range whose ranking is not
 * cached counts. The overall table, rounds, and the pages of a range already asked for are not limited.
 */
export function newRangeRateLimit(isRangeCached: (start: string, end: string, competition?: string) => boolean) {
  return {
    max: NEW_RANGES_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request: FastifyRequest) => {
      const { start, end, competition } = request.query as Record<string, unknown>;
      if (typeof start !== 'string' || typeof end !== 'string') return true;
      return isRangeCached(start, end, typeof competition === 'string' ? competition : undefined);
    },
  };
}
