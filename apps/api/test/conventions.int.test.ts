import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@scoreline/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('API conventions (issue #2, spec §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/v1/health answers 200 with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.reachable).toBe(true);
    expect(body.data.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.data.time).toBe('2024-03-02T12:00:00.000Z');
  });

  it('GET /api/v1/health/ready answers 200 when the season is prepared', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('GET /api/v1/health/ready answers 503 with the product message while the season is being prepared', async () => {
    let finish: () => void = () => undefined;
    const preparing = t.container.services.preparation.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const during = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    finish();
    await preparing;
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBeDefined();
    expect(during.json()).toEqual({ success: false, message: errorMessages.seasonPreparing, code: 'UNAVAILABLE' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });

  it('GET /api/v1/health/preparation says whether the season is being prepared, always with a 200', async () => {
    const ask = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/health/preparation' })).json();
    let finish: () => void = () => undefined;
    const preparing = t.container.services.preparation.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const during = await ask();
    finish();
    await preparing;
    expect(during).toEqual({ success: true, data: { preparing: true } });
    expect(await ask()).toEqual({ success: true, data: { preparing: false } });
  });

  it('an unknown API route answers a JSON 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false, message: 'Route not found' });
  });

  it('malformed JSON answers a 400 envelope, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
  });

  it('a body over the limit answers 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The request body is too large' });
  });

  it('echoes a sane request id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the API's answers the REST security headers: nothing loads from them or frames them", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A page's policies mean nothing on JSON.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('gives the docs page its own CSP and the other security headers', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("script-src-attr 'none'");
    expect(docs.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the contracts, and a docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/v1/health'].get.responses['200']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('health when the database is down', () => {
  it('answers 503 with an envelope', async () => {
    const t = await createTestApp();
    try {
      const ping = t.app.deps.database.ping;
      t.app.deps.database.ping = () => Promise.reject(new Error('connection refused'));
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      t.app.deps.database.ping = ping;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: errorMessages.databaseUnreachable });
    } finally {
      await t.close();
    }
  });
});

describe('serving the SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'scoreline-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Scoreline</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers client-side routes with index.html so a reload works', async () => {
    for (const url of ['/', '/upcoming-matches/12', '/leaderboard?round=3', '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("gives a page the page's policy: scripts only from the app itself, and no framing", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/leaderboard' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('caches fingerprinted assets for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown API paths with JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/matches-that-do-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});
