/**
 * Whether this process is still preparing the season it serves (issue 14). The embedded run listens first and
 * then imports the season, seeds the demo players and scores the matches already played; meanwhile
 * GET /health/ready answers 503 and the web says that points and rankings are being prepared. A process that
 * prepares nothing (PostgreSQL with a real provider, a web-only process, the tests) is ready from the start.
 */
export interface Preparation {
  readonly preparing: boolean;
  /** Runs `work` with the season reported as being prepared; ready again when it ends, however it ends. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createPreparation(): Preparation {
  let running = 0;
  return {
    get preparing() {
      return running > 0;
    },
    async run(work) {
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
      }
    },
  };
}
