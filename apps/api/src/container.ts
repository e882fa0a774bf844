import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '@scoreline/domain';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { createEventRecorder, type EventRecorder } from './events/event-recorder';
import { EventRelay, subscriberQueues } from './events/event-relay';
import { outboxRepository } from './events/outbox.repository';
import { allJobs } from './jobs';
import type { AnyJobDefinition } from './jobs/job';
import { JobQueue } from './jobs/job-queue';
import { auditService } from './modules/audit/audit.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createCommentsService, type CommentsService } from './modules/comments/comments.service';
import {
  createCommentModerationService,
  type CommentModerationService,
} from './modules/comments/comment-moderation.service';
import { createDemoService, type DemoService } from './modules/demo/demo.service';
import { createCompetitionsService, type CompetitionsService } from './modules/competitions/competitions.service';
import { createTournamentService, type TournamentService } from './modules/competitions/tournament.service';
import {
  createCompetitionProviders,
  createFootballProvider,
  type ProviderOverrides,
} from './modules/football/create-provider';
import {
  createMatchCorrectionsService,
  type MatchCorrectionsService,
} from './modules/football/match-corrections.service';
import { MatchesService } from './modules/football/matches.service';
import { createFootballSync, type FootballSync } from './modules/football/sync/football-sync';
import { createWinModelService, type WinModelService } from './modules/football/win-model.service';
import { LiveScores } from './modules/live/live-scores';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createLeaguesService, type LeaguesService } from './modules/leagues/leagues.service';
import { createCalendarService, type CalendarService } from './modules/calendar/calendar.service';
import { createRemindersService, type RemindersService } from './modules/reminders/reminders.service';
import { remindersSweepJob } from './jobs/reminders-sweep.job';
import { createExportsService, type ExportsService } from './modules/exports/exports.service';
import { createRecapsService, type RecapsService } from './modules/recaps/recaps.service';
import { createAuditLogService, type AuditLogService } from './modules/audit/audit-log.service';
import { createLeaguePicksService, type LeaguePicksService } from './modules/leagues/league-picks.service';
import { createBonusService, type BonusService } from './modules/predictions/bonus.service';
import { competitionSquadNames } from './modules/football/providers/embedded/embedded-squads';
import { createMemberPicksService } from './modules/predictions/member-picks.service';
import { createPinsService, type PinsService } from './modules/pins/pins.service';
import { createLeaderboardService, type LeaderboardService } from './modules/predictions/leaderboard.service';
import { createPredictionsService, type PredictionsService } from './modules/predictions/predictions.service';
import { createJokersService, type JokersService } from './modules/predictions/jokers.service';
import { createScoringService, type ScoringService } from './modules/predictions/scoring.service';
import { createInsightsService, type InsightsService } from './modules/predictions/insights.service';
import { totalsBetween } from './modules/predictions/running-totals';
import { createBadgeAwardingService, type BadgeAwardingService } from './modules/badges/badge-awarding.service';
import { createBadgesService, type BadgesService } from './modules/badges/badges.service';
import { createProfileService, type ProfileService } from './modules/users/profile.service';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { footballDomains, rankingDomainsOf } from './db/data-versions';
import { createReads, type Reads } from './modules/reads/read-cache';
import { createPreparation, type Preparation } from './modules/health/preparation';
import { createReadiness, type Readiness } from './modules/health/readiness';
import { Metrics } from './modules/metrics/metrics';

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
  /** Issue 59: each player's joker of a stage (docs/decisions/108). */
  jokers: JokersService;
  matches: MatchesService;
  leaderboard: LeaderboardService;
  pins: PinsService;
  leagues: LeaguesService;
  /** A private league's picks grid after kick-off (issue 59, ADR 109). */
  leaguePicks: LeaguePicksService;
  bonus: BonusService;
  calendar: CalendarService;
  /** Deadline reminders by e-mail and web push (issue 60, ADR 115). */
  reminders: RemindersService;
  exports: ExportsService;
  recaps: RecapsService;
  commentModeration: CommentModerationService;
  auditLog: AuditLogService;
  scoring: ScoringService;
  corrections: MatchCorrectionsService;
  auth: AuthService;
  profiles: ProfileService;
  football: FootballSync;
  competitions: CompetitionsService;
  /** A competition's group tables and bracket (issue 58, ADR 104). */
  tournament: TournamentService;
  /** The embedded competitions beside the default one, each synced as its own job (issue 58, ADR 101), by slug. */
  competitionSyncs: ReadonlyMap<string, FootballSync>;
  winModel: WinModelService;
  comments: CommentsService;
  demo: DemoService | undefined;
  /** The accounts (auth), who is left out of the rankings, whose pages (badges, insights) a player may open. */
  users: UsersService;
  badges: BadgesService;
  badgeAwarding: BadgeAwardingService;
  insights: InsightsService;
  /** The live scores of GET /live (issue 13): reads the live matches while a stream is open in this process. */
  live: LiveScores;
  /** Answers kept as sent until the database changes: visitors' and each player's own (issue 14). */
  reads: Reads;
  /** Whether the season is still being prepared (the embedded run's first sync and scoring, issue 14). */
  preparation: Preparation;
  /** Whether this process should be sent work: GET /health/ready (issue 57). */
  readiness: Readiness;
  /** This process's Prometheus metrics (issue 57). */
  metrics: Metrics;
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
  /**
   * The job queue's tables are made (or checked) when first needed, by `startWorking` or a first send, instead of
   * here: the server listens first (issue 14). Tests and scripts have them at once.
   */
  prepareJobsOnFirstUse?: boolean;
  /** Provider client settings (tests: no pacing). */
  provider?: ProviderOverrides;
}

export interface Container {
  services: Services;
  /**
   * Starts taking jobs and relaying events (worker and all roles); a web process only sends. With `queues`, takes
   * only those queues' jobs; a later call without takes the rest.
   */
  startWorking(queues?: readonly string[]): Promise<void>;
  /**
   * Resolves when no event waits to be relayed and no job is queued or running (tests and scripts); with `queues`,
   * no job of those queues (the embedded start waits for the first sync and its scoring only).
   */
  settle(options?: { timeoutMs?: number; horizonSeconds?: number; queues?: readonly string[] }): Promise<void>;
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
  const metrics = new Metrics(config.role);

  const jobs = new JobQueue({
    onJobDone: (queue, seconds, failed) => metrics.observeJob(queue, seconds, failed),
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
  if (work && !options.prepareJobsOnFirstUse) await jobs.prepare();
  const relay = work
    ? new EventRelay({
        db,
        jobs,
        log: log.child({ component: 'events' }),
        ...(options.queue?.relayPollMs ? { pollMs: options.queue.relayPollMs } : {}),
      })
    : undefined;
  const events = createEventRecorder({
    clock,
    onCommitted: () => relay?.nudge(),
    subscribed: new Set(subscriberQueues(jobs.definitions).keys()),
  });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: log });

  const users = createUsersService({ db });
  // Every call that names a competition-season by its slug resolves it here (issue 58, ADR 103).
  const competitions = createCompetitionsService({ db, config });
  const badges = createBadgesService({ db, visibility: users, resolveCompetition: competitions.resolve });
  const badgeAwarding = createBadgeAwardingService({
    db,
    clock,
    audit: auditService.record,
    monthTotals: totalsBetween,
    unrankedPlayers: users.unrankedPlayers,
  });
  const predictions = createPredictionsService({ db, clock, events });
  const jokers = createJokersService({ db, clock });
  const provider = createFootballProvider(config, db, clock, options.provider);
  const replayShiftMs = async () => (await provider.realTimeOffsetMs?.()) ?? 0;
  const reads = createReads(database);
  const matches = new MatchesService({
    config,
    db,
    predictions: { forMatches: predictions.forMatches, jokersFor: jokers.forMatches },
    replayShiftMs,
    footballVersion: () => reads.tagOf(footballDomains),
    resolveCompetition: competitions.resolve,
  });
  const pins = createPinsService({ db, clock });
  const leaderboard = createLeaderboardService({
    db,
    rankingVersion: (seasons) => reads.tagOf(rankingDomainsOf(seasons)),
    seasonOnShow: (slug) => matches.seasonOnShow(slug),
    badgeHolders: badges.holders,
    pinnedIds: pins.pinnedIds,
    unrankedPlayers: users.unrankedPlayers,
  });
  const leagues = createLeaguesService({ db, clock, leaderboard, competitions });
  const leaguePicks = createLeaguePicksService({ leagues, matches, picks: createMemberPicksService(db) });
  const calendar = createCalendarService({ db, clock, competitions });
  const exports = createExportsService({ db, leaderboard, leagues });
  const recaps = createRecapsService({
    db,
    competitions,
    leaderboard,
    stagesOf: async (slug) => (await matches.seasonOnShow(slug)).rounds.stages,
    rankingVersion: (seasons) => reads.tagOf(rankingDomainsOf(seasons)),
    publicUrl: config.publicUrl,
  });
  const reminders = createRemindersService({
    db,
    clock,
    config,
    mailer,
    competitions,
    log: log.child({ component: 'reminders' }),
    queueSweep: async (userId) =>
      void (await jobs.send(remindersSweepJob, { userId }, { singletonKey: `user:${userId}` })),
  });
  const insights = createInsightsService({
    db,
    visibility: users,
    season: async (slug) => (await matches.seasonOnShow(slug)).key,
  });
  const scoring = createScoringService({ db, clock, events, rankings: leaderboard });
  const bonus = createBonusService({
    db,
    clock,
    competitions,
    squadNames: (slug) => competitionSquadNames(slug),
    rankings: leaderboard,
    events,
  });
  const corrections = createMatchCorrectionsService({
    db,
    clock,
    events,
    audit: auditService.record,
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
    users,
  });
  const comments = createCommentsService({ db, clock, ranksOf: leaderboard.ranksOf, audit: auditService.record });
  const commentModeration = createCommentModerationService({ db, clock });
  const profiles = createProfileService({ db, clock, playerStats: leaderboard.playerStats, competition: matches });
  const footballLog = log.child({ job: 'football-sync' });
  const football = createFootballSync({ db, clock, provider, logger: footballLog, events });
  const competitionSyncs = new Map(
    createCompetitionProviders(config, db, clock, provider).map((competition) => [
      competition.slug,
      createFootballSync({
        db,
        clock,
        provider: competition,
        logger: footballLog.child({ competition: competition.slug }),
        events,
        stateKey: `football.sync.state:${competition.slug}`,
      }),
    ]),
  );
  const winModel = createWinModelService({ db, clock, provider, logger: footballLog });
  const demo = config.demo ? createDemoService({ db, clock, scoring }) : undefined;
  const live = new LiveScores({ db, clock, log: log.child({ component: 'live' }), settings: config.live });
  const preparation = createPreparation();
  metrics.watch({ database, jobs, live, reads });
  const readiness = createReadiness({
    database: async () => (await database.ping(), true),
    // A process that works the queue: not once it stopped, nor while pg-boss reports errors.
    queue: () => !work || jobs.healthy,
    // The season being prepared keeps visitors waiting; a worker preparing it is doing its work (ready).
    ...(config.role === 'worker' ? {} : { preparing: () => !preparation.preparing }),
  });

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
    jokers,
    matches,
    leaderboard,
    pins,
    leagues,
    leaguePicks,
    bonus,
    calendar,
    reminders,
    exports,
    recaps,
    commentModeration,
    auditLog: createAuditLogService({ db }),
    scoring,
    corrections,
    auth,
    profiles,
    football,
    competitionSyncs,
    competitions,
    tournament: createTournamentService({ db, competitions }),
    winModel,
    comments,
    demo,
    users,
    badges,
    badgeAwarding,
    insights,
    live,
    reads,
    preparation,
    readiness,
    metrics,
  };

  let stopped = false;
  let relayStarted = false;
  return {
    services,
    async startWorking(queues) {
      await jobs.work(services, queues);
      if (!relayStarted) relay?.start();
      relayStarted = true;
    },
    async settle({ timeoutMs = 30_000, horizonSeconds = 0, queues } = {}) {
      const deadline = Date.now() + timeoutMs;
      let quietChecks = 0;
      // Two quiet looks in a row: a job that just finished may have written events the relay has not seen yet.
      while (quietChecks < 2) {
        if (Date.now() > deadline) throw new Error(`jobs did not settle within ${timeoutMs} ms`);
        await relay?.flush();
        const busy = (await outboxRepository.countUnpublished(db)) + (await jobs.pendingCount(horizonSeconds, queues));
        quietChecks = busy === 0 ? quietChecks + 1 : 0;
        if (quietChecks < 2) await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      live.closeAll();
      await relay?.stop();
      await jobs.stop();
    },
  };
}
