import { describe, expect, it } from 'vitest';
import { parseOpenfootballResults, seasonOfDate } from './openfootball';

const file = (matches: unknown[][], seasons: [string, string] = ['2018/19', '2020/21']) => ({
  competition: 'English Premier League',
  seasons,
  columns: ['date', 'home', 'away', 'homeGoals', 'awayGoals'],
  matches,
});

describe('seasonOfDate', () => {
  it('runs a season from 1 August to 31 July', () => {
    expect(seasonOfDate('2019-08-09')).toBe('2019/20');
    expect(seasonOfDate('2020-07-26')).toBe('2019/20');
    expect(seasonOfDate('2020-09-12')).toBe('2020/21');
    expect(seasonOfDate('1999-08-01')).toBe('1999/00');
  });
});

describe('parseOpenfootballResults', () => {
  it('reads the rows as results with season labels', () => {
    const { results, dateRepairs } = parseOpenfootballResults(
      file([
        ['2019-08-09', 'liverpool', 'norwich-city', 4, 1],
        ['2019-08-10', 'west-ham-united', 'manchester-city', 0, 5],
      ]),
    );
    expect(dateRepairs).toEqual([]);
    expect(results[0]).toEqual({
      date: '2019-08-09',
      home: 'liverpool',
      away: 'norwich-city',
      homeGoals: 4,
      awayGoals: 1,
      season: '2019/20',
    });
  });

  it('repairs a row dated a year too early (July 2020 written as July 2019) and reports it', () => {
    const { results, dateRepairs } = parseOpenfootballResults(
      file([
        ['2019-08-09', 'liverpool', 'norwich-city', 4, 1],
        ['2020-06-30', 'brighton-and-hove-albion', 'manchester-united', 0, 3],
        ['2019-07-01', 'afc-bournemouth', 'newcastle-united', 1, 4],
        ['2019-07-26', 'leicester-city', 'manchester-united', 0, 2],
        ['2020-09-12', 'fulham', 'arsenal', 0, 3],
      ]),
    );
    expect(dateRepairs).toEqual([
      { row: 2, home: 'afc-bournemouth', away: 'newcastle-united', from: '2019-07-01', to: '2020-07-01' },
      { row: 3, home: 'leicester-city', away: 'manchester-united', from: '2019-07-26', to: '2020-07-26' },
    ]);
    expect(results.map((r) => `${r.date} ${r.season}`)).toEqual([
      '2019-08-09 2019/20',
      '2020-06-30 2019/20',
      '2020-07-01 2019/20',
      '2020-07-26 2019/20',
      '2020-09-12 2020/21',
    ]);
  });

  it('sorts small disorder by date', () => {
    const { results } = parseOpenfootballResults(
      file([
        ['2019-08-10', 'a', 'b', 1, 0],
        ['2019-08-09', 'c', 'd', 1, 0],
      ]),
    );
    expect(results.map((r) => r.date)).toEqual(['2019-08-09', '2019-08-10']);
  });

  it('refuses disorder it cannot explain, dates outside the seasons, and other shapes', () => {
    expect(() =>
      parseOpenfootballResults(
        file([
          ['2020-06-30', 'a', 'b', 1, 0],
          ['2018-09-01', 'c', 'd', 1, 0],
        ]),
      ),
    ).toThrow(RangeError);
    expect(() => parseOpenfootballResults(file([['2017-08-12', 'a', 'b', 1, 0]]))).toThrow(RangeError);
    expect(() => parseOpenfootballResults({ matches: [] })).toThrow(TypeError);
    expect(() => parseOpenfootballResults(file([['2019-08-10', 'a', 'b', '1', 0]]))).toThrow(TypeError);
    expect(() => parseOpenfootballResults(null)).toThrow(TypeError);
  });
});
