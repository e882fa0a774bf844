import { LRUCache } from 'lru-cache';

/** How big a cache may grow: by entries, or by a size each value is given. */
export type CacheBounds<V> = { max: number } | { maxSize: number; sizeOf: (value: V, key: string) => number };

/**
 * The one cache of the API (docs/decisions/093): values kept under the version of the data they were built from.
 * lru-cache's `fetchMethod` builds a missing value, and callers asking for the same key at the same version while it
 * is built share that one build (concurrent misses merged). The version is part of the key, so a caller that has
 * seen a newer version never joins a build started at an older one; values of older versions are never asked for
 * again and leave as the least recently used. A failed build is not kept.
 */
export class VersionedCache<V extends object> {
  readonly #entries: LRUCache<string, V, () => Promise<V | undefined>>;
  /** Values found (or being built) versus built anew, since the start (metrics, issue 57). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(bounds: CacheBounds<V>) {
    const fetchMethod = (
      _key: string,
      _stale: V | undefined,
      { context }: { context: () => Promise<V | undefined> },
    ) => {
      this.lookups.misses += 1;
      return context();
    };
    this.#entries =
      'max' in bounds
        ? new LRUCache({ max: bounds.max, fetchMethod })
        : new LRUCache({ maxSize: bounds.maxSize, sizeCalculation: bounds.sizeOf, fetchMethod });
  }

  /** The value of `key` at `version`; `build` makes it when this process has none at that version. */
  async get(key: string, version: string, build: () => Promise<V>): Promise<V> {
    const value = await this.find(key, version, build);
    if (value === undefined) throw new Error(`the cache built nothing for ${key}`);
    return value;
  }

  /** As `get`, but `build` may find nothing (undefined), which is not kept: the next caller builds again. */
  async find(key: string, version: string, build: () => Promise<V | undefined>): Promise<V | undefined> {
    const misses = this.lookups.misses;
    const fetching = this.#entries.fetch(`${version}\u0000${key}`, { context: build });
    // fetchMethod runs at once on a miss: no miss counted now means a value held or a build shared.
    if (this.lookups.misses === misses) this.lookups.hits += 1;
    return fetching;
  }

  /** Whether `key` is held, built, at `version` (a build under way does not count). */
  has(key: string, version: string): boolean {
    return this.#entries.has(`${version}\u0000${key}`);
  }

  get size(): number {
    return this.#entries.size;
  }
}
