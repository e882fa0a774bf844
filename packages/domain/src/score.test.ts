import { describe, it, expect } from 'vitest';
import { POINTS, MAX_PREDICTED_GOALS } from './constants';
import {
  formatPrediction,
  goalBucketOf,
  outcomeOf,
  parsePrediction,
  rankingCountersOf,
  scorePrediction,
  type Score,
} from './score';

const s = (home: number, away: number): Score => ({ home, away });

describe('outcomeOf', () => {
  it.each([
    [s(1, 0), 'home'],
    [s(10, 9), 'home'],
    [s(3, 0), 'home'],
    [s(0, 1), 'away'],
    [s(9, 10), 'away'],
    [s(0, 3), 'away'],
    [s(0, 0), 'draw'],
    [s(1, 1), 'draw'],
    [s(5, 5), 'draw'],
  ] as const)('%o is %s', (score, expected) => {
    expect(outcomeOf(score)).toBe(expected);
  });
});

describe('goalBucketOf', () => {
  it.each([
    [s(0, 0), '0-2'],
    [s(1, 0), '0-2'],
    [s(0, 1), '0-2'],
    [s(1, 1), '0-2'],
    [s(2, 0), '0-2'],
    [s(0, 2), '0-2'],
    [s(3, 0), '3+'],
    [s(0, 3), '3+'],
    [s(2, 1), '3+'],
    [s(1, 2), '3+'],
    [s(2, 2), '3+'],
    [s(10, 10), '3+'],
  ] as const)('%o is in bucket %s', (score, expected) => {
    expect(goalBucketOf(score)).toBe(expected);
  });
});

describe('scorePrediction (spec §9 points table)', () => {
  it('uses the spec point values', () => {
    expect(POINTS).toEqual({ exact: 5, outcomeAndBucket: 3, outcome: 2, none: 0 });
  });

  it.each([
    // exact score: 5
    ['0:0 vs 0:0, exact goalless draw', s(0, 0), s(0, 0), 5],
    ['2:1 vs 2:1, exact home win', s(2, 1), s(2, 1), 5],
    ['1:2 vs 1:2, exact away win', s(1, 2), s(1, 2), 5],
    ['3:3 vs 3:3, exact high draw', s(3, 3), s(3, 3), 5],
    ['2:0 vs 2:0, exact on the bucket edge (2 goals)', s(2, 0), s(2, 0), 5],
    ['3:0 vs 3:0, exact on the bucket edge (3 goals)', s(3, 0), s(3, 0), 5],
    ['10:9 vs 10:9, exact big score', s(10, 9), s(10, 9), 5],
    // home win, same bucket: 3
    ['1:0 vs 2:0, home win, both 0-2', s(1, 0), s(2, 0), 3],
    ['2:0 vs 1:0, home win, both 0-2', s(2, 0), s(1, 0), 3],
    ['2:1 vs 3:0, home win, both 3 goals', s(2, 1), s(3, 0), 3],
    ['3:1 vs 5:2, home win, both 3+', s(3, 1), s(5, 2), 3],
    // home win, other bucket: 2
    ['2:0 vs 3:0, home win, 2 goals vs 3', s(2, 0), s(3, 0), 2],
    ['3:0 vs 2:0, home win, 3 goals vs 2', s(3, 0), s(2, 0), 2],
    ['1:0 vs 3:1, home win, 0-2 vs 3+', s(1, 0), s(3, 1), 2],
    ['4:1 vs 1:0, home win, 3+ vs 0-2', s(4, 1), s(1, 0), 2],
    // draw, same bucket: 3
    ['1:1 vs 0:0, draw, 2 goals vs 0', s(1, 1), s(0, 0), 3],
    ['0:0 vs 1:1, draw, 0 goals vs 2', s(0, 0), s(1, 1), 3],
    ['2:2 vs 3:3, draw, 4 goals vs 6', s(2, 2), s(3, 3), 3],
    // draw, other bucket: 2
    ['1:1 vs 2:2, draw, 2 goals vs 4', s(1, 1), s(2, 2), 2],
    ['2:2 vs 1:1, draw, 4 goals vs 2', s(2, 2), s(1, 1), 2],
    ['0:0 vs 3:3, draw, 0 goals vs 6', s(0, 0), s(3, 3), 2],
    // away win, same bucket: 3
    ['0:1 vs 0:2, away win, both 0-2', s(0, 1), s(0, 2), 3],
    ['1:2 vs 0:3, away win, both 3 goals', s(1, 2), s(0, 3), 3],
    ['1:3 vs 2:4, away win, both 3+', s(1, 3), s(2, 4), 3],
    // away win, other bucket: 2
    ['0:2 vs 0:3, away win, 2 goals vs 3', s(0, 2), s(0, 3), 2],
    ['0:2 vs 1:2, away win, 2 goals vs 3', s(0, 2), s(1, 2), 2],
    ['1:3 vs 0:1, away win, 3+ vs 0-2', s(1, 3), s(0, 1), 2],
    // wrong outcome: 0 (even in the same bucket)
    ['2:1 vs 1:2, home vs away', s(2, 1), s(1, 2), 0],
    ['0:3 vs 3:0, away vs home', s(0, 3), s(3, 0), 0],
    ['1:0 vs 0:0, home vs draw, same bucket', s(1, 0), s(0, 0), 0],
    ['0:0 vs 0:1, draw vs away, same bucket', s(0, 0), s(0, 1), 0],
    ['1:1 vs 2:1, draw vs home', s(1, 1), s(2, 1), 0],
    ['2:1 vs 1:1, home vs draw', s(2, 1), s(1, 1), 0],
    ['0:1 vs 1:1, away vs draw', s(0, 1), s(1, 1), 0],
    ['3:3 vs 4:2, draw vs home, same 3+ bucket', s(3, 3), s(4, 2), 0],
  ])('%s → %i points', (_label, prediction, result, expected) => {
    expect(scorePrediction(prediction, result).points).toBe(expected);
  });

  // An independent, literal reading of spec §9, checked against every pair of scores up to 6:6.
  function specPoints(p: Score, r: Score): number {
    const sign = (x: Score) => Math.sign(x.home - x.away);
    const bucket = (x: Score) => (x.home + x.away <= 2 ? 'low' : 'high');
    if (p.home === r.home && p.away === r.away) return 5;
    if (sign(p) !== sign(r)) return 0;
    return bucket(p) === bucket(r) ? 3 : 2;
  }

  it('agrees with a literal reading of the spec for every score pair up to 6:6', () => {
    const scores: Score[] = [];
    for (let home = 0; home <= 6; home++) for (let away = 0; away <= 6; away++) scores.push(s(home, away));
    const tally = { 0: 0, 2: 0, 3: 0, 5: 0 } as Record<number, number>;
    for (const prediction of scores) {
      for (const result of scores) {
        const points = scorePrediction(prediction, result).points;
        expect(points, `${prediction.home}:${prediction.away} vs ${result.home}:${result.away}`).toBe(
          specPoints(prediction, result),
        );
        // The rules are symmetric in prediction and result, and in home and away.
        expect(scorePrediction(result, prediction).points).toBe(points);
        expect(scorePrediction(s(prediction.away, prediction.home), s(result.away, result.home)).points).toBe(points);
        tally[points] = (tally[points] ?? 0) + 1;
      }
    }
    // Every value of the table was reached, and nothing else.
    expect(Object.keys(tally).sort()).toEqual(['0', '2', '3', '5']);
    expect(tally[5]).toBe(49);
    expect(tally[0]! + tally[2]! + tally[3]! + tally[5]!).toBe(49 * 49);
  });

  it('does not modify its arguments', () => {
    const prediction = s(2, 1);
    const result = s(3, 0);
    scorePrediction(prediction, result);
    expect(prediction).toEqual(s(2, 1));
    expect(result).toEqual(s(3, 0));
  });

  it.each([
    ['negative home', s(-1, 0)],
    ['negative away', s(0, -1)],
    ['fractional home', s(1.5, 0)],
    ['fractional away', s(0, 0.5)],
    ['NaN home', s(Number.NaN, 0)],
    ['NaN away', s(0, Number.NaN)],
    ['infinite home', s(Number.POSITIVE_INFINITY, 0)],
    ['unsafe integer away', s(0, 2 ** 53)],
  ])('throws a RangeError for a prediction with %s', (_label, bad) => {
    expect(() => scorePrediction(bad, s(1, 0))).toThrow(RangeError);
    expect(() => scorePrediction(bad, s(1, 0))).toThrow('A prediction must hold non-negative whole numbers of goals');
  });

  it.each([
    ['negative home', s(-1, 0)],
    ['negative away', s(0, -2)],
    ['fractional home', s(0.1, 0)],
    ['NaN away', s(0, Number.NaN)],
    ['infinite away', s(0, Number.NEGATIVE_INFINITY)],
  ])('throws a RangeError for a result with %s', (_label, bad) => {
    expect(() => scorePrediction(s(1, 0), bad)).toThrow(RangeError);
    expect(() => scorePrediction(s(1, 0), bad)).toThrow('A result must hold non-negative whole numbers of goals');
  });

  it('throws even when the invalid prediction would equal the result', () => {
    expect(() => scorePrediction(s(-1, -1), s(-1, -1))).toThrow(RangeError);
    expect(() => scorePrediction(s(Number.NaN, 0), s(0, 0))).toThrow(RangeError);
  });
});

describe('parsePrediction', () => {
  it.each([
    ['2:1', s(2, 1)],
    [' 2 : 1 ', s(2, 1)],
    ['\t3:4\n', s(3, 4)],
    ['0:0', s(0, 0)],
    ['10:0', s(10, 0)],
    ['0:10', s(0, 10)],
    ['99:99', s(99, 99)],
    ['02:1', s(2, 1)],
    ['00:00', s(0, 0)],
    ['099:001', s(99, 1)],
  ])('parses %j as %o', (text, score) => {
    expect(parsePrediction(text)).toEqual({ ok: true, score });
  });

  it.each(['100:0', '0:100', '100:100', '99:100', '0100:0', '1000000000000000000000:1'])(
    'rejects %j as out of range',
    (text) => {
      expect(parsePrediction(text)).toEqual({ ok: false, reason: 'range' });
    },
  );

  it.each([
    '',
    ' ',
    ':',
    ' : ',
    '2:',
    ':1',
    '2',
    'a:1',
    '1:b',
    '-1:2',
    '2:-1',
    '+1:2',
    '1.5:2',
    '2:0.5',
    '1e1:2',
    '0x1:2',
    '2-1',
    '2 1',
    '2::1',
    '1:2:3',
    '1 2:3',
    '２:1',
    'NaN:1',
    'Infinity:0',
  ])('rejects %j as badly formatted', (text) => {
    expect(parsePrediction(text)).toEqual({ ok: false, reason: 'format' });
  });

  it('accepts exactly the maximum and nothing above it', () => {
    expect(MAX_PREDICTED_GOALS).toBe(99);
    expect(parsePrediction(`${MAX_PREDICTED_GOALS}:0`).ok).toBe(true);
    expect(parsePrediction(`${MAX_PREDICTED_GOALS + 1}:0`)).toEqual({ ok: false, reason: 'range' });
  });
});

describe('formatPrediction', () => {
  it.each([
    [s(2, 1), '2:1'],
    [s(0, 0), '0:0'],
    [s(10, 0), '10:0'],
    [s(0, 10), '0:10'],
    [s(99, 99), '99:99'],
  ])('formats %o as %j', (score, text) => {
    expect(formatPrediction(score)).toBe(text);
  });

  it('gives the canonical text for input with leading zeros and spaces', () => {
    const parsed = parsePrediction(' 02 : 1 ');
    if (!parsed.ok) throw new Error('expected 02:1 to parse');
    expect(formatPrediction(parsed.score)).toBe('2:1');
  });

  it.each([
    ['a negative side', s(-1, 0)],
    ['a fractional side', s(0, 1.5)],
    ['NaN', s(Number.NaN, 1)],
  ])('throws a RangeError for %s', (_label, bad) => {
    expect(() => formatPrediction(bad)).toThrow(RangeError);
    expect(() => formatPrediction(bad)).toThrow('A score must hold non-negative whole numbers of goals');
  });

  it('round-trips every score from 0:0 to 99:99', () => {
    for (let home = 0; home <= MAX_PREDICTED_GOALS; home++) {
      for (let away = 0; away <= MAX_PREDICTED_GOALS; away++) {
        const text = formatPrediction(s(home, away));
        expect(text).toBe(`${home}:${away}`);
        expect(parsePrediction(text)).toEqual({ ok: true, score: s(home, away) });
      }
    }
  });

  it.each(['2:1', ' 2 : 1 ', '02:01', '0:0', '007:10'])('parse then format of %j is canonical and stable', (text) => {
    const parsed = parsePrediction(text);
    if (!parsed.ok) throw new Error(`expected ${text} to parse`);
    const canonical = formatPrediction(parsed.score);
    expect(canonical).toMatch(/^(0|[1-9]\d?):(0|[1-9]\d?)$/);
    expect(parsePrediction(canonical)).toEqual(parsed);
  });
});

describe('scorePrediction: the rule and the modifiers (issue 56)', () => {
  it.each([
    ['0:0 vs 0:0', s(0, 0), s(0, 0), 'exact', 5],
    ['2:0 vs 2:0, exact on the bucket edge', s(2, 0), s(2, 0), 'exact', 5],
    ['2:0 vs 1:0, both 0-2 (2 goals is the top of 0-2)', s(2, 0), s(1, 0), 'outcomeAndBucket', 3],
    ['2:1 vs 3:0, both 3 goals (the bottom of 3+)', s(2, 1), s(3, 0), 'outcomeAndBucket', 3],
    ['1:1 vs 0:0, draws in 0-2', s(1, 1), s(0, 0), 'outcomeAndBucket', 3],
    ['2:0 vs 3:0, 2 goals vs 3 across the edge', s(2, 0), s(3, 0), 'outcome', 2],
    ['1:1 vs 2:2, draws across the edge', s(1, 1), s(2, 2), 'outcome', 2],
    ['1:0 vs 0:0, wrong winner in the same bucket', s(1, 0), s(0, 0), 'none', 0],
    ['3:3 vs 4:2, wrong winner in 3+', s(3, 3), s(4, 2), 'none', 0],
  ] as const)('%s: %s, %i points', (_label, prediction, result, rule, points) => {
    expect(scorePrediction(prediction, result)).toEqual({ rule, base: points, multiplier: 1, points });
  });

  it('a multiplier (the joker) multiplies the points and keeps the rule', () => {
    expect(scorePrediction(s(2, 1), s(2, 1), { multiplier: 2 })).toEqual({
      rule: 'exact',
      base: 5,
      multiplier: 2,
      points: 10,
    });
    expect(scorePrediction(s(2, 0), s(3, 0), { multiplier: 2 })).toEqual({
      rule: 'outcome',
      base: 2,
      multiplier: 2,
      points: 4,
    });
    expect(scorePrediction(s(0, 1), s(3, 0), { multiplier: 2 }).points).toBe(0);
    expect(scorePrediction(s(0, 1), s(0, 1), {}).points).toBe(5);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a multiplier of %s', (multiplier) => {
    expect(() => scorePrediction(s(1, 0), s(1, 0), { multiplier })).toThrow(
      'A multiplier must be a positive whole number',
    );
  });

  it('every rule has its §9 points, whatever the multiplier', () => {
    const scores: Score[] = [];
    for (let home = 0; home <= 4; home++) for (let away = 0; away <= 4; away++) scores.push(s(home, away));
    for (const prediction of scores) {
      for (const result of scores) {
        const scored = scorePrediction(prediction, result, { multiplier: 3 });
        expect(scored.base).toBe(POINTS[scored.rule]);
        expect(scored.points).toBe(3 * POINTS[scored.rule]);
      }
    }
  });
});

describe('rankingCountersOf', () => {
  it.each([
    ['exact', 1, 1],
    ['outcomeAndBucket', 0, 1],
    ['outcome', 0, 1],
    ['none', 0, 0],
  ] as const)('%s counts %i exact and %i outcomes', (rule, exact, outcomes) => {
    expect(rankingCountersOf(rule)).toEqual({ exact, outcomes });
  });
});
