import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';

/** The security headers of every answer: one configuration, used by the plugin and by the router's own refusals. */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-hot-toast injects its keyframes at run time; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Provider crests and player photos come from the provider's image host over https.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
} satisfies FastifyHelmetOptions;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // The API docs page carries its own CSP (staticCSP); everything else gets the one above.
  await app.register(fastifyHelmet, { ...helmetOptions, enableCSPNonces: false });
}

const applyHeaders = helmet(helmetOptions);

/** Sets the same headers on an answer that no hook will see (Fastify's frameworkErrors), then continues. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, next: () => void): void {
  applyHeaders(request.raw, reply.raw, (error?: unknown) => {
    if (error) request.log.error({ err: error }, 'security headers failed');
    next();
  });
}
