import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DatabaseConnection } from '../../db/client';
import { readVersionRepository, type Versions } from './read-version.repository';

/**
 * An answer as it goes out: its JSON text, its entity tag (for If-None-Match), and its bytes once asked: plain
 * (encoded once, not per request) and compressed.
 */
export interface CachedAnswer {
  body: string;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip' | 'identity', Buffer>>;
}

/** A weak tag: the same answer sent brotli, gzip or plain is one entity. */
export const weakEtagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Version reads under way at once, at most: under a flood they queue here, not in the database pool. */
const MAX_READS_IN_FLIGHT = 2;

type Waiting<V> = { promise: Promise<V>; resolve: (version: V) => void; reject: (error: unknown) => void };

/**
 * Reads a version no older than the caller: callers join the next read to start, which starts once the current turn
 * of the event loop is over (every request arriving in one turn shares it), so no caller is given a version read
 * before it arrived, i.e. before a write it has seen committed. Two reads may be under way at once; callers
 * arriving meanwhile share the read that starts when one ends. With `statementCount` (PGlite, which only this
 * process writes to), a version read while nothing else ran stays current until a statement runs, and is answered
 * without a query.
 */
export class VersionReader<V = string> {
  #waiting: Waiting<V> | undefined;
  #scheduled = false;
  #inFlight = 0;
  /** The last version read and the statement count just after it, while nothing else ran meanwhile. */
  #quiet: { version: V; count: number } | undefined;

  constructor(
    private readonly read: () => Promise<V>,
    private readonly statementCount?: () => number,
  ) {}

  current(): Promise<V> {
    if (this.#quiet && this.statementCount?.() === this.#quiet.count) return Promise.resolve(this.#quiet.version);
    if (!this.#waiting) {
      let resolve!: (version: V) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<V>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      this.#waiting = { promise, resolve, reject };
      this.#schedule();
    }
    return this.#waiting.promise;
  }

  #schedule(): void {
    if (this.#scheduled || !this.#waiting || this.#inFlight >= MAX_READS_IN_FLIGHT) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      const waiting = this.#waiting;
      if (!waiting) return;
      this.#waiting = undefined;
      this.#inFlight += 1;
      this.#readNow()
        .then(waiting.resolve, waiting.reject)
        .finally(() => {
          this.#inFlight -= 1;
          this.#schedule();
        });
    });
  }

  async #readNow(): Promise<V> {
    const before = this.statementCount?.();
    this.#quiet = undefined;
    const version = await this.read();
    // Only this read ran since it started: nothing can have changed after the version it saw.
    const after = this.statementCount?.();
    if (before !== undefined && after === before + 1) this.#quiet = { version, count: after };
    return version;
  }
}

/**
 * Answers kept as the text that goes out (issue 14; docs/decisions/023): the same for every visitor, or one
 * player's own. Each request reads the database's version (shared among concurrent requests, `VersionReader`); an
 * answer built at an older version is built again, so nothing is served that a committed write has changed.
 * Bounded by size (lru-cache): the least recently used answers go first.
 */
export class ReadCache {
  readonly #entries: LRUCache<string, { version: string; answer: CachedAnswer }>;
  readonly #building = new Map<string, { version: string; answer: Promise<CachedAnswer> }>();
  /** Answers found current (or being built) versus built anew, since the start (metrics, issue 57). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(
    private readonly versions: { current(): Promise<string> },
    maxBytes = 16 * 1024 * 1024,
  ) {
    this.#entries = new LRUCache({
      maxSize: maxBytes,
      // The text, and its bytes as sent plain once asked (the compressed forms are a fraction of it).
      sizeCalculation: (entry, key) => 2 * entry.answer.body.length + key.length,
    });
  }

  /** The answer under `key` as of now; `build` makes its JSON text when there is none for the current version. */
  async get(key: string, build: () => Promise<string>): Promise<CachedAnswer> {
    const version = await this.versions.current();
    const hit = this.#entries.get(key);
    if (hit?.version === version) {
      this.lookups.hits += 1;
      return hit.answer;
    }
    const building = this.#building.get(key);
    if (building?.version === version) {
      this.lookups.hits += 1;
      return building.answer;
    }
    this.lookups.misses += 1;
    // A failure (an unknown match: 404) is not kept.
    const answer = build().then((body): CachedAnswer => ({ body, etag: weakEtagOf(body), encoded: {} }));
    this.#building.set(key, { version, answer });
    try {
      const built = await answer;
      this.#entries.set(key, { version, answer: built });
      return built;
    } finally {
      if (this.#building.get(key)?.answer === answer) this.#building.delete(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The visitors' answers and the players' own, both under the database's version; the versions themselves. */
export interface Reads {
  /** Both versions, read together (sessions keep their own answers under the sessions' version). */
  versions: VersionReader<Versions>;
  /** Alike for every visitor (16 MiB at most). */
  shared: ReadCache;
  /** One player's own answers, keyed by player (32 MiB at most). */
  personal: ReadCache;
}

export function createReads(database: DatabaseConnection): Reads {
  const { db, statementCount } = database;
  const versions = new VersionReader(() => readVersionRepository.current(db), statementCount);
  const data = { current: () => versions.current().then((current) => current.data) };
  return { versions, shared: new ReadCache(data), personal: new ReadCache(data, 32 * 1024 * 1024) };
}
