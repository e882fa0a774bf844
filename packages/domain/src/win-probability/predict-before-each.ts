import type { Score } from '../score';
import {
  assertGoals,
  assertPair,
  DEFAULT_RESULT_DELAY_MS,
  fitModel,
  type MatchForecast,
  type MatchResult,
  type RatingModelOptions,
} from './rating-model';
import { parseMoment, resultKnownAt } from './time';

/**
 * Forecasts for a season's fixtures, each made with only the results known before its kick-off (the walk through
 * the season that the app and the model benchmark use).
 */
/** A fixture as in epl-2023-24.fixtures.json (extra fields are kept and ignored). */
export interface FixtureInput {
  /** The kick-off as an ISO date-time with a zone, or a bare date. */
  kickoffUtc: string;
  home: string;
  away: string;
  season?: string;
  /** The full-time score `[home, away]`, if the match has been played. */
  score?: { ft?: readonly number[] | null } | null;
}

export interface FixtureForecast<F extends FixtureInput = FixtureInput> {
  fixture: F;
  forecast: MatchForecast;
}

export interface PredictBeforeEachOptions extends RatingModelOptions {
  /** How long after a date-time kick-off its result counts as known (default 2 h 30 min). */
  resultDelayMs?: number;
}

/** The full-time score of a fixture, or undefined if it has none (a RangeError if it is malformed). */
export function fixtureResult(fixture: FixtureInput): Score | undefined {
  const ft = fixture.score?.ft;
  if (ft === undefined || ft === null) return undefined;
  const [home, away] = ft;
  if (ft.length !== 2 || home === undefined || away === undefined) {
    throw new RangeError(`The score of ${fixture.home}–${fixture.away} must be [home, away]`);
  }
  assertGoals(home, 'Home goals');
  assertGoals(away, 'Away goals');
  return { home, away };
}

type WalkEvent =
  | { at: number; order: number; kind: 'predict'; index: number }
  | { at: number; order: number; kind: 'result'; match: MatchResult };

/**
 * For every fixture, the forecast made with only the results known strictly before its kick-off (no leakage), in
 * the order of `fixtures`. History results (in date order) known before the first kick-off train the model and
 * fit its goal model (see `fitModel`); later history results and the fixtures' own scores are then fed in the
 * order they become known: a bare date on the next day, a kick-off date-time `resultDelayMs` after kick-off. So
 * matches that kick off together never see each other's results. The goal model is not refitted during the walk.
 */
export function predictBeforeEach<F extends FixtureInput>(
  history: readonly MatchResult[],
  fixtures: readonly F[],
  options: PredictBeforeEachOptions = {},
): FixtureForecast<F>[] {
  const { resultDelayMs = DEFAULT_RESULT_DELAY_MS, ...modelOptions } = options;
  if (!Number.isFinite(resultDelayMs) || resultDelayMs < 0) throw new RangeError('resultDelayMs must be ≥ 0');
  if (fixtures.length === 0) return [];

  let previousDay = -Infinity;
  const knownAt = history.map((match) => {
    const moment = parseMoment(match.date, 'A history date');
    if (moment.day < previousDay) throw new RangeError(`History must be in date order (${match.date} is out of order)`);
    previousDay = moment.day;
    return resultKnownAt(moment, resultDelayMs);
  });
  const kickoffs = fixtures.map((fixture) => {
    assertPair(fixture.home, fixture.away);
    return parseMoment(fixture.kickoffUtc, 'A kick-off');
  });
  const firstKickoff = Math.min(...kickoffs.map((k) => k.ms));

  const training = history.filter((_, i) => (knownAt[i] ?? Infinity) < firstKickoff);
  const model = fitModel(training, modelOptions);

  const events: WalkEvent[] = [];
  history.forEach((match, i) => {
    const at = knownAt[i] ?? Infinity;
    if (at >= firstKickoff) events.push({ at, order: 1, kind: 'result', match });
  });
  fixtures.forEach((fixture, index) => {
    const kickoff = kickoffs[index];
    if (kickoff === undefined) return;
    events.push({ at: kickoff.ms, order: 0, kind: 'predict', index });
    const score = fixtureResult(fixture);
    if (score === undefined) return;
    const match: MatchResult = {
      date: fixture.kickoffUtc,
      home: fixture.home,
      away: fixture.away,
      homeGoals: score.home,
      awayGoals: score.away,
      ...(fixture.season === undefined ? {} : { season: fixture.season }),
    };
    events.push({ at: resultKnownAt(kickoff, resultDelayMs), order: 1, kind: 'result', match });
  });
  // Stable sort: at the same instant predictions come first (a result known exactly at kick-off is not "before").
  events.sort((x, y) => x.at - y.at || x.order - y.order);

  const forecasts: (MatchForecast | undefined)[] = new Array<MatchForecast | undefined>(fixtures.length);
  for (const event of events) {
    if (event.kind === 'result') {
      model.update(event.match);
      continue;
    }
    const fixture = fixtures[event.index];
    if (fixture === undefined) continue;
    model.advanceTo(fixture.kickoffUtc, fixture.season);
    forecasts[event.index] = model.predict(fixture.home, fixture.away);
  }
  return fixtures.map((fixture, i) => {
    const forecast = forecasts[i];
    if (forecast === undefined) throw new Error('Internal error: a fixture was not predicted');
    return { fixture, forecast };
  });
}
