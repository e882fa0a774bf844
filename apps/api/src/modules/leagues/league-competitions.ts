import { ALL_COMPETITIONS, privateLeagueMessages as messages, type LeaderboardQuery } from '@scoreline/contracts';
import { AppError } from '../../lib/app-error';
import type { CompetitionSeasonKey, CompetitionsService } from '../competitions/competitions.service';

/** A competition-season a private league plays (issue 58, ADR 106): its key and how it is named. */
export type PlayedCompetition = Pick<CompetitionSeasonKey, 'competitionId' | 'season' | 'slug' | 'name'>;

export const sameSeason = (a: PlayedCompetition, b: PlayedCompetition) =>
  a.competitionId === b.competitionId && a.season === b.season;

/**
 * A league's competitions as it shows them: the default competition first when the league plays it, then in the order
 * they were added. A league without any (made before the default competition was first imported) plays the default
 * one, as every league did before issue 58.
 */
export function inPlayOrder(own: PlayedCompetition[], fallback: PlayedCompetition | null): PlayedCompetition[] {
  if (own.length === 0) return fallback ? [fallback] : [];
  if (!fallback) return own;
  return [...own.filter((c) => sameSeason(c, fallback)), ...own.filter((c) => !sameSeason(c, fallback))];
}

/**
 * The query a league's table is read with (ADR 106): `all` sums the league's own competitions (the caller passes them);
 * without a competition, its first one (the default one when it plays it, as before issue 58); a competition it does
 * not play is a 400, as a round the season does not have.
 */
export function leagueQuery(query: LeaderboardQuery, played: readonly PlayedCompetition[]): LeaderboardQuery {
  if (query.competition === ALL_COMPETITIONS) return query;
  if (query.competition === undefined) {
    const [first] = played;
    return first === undefined ? query : { ...query, competition: first.slug };
  }
  if (!played.some((competition) => competition.slug === query.competition)) {
    throw new AppError('VALIDATION', messages.competitionNotPlayed, { competition: messages.competitionNotPlayed });
  }
  return query;
}

/** The competition-seasons named at creation, each once (the default one when none is named; none before it is). */
export async function chosenCompetitions(
  competitions: Pick<CompetitionsService, 'resolve'>,
  slugs: readonly string[] | undefined,
): Promise<CompetitionSeasonKey[]> {
  if (slugs === undefined) {
    const fallback = await competitions.resolve(undefined);
    return fallback ? [fallback] : [];
  }
  const chosen: CompetitionSeasonKey[] = [];
  for (const slug of new Set(slugs)) {
    const key = await competitions.resolve(slug);
    if (key && !chosen.some((other) => sameSeason(other, key))) chosen.push(key);
  }
  return chosen;
}
