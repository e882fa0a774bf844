import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with
 * (packages/contracts), served at /api/v1/openapi.json, with a docs page at /api/docs. Both are off in production
 * unless API_DOCS switches them on (issue 57, ADR 089): the document is still built, as `app.swagger()`.
 */
export async function registerOpenApi(app: FastifyInstance, version: string, serve: boolean): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Scoreline API',
        description:
          'Score-prediction league API. Every answer is an envelope: `{ success: true, message?, data }` or ' +
          '`{ success: false, message, errors? }`.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (!serve) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: true, tryItOutEnabled: true },
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
