import type { FastifyInstance } from 'fastify';
import { strictObject } from '@scoreline/contracts';

const noParameters = strictObject({});

/**
 * issue #10, unknown fields refused: an API route that declares no query parameters refuses any, as a route that
 * declares some refuses the others (its schema is a strict object). Registered before the routes.
 */
export function refuseUndeclaredQueryParameters(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix) || !route.schema || route.schema.hide || route.schema.querystring) return;
    route.schema = { ...route.schema, querystring: noParameters };
  });
}
