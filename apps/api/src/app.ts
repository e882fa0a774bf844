import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '@scoreline/domain';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { refuseUndeclaredQueryParameters } from './plugins/strict-query';
import { registerSecurityHeaders } from './plugins/security-headers';
import { httpLimits, type HttpLimits } from './http-limits';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';
import { healthRoutes } from './modules/health/health.routes';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import { configRoutes } from './modules/system/config.routes';
import { usersRoutes } from './modules/users/users.routes';
import { matchesRoutes } from './modules/football/matches.routes';
import { createLeaderboardService } from './modules/predictions/leaderboard.service';
import { createPredictionsService } from './modules/predictions/predictions.service';
import { predictionsRoutes } from './modules/predictions/predictions.routes';
import { createResultsService } from './modules/predictions/results.service';
import { createScoringService, type ScoringService } from './modules/predictions/scoring.service';
import { MatchesService } from './modules/football/matches.service';
import { paths } from './paths';

/** What every module may use; built once per app so tests can swap any part (clock, database). */
export interface AppDeps {
  config: Config;
  database: DatabaseConnection;
  clock: Clock;
  mailer: Mailer;
  version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Scores final matches exactly once (jobs call it after each provider sync). */
    scoring: ScoringService;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseConnection;
  clock?: Clock;
  /** Defaults to SMTP through SMTP_URL, or the development outbox without it. */
  mailer?: Mailer;
  /** The built SPA to serve; defaults to apps/web/dist when it exists. `null` serves none. */
  webDist?: string | null;
  /** Overrides of the HTTP limits (tests shorten the timeouts). */
  httpLimits?: Partial<HttpLimits>;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

/** Trusts the first `hops` proxies counted from the app's side, as Fastify's own numeric trustProxy does. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole app without listening (tests call `inject`; server.ts listens). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const limits: HttpLimits = { ...httpLimits, ...options.httpLimits };
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Secrets and tokens never reach the log, even if a serializer starts logging headers.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.newPassword',
                '*.otp',
                '*.accessToken',
              ],
              censor: '[redacted]',
            },
          },
    // Honour a caller's request id when it is sane, so logs join up across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    // issue #10: small bodies, bounded params, and no request may take for ever (docs/decisions/012).
    bodyLimit: limits.bodyLimitBytes,
    routerOptions: { maxParamLength: limits.maxParamLength },
    frameworkErrors: handleFrameworkError,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      // Node requires headers to be due no later than the whole request.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
    },
    // issue #10: behind a proxy, the client's address (rate limits, logs) comes from X-Forwarded-For as far as the
    // configured hops or proxy addresses allow; off by default, so a client cannot choose its own address.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  const deps: AppDeps = {
    config,
    database,
    clock: options.clock ?? systemClock,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }),
    version: packageJson.version,
  };
  app.decorate('deps', deps);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app, limits.jsonMaxDepth);
  refuseUndeclaredQueryParameters(app, '/api/v1/');

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app);
  // Per-IP limits (spec §6): in Redis when REDIS_URL is set, so every process and instance counts together;
  // otherwise in this process's memory. A Redis outage lets requests through rather than failing sign-in.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    // One warning per outage, not one per reconnection attempt.
    let down = false;
    redis.on('error', (error) => {
      if (!down) app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable; per-IP limits are paused');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('rate-limit store (Redis) is back');
      down = false;
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'scoreline:rate-limit:', skipOnError: true } : {}),
  });

  await registerOpenApi(app, packageJson.version);
  await app.register(authPlugin);

  const auth = createAuthService({
    db: database.db,
    clock: deps.clock,
    mailer: deps.mailer,
    config,
    log: app.log,
    // The leaderboard is created below; users' statistics are read from it when a user is shown.
    playerStats: (userId) => leaderboard.playerStats(userId),
  });

  const scoring = createScoringService({ db: database.db, clock: deps.clock });
  const predictions = createPredictionsService({ db: database.db, clock: deps.clock });
  const matches = new MatchesService({ config, db: database.db, predictions });
  const leaderboard = createLeaderboardService({ db: database.db, roundInfo: () => matches.roundInfo() });
  const results = createResultsService({ db: database.db, clock: deps.clock, scoring });
  app.decorate('scoring', scoring);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { auth, playerStats: (userId) => leaderboard.playerStats(userId) });
      await api.register(matchesRoutes, { service: matches });
      await api.register(predictionsRoutes, { predictions, leaderboard, results });
    },
    { prefix: '/api/v1' },
  );
  // The development outbox exists only without SMTP and never in production.
  if (!config.isProduction) await app.register(devMailRoutes, { mailer: deps.mailer });

  await registerSpa(app, options.webDist === null ? undefined : (options.webDist ?? paths.webDist));
  return app;
}
