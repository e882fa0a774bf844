import { describe, expect, it } from 'vitest';
import {
  createRatingModel,
  DEFAULT_GOAL_MODEL,
  DEFAULT_RATING_MODEL_SETTINGS,
  fitModel,
  goalDifferenceMultiplier,
  type MatchForecast,
  type MatchResult,
} from './rating-model';
import { fixtureResult, predictBeforeEach, type FixtureInput } from './predict-before-each';

const result = (date: string, home: string, away: string, homeGoals: number, awayGoals: number): MatchResult => ({
  date,
  home,
  away,
  homeGoals,
  awayGoals,
});

function expectDistribution(forecast: MatchForecast): void {
  expect(forecast.home + forecast.draw + forecast.away).toBeCloseTo(1, 12);
  for (const p of [forecast.home, forecast.draw, forecast.away]) {
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
  }
  expect(forecast.expectedGoals.home).toBeGreaterThan(0);
  expect(forecast.expectedGoals.away).toBeGreaterThan(0);
}

/** Deterministic mulberry32 generator. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(lambda: number, random: () => number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let product = random();
  while (product > limit) {
    k += 1;
    product *= random();
  }
  return k;
}

const TEAMS = ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'];
/** True strengths: t0 strongest, t7 weakest. */
const strength = (team: string): number => 0.4 - 0.8 * (TEAMS.indexOf(team) / (TEAMS.length - 1));

/** Seasons of a small simulated league: every pair twice, three matches a day every third day from 10 August. */
function simulateSeasons(firstYear: number, seasons: number, seed = 1): MatchResult[] {
  const random = seededRandom(seed);
  const results: MatchResult[] = [];
  for (let s = 0; s < seasons; s += 1) {
    const start = Date.UTC(firstYear + s, 7, 10);
    let k = 0;
    for (const home of TEAMS) {
      for (const away of TEAMS) {
        if (home === away) continue;
        const date = new Date(start + Math.floor(k / 3) * 3 * 86_400_000).toISOString().slice(0, 10);
        const gap = strength(home) - strength(away);
        results.push(
          result(date, home, away, poisson(Math.exp(0.35 + gap), random), poisson(Math.exp(0.1 - gap), random)),
        );
        k += 1;
      }
    }
  }
  return results;
}

describe('createRatingModel: predict', () => {
  it('gives probabilities that sum to 1, for known and unknown teams', () => {
    const model = createRatingModel();
    expectDistribution(model.predict('a', 'b'));
    model.update(result('2023-08-12', 'a', 'b', 4, 0));
    expectDistribution(model.predict('a', 'b'));
    expectDistribution(model.predict('b', 'nobody'));
    const forecast = model.predict('a', 'b');
    const matrixTotal = forecast.scoreMatrix.flat().reduce((sum, p) => sum + p, 0);
    expect(matrixTotal).toBeCloseTo(1, 12);
    expect(forecast.scoreMatrix).toHaveLength(11);
  });

  it('favours the home side of two equal teams (home advantage)', () => {
    const forecast = createRatingModel().predict('a', 'b');
    expect(forecast.ratings.home).toBe(forecast.ratings.away);
    expect(forecast.home).toBeGreaterThan(forecast.away);
    expect(forecast.expectedGoals.home).toBeGreaterThan(forecast.expectedGoals.away);
  });

  it('favours the stronger team, at home and away', () => {
    const model = createRatingModel({ kFactor: 40 });
    for (const day of ['12', '19', '26']) {
      model.update(result(`2023-08-${day}`, 'a', 'c', 3, 0));
      model.update(result(`2023-08-${day}`, 'd', 'b', 3, 0));
    }
    expect(model.rating('a') - model.rating('b')).toBeGreaterThan(100);
    const aHome = model.predict('a', 'b');
    const aAway = model.predict('b', 'a');
    expect(aHome.home).toBeGreaterThan(aHome.away);
    expect(aAway.away).toBeGreaterThan(aAway.home);
    expect(aHome.home).toBeGreaterThan(aAway.away);
  });

  it('mirrors the forecast when the teams swap, given a goal model without home advantage', () => {
    const goalModel = { homeIntercept: 0.3, homeSlope: 0.2, awayIntercept: 0.3, awaySlope: -0.2, rho: -0.05 };
    const model = createRatingModel({ goalModel });
    model.update(result('2023-08-12', 'a', 'b', 2, 0));
    const forward = model.predict('a', 'b');
    const swapped = model.predict('b', 'a');
    expect(forward.home).toBeCloseTo(swapped.away, 12);
    expect(forward.draw).toBeCloseTo(swapped.draw, 12);
    expect(forward.away).toBeCloseTo(swapped.home, 12);
    expect(forward.expectedGoals.home).toBeCloseTo(swapped.expectedGoals.away, 12);
  });

  it('refuses a team playing itself and empty ids', () => {
    const model = createRatingModel();
    expect(() => model.predict('a', 'a')).toThrow(RangeError);
    expect(() => model.predict('', 'b')).toThrow(TypeError);
  });

  it('refuses bad options', () => {
    expect(() => createRatingModel({ kFactor: -1 })).toThrow(RangeError);
    expect(() => createRatingModel({ seasonRegression: 1.5 })).toThrow(RangeError);
    expect(() => createRatingModel({ goalModel: { ...DEFAULT_GOAL_MODEL, rho: Number.NaN } })).toThrow(RangeError);
  });
});

describe('createRatingModel: Elo updates', () => {
  it('moves points from the loser to the winner, weighted by the goal difference', () => {
    const model = createRatingModel({ kFactor: 20, homeAdvantage: 0 });
    model.update(result('2023-08-12', 'a', 'b', 1, 0));
    expect(model.rating('a')).toBeCloseTo(1510, 10);
    expect(model.rating('b')).toBeCloseTo(1490, 10);
    model.update(result('2023-08-12', 'c', 'd', 0, 3));
    expect(model.rating('d')).toBeCloseTo(1500 + 10 * goalDifferenceMultiplier(3), 10);
    expect(model.rating('c')).toBeCloseTo(1500 - 17.5, 10);
    expect(model.matchCount).toBe(2);
  });

  it('weights margins 1, 1.5, then (11 + margin) / 8', () => {
    expect([0, 1, 2, 3, 4, -5].map(goalDifferenceMultiplier)).toEqual([1, 1, 1.5, 1.75, 1.875, 2]);
  });

  it('takes points from a home side that only draws an equal team (home advantage)', () => {
    const model = createRatingModel({ homeAdvantage: 60 });
    model.update(result('2023-08-12', 'a', 'b', 1, 1));
    expect(model.rating('a')).toBeLessThan(1500);
    expect(model.rating('a') + model.rating('b')).toBeCloseTo(3000, 10);
  });

  it('refuses results out of date order and malformed results', () => {
    const model = createRatingModel();
    model.update(result('2023-08-12T14:00:00Z', 'a', 'b', 1, 0));
    model.update(result('2023-08-12', 'c', 'd', 1, 0)); // same day, any order
    expect(() => model.update(result('2023-08-11', 'a', 'b', 1, 0))).toThrow(RangeError);
    expect(() => model.update(result('2023-08-20', 'a', 'a', 1, 0))).toThrow(RangeError);
    expect(() => model.update(result('2023-08-20', 'a', 'b', -1, 0))).toThrow(RangeError);
    expect(() => model.update(result('2023-08-20', 'a', 'b', 1.5, 0))).toThrow(RangeError);
    expect(() => model.update(result('2023-02-30', 'a', 'b', 1, 0))).toThrow(RangeError);
    expect(() => model.update(result('2023-08-20T15:00:00', 'a', 'b', 1, 0))).toThrow(RangeError);
    expect(() => model.advanceTo('2023-08-01')).toThrow(RangeError);
  });
});

describe('createRatingModel: seasons and priors', () => {
  it('starts every club at initialRating during the first season', () => {
    const model = createRatingModel();
    model.update(result('2021-08-14', 'a', 'b', 2, 0));
    expect(model.rating('somebody')).toBe(1500);
    expect(model.seasonBreaks).toBe(0);
  });

  it('starts an unknown or promoted club newcomerOffset below the league mean after a season', () => {
    const model = createRatingModel({ newcomerOffset: 100 });
    model.update(result('2022-04-10', 'a', 'b', 2, 0));
    model.update(result('2022-05-20', 'c', 'd', 1, 1));
    model.advanceTo('2022-08-06T14:00:00Z');
    expect(model.seasonBreaks).toBe(1);
    // The league started at 1500 and Elo moves points, so the mean is still 1500.
    expect(model.rating('luton-town')).toBeCloseTo(1400, 10);
    const forecast = model.predict('luton-town', 'c');
    expect(forecast.ratings.home).toBeCloseTo(1400, 10);
    expect(forecast.away).toBeGreaterThan(createRatingModel().predict('x', 'y').away);
  });

  it('gives a club back from a relegation the newcomer prior, not its old rating', () => {
    const model = createRatingModel({ newcomerOffset: 100 });
    model.update(result('2021-08-14', 'a', 'd', 0, 5));
    model.update(result('2021-08-21', 'b', 'c', 1, 0));
    expect(model.rating('d')).toBeGreaterThan(1500);
    model.update(result('2022-08-13', 'a', 'b', 1, 0)); // new season: d is gone
    model.update(result('2022-08-20', 'c', 'e', 1, 0));
    const season2 = ['a', 'b', 'c', 'e'].map((team) => model.rating(team));
    const mean = season2.reduce((sum, r) => sum + r, 0) / season2.length;
    model.advanceTo('2023-08-12');
    expect(model.rating('d')).toBeCloseTo(mean - 100, 10);
  });

  it('moves ratings back towards the mean after a gap of more than seasonGapDays', () => {
    const model = createRatingModel({ kFactor: 20, homeAdvantage: 0, seasonRegression: 0.5, seasonGapDays: 60 });
    model.update(result('2022-05-01', 'a', 'b', 1, 0));
    model.advanceTo('2022-06-30'); // 60 days: same season
    expect(model.rating('a')).toBeCloseTo(1510, 10);
    model.advanceTo('2022-07-01'); // 61 days after 1 May: a new season
    expect(model.seasonBreaks).toBe(1);
    expect(model.rating('a')).toBeCloseTo(1505, 10);
    expect(model.rating('b')).toBeCloseTo(1495, 10);
  });

  it('lets season labels decide over the gap when both matches carry one', () => {
    const model = createRatingModel();
    model.update({ ...result('2020-03-09', 'a', 'b', 1, 0), season: '2019/20' });
    model.update({ ...result('2020-06-17', 'a', 'b', 1, 0), season: '2019/20' }); // 100 days, same season
    expect(model.seasonBreaks).toBe(0);
    model.update({ ...result('2020-07-26', 'a', 'b', 1, 0), season: '2019/20' });
    model.update({ ...result('2020-09-12', 'a', 'b', 1, 0), season: '2020/21' }); // 48 days, new season
    expect(model.seasonBreaks).toBe(1);
  });

  it('opens a season once, however often advanceTo is called', () => {
    const model = createRatingModel();
    model.update(result('2022-05-01', 'a', 'b', 1, 0));
    model.advanceTo('2022-08-05');
    model.advanceTo('2022-08-06');
    model.update(result('2022-08-06', 'a', 'b', 1, 0));
    model.update(result('2022-08-13', 'a', 'b', 1, 0));
    expect(model.seasonBreaks).toBe(1);
  });
});

describe('fitModel', () => {
  const history = simulateSeasons(2018, 4);

  it('fits the goal model on the results and ranks the clubs like their true strength', () => {
    const model = fitModel(history);
    const goalModel = model.settings.goalModel;
    expect(goalModel).not.toEqual(DEFAULT_GOAL_MODEL);
    expect(goalModel.homeSlope).toBeGreaterThan(0);
    expect(goalModel.awaySlope).toBeLessThan(0);
    expect(goalModel.homeIntercept).toBeGreaterThan(goalModel.awayIntercept);
    expect(model.matchCount).toBe(history.length);
    expect(model.seasonBreaks).toBe(3);
    const ranking = model.ratings().map((r) => r.team);
    expect(ranking.slice(0, 3)).toContain('t0');
    expect(ranking.slice(-3)).toContain('t7');
    expect(model.rating('t0') - model.rating('t7')).toBeGreaterThan(100);
  });

  it('keeps a given goal model, and the default one when there are too few results', () => {
    const goalModel = { homeIntercept: 0.4, homeSlope: 0.1, awayIntercept: 0.1, awaySlope: -0.1, rho: 0 };
    expect(fitModel(history, { goalModel }).settings.goalModel).toEqual(goalModel);
    expect(fitModel(history.slice(0, 20)).settings.goalModel).toEqual(DEFAULT_GOAL_MODEL);
  });

  it('is deterministic', () => {
    expect(fitModel(history).predict('t1', 't5')).toEqual(fitModel(history).predict('t1', 't5'));
  });
});

describe('predictBeforeEach', () => {
  const history = simulateSeasons(2018, 3);
  const fixtures: (FixtureInput & { id: number })[] = [
    { id: 1, kickoffUtc: '2021-08-14T14:00:00Z', home: 't0', away: 't7', score: { ft: [0, 3] } },
    { id: 2, kickoffUtc: '2021-08-14T14:00:00Z', home: 't1', away: 't6', score: { ft: [2, 2] } },
    { id: 3, kickoffUtc: '2021-08-14T16:30:00Z', home: 't6', away: 't0', score: { ft: [1, 0] } },
    { id: 4, kickoffUtc: '2021-08-14T16:31:00Z', home: 't7', away: 't1', score: { ft: [1, 1] } },
    { id: 5, kickoffUtc: '2021-08-21T14:00:00Z', home: 't0', away: 'luton-town', score: null },
    { id: 6, kickoffUtc: '2021-08-28T14:00:00Z', home: 't7', away: 't0', score: { ft: [0, 0] } },
  ];
  const forecasts = (list: readonly FixtureInput[], past: readonly MatchResult[] = history) =>
    predictBeforeEach(past, list).map((f) => f.forecast);

  it('forecasts every fixture, in the order given, with probabilities that sum to 1', () => {
    const walked = predictBeforeEach(history, [...fixtures].reverse());
    expect(walked.map((w) => (w.fixture as { id: number }).id)).toEqual([6, 5, 4, 3, 2, 1]);
    for (const { forecast } of walked) expectDistribution(forecast);
    expect(walked.map((w) => w.forecast)).toEqual(forecasts(fixtures).reverse());
  });

  it('does not let a later result change an earlier forecast (no leakage)', () => {
    const base = forecasts(fixtures);
    const changedLast = fixtures.map((f) => (f.id === 6 ? { ...f, score: { ft: [5, 0] } } : f));
    expect(forecasts(changedLast)).toEqual(base);

    // Fixture 1 (14:00) is known 2 h 30 min after kick-off: not at 16:30, but at 16:31.
    const changedFirst = fixtures.map((f) => (f.id === 1 ? { ...f, score: { ft: [4, 0] } } : f));
    const after = forecasts(changedFirst);
    expect(after.slice(0, 3)).toEqual(base.slice(0, 3));
    expect(after[3]?.home).not.toBeCloseTo(base[3]?.home ?? NaN, 6);
    expect(after[5]?.home).not.toBeCloseTo(base[5]?.home ?? NaN, 6);
  });

  it('uses a history result only once it is known', () => {
    const late = result('2021-08-20', 't7', 't6', 6, 0);
    const withLate = forecasts(fixtures, [...history, late]);
    const base = forecasts(fixtures);
    expect(withLate.slice(0, 4)).toEqual(base.slice(0, 4));
    expect(withLate[5]).not.toEqual(base[5]);
    // A bare date is known from the next day: a kick-off on the same day does not see it.
    const sameDay = [{ kickoffUtc: '2021-08-20T18:00:00Z', home: 't7', away: 't5' }];
    expect(forecasts(sameDay, [...history, late])).toEqual(forecasts(sameDay));
  });

  it('gives a club without history the newcomer prior', () => {
    const model = fitModel(history);
    model.advanceTo('2021-08-14');
    const luton = forecasts(fixtures)[4];
    expect(luton?.ratings.away).toBeCloseTo(model.rating('luton-town'), 10);
    // Every club started at 1500 and Elo only moves points between them, so the league mean is 1500.
    expect(model.rating('luton-town')).toBeCloseTo(1500 - DEFAULT_RATING_MODEL_SETTINGS.newcomerOffset, 10);
    expect(luton?.home).toBeGreaterThan(0.5);
  });

  it('is deterministic', () => {
    expect(predictBeforeEach(history, fixtures)).toEqual(predictBeforeEach(history, fixtures));
  });

  it('refuses history out of date order and malformed scores', () => {
    expect(() => predictBeforeEach([...history].reverse(), fixtures)).toThrow(RangeError);
    const bad = [{ kickoffUtc: '2021-08-14T14:00:00Z', home: 't0', away: 't7', score: { ft: [1] } }];
    expect(() => predictBeforeEach(history, bad)).toThrow(RangeError);
    expect(predictBeforeEach(history, [])).toEqual([]);
  });

  it('reads a fixture score', () => {
    expect(fixtureResult({ kickoffUtc: '2021-08-14', home: 'a', away: 'b', score: { ft: [2, 1] } })).toEqual({
      home: 2,
      away: 1,
    });
    expect(fixtureResult({ kickoffUtc: '2021-08-14', home: 'a', away: 'b' })).toBeUndefined();
  });
});
