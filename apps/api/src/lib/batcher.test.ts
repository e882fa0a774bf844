import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createBatcher', () => {
  it('sends the items of one event-loop turn as one batch and answers each caller its own result', async () => {
    const batches: number[][] = [];
    const double = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        return items.map((item) => item * 2);
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const results = await Promise.all([1, 2, 3].map((item) => double(item)));
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('queues what arrives while a batch runs and sends it together when it finishes', async () => {
    const batches: string[][] = [];
    const gates = [deferred<void>(), deferred<void>()];
    const echo = createBatcher(
      async (items: string[]) => {
        const gate = gates[batches.length];
        batches.push(items);
        await gate?.promise;
        return items;
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const first = echo('a');
    await new Promise((resolve) => setImmediate(resolve));
    const later = ['b', 'c', 'd'].map((item) => echo(item));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a']]);
    expect(echo.stats()).toMatchObject({ queued: 3, inFlight: 1 });
    gates[0]!.resolve();
    gates[1]!.resolve();
    expect(await first).toBe('a');
    expect(await Promise.all(later)).toEqual(['b', 'c', 'd']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('splits at maxBatch and runs up to maxInFlight batches at once', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostRunning = 0;
    const identity = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return items;
      },
      { maxBatch: 2, maxInFlight: 2 },
    );
    const results = await Promise.all([1, 2, 3, 4, 5].map((item) => identity(item)));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(mostRunning).toBe(2);
  });

  it('fails every item of a failed batch, and the next batch still runs', async () => {
    let calls = 0;
    const flaky = createBatcher(
      async (items: number[]) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return items;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([flaky(1), flaky(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await flaky(3)).toBe(3);
  });

  it('refuses a batch that answers the wrong number of results', async () => {
    const broken = createBatcher(async () => [1], { maxBatch: 10, maxInFlight: 1 });
    await expect(Promise.all([broken(1), broken(2)])).rejects.toThrow('a batch of 2 answered 1 results');
  });

  it('rejects impossible options', () => {
    expect(() => createBatcher(async (items: number[]) => items, { maxBatch: 0, maxInFlight: 1 })).toThrow(RangeError);
  });
});
