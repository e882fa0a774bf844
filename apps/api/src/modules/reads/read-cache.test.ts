import { describe, expect, it } from 'vitest';
import { VersionReader } from './read-cache';

/** A version store that a test writes to; each read takes `delayMs` and answers the version as it was at its start. */
function versionStore(delayMs = 5) {
  let version = 1;
  let reads = 0;
  return {
    write: () => {
      version += 1;
    },
    reads: () => reads,
    read: async () => {
      reads += 1;
      const seen = version;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return String(seen);
    },
  };
}

describe('VersionReader', () => {
  it('never answers a caller with a version read before the caller asked', async () => {
    const store = versionStore(20);
    const reader = new VersionReader(store.read);
    const early = reader.current();
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first read is under way
    store.write(); // a write the next caller has seen committed
    const late = reader.current();
    expect(await early).toBe('1');
    expect(await late).toBe('2');
  });

  it('shares one read among callers arriving together', async () => {
    const store = versionStore();
    const reader = new VersionReader(store.read);
    const versions = await Promise.all(Array.from({ length: 50 }, () => reader.current()));
    expect(new Set(versions)).toEqual(new Set(['1']));
    expect(store.reads()).toBe(1);
  });

  it('answers without a query while no statement ran since the last read (PGlite)', async () => {
    const store = versionStore(1);
    let statements = 0;
    const reader = new VersionReader(
      async () => {
        statements += 1;
        return store.read();
      },
      () => statements,
    );
    await reader.current();
    await reader.current();
    expect(store.reads()).toBe(1);
    statements += 1; // any statement, a write or not
    store.write();
    expect(await reader.current()).toBe('2');
    expect(store.reads()).toBe(2);
  });
});

describe('VersionReader with a key wanted', () => {
  it('reads every key wanted by the callers of one moment in one read', async () => {
    const asked: string[][] = [];
    const reader = new VersionReader(async (wanted) => {
      asked.push(wanted);
      return 'v';
    });
    await Promise.all([reader.current('player:1'), reader.current(), reader.current('player:2')]);
    expect(asked).toEqual([['player:1', 'player:2']]);
  });

  it('reads again on PGlite for a key the quiet read did not have', async () => {
    const asked: string[][] = [];
    const reader = new VersionReader(
      async (wanted) => {
        asked.push(wanted);
        return 'v';
      },
      () => 1 + asked.length, // one statement per read, nothing else
    );
    await reader.current();
    await reader.current();
    await reader.current('player:1');
    expect(asked).toEqual([[], ['player:1']]);
  });
});
