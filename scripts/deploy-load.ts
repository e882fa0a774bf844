import type { client } from './deploy-harness';

export interface LoadResult {
  total: number;
  reads: number;
  writes: number;
  errors: number;
  non2xx: number;
  /** A few of the failures, for the report. */
  samples: string[];
}

/**
 * A steady load through the proxy while `restart` runs (check:deploy's rolling restart): one loop per client
 * address, each alternating reads (the home page's matches, the leaderboard) and predictions (a safe retry by
 * contract), back to back. Counts every request, every error (no answer) and every answer outside 2xx.
 */
export async function rollingRestartUnderLoad(options: {
  http: ReturnType<typeof client>;
  proxy: string;
  token: string;
  matchIds: number[];
  restart: () => Promise<void>;
  addresses: string[];
}): Promise<LoadResult> {
  const { http, proxy, token, matchIds } = options;
  const result: LoadResult = { total: 0, reads: 0, writes: 0, errors: 0, non2xx: 0, samples: [] };
  let running = true;
  const note = (what: string) => {
    if (result.samples.length < 5) result.samples.push(what);
  };
  const loop = async (from: string, index: number) => {
    for (let step = 0; running; step += 1) {
      const write = step % 3 === 2 && matchIds.length > 0;
      const url = write
        ? `${proxy}/prediction`
        : step % 3 === 0
          ? `${proxy}/match/home?limit=3`
          : `${proxy}/score?size=10`;
      result.total += 1;
      if (write) result.writes += 1;
      else result.reads += 1;
      try {
        const answer = await http.request(url, {
          from,
          ...(write
            ? {
                method: 'POST',
                token,
                body: { matchId: matchIds[(index + step) % matchIds.length], prediction: `${step % 4}:${index % 3}` },
              }
            : {}),
        });
        if (answer.status < 200 || answer.status > 299) {
          result.non2xx += 1;
          note(`${answer.status} ${url} ${answer.text.slice(0, 80)}`);
        }
      } catch (error) {
        result.errors += 1;
        note(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const loops = options.addresses.map((from, index) => loop(from, index));
  try {
    await options.restart();
  } finally {
    running = false;
    await Promise.all(loops);
  }
  return result;
}
