import type { Insights } from '@scoreline/contracts';
import { outcomeOf, type Outcome } from '@scoreline/domain';
import type { Database } from '../../db/client';
import type { PlayerVisibility, Viewer } from '../users/users.service';
import { insightsRepository as repo } from './insights.repository';
import type { SeasonKey } from './leaderboard.repository';

/** A team counts towards best and worst teams from this many scored predictions in its matches. */
export const INSIGHTS_MIN_TEAM_PREDICTIONS = 3;
/** How many best and worst teams are shown. */
export const INSIGHTS_TEAMS_SHOWN = 3;

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
const average = (points: number, scored: number) => Math.round((points / scored) * 100) / 100;

type ScoredPick = Awaited<ReturnType<typeof repo.scoredPicks>>[number];

/** How many of the player's scored matches ended in each outcome (the domain's rule). */
function realOutcomes(picks: ScoredPick[]) {
  const counts: Record<Outcome, number> = { home: 0, draw: 0, away: 0 };
  for (const { result } of picks) counts[outcomeOf(result)] += 1;
  return counts;
}

/** Each club's scored predictions and points (their scored facts) over the player's picks of its matches. */
function pointsByTeam(picks: ScoredPick[]) {
  const byTeam = new Map<number, { points: number; scored: number }>();
  for (const { teams, points } of picks) {
    // A club meeting itself (never in real data) counts once.
    for (const team of new Set(teams)) {
      const entry = byTeam.get(team) ?? { points: 0, scored: 0 };
      entry.points += points;
      entry.scored += 1;
      byTeam.set(team, entry);
    }
  }
  return byTeam;
}

/**
 * Personal insights (issue 11): points and rank after each completed round of the season on show, exact-score and
 * correct-outcome rates, predicted against real outcomes, best and worst teams. Everything comes from aggregates
 * scoring moves with the same differences it applies to the leaderboard (exactly once, corrections included), read
 * by key for one player; how the player's matches really ended comes from their scored results (a few hundred rows by
 * the player's key, so a correction moves only the predictions whose points change: docs/decisions/031).
 */
export function createInsightsService(deps: {
  db: Database;
  visibility: PlayerVisibility;
  /** A competition-season by its `competition` slug (the default one without); an unknown slug throws its 404. */
  season: (slug?: string) => Promise<SeasonKey | null>;
}) {
  const { db } = deps;

  /** The clubs with enough of the player's scored predictions, with their name, logo, points and predictions. */
  async function teamFigures(picks: ScoredPick[]) {
    const counted = [...pointsByTeam(picks)].filter(([, entry]) => entry.scored >= INSIGHTS_MIN_TEAM_PREDICTIONS);
    const teams = new Map(
      (
        await repo.teams(
          db,
          counted.map(([id]) => id),
        )
      ).map((team) => [team.id, team]),
    );
    return counted.flatMap(([id, entry]) => {
      const team = teams.get(id);
      return team ? [{ ...team, ...entry }] : [];
    });
  }
  return {
    async get(viewer: Viewer, playerId: number, competition?: string): Promise<Insights> {
      const userId = await deps.visibility.visiblePlayer(viewer, playerId);
      const season = await deps.season(competition);
      const completed = season ? await repo.completedRounds(db, season) : [];
      const [totals, picks, roundRows, rankRows] = await Promise.all([
        season ? repo.totals(db, season, userId) : undefined,
        season ? repo.scoredPicks(db, season, userId) : [],
        season ? repo.roundTotals(db, season, userId, completed) : [],
        season ? repo.ranksAfter(db, season, userId, completed) : [],
      ]);
      const teamRows = await teamFigures(picks);
      const byRound = new Map(roundRows.map((row) => [row.round, row]));
      const ranks = new Map(rankRows.map((row) => [row.round, row.rank]));
      const rounds = completed
        .filter((round) => (byRound.get(round)?.scored ?? 0) > 0 || ranks.has(round))
        .map((round) => ({
          round,
          points: byRound.get(round)?.points ?? 0,
          predictions: byRound.get(round)?.scored ?? 0,
          rankAfter: ranks.get(round) ?? null,
        }));

      const teams = teamRows.map((row) => ({
        team: { id: row.id, name: row.name, logo: row.logo },
        predictions: row.scored,
        averagePoints: average(row.points, row.scored),
      }));
      const byName = (a: (typeof teams)[number], b: (typeof teams)[number]) => a.team.name.localeCompare(b.team.name);
      const best = [...teams]
        .sort((a, b) => b.averagePoints - a.averagePoints || b.predictions - a.predictions || byName(a, b))
        .slice(0, INSIGHTS_TEAMS_SHOWN);
      // The worst are the lowest of the teams not already among the best (with few teams, the lists never repeat one).
      const worst = teams
        .filter((entry) => !best.includes(entry))
        .sort((a, b) => a.averagePoints - b.averagePoints || b.predictions - a.predictions || byName(a, b))
        .slice(0, INSIGHTS_TEAMS_SHOWN);

      const scored = totals?.scored ?? 0;
      return {
        rounds,
        scoredPredictions: scored,
        exactScoreRate: share(totals?.exact ?? 0, scored),
        correctOutcomeRate: share(totals?.outcomes ?? 0, scored),
        tendency: {
          predicted: {
            home: totals?.predicted_home ?? 0,
            draw: totals?.predicted_draw ?? 0,
            away: totals?.predicted_away ?? 0,
          },
          actual: realOutcomes(picks),
        },
        bestTeams: best,
        worstTeams: worst,
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
