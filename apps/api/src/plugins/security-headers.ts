import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer: one configuration, applied by the hook and by the router's own refusals. */
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
} satisfies HelmetOptions;

/**
 * The headers helmet sets with this configuration, worked out once. They never vary by request (no CSP nonces), so
 * every answer gets the same list: @fastify/helmet would build helmet again, parsing the whole policy, on every
 * request (issue 14: ~10% of a cached read's time).
 */
function helmetHeaders(options: HelmetOptions = helmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let applied = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    applied = true;
  });
  // helmet sets its headers synchronously; anything else would mean answers without them.
  if (!applied || !headers['content-security-policy']) throw new Error('helmet did not set its headers at once');
  return Object.freeze(headers);
}

const securityHeaders = helmetHeaders();

/**
 * The content security policy of a page that also runs the given inline scripts, each allowed by its hash (issue 14:
 * the pre-rendered pages' session check). Worked out once by the caller.
 */
export function contentSecurityPolicyAllowing(scriptHashes: readonly string[]): string {
  const { directives } = helmetOptions.contentSecurityPolicy;
  const policy = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, scriptSrc: [...directives.scriptSrc, ...scriptHashes] },
    },
  })['content-security-policy'];
  if (!policy) throw new Error('helmet set no content security policy');
  return policy;
}

/** Sets the security headers on `reply` (a route may then replace one, as the API docs page does its CSP). */
export function applySecurityHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(securityHeaders);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply);
    done();
  });
}
