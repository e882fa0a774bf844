import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Issue 14: what reaches the browser is compressed once, cached for good when fingerprinted, and small. */
const publicDir = path.resolve(import.meta.dirname, '../../web/public');
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index })))};`;

const landing =
  '<!doctype html><title>Scoreline</title><div id="prerendered" inert>Call the score.</div><div id="root"></div>';
const gateHash = "'sha256-x0VyKPCjr4DiiktjNSJBKe4IiDVq0cbRSW2iIDcsIws='";

const serviceWorker = 'self.addEventListener("fetch", () => {});';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'scoreline-delivery-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Scoreline</title><div id="root"></div>');
  // As the build leaves them (vite-plugin-compression2): the asset, its brotli and its gzip copy.
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  // As apps/web/scripts/prerender.mjs leaves them: the landing page drawn ahead, its brotli copy and the manifest.
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(path.join(dist, 'prerendered', 'index.html'), landing);
  await writeFile(path.join(dist, 'prerendered', 'index.html.br'), brotliCompressSync(landing));
  await writeFile(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({ pages: { '/': 'index.html' }, scriptSrc: [gateHash] }),
  );
  // The build's chunk manifest, read by the size budget (ADR 098), never served.
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'x.js' } }));
  for (const file of ['robots.txt', 'manifest.webmanifest']) {
    await writeFile(path.join(dist, file), await readFile(path.join(publicDir, file)));
  }
  // As vite-plugin-pwa leaves it (ADR 116): the service worker at the root, without compressed copies.
  await writeFile(path.join(dist, 'sw.js'), serviceWorker);
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static assets', () => {
  it('sends the brotli copy of a script to a browser that accepts brotli, cached for good', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the script as it is to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('serves robots.txt as itself, keeping crawlers out of the API', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
  });

  it('serves the web app manifest as itself', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({ short_name: 'Scoreline', start_url: '/', display: 'standalone' });
    // Installable (issue 60, ADR 116): PNG icons of 192 and 512 pixels, and a maskable one.
    const { icons } = response.json<{ icons: Array<{ src: string; sizes: string; purpose: string }> }>();
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ src: '/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('serves the service worker as a script the browser checks for updates on every load', async () => {
    const response = await get('/sw.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // Never the long-lived caching of assets/: a new version must be found at the next visit (ADR 116).
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(serviceWorker);
    // Same-origin scripts may run as workers: the policy's script-src (worker-src falls back to it) allows it.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('worker-src');
  });
});

describe('pre-rendered pages', () => {
  it('sends the landing page drawn ahead for /, compressed, with a policy that allows its session check', async () => {
    const response = await get('/?ref=home', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Call the score.');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${gateHash};`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends index.html with the usual policy for a page that is not drawn ahead', async () => {
    const response = await get('/leaderboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('prerendered');
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('does not serve the copies under their own path', async () => {
    const page = await get('/prerendered/index.html');
    expect(page.body).not.toContain('Call the score.');
    expect((await get('/prerendered/pages.json')).body).not.toContain('sha256');
    expect((await get('/.vite/manifest.json')).body).not.toContain('x.js');
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above 1 KiB for a client that accepts it', async () => {
    const response = await get('/api/v1/openapi.json', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/v1/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('success', true);
  });

  it('tags a read, so a client that holds its answer gets 304', async () => {
    const first = await get('/api/v1/openapi.json');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not tag the answer to a write', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/prediction',
      payload: { matchId: 1, prediction: '2:1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers.etag).toBeUndefined();
  });
});
