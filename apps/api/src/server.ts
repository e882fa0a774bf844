import cluster from 'node:cluster';
import { ConfigError, loadConfig, pgliteDirOf } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import packageJson from '../package.json' with { type: 'json' };
import { buildApp } from './app';
import { createContainer } from './container';
import { badgesCatchUpJob } from './jobs/badges-catch-up.job';
import { footballSyncJob } from './jobs/football-sync.job';
import { insightsBackfillJob } from './jobs/insights-backfill.job';
import { roundRowsJob } from './jobs/round-rows.job';
import { runningTotalsRepackJob } from './jobs/running-totals-repack.job';
import { scoreMatchJob } from './jobs/score-match.job';
import { sendCodeMailJob } from './jobs/send-code-mail.job';
import { createLogger } from './logger';
import { seasonPreparedMark } from './modules/health/season-prepared';
import { startMetricsServer } from './modules/metrics/metrics-server';
import { drainAndStop } from './shutdown';
import { assertSafeStartup, startupNotices } from './startup-checks';

/** How long the embedded run leaves its first answers alone before the start-up work that no first page needs. */
const AFTER_LISTENING_DELAY_MS = 2_000;
const afterFirstAnswers = () => new Promise<void>((resolve) => setTimeout(resolve, AFTER_LISTENING_DELAY_MS));

async function main(): Promise<void> {
  const bootStarted = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config),
    maxConnections: config.databasePoolSize,
  });
  await runMigrations(database);
  try {
    await assertSafeStartup(config, database);
  } catch (error) {
    await database.close();
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // ROLE (issue 9): web answers HTTP, worker runs jobs and relays events, all does both (the embedded run).
  const serves = config.role !== 'worker';
  const works = config.role !== 'web';
  const log = createLogger(config);
  for (const notice of startupNotices(config, database.driver)) log.warn(notice);
  log.info({ ms: Math.round(performance.now() - bootStarted), driver: database.driver }, 'database open and migrated');
  const container = await createContainer({
    config,
    database,
    log,
    version: packageJson.version,
    work: works,
    prepareJobsOnFirstUse: true,
  });
  const app = serves ? await buildApp({ config, database, container }) : undefined;

  const { metrics, readiness } = container.services;
  const metricsServer = config.metrics.port
    ? await startMetricsServer({ ...config.metrics, port: config.metrics.port, metrics, readiness })
    : undefined;

  // SIGTERM (issue 57, docs/decisions/085): see shutdown.ts.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    await drainAndStop(
      {
        readiness,
        app,
        drainDelayMs: config.drainDelayMs,
        log,
        stopWork: () => container.stop(),
        closeRest: async () => {
          await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
          await database.close();
        },
      },
      signal,
    );
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The embedded run listens first, then prepares the season (issue 14): it works the first page's queues alone
  // (PGlite is one connection: badges awarded meanwhile would slow the scoring the first page shows), sends the first
  // sync and waits for it and for the scoring of the matches it replays (the demo players come with it). Until then
  // GET /health/ready answers 503 and the web says points and rankings are being prepared. Every other queue starts
  // shortly after. The code mails are first-page work too: a visitor may sign up the moment the app answers.
  const firstPageQueues = [footballSyncJob.name, scoreMatchJob.name, sendCodeMailJob.name];
  const address = config.publicUrl ?? `http://localhost:${config.port}`;
  let afterListening: (() => Promise<void>) | undefined;
  let listened: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (listened = resolve));
  if (works) {
    const { jobs, football, preparation, clock } = container.services;
    const embedded = football.provider.name === 'embedded';
    // A restart of a folder whose season an earlier start prepared (docs/decisions/062) has nothing to prepare: it is
    // ready from its first answer, and its first sync waits like the rest of the start-up work.
    const seasonPrepared = seasonPreparedMark(database.db, clock);
    const preparedBefore = embedded && (await seasonPrepared.isSet());
    const firstWork = async () => {
      await container.startWorking(embedded ? firstPageQueues : undefined);
      // issue 11: a database scored before the personal insights existed gets them filled (once).
      await jobs.send(insightsBackfillJob, {});
      // issue 14: running totals kept by an older build get the smaller layout (docs/decisions/032).
      await jobs.send(runningTotalsRepackJob, {});
      // issue 14: the round rows of matches that kicked off while nothing ran (docs/decisions/033).
      await jobs.send(roundRowsJob, {});
      // A first sync now rather than at the next tick.
      await jobs.send(footballSyncJob, {});
      if (!embedded) return;
      await container.settle({ timeoutMs: 300_000, queues: firstPageQueues });
      if (!preparedBefore) await seasonPrepared.set();
    };
    // The preparation is under way from before the server listens (so no request finds it ready too early), but its
    // work waits for the listening: PGlite would otherwise hold the one thread first. With a real provider nothing
    // is prepared: the season is the database's already, and the first sync is sent, not waited for.
    const prepared = !embedded
      ? firstWork()
      : preparedBefore
        ? listening.then(afterFirstAnswers).then(firstWork)
        : preparation.run(async () => {
            await listening;
            await firstWork();
          });
    if (!embedded) await prepared;
    // Its failure is reported once the server listens (below); until then it must not count as unhandled.
    prepared.catch(() => undefined);
    afterListening = async () => {
      await prepared;
      // issue 55: 'ready' is said when it is true, when GET /health/ready starts answering 200.
      if (embedded && !preparedBefore) {
        log.info(
          { ms: Math.round(performance.now() - bootStarted) },
          `season prepared: Scoreline is ready on ${address}`,
        );
      }
      // The model refit and the badges hold the one thread (and PGlite) for a second or more: a first visitor's
      // page and its first calls come first.
      if (embedded) await afterFirstAnswers();
      const started = performance.now();
      await container.startWorking();
      // issue 11: badges of rounds never awarded and of months that ended while nothing ran, sent once the first
      // sync's round badges are done, so the months are awarded from complete totals.
      if (embedded) await container.settle({ timeoutMs: 300_000 });
      await jobs.send(badgesCatchUpJob, {});
      // issue 60 (ADR 115): the VAPID keys, generated and printed at the first start when none are configured.
      await container.services.reminders.vapidKeys().catch((error: unknown) => log.warn({ err: error }, 'web push'));
      if (!embedded) return;
      await container.settle({ timeoutMs: 300_000 });
      log.info({ ms: Math.round(performance.now() - started) }, 'start-up work done (badges, model, insights)');
    };
  }
  if (app) await app.listen({ port: config.port, host: config.host });
  listened();
  void afterListening?.().catch((error: unknown) => {
    // A stop during start-up ends the wait; the jobs are in the queue and resume on the next start.
    if (!closing) log.error({ err: error }, 'start-up work failed; the queue retries what did not finish');
  });
  log.info(
    {
      role: config.role,
      database: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
      bootMs: Math.round(performance.now() - bootStarted),
    },
    !app
      ? 'Scoreline worker is ready'
      : container.services.preparation.preparing
        ? `Scoreline is listening on ${address} and preparing the season; it says when it is ready ` +
          '(GET /api/v1/health/ready answers 503 until then)'
        : `Scoreline is ready on ${address}`,
  );
}

/**
 * With WORKERS > 1 (PostgreSQL only) the primary forks that many API processes sharing the port; each
 * migrates under the advisory lock, and the job queue runs each job once whichever process takes it.
 */
function startWorkers(count: number): void {
  for (let index = 0; index < count; index += 1) cluster.fork();
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      process.stderr.write(`Scoreline worker ${worker.process.pid} exited (${code}); stopping.\n`);
      stop('SIGTERM');
      process.exitCode = 1;
    }
  });
}

function workerCount(): number {
  try {
    return loadConfig().workers;
  } catch {
    return 1; // main() reports the configuration problems
  }
}

const workers = cluster.isPrimary ? workerCount() : 1;
if (cluster.isPrimary && workers > 1) startWorkers(workers);
else
  main().catch((error: unknown) => {
    process.stderr.write(
      `Scoreline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
