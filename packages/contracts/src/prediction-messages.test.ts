import { describe, expect, it } from 'vitest';
import { commentsQuerySchema } from './comments';
import { MAX_PREDICTED_GOALS, PREDICTION_CLOSE_MS } from './prediction-limits';
import { predictionMessages } from './prediction-messages';
import { leaderboardQuerySchema, matchResultBodySchema, predictionBodySchema } from './predictions';
import { badgesQuerySchema } from './profiles';
import { errorsOf } from './validation.test-support';

describe('messages derived from the limits say what the spec says, word for word', () => {
  it('states the prediction window in minutes (spec §9: 600000 ms)', () => {
    expect(PREDICTION_CLOSE_MS).toBe(600_000);
    expect(predictionMessages.closed).toBe(
      'Predictions for this match are closed (they close 10 minutes before kick-off)',
    );
  });

  it('bounds a side of a result at MAX_PREDICTED_GOALS and says so', () => {
    expect(MAX_PREDICTED_GOALS).toBe(99);
    expect(errorsOf(matchResultBodySchema, { home: 100, away: -1 })).toEqual({
      home: 'home must be a whole number from 0 to 99',
      away: 'away must be a whole number from 0 to 99',
    });
    expect(matchResultBodySchema.parse({ home: 99, away: 0 })).toEqual({ home: 99, away: 0 });
  });

  it('accepts predictions of up to two digits a side', () => {
    expect(predictionBodySchema.parse({ matchId: 1, prediction: ' 99 : 0 ' }).prediction).toBe(' 99 : 0 ');
    expect(errorsOf(predictionBodySchema, { matchId: 1, prediction: '100:0' })).toEqual({
      prediction: 'Invalid fields',
    });
  });

  it.each([
    ['the leaderboard', leaderboardQuerySchema],
    ['comments', commentsQuerySchema],
    ['badges', badgesQuerySchema],
  ])('pages %s from 1 to 100000, page 1 by default', (_name, schema) => {
    expect(schema.parse({}).page).toBe(1);
    expect(schema.parse({ page: '100000' }).page).toBe(100_000);
    expect(errorsOf(schema, { page: '100001' })).toEqual({ page: 'Page must be a whole number from 1 to 100000' });
  });
});
