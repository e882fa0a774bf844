import { isDeepStrictEqual } from 'node:util';
import type { Clock } from '@scoreline/domain';
import type { Database } from '../../../db/client';
import type { EventRecorder } from '../../../events/event-recorder';
import { embeddedData, type EmbeddedData } from '../providers/embedded/embedded-data';
import { ProviderError, type FootballProvider } from '../providers/provider';
import { syncCompetition } from './competition.step';
import { syncExtras } from './extras.step';
import { syncFixtures } from './fixtures.step';
import { syncReference } from './reference.step';
import { createSyncContext, type SyncLogger, type SyncReport, type SyncState } from './sync-context';
import { syncRepository as repo } from './sync.repository';
import { loadTeamMap } from './team-links';

const STATE_KEY = 'football.sync.state';
/** How long to stop calling a provider that refused our key, or our plan. */
const AUTH_PAUSE_MS = 60 * 60_000;
const PLAN_PAUSE_MS = 24 * 60 * 60_000;
/**
 * After a run that failed once its calls had their retries (the provider down, or answering nonsense): 2 minutes,
 * doubling with each failed run in a row up to 30, rather than three more calls every minute of an outage (the
 * guide: pace the calls; the free plan has 100 a day).
 */
const OUTAGE_PAUSE_MS = 2 * 60_000;
const OUTAGE_PAUSE_MAX_MS = 30 * 60_000;

export interface FootballSyncDeps {
  db: Database;
  clock: Clock;
  provider: FootballProvider;
  logger: SyncLogger;
  events: EventRecorder;
  /** The reference data (clubs, ten seasons of results); tests may swap it. */
  reference?: () => Promise<EmbeddedData>;
  /** app_settings key of this sync's state: one per competition-season synced on its own (ADR 101). */
  stateKey?: string;
}

export type { SyncReport } from './sync-context';

/**
 * Imports and updates the football tables from a provider (issue #4), one run at a time: the job queue runs it as
 * a stately job (jobs/football-sync.job.ts), so two runs never overlap, and every write also holds the sync's
 * advisory lock. Each step decides what is due by the provider's cadence; rows are keyed by provider ids and
 * written only when something differs, so a second run changes nothing. Provider calls happen outside
 * transactions; the client retries transient failures, and the sync pauses on a used-up quota, a refused key or
 * a refused plan. The win-probability model is its own job (jobs/model-refit.job.ts).
 */
export function createFootballSync(deps: FootballSyncDeps) {
  const reference = deps.reference ?? embeddedData;
  const stateKey = deps.stateKey ?? STATE_KEY;

  function pauseFor(error: ProviderError, state: SyncState, report: SyncReport): SyncReport {
    const now = deps.clock.now();
    const pauseUntil = (until: Date) => {
      state.blockedUntil = until.toISOString();
      state.blockedReason = error.message;
    };
    switch (error.kind) {
      case 'daily-quota':
        pauseUntil(error.retryAt ?? new Date(now.getTime() + PLAN_PAUSE_MS));
        deps.logger.warn(
          { until: state.blockedUntil },
          `football sync: ${error.message}; paused until the quota resets`,
        );
        return { ...report, outcome: 'blocked', reason: error.message };
      case 'auth':
        pauseUntil(new Date(now.getTime() + AUTH_PAUSE_MS));
        deps.logger.error({ until: state.blockedUntil }, `football sync: ${error.message}; check API_FOOTBALL_KEY`);
        return { ...report, outcome: 'blocked', reason: error.message };
      case 'plan':
        pauseUntil(new Date(now.getTime() + PLAN_PAUSE_MS));
        deps.logger.error({ until: state.blockedUntil }, `football sync: ${error.message}; check API_FOOTBALL_SEASON`);
        return { ...report, outcome: 'blocked', reason: error.message };
      default: {
        // Transient and per-minute failures already had their retries: the next run waits, longer each time.
        state.failedRuns = (state.failedRuns ?? 0) + 1;
        const pauseMs = Math.min(OUTAGE_PAUSE_MS * 2 ** (state.failedRuns - 1), OUTAGE_PAUSE_MAX_MS);
        pauseUntil(new Date(now.getTime() + pauseMs));
        deps.logger.warn(
          { kind: error.kind, until: state.blockedUntil },
          `football sync stopped: ${error.message}; paused after ${state.failedRuns} failed run(s) in a row`,
        );
        return { ...report, outcome: 'failed', reason: error.message };
      }
    }
  }

  return {
    provider: deps.provider,

    /** One run: reference data, competition and clubs, fixtures, extras (each when due). */
    async runOnce(): Promise<SyncReport> {
      const { db, provider } = deps;
      const stored = await repo.getSetting<SyncState>(db, stateKey);
      const state: SyncState = stored?.provider === provider.name ? { ...stored } : { provider: provider.name };
      const ctx = createSyncContext({ ...deps, reference }, state);
      try {
        if (state.blockedUntil && Date.parse(state.blockedUntil) > deps.clock.now().getTime()) {
          return { ...ctx.report, outcome: 'blocked', reason: state.blockedReason ?? 'provider paused' };
        }
        delete state.blockedUntil;
        delete state.blockedReason;
        await syncReference(ctx);
        const competition = await syncCompetition(ctx);
        if (!competition) return { ...ctx.report, outcome: 'failed', reason: 'no competition' };
        const teamMap = await loadTeamMap(ctx);
        await syncFixtures(ctx, competition, teamMap);
        await syncExtras(ctx, competition, teamMap);
        delete state.failedRuns;
        return ctx.report;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        return pauseFor(error, state, ctx.report);
      } finally {
        if (!isDeepStrictEqual(state, stored)) {
          await ctx.write((tx) => repo.putSetting(tx, stateKey, state, deps.clock.now()));
        }
      }
    },
  };
}

export type FootballSync = ReturnType<typeof createFootballSync>;
