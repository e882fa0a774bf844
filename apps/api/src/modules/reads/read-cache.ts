import { createHash } from 'node:crypto';
import type { DatabaseConnection } from '../../db/client';
import { dataVersionsRepository, versionTag, type DataVersions, type DomainSelection } from '../../db/data-versions';
import { VersionedCache } from '../../lib/versioned-cache';

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

/** The answers alike for every visitor, kept as the text that goes out (issue 14; docs/decisions/023, 093). */
export interface Reads {
  /** Every data domain's version, read once per moment and shared by the requests arriving in it. */
  versions: VersionReader<DataVersions>;
  /** The version of the selected domains as of now. */
  tagOf(selection: DomainSelection): Promise<string>;
  /** Visitors' answers (16 MiB at most). A player's own answers are never kept: their picks have no version. */
  shared: VersionedCache<CachedAnswer>;
}

export function createReads(database: DatabaseConnection): Reads {
  const { db, statementCount } = database;
  const versions = new VersionReader(() => dataVersionsRepository.all(db), statementCount);
  return {
    versions,
    tagOf: async (selection) => versionTag(await versions.current(), selection),
    shared: new VersionedCache<CachedAnswer>({
      maxSize: 16 * 1024 * 1024,
      // The text, and its bytes as sent plain once asked (the compressed forms are a fraction of it).
      sizeOf: (answer, key) => 2 * answer.body.length + key.length,
    }),
  };
}
