import { describe, it, expect } from 'vitest';
import { ManualClock, systemClock, type Clock } from './clock';

describe('ManualClock', () => {
  it('starts at 2024-01-01T00:00:00Z by default', () => {
    expect(new ManualClock().now().toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });

  it.each([
    ['a Date', new Date('2024-05-05T12:34:56.789Z')],
    ['an ISO string', '2024-05-05T12:34:56.789Z'],
    ['epoch milliseconds', Date.UTC(2024, 4, 5, 12, 34, 56, 789)],
  ])('starts at the time given as %s', (_label, start) => {
    expect(new ManualClock(start).now().toISOString()).toBe('2024-05-05T12:34:56.789Z');
  });

  it('does not move on its own', () => {
    const clock = new ManualClock('2024-03-01T10:00:00.000Z');
    const first = clock.now().getTime();
    const second = clock.now().getTime();
    expect(second).toBe(first);
  });

  it('returns a fresh Date each time, so callers cannot move the clock by mutating it', () => {
    const clock = new ManualClock('2024-03-01T10:00:00.000Z');
    const a = clock.now();
    const b = clock.now();
    expect(a).not.toBe(b);
    a.setUTCFullYear(1999);
    expect(clock.now().toISOString()).toBe('2024-03-01T10:00:00.000Z');
  });

  it('is not tied to the Date it was created from', () => {
    const start = new Date('2024-03-01T10:00:00.000Z');
    const clock = new ManualClock(start);
    start.setUTCHours(23);
    expect(clock.now().toISOString()).toBe('2024-03-01T10:00:00.000Z');
  });

  it('set moves to the given time (Date, string or number), forwards or backwards', () => {
    const clock = new ManualClock('2024-03-01T10:00:00.000Z');
    clock.set('2024-12-25T08:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2024-12-25T08:00:00.000Z');
    clock.set(new Date('2023-01-01T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2023-01-01T00:00:00.000Z');
    clock.set(0);
    expect(clock.now().toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('advance adds milliseconds and accumulates, including negative steps', () => {
    const clock = new ManualClock('2024-03-01T10:00:00.000Z');
    clock.advance(1);
    expect(clock.now().toISOString()).toBe('2024-03-01T10:00:00.001Z');
    clock.advance(600_000);
    expect(clock.now().toISOString()).toBe('2024-03-01T10:10:00.001Z');
    clock.advance(-1);
    expect(clock.now().toISOString()).toBe('2024-03-01T10:10:00.000Z');
    clock.advance(0);
    expect(clock.now().toISOString()).toBe('2024-03-01T10:10:00.000Z');
    clock.advance(24 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2024-03-02T10:10:00.000Z');
  });

  it('advance continues from the time last set', () => {
    const clock = new ManualClock();
    clock.advance(5_000);
    clock.set('2024-06-01T00:00:00.000Z');
    clock.advance(5_000);
    expect(clock.now().toISOString()).toBe('2024-06-01T00:00:05.000Z');
  });

  it('implements Clock', () => {
    const clock: Clock = new ManualClock(1_000);
    expect(clock.now()).toBeInstanceOf(Date);
    expect(clock.now().getTime()).toBe(1_000);
  });
});

describe('systemClock', () => {
  it('reads the real time', () => {
    const before = Date.now();
    const now = systemClock.now();
    const after = Date.now();
    expect(now).toBeInstanceOf(Date);
    expect(now.getTime()).toBeGreaterThanOrEqual(before);
    expect(now.getTime()).toBeLessThanOrEqual(after);
  });
});
