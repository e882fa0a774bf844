export interface RetryOptions {
  /** Attempts in all, the first included (≥ 1). */
  attempts: number;
  /**
   * The wait before the next attempt after `error` on attempt `attempt` (1-based), in ms; undefined gives up
   * and rethrows.
   */
  delayFor: (error: unknown, attempt: number) => number | undefined;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref?.();
  });

/** Runs `task` until it succeeds, `delayFor` gives up, or the attempts are spent (the last error is thrown). */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      const delay = attempt < options.attempts ? options.delayFor(error, attempt) : undefined;
      if (delay === undefined) throw error;
      if (delay > 0) await wait(delay);
    }
  }
}

/** Exponential back-off with full jitter: a random wait in [base·2^(n-1)/2, base·2^(n-1)], capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
