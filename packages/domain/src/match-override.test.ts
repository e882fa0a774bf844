import { describe, expect, it } from 'vitest';
import { applyMatchOverride, type FixtureState } from './match-override';

const fixture = (overrides: Partial<FixtureState> = {}): FixtureState => ({
  kickoffAt: new Date('2024-03-02T15:00:00Z'),
  status: 'NS',
  statusElapsed: null,
  homeGoals: null,
  awayGoals: null,
  ...overrides,
});
const moved = new Date('2024-04-10T19:45:00Z');

describe("an operator's correction over the provider's fixture", () => {
  it('re-dates a postponed match: the new kick-off and not started', () => {
    const next = applyMatchOverride(fixture({ status: 'PST' }), { kickoffAt: moved });
    expect(next).toMatchObject({ kickoffAt: moved, status: 'NS' });
  });

  it('keeps the provider status once the re-dated match is under way', () => {
    const next = applyMatchOverride(fixture({ status: '2H', statusElapsed: 67, homeGoals: 1, awayGoals: 0 }), {
      kickoffAt: moved,
    });
    expect(next).toMatchObject({ kickoffAt: moved, status: '2H', statusElapsed: 67 });
  });

  it('makes a corrected result final at full time', () => {
    const next = applyMatchOverride(fixture({ status: '2H', statusElapsed: 88, homeGoals: 1, awayGoals: 1 }), {
      homeGoals: 2,
      awayGoals: 1,
    });
    expect(next).toMatchObject({ status: 'FT', statusElapsed: null, homeGoals: 2, awayGoals: 1 });
  });

  it('keeps after-extra-time when the provider finished the match that way', () => {
    const next = applyMatchOverride(fixture({ status: 'AET', homeGoals: 2, awayGoals: 2 }), {
      homeGoals: 3,
      awayGoals: 2,
    });
    expect(next).toMatchObject({ status: 'AET', homeGoals: 3, awayGoals: 2 });
  });

  it("holds an operator's live score while the provider still calls the match not started", () => {
    const next = applyMatchOverride(fixture(), { kickoffAt: moved, live: { home: 1, away: 0, elapsed: 12 } });
    expect(next).toMatchObject({ status: '1H', statusElapsed: 12, homeGoals: 1, awayGoals: 0 });
  });

  it("keeps an operator's live score over the provider's report of the match under way (issue 55)", () => {
    // The replay (or a late feed) still knows no goal at 2': the operator's 2–1 at 12' stands, and so does its minute.
    const lagging = fixture({ status: '1H', statusElapsed: 2, homeGoals: null, awayGoals: null });
    const live = { home: 2, away: 1, elapsed: 12 };
    expect(applyMatchOverride(lagging, { live })).toMatchObject({
      status: '1H',
      statusElapsed: 12,
      homeGoals: 2,
      awayGoals: 1,
    });
    // The provider's clock moves on past the operator's minute (and into half time); the operator's score stays.
    const later = fixture({ status: '1H', statusElapsed: 31, homeGoals: 0, awayGoals: 0 });
    expect(applyMatchOverride(later, { live })).toMatchObject({ status: '1H', statusElapsed: 31, homeGoals: 2 });
    const halfTime = fixture({ status: 'HT', statusElapsed: 45, homeGoals: 0, awayGoals: 0 });
    expect(applyMatchOverride(halfTime, { live })).toMatchObject({ status: 'HT', homeGoals: 2, awayGoals: 1 });
    // An operator's minute in the second half is further on than half time.
    const second = { home: 2, away: 2, elapsed: 47 };
    expect(applyMatchOverride(halfTime, { live: second })).toMatchObject({ status: '2H', statusElapsed: 47 });
  });

  it("lets the final result, or a cancellation, end an operator's live score", () => {
    const live = { home: 1, away: 0, elapsed: 50 };
    const final = fixture({ status: 'FT', homeGoals: 2, awayGoals: 0 });
    expect(applyMatchOverride(final, { live })).toEqual(final);
    const afterExtraTime = fixture({ status: 'AET', homeGoals: 2, awayGoals: 1 });
    expect(applyMatchOverride(afterExtraTime, { live })).toEqual(afterExtraTime);
    const abandoned = fixture({ status: 'ABD', statusElapsed: null, homeGoals: 0, awayGoals: 0 });
    expect(applyMatchOverride(abandoned, { live })).toEqual(abandoned);
  });

  it('puts a live score after the 45th minute in the second half', () => {
    const next = applyMatchOverride(fixture(), { live: { home: 1, away: 1, elapsed: 58 } });
    expect(next).toMatchObject({ status: '2H', statusElapsed: 58 });
  });

  it('lets a corrected result win over a live score', () => {
    const next = applyMatchOverride(fixture(), { live: { home: 1, away: 0, elapsed: 80 }, homeGoals: 2, awayGoals: 1 });
    expect(next).toMatchObject({ status: 'FT', homeGoals: 2, awayGoals: 1 });
  });

  it('changes nothing without a correction', () => {
    const state = fixture({ status: 'PST' });
    expect(applyMatchOverride(state, {})).toEqual(state);
  });
});
