import type { MatchResult } from './rating-model';
import { parseMoment } from './time';

/** A date in a results file that was moved by whole years to fit between its neighbours. */
export interface DateRepair {
  /** The row's index in the file. */
  row: number;
  home: string;
  away: string;
  from: string;
  to: string;
}

export interface ParsedResults {
  /** In date order, each with a `season` label ('2019/20'). */
  results: MatchResult[];
  dateRepairs: DateRepair[];
}

/**
 * European season label of a date: a season runs from 1 August to 31 July ('2020-07-26' → '2019/20'). Every
 * Premier League season fits, including 2019/20 (ended 26 July 2020) and 2020/21 (began 12 September 2020).
 */
export function seasonOfDate(date: string): string {
  const moment = parseMoment(date, 'The date');
  const at = new Date(moment.ms);
  const startYear = at.getUTCMonth() >= 7 ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EXPECTED_COLUMNS = ['date', 'home', 'away', 'homeGoals', 'awayGoals'];
/** A row more than this far before an earlier row of the file is a suspected wrong year. */
const YEAR_SLIP_DAYS = 180;

function addYears(date: string, years: number): string {
  const at = new Date(parseMoment(date, 'The date').ms);
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return at.toISOString().slice(0, 10);
}

/**
 * Reads `epl-2013-2023.results.json` (`{ columns, matches: [[date, home, away, homeGoals, awayGoals], ...] }`),
 * whose rows are in chronological order season by season. A row dated more than 180 days before an earlier row is
 * taken as a wrong year and moved forward by one year if that puts it back in order: the 66 matches played in July
 * 2020 are dated July 2019 in the source. Such repairs are returned; any other disorder is a RangeError. Every
 * result gets the season label of its (repaired) date, which must lie in the file's `seasons` range if given.
 */
export function parseOpenfootballResults(json: unknown): ParsedResults {
  if (!isRecord(json) || !Array.isArray(json.matches)) throw new TypeError('Expected { columns, matches: [...] }');
  const { columns } = json;
  if (!Array.isArray(columns) || columns.join() !== EXPECTED_COLUMNS.join()) {
    throw new TypeError(`Expected columns ${EXPECTED_COLUMNS.join(', ')}`);
  }
  const range =
    Array.isArray(json.seasons) && typeof json.seasons[0] === 'string' && typeof json.seasons[1] === 'string'
      ? { first: json.seasons[0], last: json.seasons[1] }
      : undefined;

  const results: MatchResult[] = [];
  const dateRepairs: DateRepair[] = [];
  let latestDay = -Infinity;
  json.matches.forEach((row: unknown, index) => {
    if (!Array.isArray(row) || row.length !== 5) throw new TypeError(`Row ${index} must have 5 values`);
    const [rawDate, home, away, homeGoals, awayGoals] = row as unknown[];
    if (typeof rawDate !== 'string' || typeof home !== 'string' || typeof away !== 'string') {
      throw new TypeError(`Row ${index}: date, home and away must be strings`);
    }
    if (typeof homeGoals !== 'number' || typeof awayGoals !== 'number') {
      throw new TypeError(`Row ${index}: goals must be numbers`);
    }
    let date = rawDate;
    let day = parseMoment(date, `Row ${index} date`).day;
    if (day < latestDay - YEAR_SLIP_DAYS) {
      const moved = addYears(date, 1);
      const movedDay = parseMoment(moved, `Row ${index} date`).day;
      if (movedDay < latestDay - YEAR_SLIP_DAYS || movedDay > latestDay + YEAR_SLIP_DAYS) {
        throw new RangeError(`Row ${index} (${rawDate} ${home}–${away}) is out of date order`);
      }
      dateRepairs.push({ row: index, home, away, from: rawDate, to: moved });
      date = moved;
      day = movedDay;
    }
    latestDay = Math.max(latestDay, day);
    const season = seasonOfDate(date);
    if (range !== undefined && (season < range.first || season > range.last)) {
      throw new RangeError(`Row ${index} (${date}) falls in ${season}, outside ${range.first}–${range.last}`);
    }
    results.push({ date, home, away, homeGoals, awayGoals, season });
  });
  // Small disorder within a few days is allowed in the file; the model wants strict date order.
  const order = results.map((result, i) => ({ result, i, ms: parseMoment(result.date, 'date').ms }));
  order.sort((x, y) => x.ms - y.ms || x.i - y.i);
  return { results: order.map((o) => o.result), dateRepairs };
}
