import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeApiFootball, TEST_API_KEY } from '../helpers/api-football-server';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';

const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };
const RAPIDAPI_HOST = 'api-football-v1.p.rapidapi.com';

/**
 * A stand-in for RapidAPI's gateway in front of API-Football (guide §1.2: `…/v3/<endpoint>` with `X-RapidAPI-Key`
 * and `X-RapidAPI-Host: api-football-v1.p.rapidapi.com`): it refuses a call without both headers, and passes the
 * others on to the stand-in API-Football with its own key, answering with what it answered.
 */
class FakeRapidApiGateway {
  readonly seen: IncomingHttpHeaders[] = [];
  baseUrl = '';
  private server: Server | undefined;

  constructor(private readonly upstream: FakeApiFootball) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.seen.push(request.headers);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const allowed =
        request.headers['x-rapidapi-key'] === TEST_API_KEY &&
        request.headers['x-rapidapi-host'] === RAPIDAPI_HOST &&
        url.pathname.startsWith('/v3/');
      if (!allowed) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'You are not subscribed to this API.' }));
        return;
      }
      const target = `${this.upstream.baseUrl}${url.pathname.slice('/v3'.length)}${url.search}`;
      void fetch(target, { headers: { 'x-apisports-key': TEST_API_KEY } }).then(async (answer) => {
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (name === 'content-type' || name.startsWith('x-ratelimit')) headers[name] = value;
        });
        response.writeHead(answer.status, headers);
        response.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())));
  }
}

describe('API-Football through RapidAPI (API_FOOTBALL_BASE_URL, _KEY_HEADER and _HOST)', () => {
  let upstream: FakeApiFootball;
  let gateway: FakeRapidApiGateway;
  let t: TestApp;

  beforeAll(async () => {
    upstream = await new FakeApiFootball().start();
    gateway = await new FakeRapidApiGateway(upstream).start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: {
        API_FOOTBALL_KEY: TEST_API_KEY,
        API_FOOTBALL_BASE_URL: `${gateway.baseUrl}/v3`,
        API_FOOTBALL_KEY_HEADER: 'X-RapidAPI-Key',
        API_FOOTBALL_HOST: RAPIDAPI_HOST,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.stop();
    await upstream.stop();
  });

  it('imports the season through the gateway and shows its matches', async () => {
    const report = await footballSync(t.app, { apiFootball: noWait }).syncOnce();
    expect(report).toMatchObject({ outcome: 'synced', matches: { inserted: 8 }, problems: [] });
    expect(gateway.seen.length).toBeGreaterThan(0);
    for (const headers of gateway.seen) {
      expect(headers).toMatchObject({ 'x-rapidapi-key': TEST_API_KEY, 'x-rapidapi-host': RAPIDAPI_HOST });
      expect(headers['x-apisports-key']).toBeUndefined();
    }
    const { token } = await createPlayer(t.app);
    const round = (await get(t.app, '/match', { token })).json().data;
    expect(round).toMatchObject({ round: 2, current_round: 2 });
    expect(round.matches.rows).toHaveLength(4);
  });
});
