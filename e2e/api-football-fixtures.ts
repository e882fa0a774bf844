import { envelope, FakeApiFootball, readFixture, type FixtureItem } from '../apps/api/test/helpers/api-football-server';

/**
 * API-Football for the browser tests: the backend's stand-in (apps/api/test/helpers/api-football-server.ts,
 * answering from fixture files written from the documented shapes) with the season moved onto today's calendar,
 * so the sync fetches what it fetches around a real kick-off: round 1 finished a week ago, fixture 1005 live for
 * 20 minutes (line-ups and statistics), 1006 in three hours (the provider's win probability, injuries, head to
 * head), 1007 and 1008 later. Its quota headers allow 600 calls a minute, so the client hardly waits.
 */

export const FIXTURE_API_KEY = 'e2e-fixture-key';

type Json = Record<string, unknown>;
type ScheduledItem = FixtureItem & {
  fixture: { date: string; timestamp: number; status: { short: string; elapsed: number | null } };
};
type LineupItem = {
  team: Json;
  coach: Json;
  formation: string;
  startXI: { player: Json }[];
  substitutes: { player: Json }[];
};

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

function seasonOnToday(now: number): ScheduledItem[] {
  return readFixture<{ response: ScheduledItem[] }>('fixtures.json').response.map((item) => {
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

export type FixtureServer = FakeApiFootball;

/** Starts the stand-in on a random port. */
export async function startFixtureServer(): Promise<FakeApiFootball> {
  const server = new FakeApiFootball(FIXTURE_API_KEY);
  Object.assign(server, { dailyLimit: 7500, dailyRemaining: 1_000_000, minuteLimit: 600, minuteRemaining: 599 });
  server.override('/fixtures', () => {
    // Each answer sees the season as of its own moment; the default handler then filters it.
    server.season = seasonOnToday(Date.now());
    return undefined;
  });
  server.override('/fixtures/lineups', (query) =>
    query.fixture === '1005' ? { body: envelope('fixtures/lineups', query, fullLineups()) } : undefined,
  );
  return server.start();
}
