import { createHash } from 'node:crypto';
import type { DatabaseConnection } from '../../db/client';
import {
  dataDomain,
  dataVersionsRepository,
  versionTag,
  type DataVersions,
  type DomainSelection,
} from '../../db/data-versions';
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

type Waiting<V> = {
  promise: Promise<V>;
  resolve: (version: V) => void;
  reject: (error: unknown) => void;
  /** The extra keys the callers asked for (a player's own domain), read with the rest. */
  wanted: Set<string>;
};

/**
 * Reads a version no older than the caller: callers join the next read to start, which starts once the current turn
 * of the event loop is over (every request arriving in one turn shares it), so no caller is given a version read
 * before it arrived, i.e. before a write it has seen committed. Two reads may be under way at once; callers
 * arriving meanwhile share the read that starts when one ends. With `statementCount` (PGlite, which only this
 * process writes to), a version read while nothing else ran stays current until a statement runs, and is answered
 * without a query. A caller may want an extra key read (`current(wanted)`: a player's own domain); the read its
 * moment shares reads every key wanted by the callers in it.
 */
export class VersionReader<V = string> {
  #waiting: Waiting<V> | undefined;
  #scheduled = false;
  #inFlight = 0;
  /** The last version read and the statement count just after it, while nothing else ran meanwhile. */
  #quiet: { version: V; count: number; wanted: Set<string> } | undefined;

  constructor(
    private readonly read: (wanted: string[]) => Promise<V>,
    private readonly statementCount?: () => number,
  ) {}

  current(wanted?: string): Promise<V> {
    const quiet = this.#quiet;
    if (quiet && this.statementCount?.() === quiet.count && (wanted === undefined || quiet.wanted.has(wanted))) {
      return Promise.resolve(quiet.version);
    }
    if (!this.#waiting) {
      let resolve!: (version: V) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<V>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      this.#waiting = { promise, resolve, reject, wanted: new Set() };
      this.#schedule();
    }
    if (wanted !== undefined) this.#waiting.wanted.add(wanted);
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
      this.#readNow(waiting.wanted)
        .then(waiting.resolve, waiting.reject)
        .finally(() => {
          this.#inFlight -= 1;
          this.#schedule();
        });
    });
  }

  async #readNow(wanted: Set<string>): Promise<V> {
    const before = this.statementCount?.();
    this.#quiet = undefined;
    const version = await this.read([...wanted]);
    // Only this read ran since it started: nothing can have changed after the version it saw.
    const after = this.statementCount?.();
    if (before !== undefined && after === before + 1) this.#quiet = { version, count: after, wanted };
    return version;
  }
}

/** The answers alike for every visitor, kept as the text that goes out (issue 14; docs/decisions/023, 093). */
export interface Reads {
  /** Every data domain's version, read once per moment and shared by the requests arriving in it. */
  versions: VersionReader<DataVersions>;
  /** The version of the selected domains as of now (with a player's own domain read when `player` is given). */
  tagOf(selection: DomainSelection, player?: number): Promise<string>;
  /** Visitors' answers (16 MiB at most). */
  shared: VersionedCache<CachedAnswer>;
  /** Players' own answers, keyed by player, under their own domain's version too (32 MiB at most). */
  personal: VersionedCache<CachedAnswer>;
}

/** An answer's bytes in a cache bounded by size: the text, and its bytes as sent plain once asked. */
const answerSize = (answer: CachedAnswer, key: string) => 2 * answer.body.length + key.length;

export function createReads(database: DatabaseConnection): Reads {
  const { statementCount } = database;
  const versions = new VersionReader(dataVersionsRepository.reader(database), statementCount);
  // A read's tags by selection, worked out once per read: the requests sharing a read ask for the same few.
  const tags = new WeakMap<DataVersions, Map<DomainSelection, string>>();
  const sharedTag = (read: DataVersions, selection: DomainSelection) => {
    let bySelection = tags.get(read);
    if (!bySelection) tags.set(read, (bySelection = new Map()));
    let tag = bySelection.get(selection);
    if (tag === undefined) bySelection.set(selection, (tag = versionTag(read, selection)));
    return tag;
  };
  return {
    versions,
    tagOf: async (selection, player) =>
      player === undefined
        ? sharedTag(await versions.current(), selection)
        : versionTag(await versions.current(dataDomain.player(player)), selection),
    shared: new VersionedCache<CachedAnswer>({ maxSize: 16 * 1024 * 1024, sizeOf: answerSize }),
    personal: new VersionedCache<CachedAnswer>({ maxSize: 32 * 1024 * 1024, sizeOf: answerSize }),
  };
}
