import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { errorMessages } from '@scoreline/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { signUpBody } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false' });

describe('database down (finding 10)', () => {
  it('answers 503 with Retry-After on every route that needs it, not 500', async () => {
    // Nothing listens on port 1: every connection is refused, as when PostgreSQL is down.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', maxConnections: 2 });
    // A web process (workers need the database to start their queue).
    const app = await buildApp({ config: config(), database, webDist: null, containerOptions: { work: false } });
    try {
      const requests = [
        { method: 'GET' as const, url: '/api/v1/match/home' },
        { method: 'GET' as const, url: '/api/v1/score' },
        { method: 'GET' as const, url: '/api/v1/match/1' },
        { method: 'POST' as const, url: '/api/v1/auth/sign-in', payload: { email: 'ada@example.com', password: 'x' } },
        { method: 'POST' as const, url: '/api/v1/auth/sign-up', payload: signUpBody() },
        { method: 'GET' as const, url: '/api/v1/users/1', headers: { authorization: `Bearer ${'a'.repeat(43)}` } },
      ];
      for (const request of requests) {
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.headers['retry-after'], request.url).toBe('5');
        expect(response.json(), request.url).toEqual({
          success: false,
          message: errorMessages.databaseUnavailable,
          code: 'UNAVAILABLE',
        });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** A TCP relay in front of PostgreSQL that can be cut and restored, as a database restart looks to the app. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await up();
  return { port: () => port, up, down };
}

describe.skipIf(!process.env.DATABASE_URL)('database restart on PostgreSQL (finding 10)', () => {
  it('answers 503 while the database is away and recovers by itself when it returns', async () => {
    const adminUrl = new URL(process.env.DATABASE_URL!);
    const name = `scoreline_relay_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const relay = await startRelay({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
    const url = new URL(adminUrl);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port());
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    // A web process (workers need the database to start their queue).
    const app = await buildApp({ config: config(), database, webDist: null, containerOptions: { work: false } });
    try {
      await runMigrations(database);
      const home = () => app.inject({ method: 'GET', url: '/api/v1/match/home' });
      expect((await home()).statusCode).toBe(200);
      await relay.down();
      const during = await home();
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      await relay.up();
      expect((await home()).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await relay.down().catch(() => undefined);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});

describe('slow bodies time out (finding 9)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('closes a request whose body trickles in with 408 once the request timeout passes', async () => {
    t = await createTestApp({
      httpLimits: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000, connectionsCheckingIntervalMs: 100 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    socket.on('error', () => undefined);
    const started = Date.now();
    socket.write(
      'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // One byte every 200 ms: 100 bytes would take 20 s.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8_000));
    const closedAt = await Promise.race([closed, timeout]);
    clearInterval(trickle);
    socket.destroy();
    expect(closedAt).toBeGreaterThan(0);
    expect(closedAt - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('serves the default limits: bounded request, headers and keep-alive times', async () => {
    t = await createTestApp();
    const server = t.app.server;
    expect(server.requestTimeout).toBe(30_000);
    expect(server.headersTimeout).toBe(15_000);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.maxRequestsPerSocket).toBe(1_000);
    expect(server.timeout).toBe(75_000);
  });
});

describe('TRUST_PROXY (finding 12)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  /** 21 sign-ins (the per-IP limit is 20 a minute) from different players, all arriving through one proxy. */
  async function signInsThroughProxy(t: TestApp, forwardedFor: (index: number) => string) {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: `nobody${index}@example.com`, password: 'Wrong123' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor(index) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('off by default: everyone behind the proxy shares its address, and the 21st sign-in gets 429', async () => {
    const t = await createTestApp();
    apps.push(t);
    const statuses = await signInsThroughProxy(t, (index) => `203.0.113.${index + 1}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with a hop count, each player is counted under their own address', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    apps.push(t);
    const statuses = await signInsThroughProxy(t, (index) => `203.0.113.${index + 1}`);
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('with a hop count, a client cannot pick its address by sending its own X-Forwarded-For', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    apps.push(t);
    // The proxy appends the address it saw (198.51.100.7) to whatever the client sent.
    const statuses = await signInsThroughProxy(t, (index) => `192.0.2.${index + 1}, 198.51.100.7`);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with the proxies listed, only their X-Forwarded-For is believed', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    apps.push(t);
    const trusted = await signInsThroughProxy(t, (index) => `203.0.113.${index + 1}`);
    expect(trusted.every((status) => status === 401)).toBe(true);
    // A client that reaches the app directly is counted under its own address, whatever header it sends.
    const direct: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: `direct${index}@example.com`, password: 'Wrong123' },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': `203.0.113.${index + 100}` },
      });
      direct.push(response.statusCode);
    }
    expect(direct.at(-1)).toBe(429);
  });
});
