/**
 * Benchmarks the win-probability model (packages/domain/src/win-probability) on the Premier League 2023/24.
 *
 *   npx tsx scripts/bench-model.ts
 *
 * 1. Tuning, on the training seasons only: for a small grid of Elo settings, train on 2013/14–2017/18 and
 *    forecast 2018/19–2022/23 match by match (each forecast made before its own result is fed); keep the setting
 *    with the lowest log-loss. 2023/24 plays no part in this choice.
 * 2. Test: train on all of 2013/14–2022/23 with that setting, walk 2023/24 with `predictBeforeEach` (each match
 *    predicted from results known before its kick-off only) and compare with the base rate (the home/draw/away
 *    frequencies of the training seasons): log-loss, three-way Brier score and argmax accuracy.
 *
 * Reads data/openfootball/ of the repository if present, else /work/shared/data/openfootball/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Outcome } from '../packages/domain/src/score';
import {
  DEFAULT_GOAL_MODEL,
  DEFAULT_RATING_MODEL_SETTINGS,
  fitModel,
  formatPercents,
  mostLikelyScores,
  parseOpenfootballResults,
  predictBeforeEach,
  scoreForecasts,
  type FixtureInput,
  type ForecastScore,
  type MatchResult,
  type OutcomeProbabilities,
  type RatingModelOptions,
} from '../packages/domain/src/win-probability';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = [path.join(repoRoot, 'data/openfootball'), '/work/shared/data/openfootball'].find((dir) =>
  existsSync(path.join(dir, 'epl-2013-2023.results.json')),
);
if (dataDir === undefined) throw new Error('No openfootball data found');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(dataDir as string, file), 'utf8')) as unknown;
}

interface FixturesFile {
  season: { season: string };
  fixtures: (FixtureInput & { id: number })[];
}

const { results: training, dateRepairs } = parseOpenfootballResults(readJson('epl-2013-2023.results.json'));
const fixturesFile = readJson('epl-2023-24.fixtures.json') as FixturesFile;
const testSeason = fixturesFile.season.season;
const fixtures = fixturesFile.fixtures.map((f) => ({ ...f, season: testSeason }));

const outcomeOfGoals = (home: number, away: number): Outcome => (home > away ? 'home' : home < away ? 'away' : 'draw');

function fixtureOutcome(fixture: FixtureInput): Outcome {
  const [home, away] = fixture.score?.ft ?? [];
  if (home === undefined || away === undefined) throw new Error(`${fixture.home}–${fixture.away} has no score`);
  return outcomeOfGoals(home, away);
}

/** Results as fixtures (a bare date as the kick-off), to walk validation seasons with `predictBeforeEach`. */
function asFixtures(results: readonly MatchResult[]): FixtureInput[] {
  return results.map((r) => ({
    kickoffUtc: r.date,
    home: r.home,
    away: r.away,
    ...(r.season === undefined ? {} : { season: r.season }),
    score: { ft: [r.homeGoals, r.awayGoals] },
  }));
}

function evaluate(history: readonly MatchResult[], games: readonly FixtureInput[], options: RatingModelOptions) {
  return scoreForecasts(
    predictBeforeEach(history, games, options).map(({ fixture, forecast }) => ({
      probabilities: forecast,
      outcome: fixtureOutcome(fixture),
    })),
  );
}

// Base rate: home/draw/away frequencies of the training seasons.
const counts = { home: 0, draw: 0, away: 0 };
for (const r of training) counts[outcomeOfGoals(r.homeGoals, r.awayGoals)] += 1;
const baseRate: OutcomeProbabilities = {
  home: counts.home / training.length,
  draw: counts.draw / training.length,
  away: counts.away / training.length,
};

// 1. Tuning on the training seasons: train 2013/14–2015/16 (the first is the warm-up), validate 2016/17–2022/23.
const seasons = [...new Set(training.map((r) => r.season ?? ''))];
const splitSeason = seasons[3] ?? '';
const tuneHistory = training.filter((r) => (r.season ?? '') < splitSeason);
const tuneValidation = asFixtures(training.filter((r) => (r.season ?? '') >= splitSeason));
/** Where the search starts from: common club-Elo values. Ties (see below) are settled towards it. */
const conventional = { kFactor: 20, homeAdvantage: 60, seasonRegression: 0.2, newcomerOffset: 100 };
const steps = { kFactor: 5, homeAdvantage: 30, seasonRegression: 0.1, newcomerOffset: 50 };
/** Log-loss differences below this count as ties: far below the ~0.01 sampling error of a 2,660-match mean. */
const TIE = 0.0002;
type Tuning = typeof conventional;
const grid: { options: Tuning; score: ForecastScore }[] = [];
for (const kFactor of [10, 15, 20, 25, 30]) {
  for (const homeAdvantage of [0, 30, 60, 90, 120]) {
    for (const seasonRegression of [0, 0.1, 0.2, 0.3]) {
      for (const newcomerOffset of [50, 100, 150, 200]) {
        const options = { kFactor, homeAdvantage, seasonRegression, newcomerOffset };
        grid.push({ options, score: evaluate(tuneHistory, tuneValidation, options) });
      }
    }
  }
}
grid.sort((x, y) => x.score.logLoss - y.score.logLoss);
const bestLoss = grid[0]?.score.logLoss ?? Infinity;
const stepsFromConventional = (o: Tuning): number =>
  (Object.keys(steps) as (keyof Tuning)[]).reduce(
    (sum, key) => sum + Math.abs(o[key] - conventional[key]) / steps[key],
    0,
  );
const tied = grid.filter((g) => g.score.logLoss - bestLoss < TIE);
tied.sort((x, y) => stepsFromConventional(x.options) - stepsFromConventional(y.options));
const chosen = tied[0];
if (chosen === undefined) throw new Error('Empty grid');
const tuned: RatingModelOptions = chosen.options;

const fmt = (x: number, digits = 4): string => x.toFixed(digits);
const describe = (o: RatingModelOptions): string =>
  `K ${o.kFactor}, home advantage ${o.homeAdvantage}, season regression ${o.seasonRegression}, newcomer −${o.newcomerOffset}`;

console.log(`Data: ${dataDir}`);
console.log(
  `Training: ${training.length} results ${seasons[0]}–${seasons.at(-1)}; ${dateRepairs.length} dates repaired ` +
    `(wrong year, e.g. ${dateRepairs[0]?.from} → ${dateRepairs[0]?.to}).`,
);
console.log(
  `\nTuning (${grid.length} settings): train ${seasons[0]}–${seasons[2]}, validate ${splitSeason}–${seasons.at(-1)} ` +
    `(${tuneValidation.length} matches, each forecast before its result). Best by log-loss:`,
);
for (const { options, score } of grid.slice(0, 5)) {
  console.log(`  ${fmt(score.logLoss)} log-loss, ${fmt(score.brier)} Brier  ${describe(options)}`);
}
const validationBase = scoreForecasts(
  tuneValidation.map((f) => ({ probabilities: baseRate, outcome: fixtureOutcome(f) })),
);
console.log(`  (base rate on the validation seasons: ${fmt(validationBase.logLoss)} log-loss, in-sample frequencies)`);
console.log('Best validation log-loss for each value of one setting (the others free):');
for (const key of Object.keys(steps) as (keyof Tuning)[]) {
  const values = [...new Set(grid.map((g) => g.options[key]))].sort((x, y) => x - y);
  const cells = values.map((v) => {
    const loss = Math.min(...grid.filter((g) => g.options[key] === v).map((g) => g.score.logLoss));
    return `${v}: ${fmt(loss)}`;
  });
  console.log(`  ${key.padEnd(16)} ${cells.join('  ')}`);
}
const defaults = DEFAULT_RATING_MODEL_SETTINGS;
const sameAsDefaults = (Object.keys(tuned) as (keyof typeof tuned)[]).every((key) => tuned[key] === defaults[key]);
console.log(
  `${tied.length} settings within ${TIE} of the best; the one nearest K 20 / home 60 / regression 0.2 / newcomer −100 is chosen.`,
);
console.log(
  `Chosen: ${describe(tuned)} (${fmt(chosen.score.logLoss)})${sameAsDefaults ? ' (= the library defaults)' : ' (differs from the library defaults!)'}`,
);

// 2. Test on 2023/24.
const walked = predictBeforeEach(training, fixtures, tuned);
const modelScore = scoreForecasts(
  walked.map(({ fixture, forecast }) => ({ probabilities: forecast, outcome: fixtureOutcome(fixture) })),
);
const baseScore = scoreForecasts(fixtures.map((f) => ({ probabilities: baseRate, outcome: fixtureOutcome(f) })));
const fitted = fitModel(training, tuned);
const g = fitted.settings.goalModel;

console.log(`\nTest: ${testSeason}, ${walked.length} matches, each predicted before its result is fed.`);
console.log(
  `Goal model fitted on the training seasons: log λ_home = ${fmt(g.homeIntercept)} + ${fmt(g.homeSlope)}·Δ/100, ` +
    `log λ_away = ${fmt(g.awayIntercept)} ${g.awaySlope < 0 ? '−' : '+'} ${fmt(Math.abs(g.awaySlope))}·Δ/100, rho ${fmt(g.rho)}`,
);
const goalModelDrift = Math.max(
  ...(Object.keys(g) as (keyof typeof g)[]).map((k) => Math.abs(g[k] - DEFAULT_GOAL_MODEL[k])),
);
console.log(
  goalModelDrift < 1e-4
    ? '(= DEFAULT_GOAL_MODEL of the library)'
    : `(DEFAULT_GOAL_MODEL of the library differs by up to ${goalModelDrift.toFixed(4)}: update it)`,
);
console.log('');
console.log('                       log-loss   Brier    accuracy');
const row = (name: string, s: ForecastScore): string =>
  `${name.padEnd(22)} ${fmt(s.logLoss).padStart(8)}  ${fmt(s.brier).padStart(7)}  ${(100 * s.accuracy).toFixed(1).padStart(6)}%`;
console.log(row('Elo→Dixon–Coles', modelScore));
console.log(
  row(
    'uniform 1/3 each',
    scoreForecasts(
      fixtures.map((f) => ({ probabilities: { home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, outcome: fixtureOutcome(f) })),
    ),
  ),
);
console.log(
  row(
    `base rate ${formatPercents(baseRate).home}/${formatPercents(baseRate).draw}/${formatPercents(baseRate).away}`,
    baseScore,
  ),
);
const actual = { home: 0, draw: 0, away: 0 };
const predicted = { home: 0, draw: 0, away: 0 };
for (const { fixture, forecast } of walked) {
  actual[fixtureOutcome(fixture)] += 1;
  for (const o of ['home', 'draw', 'away'] as const) predicted[o] += forecast[o];
}
console.log(
  `Outcomes ${testSeason}: home ${actual.home}, draw ${actual.draw}, away ${actual.away}; ` +
    `model's expected counts ${fmt(predicted.home, 1)}, ${fmt(predicted.draw, 1)}, ${fmt(predicted.away, 1)}.`,
);

const first = walked[0];
if (first !== undefined) {
  const top = mostLikelyScores(first.forecast.scoreMatrix, 3)
    .map((s) => `${s.home}:${s.away} ${(100 * s.probability).toFixed(1)}%`)
    .join(', ');
  const p = formatPercents(first.forecast);
  console.log(
    `\nExample, ${first.fixture.kickoffUtc} ${first.fixture.home}–${first.fixture.away}: ${p.home} / ${p.draw} / ${p.away}, ` +
      `expected goals ${fmt(first.forecast.expectedGoals.home, 2)}–${fmt(first.forecast.expectedGoals.away, 2)}, likeliest ${top}.`,
  );
}
console.log(
  `\nTuning note: a coarse grid, scored on earlier seasons only; settings within ${TIE} log-loss of the best count ` +
    'as equal and the one nearest the conventional start is kept. The surface is flat (see the table above): the ' +
    'home advantage of the Elo update makes no measurable difference, as home advantage in the forecasts comes from ' +
    'the fitted goal model, and regressing ratings to the mean between seasons costs a little once promoted clubs ' +
    'get their own prior. A finer search would fit noise.',
);
