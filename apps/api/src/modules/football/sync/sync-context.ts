import { isDeepStrictEqual } from 'node:util';
import type { Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../../db/client';
import type { FootballProviderName } from '../../../db/schema';
import type { EventRecorder } from '../../../events/event-recorder';
import type { EmbeddedData } from '../providers/embedded/embedded-data';
import { ProviderError, type FootballProvider, type ProviderErrorKind } from '../providers/provider';
import { syncRepository } from './sync.repository';

/** Any constant; every write of the sync takes it, so two runs can never interleave their writes. */
export const FOOTBALL_SYNC_LOCK_ID = 7_240_312;

/** What the last runs decided, kept in app_settings between runs (and processes). */
export interface SyncState {
  provider: FootballProviderName;
  competitionAt?: string;
  fixturesAt?: string;
  liveAt?: string;
  injuriesAt?: string;
  /** Optional calls (extras) that failed, by kind: for which matches, and when they may be asked for again. */
  extrasRetry?: Partial<Record<string, ExtraRetry>>;
  /**
   * Kinds of extras the plan refused in this season, each with when it may be asked for again (a week later). A state
   * written before 2026-12-02 kept `kinds` without times: it is forgotten, and a refused kind is asked once more.
   */
  extrasRefused?: { season: number; until: Partial<Record<string, string>> };
  /** No provider calls before this time (quota used up, key refused, plan refused). */
  blockedUntil?: string;
  /** Runs in a row that failed after their retries (an outage): each pauses the sync for longer. */
  failedRuns?: number;
  blockedReason?: string;
}

/** A kind of extras whose last call failed (extras/extra-retries.ts). */
export interface ExtraRetry {
  /** Failed calls since the kind's last success. */
  failures: number;
  /** When the matches that failed may be asked for again. */
  retryAt: string;
  /** Our matches whose call failed: still due, asked for after the others. */
  matchIds: number[];
}

/** What a tolerated call gave: its answer, or the kind of failure that was noted. */
export type Tolerated<T> = { ok: true; value: T } | { ok: false; kind: ProviderErrorKind };

export interface SyncReport {
  outcome: 'synced' | 'blocked' | 'failed';
  reason?: string;
  teams: { inserted: number; updated: number };
  matches: { inserted: number; updated: number };
  history: number;
  extras: number;
  /** Provider calls that failed without stopping the run (bad answer for one match, for example). */
  problems: string[];
}

export interface SyncLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What every step of one run shares. */
export interface SyncContext {
  db: Database;
  clock: Clock;
  provider: FootballProvider;
  logger: SyncLogger;
  events: EventRecorder;
  reference: () => Promise<EmbeddedData>;
  state: SyncState;
  report: SyncReport;
  /** A write transaction holding the sync's advisory lock. */
  write<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs an optional provider call: a bad answer, a rejected request or a plan refusal is noted and given back as a
   * failure; anything else (quota, per-minute limit after its retries, outage, refused key) stops the run.
   */
  tolerate<T>(what: string, call: () => Promise<T>): Promise<Tolerated<T>>;
}

export function emptyReport(): SyncReport {
  return {
    outcome: 'synced',
    teams: { inserted: 0, updated: 0 },
    matches: { inserted: 0, updated: 0 },
    history: 0,
    extras: 0,
    problems: [],
  };
}

export function isDue(last: string | undefined, everyMs: number, now: Date): boolean {
  return last === undefined || now.getTime() - Date.parse(last) >= everyMs;
}

const ms = (date: Date | null | undefined): number | null => (date ? date.getTime() : null);

/** The fields of `wanted` that differ from `current` (dates by instant, JSON by value). */
export function changes<T extends Record<string, unknown>>(current: T, wanted: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const next = wanted[key];
    const before = current[key];
    const same =
      next instanceof Date || before instanceof Date
        ? ms(next as Date | null) === ms(before as Date | null)
        : isDeepStrictEqual(next, before);
    if (!same) changed[key] = next;
  }
  return changed;
}

const toleratedKinds = new Set<ProviderErrorKind>(['request', 'invalid-response', 'plan']);

export function createSyncContext(
  deps: Omit<SyncContext, 'write' | 'tolerate' | 'state' | 'report'>,
  state: SyncState,
): SyncContext {
  const report = emptyReport();
  return {
    ...deps,
    state,
    report,
    write: (work) =>
      deps.db.transaction(async (tx) => {
        await syncRepository.lock(tx, FOOTBALL_SYNC_LOCK_ID);
        return work(tx);
      }),
    async tolerate(what, call) {
      try {
        return { ok: true, value: await call() };
      } catch (error) {
        // A plan refusal of an optional call (say the predictions) costs that call alone: results go on. A season the
        // plan does not cover is refused on the fixtures too, and that pauses the sync.
        if (error instanceof ProviderError && toleratedKinds.has(error.kind)) {
          report.problems.push(`${what}: ${error.message}`);
          deps.logger.warn({ what }, `football sync: ${error.message}`);
          return { ok: false, kind: error.kind };
        }
        throw error;
      }
    },
  };
}
