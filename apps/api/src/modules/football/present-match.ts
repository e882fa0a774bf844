import type { z } from 'zod';
import { matchStatusLabels, type FormResult, type Match, type Team } from '@scoreline/contracts';
import { isFinishedStatus } from '@scoreline/domain';
import type { MatchView, PastResultRow, TeamView } from './matches.repository';

/** A caller's own prediction of a match, as the match answers carry it. */
export type UserPrediction = Match['predictions'][number];

/** How the match calls present a match and its teams (spec §3 Match, Team), from the repository's views. */

export function presentTeam(team: TeamView): Team {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    code: team.code,
    logo: team.logoUrl,
    colors:
      team.primaryColor && team.secondaryColor ? { primary: team.primaryColor, secondary: team.secondaryColor } : null,
  };
}

function formOf(result: PastResultRow): FormResult {
  const scored = result.homeTeamId === result.teamId ? result.homeGoals : result.awayGoals;
  const conceded = result.homeTeamId === result.teamId ? result.awayGoals : result.homeGoals;
  return scored > conceded ? 'Win' : scored === conceded ? 'Draw' : 'Lose';
}

/** Last five per match and side, oldest first and most recent last (the order a form guide is read in). */
export function groupLastGames(rows: PastResultRow[]) {
  const byMatch = new Map<number, { home: FormResult[]; away: FormResult[] }>();
  for (const row of rows) {
    const entry = byMatch.get(row.matchId) ?? { home: [], away: [] };
    entry[row.side].unshift(formOf(row)); // rows come newest first
    byMatch.set(row.matchId, entry);
  }
  return byMatch;
}

export function presentMatch(
  view: MatchView,
  lastGames: { home: FormResult[]; away: FormResult[] } | undefined,
  prediction: UserPrediction | undefined,
): Match {
  const date = view.kickoffAt.toISOString();
  return {
    id: view.id,
    date,
    round: view.round,
    details: {
      fixture: {
        id: view.id,
        date,
        timestamp: Math.floor(view.kickoffAt.getTime() / 1000),
        venue: { name: view.venueName },
        refree: { name: view.referee },
        status: { short: view.status, long: matchStatusLabels[view.status], elapsed: view.statusElapsed },
      },
      league: { id: view.competitionId, name: view.competitionName, season: view.season, round: view.roundLabel },
      teams: { home: presentTeam(view.home), away: presentTeam(view.away) },
      goals: { home: view.homeGoals, away: view.awayGoals },
      score: {
        halftime: { home: view.htHomeGoals, away: view.htAwayGoals },
        fulltime: isFinishedStatus(view.status)
          ? { home: view.homeGoals, away: view.awayGoals }
          : { home: null, away: null },
      },
      last_games: lastGames ?? { home: [], away: [] },
    },
    predicted: prediction !== undefined,
    predictions: prediction
      ? [
          {
            prediction: prediction.prediction,
            points: prediction.points,
            rule: prediction.rule,
            provisionalPoints: prediction.provisionalPoints,
            provisionalRule: prediction.provisionalRule,
          },
        ]
      : [],
  };
}

/** Reads stored provider JSON, keeping only entries that still match the contract. */
export function storedList<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
