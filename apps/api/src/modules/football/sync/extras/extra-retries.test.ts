import { describe, expect, it } from 'vitest';
import type { SyncState } from '../sync-context';
import type { MatchRow } from '../sync.repository';
import { createExtraRetries } from './extra-retries';

const match = (id: number) => ({ id }) as MatchRow;
const MINUTE = 60_000;
const start = Date.parse('2023-09-02T12:00:00Z');

/** Runs every minute for `minutes`, the provider failing every call for `failing`; the calls made, by minute. */
function callsOfRuns(state: SyncState, due: MatchRow[], failing: Set<number>, minutes: number): number[] {
  const calls: number[] = [];
  for (let minute = 0; minute < minutes; minute += 1) {
    const retries = createExtraRetries(state, 2023, new Date(start + minute * MINUTE));
    for (const candidate of retries.toAsk('head-to-head', due)) {
      calls.push(minute);
      if (failing.has(candidate.id)) {
        retries.failed('head-to-head', [candidate], 'invalid-response');
        break; // as the extras step: a failed call ends the kind's calls for the run
      }
      retries.succeeded('head-to-head', [candidate]);
      due = due.filter((other) => other.id !== candidate.id); // fetched: no longer due
    }
  }
  return calls;
}

describe('failed optional calls (ADR 039)', () => {
  it('asks again for a match the provider keeps answering wrongly 7 times its first day, then once a day', () => {
    const calls = callsOfRuns({ provider: 'api-football' }, [match(1)], new Set([1]), 3 * 24 * 60);
    expect(calls.slice(0, 7)).toEqual([0, 15, 45, 105, 225, 465, 945]);
    expect(calls.filter((minute) => minute < 24 * 60)).toHaveLength(7);
    expect(calls.filter((minute) => minute >= 24 * 60 && minute < 48 * 60)).toHaveLength(1);
    expect(calls.filter((minute) => minute >= 48 * 60)).toHaveLength(1);
  });

  it('does not hold back the matches that never failed, and asks for the failed one after them', () => {
    const state: SyncState = { provider: 'api-football' };
    const calls = callsOfRuns(state, [match(1), match(2), match(3)], new Set([1]), 20);
    // 1 fails at minute 0; 2 and 3 are asked for at the next run; 1 again once its 15 minutes are over.
    expect(calls).toEqual([0, 1, 1, 15]);
    expect(state.extrasRetry?.['head-to-head']).toMatchObject({ failures: 1, matchIds: [1] });
  });

  it('forgets a failed match once it is no longer due, and a plan refusal when the season changes', () => {
    const state: SyncState = { provider: 'api-football' };
    const now = new Date(start);
    const retries = createExtraRetries(state, 2023, now);
    retries.failed('head-to-head', [match(1)], 'request');
    retries.toAsk('head-to-head', []);
    expect(state.extrasRetry).toBeUndefined();

    retries.failed('prediction', [match(2)], 'plan');
    expect(createExtraRetries(state, 2023, now).isRefused('prediction')).toBe(true);
    expect(createExtraRetries(state, 2023, now).isRefused('head-to-head')).toBe(false);
    expect(createExtraRetries(state, 2024, now).isRefused('prediction')).toBe(false);
    expect(state.extrasRefused).toBeUndefined();
  });

  it('asks a plan-refused kind again a week later, so a plan upgrade is picked up', () => {
    const state: SyncState = { provider: 'api-football' };
    createExtraRetries(state, 2023, new Date(start)).failed('statistics', [match(1)], 'plan');
    const after = (days: number) => createExtraRetries(state, 2023, new Date(start + days * 24 * 60 * MINUTE));
    expect(after(6.9).isRefused('statistics')).toBe(true);
    expect(after(7).isRefused('statistics')).toBe(false);
    after(7).succeeded('statistics', [match(1)]);
    expect(state.extrasRefused).toBeUndefined();
  });

  it('forgets a refusal stored without its time by an earlier version', () => {
    const state = { provider: 'api-football', extrasRefused: { season: 2023, kinds: ['statistics'] } };
    expect(createExtraRetries(state as unknown as SyncState, 2023, new Date(start)).isRefused('statistics')).toBe(
      false,
    );
  });
});
