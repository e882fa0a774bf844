import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A page's headers: the SPA's documents, the API docs page (which replaces the CSP), anything outside the API. */
const pageHeaders = helmetHeaders();

/**
 * The API's answers (JSON, uploaded pictures, event streams) are never documents, so they get OWASP's set for REST
 * answers (ADR 037): nothing may load from them or frame them, and a page's policies (scripts, styles, fonts, COOP,
 * origin-agent-cluster, legacy IE switches) are left out. Stricter than a page's, and ~400 bytes shorter on answers
 * whose socket writes are most of a cached read's time (issue 14).
 */
const apiHeaders = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const API_PREFIX = '/api/v1/';

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

/**
 * Sets the security headers for the address asked for on `reply`: the API's under /api/v1/, a page's elsewhere (a
 * route may then replace one, as the API docs page does its CSP).
 */
export function applySecurityHeaders(reply: FastifyReply, url: string): FastifyReply {
  return reply.headers(url.startsWith(API_PREFIX) ? apiHeaders : pageHeaders);
}

/**
 * What every answer carries from the moment its request arrives: the security headers for its address and the
 * request's id (Fastify keeps the headers set so far when an error is answered).
 */
export function applyAnswerHeaders(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return applySecurityHeaders(reply, request.url).header('x-request-id', request.id);
}

export function registerAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    applyAnswerHeaders(request, reply);
    done();
  });
}
