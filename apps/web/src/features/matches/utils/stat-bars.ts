import type { TeamStatistics } from '@scoreline/contracts';

type StatValue = TeamStatistics['statistics'][number]['value'];

/** API-Football sends counts as numbers, shares as '55%' and an absent count as null (none). */
export function statNumber(value: StatValue): number {
  if (value === null) return 0;
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/** spec §9: each side's bar is the floor of its share of the two values, in percent; 0 and 0 give two empty bars. */
export function statBarWidths(home: number, away: number): { home: number; away: number } {
  const total = home + away;
  if (total <= 0) return { home: 0, away: 0 };
  return { home: Math.floor((home / total) * 100), away: Math.floor((away / total) * 100) };
}

export type StatRow = { type: string; home: string; away: string; widths: { home: number; away: number } };

function display(value: StatValue): string {
  return value === null ? '0' : String(value);
}

/** Pairs the two teams' statistics by type, in the home team's order (types only the away side has come last). */
export function pairStatistics(statistics: readonly TeamStatistics[], homeTeamId: number): StatRow[] {
  const home = statistics.find((entry) => entry.team.id === homeTeamId) ?? statistics[0];
  const away = statistics.find((entry) => entry !== home);
  if (!home || !away) return [];
  const awayByType = new Map(away.statistics.map((stat) => [stat.type, stat.value]));
  const types = [...home.statistics.map((stat) => stat.type)];
  for (const stat of away.statistics) if (!types.includes(stat.type)) types.push(stat.type);
  const homeByType = new Map(home.statistics.map((stat) => [stat.type, stat.value]));
  return types.map((type) => {
    const homeValue = homeByType.get(type) ?? null;
    const awayValue = awayByType.get(type) ?? null;
    return {
      type,
      home: display(homeValue),
      away: display(awayValue),
      widths: statBarWidths(statNumber(homeValue), statNumber(awayValue)),
    };
  });
}
