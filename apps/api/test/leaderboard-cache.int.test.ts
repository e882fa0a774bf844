import { describe, expect, it } from 'vitest';
import { dataDomain, dataVersionsRepository, rankingDomainsOf, versionTag } from '../src/db/data-versions';
import { createLeaderboardCache } from '../src/modules/predictions/leaderboard-cache';
import type { LeaderboardScope, RankedScope } from '../src/modules/predictions/leaderboard.repository';
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

  it("keeps a competition's rankings when another competition is scored, and drops every one on a change to all", async () => {
    const db = t.database.connection.db;
    const cache = createLeaderboardCache(db, {
      unrankedPlayers: () => Promise.resolve(new Set<number>()),
      version: async (seasons) => versionTag(await dataVersionsRepository.all(db), rankingDomainsOf(seasons)),
    });
    const scopes: RankedScope[] = [
      { kind: 'overall', competitionId: 1, season: 2023 },
      { kind: 'round', round: 1, competitionId: 2, season: 2026 },
      { kind: 'all' },
    ];
    const rankings = () => Promise.all(scopes.map((scope) => cache.ranking(scope)));
    // Which rankings are the very ones cached before (the same object), not computed again.
    const keptSince = async (before: unknown[]) =>
      (await rankings()).map((ranking, index) => ranking === before[index]);

    const first = await rankings();
    expect(await keptSince(first)).toEqual([true, true, true]);

    // A scoring in the cup moves its ranking domain: the league's table is still the one cached; the cup's and the
    // 'all' table (which sums the cup) are computed again.
    await dataVersionsRepository.bump(db, dataDomain.ranking(2, 2026));
    expect(await keptSince(first)).toEqual([true, false, false]);

    // A player blocked moves every ranking at once: nothing cached is current.
    const second = await rankings();
    await dataVersionsRepository.bump(db, dataDomain.everyRanking);
    expect(await keptSince(second)).toEqual([false, false, false]);
  });
});
