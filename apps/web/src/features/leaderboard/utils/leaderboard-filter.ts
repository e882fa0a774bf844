import { LEADERBOARD_PAGE_SIZE } from '@scoreline/contracts/plain';
import type { LeaderboardPageParams } from '@/lib/api/query-keys';

/** The leaderboard's filter, as the address keeps it (spec §2: Range or Round, never both). */
export type LeaderboardFilter =
  { kind: 'overall' } | { kind: 'round'; round: number } | { kind: 'range'; start: string; end: string };

export type LeaderboardSearch = { filter: LeaderboardFilter; page: number };

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date written YYYY-MM-DD that exists (no 2025-02-30): the platform's own calendar reads it as a UTC day
 * and writes it back, and a day that does not exist comes back as another (or not at all).
 */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !isoDatePattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function positiveInteger(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Reads ?round=n or ?start=YYYY-MM-DD&end=YYYY-MM-DD (and ?page=n) from the address. Anything unreadable counts as
 * no filter rather than an error page; a round wins over a range written by hand beside it.
 */
export function parseLeaderboardSearch(params: URLSearchParams): LeaderboardSearch {
  const page = positiveInteger(params.get('page')) ?? 1;
  const round = positiveInteger(params.get('round'));
  if (round !== undefined) return { filter: { kind: 'round', round }, page };
  const start = params.get('start');
  const end = params.get('end');
  if (isIsoDate(start) && isIsoDate(end) && start <= end) return { filter: { kind: 'range', start, end }, page };
  return { filter: { kind: 'overall' }, page };
}

/** The address for a filter and page: choosing one filter drops the other, and page 1 is left out. */
export function toLeaderboardSearch(filter: LeaderboardFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind === 'round') params.set('round', String(filter.round));
  if (filter.kind === 'range') {
    params.set('start', filter.start);
    params.set('end', filter.end);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The GET /score query parameters of a filter (spec §7). */
export function toLeaderboardQuery(filter: LeaderboardFilter): { round?: number; start?: string; end?: string } {
  if (filter.kind === 'round') return { round: filter.round };
  if (filter.kind === 'range') return { start: filter.start, end: filter.end };
  return {};
}

/** The GET /score parameters of one page of the full leaderboard. */
export function toLeaderboardParams(filter: LeaderboardFilter, page: number): LeaderboardPageParams {
  return { ...toLeaderboardQuery(filter), page, size: LEADERBOARD_PAGE_SIZE };
}

export const isFiltered = (filter: LeaderboardFilter): boolean => filter.kind !== 'overall';

/** spec §9: leaderboard dates are shown in en-GB format, e.g. 2025-03-01 → '01/03/2025'. */
export function formatLeaderboardDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Each round's stage name (issue 58: 'Matchday 27', 'Round of 16'), as the leaderboard's answer gives them. */
export type RoundNames = readonly { round: number; name: string }[];

/** A round's name: its stage's where known, else 'Round n'. */
export function roundNameOf(round: number, names: RoundNames = []): string {
  return names.find((stage) => stage.round === round)?.name ?? `Round ${round}`;
}

/** A human label for the filter, e.g. 'Matchday 3' (or 'Round 3') or '01/03/2025 – 31/03/2025'. */
export function describeFilter(filter: LeaderboardFilter, names: RoundNames = []): string {
  if (filter.kind === 'round') return roundNameOf(filter.round, names);
  if (filter.kind === 'range') return `${formatLeaderboardDate(filter.start)} – ${formatLeaderboardDate(filter.end)}`;
  return 'Overall';
}

/** Reads a date typed in en-GB order, 'd/m/yyyy' (also with '.' or '-'), as YYYY-MM-DD; undefined when it is not a date. */
export function parseEnGbDate(text: string): string | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}
