import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '@scoreline/domain';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { createEventRecorder, type EventRecorder } from './events/event-recorder';
import { EventRelay } from './events/event-relay';
import { outboxRepository } from './events/outbox.repository';
import { allJobs } from './jobs';
import type { AnyJobDefinition } from './jobs/job';
import { JobQueue } from './jobs/job-queue';
import { auditRepository } from './modules/audit/audit.repository';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createDemoService, type DemoService } from './modules/demo/demo.service';
import { createFootballProvider, type ProviderOverrides } from './modules/football/create-provider';
import {
  createMatchCorrectionsService,
  type MatchCorrectionsService,
} from './modules/football/match-corrections.service';
import { MatchesService } from './modules/football/matches.service';
import { createFootballSync, type FootballSync } from './modules/football/sync/football-sync';
import { createWinModelService, type WinModelService } from './modules/football/win-model.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createLeaderboardService, type LeaderboardService } from './modules/predictions/leaderboard.service';
import { createPredictionsService, type PredictionsService } from './modules/predictions/predictions.service';
import { createScoringService, type ScoringService } from './modules/predictions/scoring.service';

/** Every service of the app, built once per process in dependency order (no service reaches for a later one). */
export interface Services {
  config: Config;
  database: DatabaseConnection;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  version: string;
  jobs: JobQueue;
  events: EventRecorder;
  outbox: { deletePublishedBefore(cutoff: Date): Promise<number>; countUnpublished(): Promise<number> };
  /** This process keeps the cron schedules and the sync's chain (a server's worker; not a test). */
  schedulesJobs: boolean;
  predictions: PredictionsService;
  matches: MatchesService;
  leaderboard: LeaderboardService;
  scoring: ScoringService;
  corrections: MatchCorrectionsService;
  auth: AuthService;
  football: FootballSync;
  winModel: WinModelService;
  demo: DemoService | undefined;
}

export interface ContainerOptions {
  config: Config;
  database: DatabaseConnection;
  log: FastifyBaseLogger;
  version: string;
  clock?: Clock;
  /** Defaults to SMTP through SMTP_URL, or the development outbox without it. */
  mailer?: Mailer;
  /** Runs jobs and relays events (ROLE worker or all). Defaults to the configured role. */
  work?: boolean;
  /** Keeps the cron schedules (servers; tests drive jobs themselves). */
  schedule?: boolean;
  /** Job definitions (tests may add their own). */
  jobs?: readonly AnyJobDefinition[];
  /** Queue timings (tests: fast polling and maintenance). */
  queue?: { pollingIntervalSeconds?: number; maintenanceIntervalSeconds?: number; relayPollMs?: number };
  /** Provider client settings (tests: no pacing). */
  provider?: ProviderOverrides;
}

export interface Container {
  services: Services;
  /** Starts taking jobs and relaying events (worker and all roles); a web process only sends. */
  startWorking(): Promise<void>;
  /** Resolves when no event waits to be relayed and no job is queued or running (tests and scripts). */
  settle(options?: { timeoutMs?: number; horizonSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The composition root (issue 9): modules talk through the services they are given here, declared once, or
 * through domain events; no module reaches into another's repository, and nothing is wired by a forward reference.
 */
export async function createContainer(options: ContainerOptions): Promise<Container> {
  const { config, database, log } = options;
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const work = options.work ?? config.role !== 'web';
  const schedule = options.schedule ?? work;

  const jobs = new JobQueue({
    connection: database,
    log: log.child({ component: 'jobs' }),
    definitions: options.jobs ?? allJobs,
    work,
    schedule,
    ...(options.queue?.pollingIntervalSeconds ? { pollingIntervalSeconds: options.queue.pollingIntervalSeconds } : {}),
    ...(options.queue?.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.queue.maintenanceIntervalSeconds }
      : {}),
  });
  if (work) await jobs.prepare();
  const relay = work
    ? new EventRelay({
        db,
        jobs,
        log: log.child({ component: 'events' }),
        ...(options.queue?.relayPollMs ? { pollMs: options.queue.relayPollMs } : {}),
      })
    : undefined;
  const events = createEventRecorder({ clock, onCommitted: () => relay?.nudge() });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: log });

  const predictions = createPredictionsService({ db, clock, events });
  const matches = new MatchesService({ config, db, predictions });
  const leaderboard = createLeaderboardService({ db, seasonOnShow: () => matches.seasonOnShow() });
  const scoring = createScoringService({ db, clock, events, rankings: leaderboard });
  const corrections = createMatchCorrectionsService({
    db,
    clock,
    events,
    audit: auditRepository.record,
    scoreMatch: scoring.scoreMatch,
    countPredictions: predictions.countForMatch,
  });
  const auth = createAuthService({
    db,
    clock,
    mailer,
    events,
    rankings: leaderboard,
    config,
    log,
    playerStats: leaderboard.playerStats,
  });
  const provider = createFootballProvider(config, db, clock, options.provider);
  const footballLog = log.child({ job: 'football-sync' });
  const football = createFootballSync({ db, clock, provider, logger: footballLog, events });
  const winModel = createWinModelService({ db, clock, provider, logger: footballLog });
  const demo = config.demo ? createDemoService({ db, clock, scoring }) : undefined;

  const services: Services = {
    config,
    database,
    clock,
    log,
    mailer,
    version: options.version,
    jobs,
    events,
    outbox: {
      deletePublishedBefore: (cutoff) => outboxRepository.deletePublishedBefore(db, cutoff),
      countUnpublished: () => outboxRepository.countUnpublished(db),
    },
    schedulesJobs: schedule,
    predictions,
    matches,
    leaderboard,
    scoring,
    corrections,
    auth,
    football,
    winModel,
    demo,
  };

  let stopped = false;
  return {
    services,
    async startWorking() {
      await jobs.work(services);
      relay?.start();
    },
    async settle({ timeoutMs = 30_000, horizonSeconds = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      let quietChecks = 0;
      // Two quiet looks in a row: a job that just finished may have written events the relay has not seen yet.
      while (quietChecks < 2) {
        if (Date.now() > deadline) throw new Error(`jobs did not settle within ${timeoutMs} ms`);
        await relay?.flush();
        const busy = (await outboxRepository.countUnpublished(db)) + (await jobs.pendingCount(horizonSeconds));
        quietChecks = busy === 0 ? quietChecks + 1 : 0;
        if (quietChecks < 2) await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await relay?.stop();
      await jobs.stop();
    },
  };
}
