import { describe, expect, it } from 'vitest';
import { loadEmbeddedData } from './embedded-data';
import { chooseReplayShift, currentRoundAt, MINUTE_MS, WEEK_MS, type ScheduledMatch } from './replay-calendar';

describe('currentRoundAt', () => {
  const schedule: ScheduledMatch[] = [
    { matchday: 1, kickoffMs: Date.parse('2023-08-12T14:00:00Z') },
    { matchday: 1, kickoffMs: Date.parse('2023-08-13T14:00:00Z') },
    { matchday: 2, kickoffMs: Date.parse('2023-08-19T14:00:00Z') },
    // Matchday 1's third match was put back to after matchday 2.
    { matchday: 1, kickoffMs: Date.parse('2023-08-23T19:00:00Z') },
    { matchday: 3, kickoffMs: Date.parse('2023-08-26T14:00:00Z') },
  ];

  it('is the matchday of the earliest match still to finish', () => {
    expect(currentRoundAt(schedule, 0, Date.parse('2023-08-01T00:00:00Z'))).toBe(1);
    expect(currentRoundAt(schedule, 0, Date.parse('2023-08-13T15:00:00Z'))).toBe(1); // live
    expect(currentRoundAt(schedule, 0, Date.parse('2023-08-14T00:00:00Z'))).toBe(2);
    // The postponed match makes matchday 1 current again on its day.
    expect(currentRoundAt(schedule, 0, Date.parse('2023-08-20T00:00:00Z'))).toBe(1);
    expect(currentRoundAt(schedule, 0, Date.parse('2023-08-24T00:00:00Z'))).toBe(3);
  });

  it('is the last matchday once everything is over, and follows the shift', () => {
    expect(currentRoundAt(schedule, 0, Date.parse('2024-01-01T00:00:00Z'))).toBe(3);
    expect(currentRoundAt(schedule, WEEK_MS, Date.parse('2023-08-21T00:00:00Z'))).toBe(2);
    expect(currentRoundAt([], 0, 0)).toBeUndefined();
  });
});

describe('chooseReplayShift on the real 2023/24 schedule', async () => {
  const data = await loadEmbeddedData();
  const schedule = data.fixtures.map((fixture) => ({
    matchday: fixture.matchday,
    kickoffMs: Date.parse(fixture.kickoffUtc),
  }));

  it('makes the default matchday (27) current from any moment of the week', () => {
    const monday = Date.parse('2026-01-05T00:00:00Z');
    for (let now = monday; now < monday + WEEK_MS; now += 30 * MINUTE_MS) {
      const weeks = chooseReplayShift(schedule, 27, now);
      expect(Number.isInteger(weeks)).toBe(true);
      expect(currentRoundAt(schedule, weeks * WEEK_MS, now)).toBe(27);
      // The round begins within the coming week, or began at most a week ago (when 26 is still being played).
      const first = Math.min(...schedule.filter((match) => match.matchday === 27).map((match) => match.kickoffMs));
      expect(Math.abs(first + weeks * WEEK_MS - now)).toBeLessThan(WEEK_MS);
    }
  });

  it('prefers a calendar where the round has not begun', () => {
    const wednesday = Date.parse('2025-06-04T10:00:00Z');
    const weeks = chooseReplayShift(schedule, 27, wednesday);
    const round = schedule.filter((match) => match.matchday === 27).map((match) => match.kickoffMs + weeks * WEEK_MS);
    expect(Math.min(...round)).toBeGreaterThan(wednesday);
  });

  it('refuses a matchday that is not in the schedule', () => {
    expect(() => chooseReplayShift(schedule, 39, 0)).toThrow(RangeError);
  });
});
