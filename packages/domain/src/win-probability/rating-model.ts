/**
 * Pre-match win probabilities from past results alone (our data has no bookmaker odds).
 *
 * Why Elo → Poisson: an Elo rating is one number per club, updated after every match, and the difference of two
 * ratings predicts the winner well from results alone. It says nothing about draws or scores, though. So the
 * rating difference (home − away, before the match) is mapped to expected goals for each side by two log-linear
 * Poisson regressions fitted on past results (`fitGoalModel`; home advantage in goals comes from their
 * intercepts). The score is then two Poisson counts with the Dixon–Coles correction of 0-0, 1-0, 0-1 and 1-1.
 * The 0..10 × 0..10 score matrix gives P(home), P(draw), P(away) and the most likely exact scores.
 *
 * Elo parameters. The defaults come from a coarse grid search on 2013/14–2022/23 only (train on the first three
 * seasons, forecast the next seven match by match), never on 2023/24: see scripts/bench-model.ts.
 * - `kFactor` 15: the update step, times a goal-difference weight (1, 1.5, then (11 + margin) / 8 for a margin of 3
 *   or more, as in the World Football Elo Ratings).
 * - `homeAdvantage` 60: Elo points given to the home side in the expected result of an update. The search could not
 *   tell 0 from 120 apart (home advantage in the forecasts comes from the goal model), so the usual 60 is kept.
 * - `seasonRegression` 0: the share of the way each club of the season just ended moves back to that season's mean
 *   rating when a new season starts (0.1 and more forecast slightly worse once promoted clubs get their own prior).
 *   A new season starts when two matches carry different `season` labels or, without labels, after a gap of more
 *   than `seasonGapDays` (60) days. Labels are better where they exist: 2019/20 paused for 100 days (March–June
 *   2020), and 2020/21 began 48 days after it ended.
 * - `newcomerOffset` 100: a club that did not play in the previous season (promoted, or never seen) starts this
 *   many points below the league mean. During the very first season the model sees, every club starts at
 *   `initialRating` (1500): they are the founding league, not promoted sides.
 */
import {
  expectedGoals,
  fitGoalModel,
  outcomeProbabilities,
  scoreMatrix,
  type ExpectedGoals,
  type GoalModelParams,
  type GoalSample,
  type OutcomeProbabilities,
  type ScoreMatrix,
} from './score-model';
import { parseMoment } from './time';

/** A played match. */
export interface MatchResult {
  /** 'YYYY-MM-DD' (the match date) or the kick-off as an ISO date-time with a zone. */
  date: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  /** Optional season label such as '2019/20'; when two consecutive matches carry one, it decides new seasons. */
  season?: string;
}

export interface RatingModelSettings {
  kFactor: number;
  homeAdvantage: number;
  seasonRegression: number;
  seasonGapDays: number;
  initialRating: number;
  newcomerOffset: number;
  goalModel: GoalModelParams;
  /** The score matrix covers 0..maxGoals goals for each side. */
  maxGoals: number;
}

export type RatingModelOptions = Partial<RatingModelSettings>;

/**
 * Goal model fitted by `fitModel` on 2014/15–2022/23 with the default Elo settings (2013/14 was the warm-up
 * season), so that `createRatingModel()` gives sensible numbers without a fit.
 */
export const DEFAULT_GOAL_MODEL: Readonly<GoalModelParams> = {
  homeIntercept: 0.3707,
  homeSlope: 0.1881,
  awayIntercept: 0.1477,
  awaySlope: -0.1944,
  rho: -0.0206,
};

export const DEFAULT_RATING_MODEL_SETTINGS: Readonly<RatingModelSettings> = {
  kFactor: 15,
  homeAdvantage: 60,
  seasonRegression: 0,
  seasonGapDays: 60,
  initialRating: 1500,
  newcomerOffset: 100,
  goalModel: DEFAULT_GOAL_MODEL,
  maxGoals: 10,
};

/** A result of a match kicked off at a date-time is taken as known this long after kick-off (2 h 30 min). */
export const DEFAULT_RESULT_DELAY_MS = 150 * 60_000;

/** Fewer samples than this (after the warm-up season) and `fitModel` keeps the given or default goal model. */
export const MIN_GOAL_MODEL_SAMPLES = 100;

export interface MatchForecast extends OutcomeProbabilities {
  expectedGoals: ExpectedGoals;
  /** The ratings used, after any new-season regression or newcomer prior. */
  ratings: { home: number; away: number };
  /** `scoreMatrix[h][a]` = P(h:a); pass it to `mostLikelyScores` for the likeliest exact scores. */
  scoreMatrix: ScoreMatrix;
}

export interface TeamRating {
  team: string;
  rating: number;
}

export interface RatingModel {
  readonly settings: Readonly<RatingModelSettings>;
  /** Matches fed to `update` so far. */
  readonly matchCount: number;
  /** New seasons started so far (0 during the first season the model sees). */
  readonly seasonBreaks: number;
  /** Feeds one result. Results must come in date order (same day in any order); a RangeError says otherwise. */
  update(match: MatchResult): void;
  /**
   * Moves the model's clock to a coming match without a result, so that a new season that starts there is applied
   * (regression to the mean, newcomer priors) before `predict`. `update` does the same by itself.
   */
  advanceTo(date: string, season?: string): void;
  predict(home: string, away: string): MatchForecast;
  /** The rating a club would play its next match with (newcomer prior for unknown or promoted clubs). */
  rating(team: string): number;
  /** Every club seen so far, strongest first. */
  ratings(): TeamRating[];
}

/** World Football Elo Ratings weight for the margin of victory. */
export function goalDifferenceMultiplier(goalDifference: number): number {
  const margin = Math.abs(goalDifference);
  if (margin <= 1) return 1;
  if (margin === 2) return 1.5;
  return (11 + margin) / 8;
}

/** The Elo expectation for the home side (a draw counts as half a win). */
export function eloExpectedScore(homeRating: number, awayRating: number, homeAdvantage: number): number {
  return 1 / (1 + 10 ** (-(homeRating + homeAdvantage - awayRating) / 400));
}

function resolveSettings(options: RatingModelOptions = {}): RatingModelSettings {
  const settings: RatingModelSettings = { ...DEFAULT_RATING_MODEL_SETTINGS, ...options };
  const checks: [boolean, string][] = [
    [Number.isFinite(settings.kFactor) && settings.kFactor >= 0, 'kFactor must be a number ≥ 0'],
    [Number.isFinite(settings.homeAdvantage), 'homeAdvantage must be a finite number'],
    [
      Number.isFinite(settings.seasonRegression) && settings.seasonRegression >= 0 && settings.seasonRegression <= 1,
      'seasonRegression must be between 0 and 1',
    ],
    [Number.isFinite(settings.seasonGapDays) && settings.seasonGapDays > 0, 'seasonGapDays must be a number > 0'],
    [Number.isFinite(settings.initialRating), 'initialRating must be a finite number'],
    [Number.isFinite(settings.newcomerOffset), 'newcomerOffset must be a finite number'],
    [Number.isSafeInteger(settings.maxGoals) && settings.maxGoals >= 1, 'maxGoals must be a whole number ≥ 1'],
    [Object.values(settings.goalModel).every(Number.isFinite), 'goalModel values must be finite numbers'],
  ];
  for (const [ok, message] of checks) if (!ok) throw new RangeError(message);
  return { ...settings, goalModel: { ...settings.goalModel } };
}

function assertTeam(team: string, label: string): void {
  if (typeof team !== 'string' || team.length === 0) throw new TypeError(`${label} must be a non-empty team id`);
}

export function assertPair(home: string, away: string): void {
  assertTeam(home, 'The home team');
  assertTeam(away, 'The away team');
  if (home === away) throw new RangeError(`A team cannot play itself ('${home}')`);
}

export function assertGoals(goals: number, label: string): void {
  if (!Number.isSafeInteger(goals) || goals < 0) throw new RangeError(`${label} must be a non-negative whole number`);
}

class EloRatingModel implements RatingModel {
  readonly settings: Readonly<RatingModelSettings>;
  private readonly stored = new Map<string, number>();
  private currentSeason = new Set<string>();
  private previousSeason = new Set<string>();
  private leagueMean: number;
  private lastDay: number | undefined;
  private lastSeasonLabel: string | undefined;
  /** A new season was opened by `advanceTo` since the last result (so it is not opened twice). */
  private seasonOpened = false;
  private matches = 0;
  private breaks = 0;

  constructor(settings: RatingModelSettings) {
    this.settings = settings;
    this.leagueMean = settings.initialRating;
  }

  get matchCount(): number {
    return this.matches;
  }

  get seasonBreaks(): number {
    return this.breaks;
  }

  rating(team: string): number {
    assertTeam(team, 'A team');
    const stored = this.stored.get(team);
    if (stored !== undefined && (this.currentSeason.has(team) || this.breaks === 0 || this.previousSeason.has(team))) {
      return stored;
    }
    return this.breaks === 0 ? this.settings.initialRating : this.leagueMean - this.settings.newcomerOffset;
  }

  ratings(): TeamRating[] {
    return [...this.stored.keys()]
      .map((team) => ({ team, rating: this.rating(team) }))
      .sort((x, y) => y.rating - x.rating || (x.team < y.team ? -1 : x.team > y.team ? 1 : 0));
  }

  advanceTo(date: string, season?: string): void {
    const day = parseMoment(date, 'The date').day;
    if (this.lastDay !== undefined && day < this.lastDay) {
      throw new RangeError(`Cannot move back in time to ${date}: a result of a later day was already fed`);
    }
    this.openSeasonIfNew(day, season);
  }

  update(match: MatchResult): void {
    assertPair(match.home, match.away);
    assertGoals(match.homeGoals, 'homeGoals');
    assertGoals(match.awayGoals, 'awayGoals');
    const day = parseMoment(match.date, 'The match date').day;
    if (this.lastDay !== undefined && day < this.lastDay) {
      throw new RangeError(
        `Results must come in date order: ${match.date} ${match.home}–${match.away} follows a later day`,
      );
    }
    this.openSeasonIfNew(day, match.season);

    const home = this.rating(match.home);
    const away = this.rating(match.away);
    const actual = match.homeGoals > match.awayGoals ? 1 : match.homeGoals === match.awayGoals ? 0.5 : 0;
    const expected = eloExpectedScore(home, away, this.settings.homeAdvantage);
    const change =
      this.settings.kFactor * goalDifferenceMultiplier(match.homeGoals - match.awayGoals) * (actual - expected);
    this.stored.set(match.home, home + change);
    this.stored.set(match.away, away - change);
    this.currentSeason.add(match.home);
    this.currentSeason.add(match.away);

    this.lastDay = day;
    this.lastSeasonLabel = match.season;
    this.seasonOpened = false;
    this.matches += 1;
  }

  predict(home: string, away: string): MatchForecast {
    assertPair(home, away);
    const ratings = { home: this.rating(home), away: this.rating(away) };
    const goals = expectedGoals(this.settings.goalModel, ratings.home - ratings.away);
    const matrix = scoreMatrix(goals.home, goals.away, this.settings.goalModel.rho, this.settings.maxGoals);
    return { ...outcomeProbabilities(matrix), expectedGoals: goals, ratings, scoreMatrix: matrix };
  }

  private openSeasonIfNew(day: number, season: string | undefined): void {
    if (this.lastDay === undefined || this.seasonOpened) return;
    const isNew =
      season !== undefined && this.lastSeasonLabel !== undefined
        ? season !== this.lastSeasonLabel
        : day - this.lastDay > this.settings.seasonGapDays;
    if (!isNew) return;

    const ended = [...this.currentSeason];
    if (ended.length > 0) {
      const mean = ended.reduce((sum, team) => sum + this.rating(team), 0) / ended.length;
      const keep = 1 - this.settings.seasonRegression;
      for (const team of ended) this.stored.set(team, mean + keep * (this.rating(team) - mean));
      this.leagueMean = mean;
      this.previousSeason = new Set(ended);
    }
    this.currentSeason = new Set();
    this.seasonOpened = true;
    this.breaks += 1;
  }
}

/** A fresh model (no results yet). Unset options take `DEFAULT_RATING_MODEL_SETTINGS`. */
export function createRatingModel(options?: RatingModelOptions): RatingModel {
  return new EloRatingModel(resolveSettings(options));
}

/**
 * Feeds `results` (in date order) to a new model and, unless `options.goalModel` is given, fits the goal model
 * on them first: every match's pre-match rating difference and score, leaving out the first season the model
 * sees (all clubs start equal then, so the differences mean little). With fewer than MIN_GOAL_MODEL_SAMPLES
 * samples the default goal model is kept. Returns the model after the last result; the goal model used is
 * `model.settings.goalModel`.
 */
export function fitModel(results: readonly MatchResult[], options?: RatingModelOptions): RatingModel {
  const settings = resolveSettings(options);
  if (options?.goalModel === undefined) {
    const probe = new EloRatingModel(settings);
    const all: GoalSample[] = [];
    const afterWarmUp: GoalSample[] = [];
    for (const match of results) {
      probe.advanceTo(match.date, match.season);
      const sample = {
        ratingDiff: probe.rating(match.home) - probe.rating(match.away),
        homeGoals: match.homeGoals,
        awayGoals: match.awayGoals,
      };
      probe.update(match);
      all.push(sample);
      if (probe.seasonBreaks > 0) afterWarmUp.push(sample);
    }
    const samples = afterWarmUp.length >= MIN_GOAL_MODEL_SAMPLES ? afterWarmUp : all;
    if (samples.length >= MIN_GOAL_MODEL_SAMPLES) settings.goalModel = fitGoalModel(samples);
  }
  const model = new EloRatingModel(settings);
  for (const match of results) model.update(match);
  return model;
}
