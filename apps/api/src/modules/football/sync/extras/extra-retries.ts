import type { ProviderErrorKind } from '../../providers/provider';
import type { ExtraRetry, SyncState } from '../sync-context';
import type { MatchRow } from '../sync.repository';

/**
 * After a failed optional call the matches that failed wait 15 minutes (the shortest cadence of the extras:
 * line-ups), doubling with each failure of the kind in a row up to a day: an answer the provider keeps getting wrong
 * costs seven calls on its first day and one a day after that, out of a free plan's 100.
 */
const RETRY_FIRST_MS = 15 * 60_000;
const RETRY_MAX_MS = 24 * 60 * 60_000;
/** A kind the plan refused is asked for again after a week, so a plan upgrade is picked up without an operator. */
const PLAN_RECHECK_MS = 7 * 24 * 60 * 60_000;

/**
 * What the sync remembers of failed optional calls (ADR 039), kept in the sync's state between runs: a failed call
 * stores nothing, so its match stays due (what was stored before stays shown) and a later run asks again. The
 * kinds of failure the run does not stop for decide when:
 * - `plan` (the plan does not cover it): the kind is not asked for again for a week (PLAN_RECHECK_MS), nor after
 *   the season changes until it is refused again;
 * - `request` or `invalid-response`: the kind makes no more calls in this run, and the matches that failed wait (see
 *   RETRY_FIRST_MS), then are asked for after the others; a match that never failed is not held back by them.
 * A used-up day (`requests`), the per-minute limit after its retries and an outage stop the run itself
 * (football-sync.ts pauses it), so their matches stay due for a run after the pause.
 */
export function createExtraRetries(state: SyncState, season: number, now: Date) {
  const refused = state.extrasRefused;
  if (refused && (refused.season !== season || !refused.until)) delete state.extrasRefused;
  const retryOf = (kind: string): ExtraRetry | undefined => state.extrasRetry?.[kind];
  const save = (kind: string, retry: ExtraRetry | undefined) => {
    const all = { ...state.extrasRetry };
    if (retry && retry.matchIds.length > 0) all[kind] = retry;
    else delete all[kind];
    if (Object.keys(all).length > 0) state.extrasRetry = all;
    else delete state.extrasRetry;
  };

  /** The plan answered this kind after all (an upgrade): its refusal is forgotten. */
  const forgetRefusal = (kind: string) => {
    const { [kind]: _forgotten, ...rest } = state.extrasRefused?.until ?? {};
    if (!state.extrasRefused || _forgotten === undefined) return;
    if (Object.keys(rest).length > 0) state.extrasRefused = { season, until: rest };
    else delete state.extrasRefused;
  };

  return {
    /** The plan refused this kind in this season less than a week ago. */
    isRefused(kind: string): boolean {
      const until = state.extrasRefused?.until[kind];
      return until !== undefined && Date.parse(until) > now.getTime();
    },

    /**
     * The due matches to ask for, in order: those that never failed, then those that failed once their wait is over.
     * Forgets failed matches that are no longer due.
     */
    toAsk(kind: string, due: MatchRow[]): MatchRow[] {
      const retry = retryOf(kind);
      if (!retry) return due;
      const dueIds = new Set(due.map((match) => match.id));
      const failed = new Set(retry.matchIds.filter((id) => dueIds.has(id)));
      save(kind, { ...retry, matchIds: [...failed] });
      const fresh = due.filter((match) => !failed.has(match.id));
      if (Date.parse(retry.retryAt) > now.getTime()) return fresh;
      return [...fresh, ...due.filter((match) => failed.has(match.id))];
    },

    succeeded(kind: string, matches: MatchRow[]): void {
      forgetRefusal(kind);
      const retry = retryOf(kind);
      if (!retry) return;
      const done = new Set(matches.map((match) => match.id));
      save(kind, { ...retry, failures: 0, matchIds: retry.matchIds.filter((id) => !done.has(id)) });
    },

    failed(kind: string, matches: MatchRow[], failure: ProviderErrorKind): void {
      if (failure === 'plan') {
        const until = new Date(now.getTime() + PLAN_RECHECK_MS).toISOString();
        state.extrasRefused = { season, until: { ...state.extrasRefused?.until, [kind]: until } };
        save(kind, undefined);
        return;
      }
      const retry = retryOf(kind);
      const failures = (retry?.failures ?? 0) + 1;
      const waitMs = Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);
      save(kind, {
        failures,
        retryAt: new Date(now.getTime() + waitMs).toISOString(),
        matchIds: [...new Set([...(retry?.matchIds ?? []), ...matches.map((match) => match.id)])],
      });
    },
  };
}
