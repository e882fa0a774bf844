import type { competitionKind } from '../../db/schema';

export type CompetitionKind = (typeof competitionKind.enumValues)[number];

/**
 * A competition-season's slug (issue 56, docs/decisions/096): the competition's name in lower-case words joined by
 * '-', then the season as it is written ('premier-league-2023-24'; migration 0026 names today's data the same way).
 */
export function competitionSeasonSlug(name: string, season: number): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words}-${season}-${String((season + 1) % 100).padStart(2, '0')}`;
}

/** The kind of a provider's competition type (API-Football: 'League' or 'Cup'; the embedded World Cup 'Tournament'). */
export function competitionKindOf(type: string): CompetitionKind {
  const lower = type.toLowerCase();
  return lower === 'cup' || lower === 'tournament' ? lower : 'league';
}
