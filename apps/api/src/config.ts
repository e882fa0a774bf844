import { z } from 'zod';
import path from 'node:path';
import type { SocialChannel } from '@scoreline/contracts';
import { OTP_LENGTH, SAFE_OTP_LENGTH } from '@scoreline/domain';
import {
  competitionListMessage,
  readReplayStages,
  replayStagesMessage,
  DEFAULT_EMBEDDED_COMPETITIONS,
  readCompetitionList,
} from './modules/football/providers/embedded/competition-files';
import {
  apiFootballLeaguesMessage,
  defaultApiFootballHost,
  readApiFootballLeagues,
} from './modules/football/providers/api-football/api-football-leagues';
import { trustProxySchema } from './config-trust-proxy';
import { pushConfigOf, type PushConfig } from './config-push';

/**
 * The whole configuration, parsed once at boot from the environment (engineering guide: one schema,
 * a typed `config`, fail with the list of every bad variable). Names are fixed by issue #2.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/**
 * The matchday the replayed 2023/24 season opens on at first start: 26 rounds already played (a season's worth
 * of form, results and head-to-head to show) and 12 to predict. Matchday 27 starts on a Saturday after a round
 * that ended on the Monday, so from any moment of the week the replay can make it the current round.
 */
export const DEFAULT_REPLAY_ROUND = 27;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** spec §1 footer: an operator's link to one of the product's social channels (SOCIAL_*_URL). */
const socialUrl = optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }));

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' }),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Scoreline <no-reply@scoreline.local>')),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' }))),
  ),
  API_FOOTBALL_KEY: optional(z.string().min(1)),
  API_FOOTBALL_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('https://v3.football.api-sports.io'),
  ),
  API_FOOTBALL_KEY_HEADER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, { message: 'must be an HTTP header name' })
      .default('x-apisports-key'),
  ),
  API_FOOTBALL_HOST: optional(
    z.string().regex(/^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/, {
      message: 'must be a host name such as api-football-v1.p.rapidapi.com',
    }),
  ),
  API_FOOTBALL_LEAGUE: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(39)),
  API_FOOTBALL_SEASON: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1990, { message: 'must be a 4-digit season year such as 2023' })
      .max(2100)
      .default(2023),
  ),
  // Issue 58: more API-Football competitions beside the default one, 'league:season' pairs joined by ','.
  API_FOOTBALL_LEAGUES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((value) => value === undefined || readApiFootballLeagues(value) !== null, {
        message: apiFootballLeaguesMessage,
      })
      .transform((value) => (value === undefined ? [] : (readApiFootballLeagues(value) ?? []))),
  ),
  REPLAY_ROUND: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(off|[0-9]{1,2})$/i, { message: "must be a matchday from 1 to 38, or 'off'", abort: true })
      .refine((value) => value.toLowerCase() === 'off' || (Number(value) >= 1 && Number(value) <= 38), {
        message: "must be a matchday from 1 to 38, or 'off'",
      })
      .default(String(DEFAULT_REPLAY_ROUND))
      .transform((value) => (value.toLowerCase() === 'off' ? null : Number(value))),
  ),
  // Issue 58 (ADR 101): the stage each embedded competition replays from ('world-cup-2026:4'); its first by default.
  EMBEDDED_REPLAY_STAGES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((value) => value === undefined || readReplayStages(value) !== null, { message: replayStagesMessage })
      .transform((value) => (value === undefined ? {} : (readReplayStages(value) ?? {}))),
  ),
  // Issue 58 (ADR 101): the embedded competitions beside the default one: 'all', 'none' or slugs joined by ','.
  EMBEDDED_COMPETITIONS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((value) => value === undefined || readCompetitionList(value) !== null, {
        message: competitionListMessage,
      })
      .transform((value) => (value === undefined ? undefined : (readCompetitionList(value) ?? []))),
  ),
  FOOTBALL_SYNC_INTERVAL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(5).max(86_400).default(60),
  ),
  ROLE: z.preprocess(
    emptyToUndefined,
    z.enum(['web', 'worker', 'all'], { error: 'must be web, worker or all' }).default('all'),
  ),
  DEMO: optional(booleanFlag),
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(10)),
  WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(16).default(1)),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySchema.optional()),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' })),
  OTP_LENGTH: optional(
    z.coerce.number().int().min(4, { message: 'must be 4 to 8' }).max(8, { message: 'must be 4 to 8' }),
  ),
  LIVE_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(60_000).default(2_000)),
  LIVE_HEARTBEAT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(60_000).default(20_000)),
  LIVE_STREAMS_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(2_000)),
  LIVE_STREAMS_PER_IP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000).default(4)),
  SOCIAL_INSTAGRAM_URL: socialUrl,
  SOCIAL_X_URL: socialUrl,
  SOCIAL_DISCORD_URL: socialUrl,
  SOCIAL_TELEGRAM_URL: socialUrl,
  METRICS_TOKEN: optional(z.string().min(16, { message: 'must be at least 16 characters' })),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  API_DOCS: optional(booleanFlag),
  DRAIN_DELAY_MS: optional(z.coerce.number().int().min(0).max(120_000)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  apiFootballKey: string | undefined;
  /** API-Football base URL and key header (the guide: both configurable, e.g. for the RapidAPI host). */
  apiFootballBaseUrl: string;
  apiFootballKeyHeader: string;
  /**
   * What the client sends as `x-rapidapi-host` (guide §1.2: RapidAPI wants it beside `x-rapidapi-key`); undefined
   * sends no such header, as the direct API refuses headers it does not list.
   */
  apiFootballHost: string | undefined;
  /** API-Football league id (39 = Premier League) and 4-digit season key (2023 = 2023/24). */
  apiFootballLeague: number;
  /** More API-Football competitions played beside it (issue 58), each synced on its own, sharing the quota. */
  apiFootballLeagues: { league: number; season: number }[];
  apiFootballSeason: number;
  /**
   * The embedded season's replay (issue #4): the matchday that is next at first start, or null ('off') to keep
   * the real 2023/24 dates. See modules/football/providers/embedded/replay-calendar.ts.
   */
  replayRound: number | null;
  /** Embedded competitions played beside the default one (ADR 101), by slug. */
  embeddedCompetitions: string[];
  /** The stage (by order) an embedded competition replays from, by slug (EMBEDDED_REPLAY_STAGES); its first without. */
  embeddedReplayStages: Record<string, number>;
  /** How often the football sync runs (status changes of the replayed season are computed at each run). */
  footballSyncIntervalSeconds: number;
  /**
   * What this process does (issue 9): `web` answers HTTP only, `worker` runs jobs only, `all` both (the default,
   * and the only role of the embedded PGlite run).
   */
  role: 'web' | 'worker' | 'all';
  demo: boolean;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  /** API processes (node:cluster) sharing the port; more than one needs PostgreSQL. */
  workers: number;
  /** Which X-Forwarded-For entries decide the client's address: off, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Where per-IP rate limits are counted, shared by every process; without it each process counts alone. */
  redisUrl: string | undefined;
  /**
   * Digits of e-mailed codes (docs/decisions/013): 6 by default; the spec's 4 (§9) only in the embedded demo
   * run (DEMO on, PGlite, not production); production refuses fewer than 6.
   */
  otpLength: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * GET /live (issue 13): how often each web process reads the live matches' state while a stream is open, the
   * heartbeat interval, and the most streams open at once per process and per client address.
   */
  live: { pollMs: number; heartbeatMs: number; maxStreams: number; maxStreamsPerIp: number };
  /** spec §1: the footer's social channels the operator named (null: not shown); public, served by GET /config. */
  socialLinks: Record<SocialChannel, string | null>;
  /**
   * Prometheus metrics (issue 57, docs/decisions/084): GET /metrics on the app's port with `Authorization: Bearer
   * <token>` when a token is set (404 otherwise), and/or a port of their own (with /health and /health/ready, the
   * worker's health port) listening on `host`.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** GET /api/docs and /api/v1/openapi.json (ADR 089): on by default outside production, API_DOCS=true there. */
  apiDocs: boolean;
  /** After SIGTERM: how long the process keeps answering (readiness 503) before it stops listening (ADR 085). */
  drainDelayMs: number;
  /** Web push reminders (issue 60, ADR 115): VAPID keys, subject, extra push origins (config-push.ts). */
  push: PushConfig;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const demo = raw.DEMO ?? !isProduction;
  const apiFootballBaseUrl = raw.API_FOOTBALL_BASE_URL.replace(/\/+$/, '');
  const apiFootballKeyHeader = raw.API_FOOTBALL_KEY_HEADER.toLowerCase();
  const trustProxy = raw.TRUST_PROXY ?? false;
  const otp = otpSettings({
    isProduction,
    demo,
    databaseUrl: raw.DATABASE_URL,
    host: raw.HOST,
    trustProxy,
    otpLength: raw.OTP_LENGTH,
  });
  const push = pushConfigOf(env, raw.PUBLIC_URL);
  if (typeof otp === 'string' || Array.isArray(push))
    throw new ConfigError(Array.isArray(push) ? push : [otp as string]);
  const config: Config = {
    push,
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    host: otp.host,
    databaseUrl: raw.DATABASE_URL,
    dataDir: path.resolve(cwd, raw.DATA_DIR),
    publicUrl: raw.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    adminEmails: raw.ADMIN_EMAILS,
    apiFootballKey: raw.API_FOOTBALL_KEY,
    apiFootballBaseUrl,
    apiFootballKeyHeader,
    apiFootballHost: raw.API_FOOTBALL_HOST ?? defaultApiFootballHost(apiFootballBaseUrl, apiFootballKeyHeader),
    apiFootballLeague: raw.API_FOOTBALL_LEAGUE,
    apiFootballSeason: raw.API_FOOTBALL_SEASON,
    apiFootballLeagues: raw.API_FOOTBALL_LEAGUES.filter(
      (pair) => pair.league !== raw.API_FOOTBALL_LEAGUE || pair.season !== raw.API_FOOTBALL_SEASON,
    ),
    replayRound: raw.REPLAY_ROUND,
    // Tests name the competitions they play; a run plays them all but the default's next season (competition-files.ts).
    embeddedCompetitions:
      raw.EMBEDDED_COMPETITIONS ??
      readCompetitionList(raw.NODE_ENV === 'test' ? 'none' : DEFAULT_EMBEDDED_COMPETITIONS) ??
      [],
    embeddedReplayStages: raw.EMBEDDED_REPLAY_STAGES,
    footballSyncIntervalSeconds: raw.FOOTBALL_SYNC_INTERVAL_SECONDS,
    role: raw.ROLE,
    // issue #2: demo data is on by default only outside production.
    demo,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    workers: raw.WORKERS,
    trustProxy,
    redisUrl: raw.REDIS_URL,
    otpLength: otp.length,
    logLevel: raw.LOG_LEVEL,
    live: {
      pollMs: raw.LIVE_POLL_MS,
      heartbeatMs: raw.LIVE_HEARTBEAT_MS,
      maxStreams: raw.LIVE_STREAMS_MAX,
      maxStreamsPerIp: raw.LIVE_STREAMS_PER_IP,
    },
    apiDocs: raw.API_DOCS ?? !isProduction,
    metrics: { token: raw.METRICS_TOKEN, port: raw.METRICS_PORT, host: raw.METRICS_HOST },
    // Long enough for a load balancer polling /health/ready every few seconds to stop sending new requests.
    drainDelayMs: raw.DRAIN_DELAY_MS ?? (isProduction ? 5_000 : 0),
    socialLinks: {
      instagram: raw.SOCIAL_INSTAGRAM_URL ?? null,
      x: raw.SOCIAL_X_URL ?? null,
      discord: raw.SOCIAL_DISCORD_URL ?? null,
      telegram: raw.SOCIAL_TELEGRAM_URL ?? null,
    },
  };
  const unsafe = productionProblems(config);
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  return config;
}

const isLoopback = (host: string) => /^(localhost|::1|127(\.[0-9]{1,3}){3})$/i.test(host.replace(/^\[|\]$/g, ''));

/**
 * Code length and listening address together (docs/decisions/013, 091). The embedded demo run keeps the spec's 4
 * digits (§9), and then listens on 127.0.0.1 unless HOST says otherwise: 4 digits are guessable, so they are never
 * offered to another machine. A HOST other than loopback, or a proxy in front (TRUST_PROXY), makes the default 6
 * digits; asking for fewer than 6 there is refused. Everything else gets 6 and listens on 0.0.0.0 by default.
 */
function otpSettings(run: {
  isProduction: boolean;
  demo: boolean;
  databaseUrl: string | undefined;
  host: string | undefined;
  trustProxy: false | number | string[];
  otpLength: number | undefined;
}): { length: number; host: string } | string {
  const demoRun = run.demo && !run.databaseUrl && !run.isProduction;
  const wantsShort = run.otpLength === undefined ? demoRun : run.otpLength < SAFE_OTP_LENGTH;
  const host = run.host ?? (wantsShort ? '127.0.0.1' : '0.0.0.0');
  const reachable = !isLoopback(host) || run.trustProxy !== false;
  if (run.otpLength !== undefined) {
    if (wantsShort && reachable && !run.isProduction) {
      return `OTP_LENGTH: fewer than ${SAFE_OTP_LENGTH} digits only when the app listens on loopback (HOST 127.0.0.1) with no TRUST_PROXY: shorter codes are guessable from other machines`;
    }
    return { length: run.otpLength, host };
  }
  return { length: wantsShort && !reachable ? OTP_LENGTH : SAFE_OTP_LENGTH, host };
}

/** Settings production refuses outright; checks that need the database run later (see assertSafeDatabase). */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  // PGlite is one process's database (docs/decisions/002).
  if (config.workers > 1 && !config.databaseUrl) problems.push('WORKERS: more than one worker needs DATABASE_URL');
  if (config.role !== 'all' && !config.databaseUrl) {
    problems.push('ROLE: web and worker processes share a PostgreSQL database (DATABASE_URL); the embedded run is all');
  }
  if (!config.isProduction) return problems;
  if (!config.publicUrl) problems.push('PUBLIC_URL: required in production (links in e-mails point at it)');
  if (!config.smtpUrl) problems.push('SMTP_URL: required in production (sign-up and password reset send e-mail)');
  // A 4- or 5-digit code is guessable within the throttling limits (docs/decisions/013).
  if (config.otpLength < SAFE_OTP_LENGTH) {
    problems.push(`OTP_LENGTH: at least ${SAFE_OTP_LENGTH} in production (shorter codes are guessable)`);
  }
  // issue 57 (ADR 091): separate web processes count per-IP limits together only in Redis.
  if (config.role === 'web' && !config.redisUrl) {
    problems.push('REDIS_URL: required in production for ROLE=web (the web processes share their rate limits there)');
  }
  // Per-IP limits counted per process would let an attacker try WORKERS times as many guesses.
  if (config.workers > 1 && !config.redisUrl) {
    problems.push('REDIS_URL: required in production with more than one worker (rate limits are shared there)');
  }
  return problems;
}

/** Where the embedded database (PGlite) keeps its files: one folder inside DATA_DIR. */
export const pgliteDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pglite');
