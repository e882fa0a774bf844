import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { errorMessages } from '@scoreline/contracts';

/** Whether an Authorization header carries the metrics token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the app's port (issue 57, docs/decisions/084): Prometheus text for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN`; 401 with a wrong or missing token; 404 when no token is set (the metrics
 * are then only on METRICS_PORT, or nowhere). Not part of the API's document.
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string | undefined }> = async (app, { token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ success: false, message: errorMessages.routeNotFound });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: errorMessages.invalidToken });
    }
    const { contentType, body } = await app.deps.metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};
