import type { FastifyInstance } from 'fastify';
import { createFootballProvider, type ProviderOverrides } from '../modules/football/create-provider';
import { FootballSyncService, type FixtureOverrides, type SyncReport } from '../modules/football/sync.service';
import { createDemoService } from '../modules/demo/demo.service';
import { readMatchOverrides } from '../modules/predictions/match-overrides';

export interface FootballSyncOptions {
  /** Provider client settings (tests). */
  provider?: ProviderOverrides;
  /** Operator corrections that win over the provider (the predictions module's match_overrides). */
  overrides?: FixtureOverrides;
}

export interface FootballSyncJob {
  service: FootballSyncService;
  /** Runs one sync now (joins the running one if any). */
  runNow(): Promise<SyncReport | undefined>;
  stop(): Promise<void>;
}

/**
 * Starts the football sync (issue #4): a first run at boot, then one every FOOTBALL_SYNC_INTERVAL_SECONDS. With
 * the embedded season the first run is awaited, so the first page already has the season; with API-Football it
 * runs in the background (its calls are paced). Each run decides what is due (the provider's cadence), so a short
 * interval does not mean more provider calls. Stops when the app closes.
 */
export async function startFootballSync(
  app: FastifyInstance,
  options: FootballSyncOptions = {},
): Promise<FootballSyncJob> {
  const { config, database, clock } = app.deps;
  const logger = app.log.child({ job: 'football-sync' });
  const provider = createFootballProvider(config, database.db, clock, options.provider);
  const service = new FootballSyncService({
    db: database.db,
    clock,
    provider,
    logger,
    overrides: options.overrides ?? readMatchOverrides,
  });
  const demo = config.demo ? createDemoService({ db: database.db, clock }) : undefined;

  /**
   * After a sync: demo players first (their picks for played matches must exist before those matches are
   * scored), then every final match not yet scored with its current result, then the demo players' picks
   * for matches still open. Scoring is exactly-once however many processes get here.
   */
  const afterSync = async (report: SyncReport) => {
    if (demo && report.outcome === 'synced') {
      const seeded = await demo.seed();
      if (seeded.created > 0) logger.info(seeded, 'demo players seeded');
    }
    const scored = await app.scoring.scorePending();
    if (scored.length > 0) logger.info({ matches: scored.length }, 'scored final matches');
    if (demo && report.outcome === 'synced') await demo.topUp();
  };

  let running: Promise<SyncReport | undefined> | undefined;
  let stopped = false;
  const runNow = () => {
    running ??= service
      .syncOnce()
      .then((report) => {
        const changed = report.matches.inserted + report.matches.updated + report.teams.inserted + report.extras;
        if (report.outcome === 'skipped') {
          logger.debug({ provider: provider.name }, 'football sync: another process is on it');
        } else if (report.outcome !== 'synced' || changed > 0 || report.problems.length > 0) {
          logger.info({ provider: provider.name, ...report }, 'football sync');
        }
        return afterSync(report).then(() => report);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'football sync failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const first = runNow();
  if (provider.name === 'embedded') await first;
  const timer = setInterval(() => {
    if (!stopped) void runNow();
  }, config.footballSyncIntervalSeconds * 1000);
  timer.unref();

  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
  app.addHook('onClose', stop);
  return { service, runNow, stop };
}
