import { describe, expect, it } from 'vitest';
import { createLeaderboardCache } from '../src/modules/predictions/leaderboard-cache';
import type { LeaderboardScope } from '../src/modules/predictions/leaderboard.repository';
import { useTestApp } from './helpers/test-app';

/** Issue 14: each process keeps the rankings of a bounded number of scopes, the least recently asked dropped first. */
const t = useTestApp({ clockStart: '2024-03-10T12:00:00Z' });

const range = (day: number): LeaderboardScope => ({
  kind: 'range',
  competitionId: 1,
  season: 2023,
  start: `2024-03-0${day}`,
  end: `2024-03-0${day + 1}`,
});

describe('the leaderboard cache', () => {
  it('keeps the rankings of at most maxScopes scopes, dropping the one asked least recently', async () => {
    const cache = createLeaderboardCache(t.database.connection.db, {
      unrankedPlayers: () => Promise.resolve(new Set<number>()),
      version: async () => 'v1',
      maxScopes: 2,
    });
    await cache.ranking(range(1));
    await cache.ranking(range(2));
    await cache.ranking(range(1));
    await cache.ranking(range(3));
    expect([cache.isWarm(range(1)), cache.isWarm(range(2)), cache.isWarm(range(3))]).toEqual([true, false, true]);
  });

  it('does not keep a ranking that could not be computed', async () => {
    let fails = true;
    const cache = createLeaderboardCache(t.database.connection.db, {
      unrankedPlayers: () => (fails ? Promise.reject(new Error('unavailable')) : Promise.resolve(new Set<number>())),
      version: async () => 'v1',
    });
    await expect(cache.ranking(range(1))).rejects.toThrow('unavailable');
    expect(cache.isWarm(range(1))).toBe(false);
    fails = false;
    await cache.ranking(range(1));
    expect(cache.isWarm(range(1))).toBe(true);
  });
});
