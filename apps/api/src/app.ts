import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config';
import { createContainer, type Container, type ContainerOptions, type Services } from './container';
import type { DatabaseConnection } from './db/client';
import { createLogger } from './logger';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { refuseUndeclaredQueryParameters } from './plugins/strict-query';
import { registerAnswerHeaders } from './plugins/security-headers';
import { httpLimits, type HttpLimits } from './http-limits';
import { registerOpenApi } from './plugins/openapi';
import { closeConnectionsWithUnreadBodies } from './plugins/unread-body';
import { redisWithFallbackStore } from './plugins/rate-limit-store';
import { registerSpa } from './plugins/spa';
import { registerAnswerDelivery } from './plugins/answer-delivery';
import { healthRoutes } from './modules/health/health.routes';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import { configRoutes } from './modules/system/config.routes';
import { usersRoutes } from './modules/users/users.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { picturesRoutes } from './modules/users/pictures.routes';
import { matchesRoutes } from './modules/football/matches.routes';
import { competitionsRoutes } from './modules/competitions/competitions.routes';
import { bonusRoutes } from './modules/predictions/bonus.routes';
import { predictionsRoutes } from './modules/predictions/predictions.routes';
import { insightsRoutes } from './modules/predictions/insights.routes';
import { badgesRoutes } from './modules/badges/badges.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { commentModerationRoutes } from './modules/comments/comment-moderation.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { leaguesRoutes } from './modules/leagues/leagues.routes';
import { pinsRoutes } from './modules/pins/pins.routes';
import { liveRoutes } from './modules/live/live.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { recapsRoutes } from './modules/recaps/recaps.routes';
import { paths } from './paths';

/** What every route may use: the services of the process (tests swap the clock, the database, the mailer). */
export type AppDeps = Services;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseConnection;
  /** The services; built here when absent (and then stopped when the app closes). */
  container?: Container;
  /** How to build them when they are built here (clock, mailer, roles, queue timings). */
  containerOptions?: Omit<ContainerOptions, 'config' | 'database' | 'log' | 'version'>;
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
  const container =
    options.container ??
    (await createContainer({
      config,
      database,
      log: createLogger(config),
      version: packageJson.version,
      ...options.containerOptions,
    }));
  const limits: HttpLimits = { ...httpLimits, ...options.httpLimits };
  const app = Fastify({
    loggerInstance: container.services.log,
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

  const deps = container.services;
  app.decorate('deps', deps);
  // Open live streams never end by themselves: end them before the server waits for its connections to close.
  app.addHook('preClose', (done) => {
    deps.live.closeAll();
    done();
  });
  // issue 57: latency and status by route pattern; while draining, every answer closes its connection, so the proxy
  // holds no idle connection to a process about to stop listening (docs/decisions/085).
  app.addHook('onSend', async (_request, reply) => {
    if (deps.readiness.draining) void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    deps.metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!options.container) {
    await container.startWorking();
    app.addHook('onClose', () => container.stop());
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app, limits.jsonMaxDepth);
  closeConnectionsWithUnreadBodies(app);
  refuseUndeclaredQueryParameters(app, '/api/v1/');

  registerAnswerHeaders(app);
  await registerAnswerDelivery(app);
  // Per-IP limits (spec §6): in Redis when REDIS_URL is set, so every process and instance counts together;
  // otherwise in this process's memory. During a Redis outage each process counts alone (ADR 091), rather than
  // failing sign-in or counting nothing. The client is loaded only when configured (docs/decisions/063).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    // One warning per outage, not one per reconnection attempt.
    let down = false;
    redis.on('error', (error) => {
      if (!down)
        app.log.warn(
          { err: error },
          'rate-limit store (Redis) unavailable; each process counts its rate limits alone until it is back',
        );
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('rate-limit store (Redis) is back');
      down = false;
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    deps.readiness.add('redis', () => redis.status === 'ready');
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: redisWithFallbackStore(redis, 'scoreline:rate-limit:') } : {}),
  });

  await registerOpenApi(app, packageJson.version, config.apiDocs);
  await app.register(metricsRoutes, { token: config.metrics.token });
  await app.register(authPlugin);

  const {
    auth,
    users,
    leaderboard,
    matches,
    competitions,
    predictions,
    jokers,
    corrections,
    badges,
    insights,
    comments,
    leagues,
    pins,
    profiles,
  } = deps;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { auth, users, playerStats: leaderboard.playerStats });
      await api.register(profileRoutes, { profiles });
      await api.register(picturesRoutes, { profiles });
      await api.register(matchesRoutes, { service: matches, reads: deps.reads });
      await api.register(competitionsRoutes, { competitions, tournament: deps.tournament, reads: deps.reads });
      await api.register(predictionsRoutes, {
        predictions,
        jokers,
        leaderboard,
        results: corrections,
        reads: deps.reads,
      });
      await api.register(badgesRoutes, { badges });
      await api.register(insightsRoutes, { insights });
      await api.register(commentsRoutes, { comments });
      await api.register(commentModerationRoutes, { moderation: deps.commentModeration });
      await api.register(auditRoutes, { auditLog: deps.auditLog });
      await api.register(leaguesRoutes, { leagues, leaderboard, leaguePicks: deps.leaguePicks });
      await api.register(bonusRoutes, { bonus: deps.bonus });
      await api.register(pinsRoutes, { pins });
      await api.register(liveRoutes, { live: deps.live });
      await api.register(calendarRoutes, { calendar: deps.calendar, publicUrl: config.publicUrl });
      await api.register(exportsRoutes, { exports: deps.exports });
      await api.register(recapsRoutes, { recaps: deps.recaps });
      await api.register(remindersRoutes, { reminders: deps.reminders });
    },
    { prefix: '/api/v1' },
  );
  // The development outbox exists only without SMTP and never in production.
  if (!config.isProduction) await app.register(devMailRoutes, { mailer: deps.mailer });

  await registerSpa(app, options.webDist === null ? undefined : (options.webDist ?? paths.webDist));
  return app;
}
