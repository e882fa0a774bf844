import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A tiny stand-in for API-Football v3 for the browser tests: it serves the backend's fixture files
 * (apps/api/test/fixtures/api-football, written from the documented shapes) with the season moved onto today's
 * calendar, so the sync fetches what it fetches around a real kick-off: round 1 finished a week ago, fixture 1005
 * live for 20 minutes (line-ups and statistics), 1006 in three hours (the provider's win probability, injuries,
 * head to head), 1007 and 1008 later. Its quota headers allow 600 calls a minute, so the client hardly waits.
 */

const fixturesDir = path.resolve('apps/api/test/fixtures/api-football');

export const FIXTURE_API_KEY = 'e2e-fixture-key';

type Json = Record<string, unknown>;
type FixtureItem = {
  fixture: { id: number; date: string; timestamp: number; status: { short: string; elapsed: number | null } };
  teams: { home: { id: number }; away: { id: number } };
};
type LineupItem = {
  team: Json;
  coach: Json;
  formation: string;
  startXI: { player: Json }[];
  substitutes: { player: Json }[];
};

function readFixture<T = Json>(name: string): T {
  return JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as T;
}

function envelope(get: string, query: Record<string, string>, response: unknown[]) {
  return { get, parameters: query, errors: [], results: response.length, paging: { current: 1, total: 1 }, response };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Where each fixture sits relative to now, and its status then. */
const schedule: Record<number, { fromNow: number; short: string; elapsed: number | null }> = {
  1001: { fromNow: -7 * 24 * HOUR, short: 'FT', elapsed: 90 },
  1002: { fromNow: -7 * 24 * HOUR + 3 * HOUR, short: 'FT', elapsed: 90 },
  1003: { fromNow: -6 * 24 * HOUR, short: 'FT', elapsed: 90 },
  1004: { fromNow: -6 * 24 * HOUR + 3 * HOUR, short: 'FT', elapsed: 90 },
  1005: { fromNow: -20 * MINUTE, short: '1H', elapsed: 20 },
  1006: { fromNow: 3 * HOUR, short: 'NS', elapsed: null },
  1007: { fromNow: 5 * HOUR, short: 'NS', elapsed: null },
  1008: { fromNow: 26 * HOUR, short: 'NS', elapsed: null },
};

function seasonOnToday(now: number): FixtureItem[] {
  return readFixture<{ response: FixtureItem[] }>('fixtures.json').response.map((item) => {
    const slot = schedule[item.fixture.id];
    if (!slot) return item;
    // Whole minutes, as real kick-offs are.
    const kickoff = Math.floor((now + slot.fromNow) / MINUTE) * MINUTE;
    return {
      ...item,
      fixture: {
        ...item.fixture,
        date: new Date(kickoff).toISOString().replace('.000Z', '+00:00'),
        timestamp: kickoff / 1000,
        status: { ...item.fixture.status, short: slot.short, elapsed: slot.elapsed },
      },
    };
  });
}

const fillerNames: Record<string, string> = { G: 'Keeper', D: 'Back', M: 'Mid', F: 'Striker' };

/**
 * The fixture file's line-ups name three players a side; the pitch is drawn from a whole eleven, so each side is
 * filled up along its own formation with API-Football grids ('row:column'), keeping the file's team, colours,
 * coach, substitutes and named players where the file puts them.
 */
function fullLineups(): LineupItem[] {
  return readFixture<{ response: LineupItem[] }>('lineups-1005.json').response.map((lineup, side) => {
    const lines = [1, ...lineup.formation.split('-').map(Number)];
    const named = new Map(lineup.startXI.map(({ player }) => [String(player.grid), player]));
    let filler = 0;
    const startXI = lines.flatMap((count, row) =>
      Array.from({ length: count }, (_, column) => {
        const grid = `${row + 1}:${column + 1}`;
        const pos = row === 0 ? 'G' : row === 1 ? 'D' : row === lines.length - 1 ? 'F' : 'M';
        filler += 1;
        return {
          player: named.get(grid) ?? {
            id: 8000 + side * 100 + filler,
            name: `${String.fromCharCode(75 + filler)}. ${fillerNames[pos] ?? 'Player'}`,
            number: 30 + filler,
            pos,
            grid,
          },
        };
      }),
    );
    return { ...lineup, startXI };
  });
}

export class ApiFootballFixtureServer {
  private server: Server | undefined;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const query = Object.fromEntries(url.searchParams.entries());
      const body =
        request.headers['x-apisports-key'] === FIXTURE_API_KEY
          ? this.answer(url.pathname, query)
          : readFixture('error-token.json');
      response.writeHead(200, {
        'content-type': 'application/json',
        'x-ratelimit-requests-limit': '7500',
        'x-ratelimit-requests-remaining': '7000',
        'x-ratelimit-limit': '600',
        'x-ratelimit-remaining': '599',
      });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(pathname: string, query: Record<string, string>): unknown {
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
        const season = seasonOnToday(Date.now());
        const ids = query.ids ? new Set(query.ids.split('-').map(Number)) : null;
        return envelope('fixtures', query, ids ? season.filter((item) => ids.has(item.fixture.id)) : season);
      }
      case '/fixtures/lineups':
        return envelope('fixtures/lineups', query, query.fixture === '1005' ? fullLineups() : []);
      case '/fixtures/statistics':
        return query.fixture === '1005'
          ? readFixture('statistics-1005.json')
          : envelope('fixtures/statistics', query, []);
      case '/predictions':
        return query.fixture === '1006' ? readFixture('predictions-1006.json') : envelope('predictions', query, []);
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
        return envelope(
          'fixtures/headtohead',
          query,
          all.filter((item) => {
            const teams = [item.teams.home.id, item.teams.away.id];
            return teams.includes(a ?? -1) && teams.includes(b ?? -1);
          }),
        );
      }
      default:
        return { ...envelope(pathname.slice(1), query, []), errors: { endpoint: 'This endpoint does not exist.' } };
    }
  }
}
