import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

/** A build that takes a moment and counts how often it ran. */
function counted(value: string, delayMs = 5) {
  let builds = 0;
  return {
    builds: () => builds,
    build: async () => {
      builds += 1;
      const build = builds;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { value: `${value}#${build}` };
    },
  };
}

describe('VersionedCache', () => {
  it('merges concurrent misses of one key at one version into one build', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    const home = counted('home');
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('home', 'v1', home.build)));
    expect(home.builds()).toBe(1);
    expect(new Set(answers.map((answer) => answer.value))).toEqual(new Set(['home#1']));
    expect(cache.lookups).toEqual({ hits: 49, misses: 1 });
  });

  it('keeps a value while its version holds, and builds it again once the version moved', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    const home = counted('home', 1);
    expect((await cache.get('home', 'v1', home.build)).value).toBe('home#1');
    expect((await cache.get('home', 'v1', home.build)).value).toBe('home#1');
    expect((await cache.get('home', 'v2', home.build)).value).toBe('home#2');
    expect(home.builds()).toBe(2);
  });

  it('never gives a caller at a newer version the build started at an older one', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    const home = counted('home', 20);
    const early = cache.get('home', 'v1', home.build); // under way when the version moves
    const late = cache.get('home', 'v2', home.build);
    expect((await early).value).toBe('home#1');
    expect((await late).value).toBe('home#2');
  });

  it('keeps no failed build, nor a value found missing', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    await expect(cache.get('match:9', 'v1', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect((await cache.get('match:9', 'v1', async () => ({ value: 'found' }))).value).toBe('found');
    expect(await cache.find('session', 'v1', async () => undefined)).toBeUndefined();
    expect(await cache.find('session', 'v1', async () => ({ value: 'signed in' }))).toEqual({ value: 'signed in' });
  });

  it('stays within its size, dropping the least recently used values', async () => {
    const cache = new VersionedCache<{ value: string }>({ maxSize: 1_000, sizeOf: (entry) => entry.value.length });
    for (let index = 0; index < 20; index += 1) {
      await cache.get(`answer:${index}`, 'v1', async () => ({ value: 'x'.repeat(200) }));
    }
    expect(cache.size).toBeLessThanOrEqual(5);
    expect(cache.has('answer:19', 'v1')).toBe(true);
    expect(cache.has('answer:0', 'v1')).toBe(false);
  });
});
