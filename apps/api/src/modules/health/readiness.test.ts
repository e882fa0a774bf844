import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness';

describe('readiness', () => {
  it('names every failing check: one that throws (a database down) or one that hangs past its timeout', async () => {
    const readiness = createReadiness({
      database: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      queue: () => true,
      hung: () => new Promise<boolean>(() => undefined),
    });
    expect(await readiness.failing()).toEqual(['database', 'hung']);
  });

  it('is ready when every check passes, and never again once draining', async () => {
    const readiness = createReadiness({ database: async () => true });
    expect(await readiness.failing()).toEqual([]);
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(await readiness.failing()).toEqual(['draining']);
  });
});
