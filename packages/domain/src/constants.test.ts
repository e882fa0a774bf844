import { describe, it, expect } from 'vitest';
import * as constants from './constants';
import * as domain from './index';

describe('spec §9 business constants', () => {
  it.each([
    ['PREDICTION_CLOSE_MS', 600_000],
    ['GOAL_BUCKET_LIMIT', 2],
    ['MAX_PREDICTED_GOALS', 99],
    ['OTP_LENGTH', 4],
    ['SAFE_OTP_LENGTH', 6],
    ['OTP_RESEND_SECONDS', 60],
    ['REQUEST_TIMEOUT_MS', 10_000],
    ['LANDING_LEADERBOARD_ROWS', 10],
    ['STAT_BARS_INITIAL', 8],
    ['STAT_BARS_TOGGLE_FROM', 5],
    ['HEAD_TO_HEAD_INITIAL', 5],
    ['HEAD_TO_HEAD_TOGGLE_FROM', 5],
    ['ROUND_SCROLL_STEP_PX', 200],
    ['TOAST_LIMIT', 20],
  ] as const)('%s is %i', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('has the spec points and toast durations', () => {
    expect(constants.POINTS).toEqual({ exact: 5, outcomeAndBucket: 3, outcome: 2, none: 0 });
    expect(constants.TOAST_DURATION_MS).toEqual({ error: 4000, blank: 4000, success: 2000 });
  });

  it('the package entry point re-exports the public API', () => {
    for (const name of [
      'POINTS',
      'PREDICTION_CLOSE_MS',
      'scorePrediction',
      'outcomeOf',
      'goalBucketOf',
      'parsePrediction',
      'formatPrediction',
      'predictionClosesAt',
      'isPredictionOpen',
      'msUntilPredictionCloses',
      'ManualClock',
      'systemClock',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
