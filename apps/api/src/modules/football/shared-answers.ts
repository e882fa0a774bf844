export type Shared = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * What every caller sees alike (rows without the caller's predictions, round info), kept until the football
 * tables change: a request reads `dataVersion` once, one small query, instead of the three behind a round.
 */
export class SharedAnswers {
  private version: string | undefined;
  private entries = new Map<string, Promise<unknown>>();
  private reading: Promise<string> | undefined;

  constructor(private readonly readVersion: () => Promise<string>) {}

  /**
   * The version now. Requests arriving while a read is under way share it (one query for a burst of requests);
   * it started at most one query's time before them, so nothing older than that is served.
   */
  private currentVersion(): Promise<string> {
    if (this.reading) return this.reading;
    const reading = this.readVersion().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }

  /** The answers as of now: reads the version once for the whole request. */
  async view(): Promise<Shared> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.version = version;
      this.entries = new Map();
    }
    const entries = this.entries;
    return <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached) return cached;
      const computed = compute();
      // Kept only while this version is current, and dropped if it fails.
      if (this.version === version && entries.size < 2_000) {
        entries.set(key, computed);
        computed.catch(() => {
          if (entries.get(key) === computed) entries.delete(key);
        });
      }
      return computed;
    };
  }
}
