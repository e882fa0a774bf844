import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/testing/make-match';
import { predictionStateOf, savedPrediction } from './prediction-state';

const kickoff = '2030-03-02T15:00:00.000Z';

// The window itself (open until 10 minutes before kick-off) is @scoreline/domain's isPredictionOpen, tested there;
// cards follow it with usePredictionWindow.
describe('predictionStateOf (spec §4)', () => {
  it('is open while the window is, then closed', () => {
    const match = makeMatch({ date: kickoff });
    expect(predictionStateOf(match, true)).toEqual({ kind: 'open' });
    expect(predictionStateOf(match, false)).toEqual({ kind: 'closed' });
  });

  it('is applied once predicted, and closed when the window closes', () => {
    const match = makeMatch({ date: kickoff, predictions: ['2:1'] });
    expect(predictionStateOf(match, true)).toEqual({ kind: 'applied' });
    expect(predictionStateOf(match, false)).toEqual({ kind: 'closed' });
  });

  it('is closed while the match is under way, whatever the window says', () => {
    const match = makeMatch({ date: kickoff, status: '2H', goals: { home: 1, away: 0 } });
    expect(predictionStateOf(match, true)).toEqual({ kind: 'closed' });
  });

  it('shows the final score after the game', () => {
    const match = makeMatch({ date: kickoff, status: 'FT', goals: { home: 3, away: 1 } });
    expect(predictionStateOf(match, false)).toEqual({ kind: 'final', score: { home: 3, away: 1 }, points: 0 });
  });

  it('is postponed for a PST match, whatever the window says, with or without a prediction', () => {
    expect(predictionStateOf(makeMatch({ date: kickoff, status: 'PST' }), true)).toEqual({ kind: 'postponed' });
    expect(predictionStateOf(makeMatch({ date: kickoff, status: 'PST', predictions: ['1:0'] }), true)).toEqual({
      kind: 'postponed',
    });
    expect(predictionStateOf(makeMatch({ date: kickoff, status: 'PST' }), false)).toEqual({ kind: 'postponed' });
  });

  it('names a cancelled match instead of offering a prediction', () => {
    const match = makeMatch({ date: kickoff, status: 'CANC' });
    expect(predictionStateOf(match, true)).toEqual({ kind: 'void', label: 'Match Cancelled' });
  });
});

describe('savedPrediction', () => {
  it('splits the saved "h:a" text for the two inputs', () => {
    expect(savedPrediction(makeMatch({ predictions: ['2:1'] }))).toEqual({ home: '2', away: '1' });
    expect(savedPrediction(makeMatch({ predictions: [' 10 : 03 '] }))).toEqual({ home: '10', away: '3' });
    expect(savedPrediction(makeMatch())).toBeNull();
  });
});
