import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@scoreline/contracts';
import { contentSecurityPolicyAllowing } from './security-headers';

/** What the web build's pre-rendering wrote (apps/web/scripts/prerender.mjs): a file per path, and its scripts' hashes. */
interface PrerenderedPages {
  pages: Record<string, string>;
  scriptSrc: string[];
}

/** The pre-rendered pages of the build, when it has them (a build without them serves index.html everywhere). */
function readPrerendered(webDist: string): { files: Map<string, string>; policy: string } | undefined {
  const manifest = path.join(webDist, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return undefined;
  const { pages, scriptSrc } = JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPages;
  const files = new Map(Object.entries(pages).map(([url, file]) => [url, `prerendered/${path.basename(file)}`]));
  return { files, policy: contentSecurityPolicyAllowing(scriptSrc) };
}

/**
 * Serves the built SPA from the same port as the API. Unknown /api paths answer a JSON 404;
 * any other GET falls back to index.html so client-side routes survive a reload, or to the page's pre-rendered copy
 * (issue 14) with a policy that allows its session check.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && existsSync(indexFile);
  const prerendered = hasSpa && webDist ? readPrerendered(webDist) : undefined;

  if (hasSpa && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each text asset (vite.config.ts): sent as the client accepts.
      preCompressed: true,
      // The pre-rendered pages are sent for their own paths only, with the policy their session check needs.
      allowedPath: (pathName) => !pathName.startsWith('/prerendered/') && !pathName.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !pathname.startsWith('/api/') && pathname !== '/api') {
      reply.header('cache-control', 'no-cache').type('text/html');
      const page = prerendered?.files.get(pathname);
      if (page && prerendered) return reply.header('content-security-policy', prerendered.policy).sendFile(page);
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: errorMessages.routeNotFound, code: 'NOT_FOUND' });
  });
}
