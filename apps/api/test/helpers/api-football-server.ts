import { readFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A stand-in for API-Football v3 on 127.0.0.1 (random port), answering from the fixture files in
 * test/fixtures/api-football, which were written from the documented shapes (football-data-providers guide
 * §1.3–1.5). Like the real service it answers a missing or wrong key with `errors.token` and HTTP 200, and
 * sends the quota headers. Tests can override any endpoint. The browser tests use it too
 * (e2e/api-football-fixtures.ts), with the season moved onto today's calendar.
 */

const fixturesDir = fileURLToPath(new URL('../fixtures/api-football/', import.meta.url));

export const TEST_API_KEY = 'test-key-0123456789';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
}

type Handler = (query: Record<string, string>, request: RecordedRequest) => FakeAnswer | undefined;

export function readFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as T;
}

interface Envelope {
  get: string;
  parameters: Record<string, string> | [];
  errors: unknown;
  results: number;
  paging: { current: number; total: number };
  response: unknown;
}

export function envelope(get: string, query: Record<string, string>, response: unknown[]): Envelope {
  return {
    get,
    parameters: Object.keys(query).length > 0 ? query : [],
    errors: [],
    results: response.length,
    paging: { current: 1, total: 1 },
    response,
  };
}

export type FixtureItem = { fixture: { id: number }; teams: { home: { id: number }; away: { id: number } } };

export class FakeApiFootball {
  readonly requests: RecordedRequest[] = [];
  /** Overrides by path ('/fixtures'); a handler answering undefined falls through to the default. */
  private readonly overrides = new Map<string, Handler>();
  /** The season's fixtures, which tests may change (a match finishes, a date moves). */
  season: FixtureItem[] = readFixture<{ response: FixtureItem[] }>('fixtures.json').response;

  /**
   * The provider now gives the fixture this status (short code) and these goals; `score` replaces parts of its score
   * breakdown (`fulltime`, `extratime`, `penalty`), as API-Football gives them for a match that went to extra time.
   */
  setStatus(
    id: number,
    short: string,
    goals: { home: number | null; away: number | null },
    score: Record<string, { home: number | null; away: number | null }> = {},
  ): void {
    const status = { long: short, short, elapsed: short === 'FT' ? 90 : null };
    this.season = this.season.map((item) =>
      item.fixture.id === id
        ? ({
            ...item,
            fixture: { ...item.fixture, status },
            goals,
            score: { ...(item as { score?: object }).score, ...score },
          } as FixtureItem)
        : item,
    );
  }
  /** The quota headers: what x-ratelimit-requests-remaining says next (decremented per call), and the limits. */
  dailyRemaining = 88;
  minuteRemaining = 9;
  dailyLimit = 100;
  minuteLimit = 10;
  private server: Server | undefined;
  baseUrl = '';

  constructor(private readonly apiKey: string = TEST_API_KEY) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const query = Object.fromEntries(url.searchParams.entries());
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query,
        headers: request.headers,
      };
      this.requests.push(recorded);
      const answer = this.answer(recorded);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-ratelimit-requests-limit': String(this.dailyLimit),
        'x-ratelimit-requests-remaining': String(Math.max(0, this.dailyRemaining)),
        'x-ratelimit-limit': String(this.minuteLimit),
        'x-ratelimit-remaining': String(Math.max(0, this.minuteRemaining)),
        ...answer.headers,
      };
      this.dailyRemaining -= 1;
      response.writeHead(answer.status ?? 200, headers);
      response.end(answer.text ?? JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())));
  }

  override(pathname: string, handler: Handler): void {
    this.overrides.set(pathname, handler);
  }

  clearOverrides(): void {
    this.overrides.clear();
  }

  /** Requests to a path (e.g. '/fixtures/lineups'). */
  callsTo(pathname: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === pathname);
  }

  private answer(request: RecordedRequest): FakeAnswer {
    const key = request.headers['x-apisports-key'];
    if (request.method !== 'GET' || key !== this.apiKey) {
      return { body: readFixture('error-token.json') };
    }
    const override = this.overrides.get(request.path)?.(request.query, request);
    if (override) return override;
    return { body: this.defaultAnswer(request.path, request.query) };
  }

  private fileOr(name: string, get: string, query: Record<string, string>): unknown {
    return existsSync(path.join(fixturesDir, name)) ? readFixture(name) : envelope(get, query, []);
  }

  private defaultAnswer(pathname: string, query: Record<string, string>): unknown {
    switch (pathname) {
      case '/status':
        return readFixture('status.json');
      case '/leagues':
        return query.id === '39' ? readFixture('leagues.json') : envelope('leagues', query, []);
      case '/teams':
        return readFixture('teams.json');
      case '/fixtures/rounds':
        return readFixture('rounds.json');
      case '/fixtures': {
        if (query.ids) {
          const ids = new Set(query.ids.split('-').map(Number));
          return envelope(
            'fixtures',
            query,
            this.season.filter((item) => ids.has(item.fixture.id)),
          );
        }
        if (query.league && !query.season) return readFixture('error-season.json');
        if (query.season && query.season !== '2023') return readFixture('error-plan.json');
        return envelope('fixtures', query, this.season);
      }
      case '/fixtures/lineups':
        return this.fileOr(`lineups-${query.fixture}.json`, 'fixtures/lineups', query);
      case '/fixtures/statistics':
        return this.fileOr(`statistics-${query.fixture}.json`, 'fixtures/statistics', query);
      case '/predictions':
        return this.fileOr(`predictions-${query.fixture}.json`, 'predictions', query);
      case '/injuries': {
        const ids = new Set((query.ids ?? query.fixture ?? '').split('-').map(Number));
        const all = readFixture<{ response: { fixture: { id: number } }[] }>('injuries.json').response;
        return envelope(
          'injuries',
          query,
          all.filter((item) => ids.has(item.fixture.id)),
        );
      }
      case '/fixtures/headtohead': {
        const [a, b] = (query.h2h ?? '').split('-').map(Number);
        const all = readFixture<{ response: FixtureItem[] }>('headtohead.json').response;
        const pair = all.filter((item) => {
          const teams = [item.teams.home.id, item.teams.away.id];
          return teams.includes(a ?? -1) && teams.includes(b ?? -1);
        });
        return envelope('fixtures/headtohead', query, pair);
      }
      default:
        return { ...envelope(pathname.slice(1), query, []), errors: { endpoint: 'This endpoint does not exist.' } };
    }
  }
}
