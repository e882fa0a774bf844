import { describe, expect, it } from 'vitest';
import { backoffDelay, withRetry } from './retry';

describe('withRetry', () => {
  it('retries until the task succeeds, waiting what delayFor says', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const result = await withRetry(
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('flaky');
        return 'done';
      },
      { attempts: 5, delayFor: (_error, attempt) => attempt * 10, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('done');
    expect(waits).toEqual([10, 20]);
  });

  it('rethrows when delayFor gives up or the attempts are spent', async () => {
    let attempts = 0;
    const failing = () =>
      withRetry(
        async () => {
          attempts += 1;
          throw new Error(`failure ${attempts}`);
        },
        { attempts: 3, delayFor: (error) => ((error as Error).message === 'failure 2' ? undefined : 0) },
      );
    await expect(failing()).rejects.toThrow('failure 2');
    attempts = 10;
    await expect(
      withRetry(
        async () => {
          attempts += 1;
          throw new Error(`failure ${attempts}`);
        },
        { attempts: 2, delayFor: () => 0 },
      ),
    ).rejects.toThrow('failure 12');
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt, with jitter between half and the whole, up to the cap', () => {
    expect(backoffDelay(1, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(4000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
  });
});
