import type { z } from 'zod';
import { matchStatusLabels, type FormResult, type Match, type Team } from '@scoreline/contracts';
import { isFinishedStatus, stageNameOf } from '@scoreline/domain';
import type { MatchSlots } from './knockout-draw';
import type { MatchView, PastResultRow, TeamView } from './matches.repository';

/** A caller's own prediction of a match, as the match answers carry it. */
export type UserPrediction = Match['predictions'][number];

/** How the match calls present a match and its teams (spec §3 Match, Team), from the repository's views. */

/** A team's stored facts, as a repository reads them for an answer. */
export type PresentableTeam = Omit<TeamView, 'slug'>;

/** A team as every answer shows it (the match calls, the tournament tables and bracket). */
export function presentTeam(team: PresentableTeam): Team {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    code: team.code,
    logo: team.logoUrl,
    colors:
      team.primaryColor && team.secondaryColor ? { primary: team.primaryColor, secondary: team.secondaryColor } : null,
    flag: team.flag,
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
  /** Its sides' slots while its teams are not known (docs/decisions/105): no team, no form then. */
  slots: MatchSlots | null = null,
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
      stage: {
        key: view.stageKey,
        // The stage's name by its key; a provider's own label ('Regular Season - 27') when it has none.
        name: (view.stageKey === null ? null : stageNameOf(view.stageKey)) ?? view.roundLabel,
        kind: view.stageKind,
        group: view.groupName,
        leg: view.leg === 1 || view.leg === 2 ? view.leg : null,
      },
      teams: slots ? null : { home: presentTeam(view.home), away: presentTeam(view.away) },
      slots,
      goals: { home: view.homeGoals, away: view.awayGoals },
      score: {
        halftime: { home: view.htHomeGoals, away: view.htAwayGoals },
        fulltime: isFinishedStatus(view.status)
          ? { home: view.homeGoals, away: view.awayGoals }
          : { home: null, away: null },
        regulartime: isFinishedStatus(view.status)
          ? { home: view.regularHomeGoals, away: view.regularAwayGoals }
          : { home: null, away: null },
        penalty: { home: view.penaltyHomeGoals, away: view.penaltyAwayGoals },
      },
      aggregate: aggregateOf(view),
      last_games: (slots ? undefined : lastGames) ?? { home: [], away: [] },
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
            joker: prediction.joker,
          },
        ]
      : [],
    // issue 59: the caller's joker of the round, added with their predictions (a visitor's answer has none).
    joker: null,
  };
}

/**
 * A second leg's aggregate from its home side: this match's goals and the first leg's with the sides swapped (the
 * home side here was away there); known once the first leg is over with a score and this one has a score.
 */
function aggregateOf(view: MatchView): Match['details']['aggregate'] {
  const first = view.otherLeg;
  if (view.leg !== 2 || first === null || !isFinishedStatus(first.status)) return null;
  if (first.homeGoals === null || first.awayGoals === null || view.homeGoals === null || view.awayGoals === null) {
    return null;
  }
  return { home: view.homeGoals + first.awayGoals, away: view.awayGoals + first.homeGoals };
}

/** Reads stored provider JSON, keeping only entries that still match the contract. */
export function storedList<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
