import type { Lineup, Team } from '@scoreline/contracts';

export type Kit = { primary: string; number: string; border: string };

/** API-Football sends kit colours as hex without '#' ('e41e2c'); anything else is ignored. */
export function cssColor(value: string | null | undefined): string | null {
  const hex = value?.trim().replace(/^#/, '');
  return hex && /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex}` : null;
}

type LineupColors = NonNullable<Lineup['team']['colors']>['player'];

function kitOf(colors: LineupColors | undefined, fallback: Kit): Kit {
  const primary = cssColor(colors?.primary) ?? fallback.primary;
  return {
    primary,
    number: cssColor(colors?.number) ?? fallback.number,
    border: cssColor(colors?.border) ?? primary,
  };
}

/**
 * The shirts drawn on the pitch (spec §2: numbers and names in team colours): the line-up's own colours, else
 * the club's colours for outfield players and a neutral keeper's kit.
 */
export function kitsOf(lineup: Lineup, team: Team): { player: Kit; goalkeeper: Kit } {
  const club = team.colors ?? { primary: '#f2f6ef', secondary: '#03110a' };
  return {
    player: kitOf(lineup.team.colors?.player, {
      primary: club.primary,
      number: club.secondary,
      border: club.secondary,
    }),
    goalkeeper: kitOf(lineup.team.colors?.goalkeeper, { primary: '#ffbb33', number: '#03110a', border: '#03110a' }),
  };
}
