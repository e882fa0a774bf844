/**
 * Whether this process should be sent work (issue 57, docs/decisions/085): GET /health/ready answers 503 while any
 * check fails: the database does not answer, the job queue is not being worked by a process that should work it,
 * Redis (where configured) is not connected, the season is being prepared, or the process is draining before it
 * stops. Liveness (GET /health) stays what it was: the process answers and reaches its database.
 */
export type ReadinessCheck = () => Promise<boolean> | boolean;

export interface Readiness {
  /** The names of the checks failing now (empty: ready). */
  failing(): Promise<string[]>;
  /** Adds a check (the app adds Redis when it has a client). */
  add(name: string, check: ReadinessCheck): void;
  /** From now on not ready: SIGTERM was received and the process drains. */
  drain(): void;
  readonly draining: boolean;
}

/** A check taking longer than this counts as failing (a hung database must not hang the probe). */
const CHECK_TIMEOUT_MS = 2_000;

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve(check()),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(checks: Record<string, ReadinessCheck>): Readiness {
  const all = new Map(Object.entries(checks));
  let draining = false;
  return {
    async failing() {
      const names = [...all.keys()];
      const results = await Promise.all(names.map((name) => passes(all.get(name)!)));
      const failing = names.filter((_, index) => !results[index]);
      return draining ? ['draining', ...failing] : failing;
    },
    add(name, check) {
      all.set(name, check);
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
