import { describe, expect, it } from 'vitest';
import {
  describeFilter,
  formatLeaderboardDate,
  isIsoDate,
  parseEnGbDate,
  parseLeaderboardSearch,
  toLeaderboardQuery,
  toLeaderboardSearch,
} from './leaderboard-filter';

const parse = (search: string) => parseLeaderboardSearch(new URLSearchParams(search));

describe('parseLeaderboardSearch', () => {
  it('reads no filter as the overall ranking, page 1', () => {
    expect(parse('')).toEqual({ filter: { kind: 'overall' }, page: 1 });
  });

  it('reads a round and a page', () => {
    expect(parse('?round=3&page=2')).toEqual({ filter: { kind: 'round', round: 3 }, page: 2 });
  });

  it('reads a complete date range', () => {
    expect(parse('?start=2025-03-01&end=2025-03-31')).toEqual({
      filter: { kind: 'range', start: '2025-03-01', end: '2025-03-31' },
      page: 1,
    });
  });

  it('ignores half ranges, reversed ranges, impossible dates and bad rounds', () => {
    expect(parse('?start=2025-03-01').filter).toEqual({ kind: 'overall' });
    expect(parse('?start=2025-03-31&end=2025-03-01').filter).toEqual({ kind: 'overall' });
    expect(parse('?start=2025-02-01&end=2025-02-30').filter).toEqual({ kind: 'overall' });
    expect(parse('?round=0').filter).toEqual({ kind: 'overall' });
    expect(parse('?round=two').filter).toEqual({ kind: 'overall' });
    expect(parse('?page=-1').page).toBe(1);
  });

  it('lets a round win over a range written beside it', () => {
    expect(parse('?round=4&start=2025-03-01&end=2025-03-31').filter).toEqual({ kind: 'round', round: 4 });
  });
});

describe('toLeaderboardSearch', () => {
  it('keeps only the chosen filter, so choosing one clears the other', () => {
    expect(toLeaderboardSearch({ kind: 'round', round: 5 }).toString()).toBe('round=5');
    expect(toLeaderboardSearch({ kind: 'range', start: '2025-03-01', end: '2025-03-02' }).toString()).toBe(
      'start=2025-03-01&end=2025-03-02',
    );
  });

  it('clears everything for the overall ranking and leaves page 1 out', () => {
    expect(toLeaderboardSearch({ kind: 'overall' }).toString()).toBe('');
    expect(toLeaderboardSearch({ kind: 'overall' }, 3).toString()).toBe('page=3');
  });

  it('round-trips through the parser', () => {
    const search = { filter: { kind: 'range', start: '2024-12-30', end: '2025-01-05' }, page: 2 } as const;
    expect(parseLeaderboardSearch(toLeaderboardSearch(search.filter, search.page))).toEqual(search);
  });
});

describe('toLeaderboardQuery', () => {
  it('maps the filter to GET /score parameters', () => {
    expect(toLeaderboardQuery({ kind: 'overall' })).toEqual({});
    expect(toLeaderboardQuery({ kind: 'round', round: 2 })).toEqual({ round: 2 });
    expect(toLeaderboardQuery({ kind: 'range', start: '2025-01-01', end: '2025-01-31' })).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
  });
});

describe('en-GB dates (spec §9)', () => {
  it('writes day, month, year', () => {
    expect(formatLeaderboardDate('2025-03-01')).toBe('01/03/2025');
    expect(formatLeaderboardDate('2024-12-31')).toBe('31/12/2024');
  });

  it('describes a range and a round', () => {
    expect(describeFilter({ kind: 'range', start: '2025-03-01', end: '2025-03-09' })).toBe('01/03/2025 – 09/03/2025');
    expect(describeFilter({ kind: 'round', round: 7 })).toBe('Round 7');
  });

  it('checks ISO dates strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('01/03/2025')).toBe(false);
  });

  it.each(['2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-1-01', '2025-01-01T00:00', ''])(
    'refuses %j, which is not a calendar day written YYYY-MM-DD',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );

  it.each(['2025-01-01', '2025-12-31', '2000-02-29', '1999-06-15'])('accepts the calendar day %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
});

describe('parseEnGbDate', () => {
  it('reads day/month/year', () => {
    expect(parseEnGbDate('01/03/2025')).toBe('2025-03-01');
    expect(parseEnGbDate(' 1/3/2025 ')).toBe('2025-03-01');
    expect(parseEnGbDate('31.12.2024')).toBe('2024-12-31');
  });

  it('refuses US order, impossible dates and other text', () => {
    expect(parseEnGbDate('12/31/2024')).toBeUndefined();
    expect(parseEnGbDate('30/02/2025')).toBeUndefined();
    expect(parseEnGbDate('2025-03-01')).toBeUndefined();
    expect(parseEnGbDate('')).toBeUndefined();
  });

  it('reads back what formatLeaderboardDate writes', () => {
    expect(parseEnGbDate(formatLeaderboardDate('2025-08-09'))).toBe('2025-08-09');
  });
});
