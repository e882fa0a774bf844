import { createServer, type Server } from 'node:http';
import type { Readiness } from '../health/readiness';
import type { Metrics } from './metrics';
import { bearerMatches } from './metrics.routes';

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, GET /metrics wants it as a bearer token here too. */
  token: string | undefined;
  metrics: Metrics;
  readiness: Readiness;
}

/**
 * METRICS_PORT (issue 57, docs/decisions/084): a port of its own for the scraper and the orchestrator, on every role
 * (the worker's only port): GET /metrics (Prometheus text), GET /health (liveness: the process answers) and
 * GET /health/ready (200, or 503 naming the failing checks). Plain node:http: nothing else is served here.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const { metrics, readiness, token } = options;
  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    const json = (status: number, body: unknown) => send(status, 'application/json', JSON.stringify(body));
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { status: 'method not allowed' });
    if (path === '/health') return json(200, { status: 'ok' });
    if (path === '/health/ready') {
      void readiness.failing().then(
        (failing) =>
          failing.length === 0 ? json(200, { status: 'ready' }) : json(503, { status: 'not ready', failing }),
        () => json(503, { status: 'not ready' }),
      );
      return;
    }
    if (path === '/metrics') {
      if (token && !bearerMatches(request.headers.authorization, token)) {
        response.setHeader('www-authenticate', 'Bearer realm="metrics"');
        return json(401, { status: 'unauthorized' });
      }
      void metrics.exposition().then(
        ({ contentType, body }) => send(200, contentType, body),
        () => json(500, { status: 'metrics failed' }),
      );
      return;
    }
    json(404, { status: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
