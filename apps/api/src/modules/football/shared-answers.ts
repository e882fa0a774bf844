import { VersionedCache } from '../../lib/versioned-cache';

export type Shared = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * What every caller sees alike (rows without the caller's predictions, round info), kept under the football
 * domains' version (ADR 093): a request reads the version once, one small query shared with the requests arriving
 * with it, instead of the three behind a round.
 */
export class SharedAnswers {
  readonly #entries = new VersionedCache<{ value: unknown }>({ max: 2_000 });

  constructor(private readonly readVersion: () => Promise<string>) {}

  /** The answers as of now: reads the version once for the whole request. */
  async view(): Promise<Shared> {
    const version = await this.readVersion();
    return async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      const entry = await this.#entries.get(key, version, async () => ({ value: await compute() }));
      return entry.value as T;
    };
  }
}
