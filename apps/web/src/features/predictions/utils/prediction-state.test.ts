import { PREDICTION_CLOSE_MS } from '@scoreline/domain';
import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/testing/make-match';
import { predictionStateAt, savedPrediction } from './prediction-state';

const kickoff = '2030-03-02T15:00:00.000Z';
const before = (ms: number) => new Date(new Date(kickoff).getTime() - ms);

describe('predictionStateAt (spec §4)', () => {
  it('is open until 10 minutes before kick-off, then closed', () => {
    const match = makeMatch({ date: kickoff });
    expect(predictionStateAt(match, before(PREDICTION_CLOSE_MS + 1))).toEqual({ kind: 'open' });
    expect(predictionStateAt(match, before(PREDICTION_CLOSE_MS))).toEqual({ kind: 'closed' });
    expect(predictionStateAt(match, before(0))).toEqual({ kind: 'closed' });
  });

  it('is applied once predicted, and closed from the same moment', () => {
    const match = makeMatch({ date: kickoff, predictions: ['2:1'] });
    expect(predictionStateAt(match, before(PREDICTION_CLOSE_MS + 1))).toEqual({ kind: 'applied' });
    expect(predictionStateAt(match, before(PREDICTION_CLOSE_MS))).toEqual({ kind: 'closed' });
  });

  it('is closed while the match is under way, whatever the clock says', () => {
    const match = makeMatch({ date: kickoff, status: '2H', goals: { home: 1, away: 0 } });
    expect(predictionStateAt(match, before(3_600_000))).toEqual({ kind: 'closed' });
  });

  it('shows the final score after the game', () => {
    const match = makeMatch({ date: kickoff, status: 'FT', goals: { home: 3, away: 1 } });
    expect(predictionStateAt(match, new Date('2031-01-01'))).toEqual({
      kind: 'final',
      score: { home: 3, away: 1 },
      points: 0,
    });
  });

  it('is postponed for a PST match, whatever the clock says, with or without a prediction', () => {
    expect(predictionStateAt(makeMatch({ date: kickoff, status: 'PST' }), before(86_400_000))).toEqual({
      kind: 'postponed',
    });
    expect(
      predictionStateAt(makeMatch({ date: kickoff, status: 'PST', predictions: ['1:0'] }), before(86_400_000)),
    ).toEqual({ kind: 'postponed' });
    expect(predictionStateAt(makeMatch({ date: kickoff, status: 'PST' }), new Date('2031-01-01'))).toEqual({
      kind: 'postponed',
    });
  });

  it('names a cancelled match instead of offering a prediction', () => {
    const match = makeMatch({ date: kickoff, status: 'CANC' });
    expect(predictionStateAt(match, before(86_400_000))).toEqual({ kind: 'void', label: 'Match Cancelled' });
  });
});

describe('savedPrediction', () => {
  it('splits the saved "h:a" text for the two inputs', () => {
    expect(savedPrediction(makeMatch({ predictions: ['2:1'] }))).toEqual({ home: '2', away: '1' });
    expect(savedPrediction(makeMatch({ predictions: [' 10 : 03 '] }))).toEqual({ home: '10', away: '3' });
    expect(savedPrediction(makeMatch())).toBeNull();
  });
});
