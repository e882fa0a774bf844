import { describe, it, expect } from 'vitest';
import { PREDICTION_CLOSE_MS } from './constants';
import { isPredictionOpen, msUntilPredictionCloses, predictionClosesAt } from './prediction-window';
import { ManualClock } from './clock';

const kickoff = new Date('2024-08-17T15:00:00.000Z');
const closesAt = new Date('2024-08-17T14:50:00.000Z');
const at = (iso: string) => new Date(iso);

describe('predictionClosesAt', () => {
  it('is 10 minutes (600000 ms) before kick-off', () => {
    expect(PREDICTION_CLOSE_MS).toBe(600_000);
    expect(predictionClosesAt(kickoff).toISOString()).toBe(closesAt.toISOString());
    expect(kickoff.getTime() - predictionClosesAt(kickoff).getTime()).toBe(600_000);
  });

  it('returns a new Date and leaves kick-off untouched', () => {
    const original = new Date(kickoff);
    const result = predictionClosesAt(original);
    expect(result).not.toBe(original);
    expect(original.getTime()).toBe(kickoff.getTime());
  });

  it('works across midnight and a year boundary', () => {
    expect(predictionClosesAt(at('2025-01-01T00:05:00.000Z')).toISOString()).toBe('2024-12-31T23:55:00.000Z');
  });
});

describe('isPredictionOpen', () => {
  it.each([
    ['a day before kick-off', '2024-08-16T15:00:00.000Z', true],
    ['an hour before kick-off', '2024-08-17T14:00:00.000Z', true],
    ['10 min + 1 s before kick-off', '2024-08-17T14:49:59.000Z', true],
    ['10 min + 1 ms before kick-off (close moment − 1 ms)', '2024-08-17T14:49:59.999Z', true],
    ['exactly 10 min before kick-off', '2024-08-17T14:50:00.000Z', false],
    ['10 min − 1 ms before kick-off', '2024-08-17T14:50:00.001Z', false],
    ['5 min before kick-off', '2024-08-17T14:55:00.000Z', false],
    ['at kick-off', '2024-08-17T15:00:00.000Z', false],
    ['1 ms after kick-off', '2024-08-17T15:00:00.001Z', false],
    ['a day after kick-off', '2024-08-18T15:00:00.000Z', false],
  ])('%s → open is %s', (_label, now, expected) => {
    expect(isPredictionOpen(kickoff, at(now))).toBe(expected);
  });

  it('switches from open to closed exactly at the close moment', () => {
    const close = predictionClosesAt(kickoff).getTime();
    expect(isPredictionOpen(kickoff, new Date(close - 1))).toBe(true);
    expect(isPredictionOpen(kickoff, new Date(close))).toBe(false);
  });
});

describe('msUntilPredictionCloses', () => {
  it.each([
    ['an hour before kick-off', '2024-08-17T14:00:00.000Z', 3_000_000],
    ['11 minutes before kick-off', '2024-08-17T14:49:00.000Z', 60_000],
    ['10 min + 1 ms before kick-off', '2024-08-17T14:49:59.999Z', 1],
    ['exactly at the close moment', '2024-08-17T14:50:00.000Z', 0],
    ['1 ms after the close moment', '2024-08-17T14:50:00.001Z', 0],
    ['at kick-off', '2024-08-17T15:00:00.000Z', 0],
    ['a day after kick-off', '2024-08-18T15:00:00.000Z', 0],
  ])('%s → %i ms', (_label, now, expected) => {
    expect(msUntilPredictionCloses(kickoff, at(now))).toBe(expected);
  });

  it('is positive exactly when the prediction is open', () => {
    const close = closesAt.getTime();
    for (const offset of [-86_400_000, -600_000, -1, 0, 1, 600_000, 86_400_000]) {
      const now = new Date(close + offset);
      expect(msUntilPredictionCloses(kickoff, now) > 0).toBe(isPredictionOpen(kickoff, now));
    }
  });
});

describe('prediction window driven by a ManualClock', () => {
  it('closes as the clock advances past the close moment', () => {
    const clock = new ManualClock('2024-08-17T14:00:00.000Z');
    expect(isPredictionOpen(kickoff, clock.now())).toBe(true);
    expect(msUntilPredictionCloses(kickoff, clock.now())).toBe(3_000_000);

    clock.advance(3_000_000 - 1);
    expect(clock.now().toISOString()).toBe('2024-08-17T14:49:59.999Z');
    expect(isPredictionOpen(kickoff, clock.now())).toBe(true);
    expect(msUntilPredictionCloses(kickoff, clock.now())).toBe(1);

    clock.advance(1);
    expect(isPredictionOpen(kickoff, clock.now())).toBe(false);
    expect(msUntilPredictionCloses(kickoff, clock.now())).toBe(0);

    clock.set(kickoff);
    expect(isPredictionOpen(kickoff, clock.now())).toBe(false);

    clock.set('2024-08-17T14:30:00.000Z');
    expect(isPredictionOpen(kickoff, clock.now())).toBe(true);
    expect(msUntilPredictionCloses(kickoff, clock.now())).toBe(1_200_000);
  });
});
