import { sql } from 'drizzle-orm';
import type { MatchStatusCode } from '@scoreline/contracts';
import { queryRows, type Executor } from '../../db/client';
import type { PresentableTeam } from '../football/present-match';

/** A match of a competition-season as the tournament pages read it (issue 58, docs/decisions/104). */
export interface TournamentMatchRow {
  id: number;
  providerFixtureId: string;
  round: number;
  stageKey: string | null;
  stageKind: 'league' | 'group' | 'knockout' | null;
  groupName: string | null;
  leg: number | null;
  tieKey: string | null;
  kickoffAt: Date;
  status: MatchStatusCode;
  homeTeamId: number;
  awayTeamId: number;
  /** After extra time when it was played (ADR 059, the score predictions are scored on). */
  homeGoals: number | null;
  awayGoals: number | null;
  /** After 90 minutes. */
  regularHomeGoals: number | null;
  regularAwayGoals: number | null;
  penaltyHomeGoals: number | null;
  penaltyAwayGoals: number | null;
}

/** A team of those matches, as the answers show it (`presentTeam`'s input). */
export type TournamentTeamRow = PresentableTeam;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The matches and teams of one competition-season: what its group tables and bracket are computed from. */
export const tournamentRepository = {
  async matchesOf(db: Executor, competitionId: number, season: number): Promise<TournamentMatchRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select id, provider_fixture_id, round, stage_key, stage_kind::text as stage_kind, group_name, leg, tie_key,
                 kickoff_at, status, home_team_id, away_team_id, home_goals, away_goals, regular_home_goals,
                 regular_away_goals, penalty_home_goals, penalty_away_goals
            from matches
           where competition_id = ${competitionId} and season = ${season}
           order by kickoff_at, id`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      providerFixtureId: String(row.provider_fixture_id),
      round: Number(row.round),
      stageKey: (row.stage_key as string | null) ?? null,
      stageKind: (row.stage_kind as TournamentMatchRow['stageKind']) ?? null,
      groupName: (row.group_name as string | null) ?? null,
      leg: nullableNumber(row.leg),
      tieKey: (row.tie_key as string | null) ?? null,
      kickoffAt: new Date(row.kickoff_at as string | Date),
      status: row.status as MatchStatusCode,
      homeTeamId: Number(row.home_team_id),
      awayTeamId: Number(row.away_team_id),
      homeGoals: nullableNumber(row.home_goals),
      awayGoals: nullableNumber(row.away_goals),
      regularHomeGoals: nullableNumber(row.regular_home_goals),
      regularAwayGoals: nullableNumber(row.regular_away_goals),
      penaltyHomeGoals: nullableNumber(row.penalty_home_goals),
      penaltyAwayGoals: nullableNumber(row.penalty_away_goals),
    }));
  },

  async teamsOf(db: Executor, competitionId: number, season: number): Promise<TournamentTeamRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select t.id, t.name, t.short_name, t.code, t.logo_url, t.primary_color, t.secondary_color, t.flag
            from teams t
           where t.id in (select home_team_id from matches where competition_id = ${competitionId} and season = ${season}
                          union
                          select away_team_id from matches where competition_id = ${competitionId} and season = ${season})`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      shortName: String(row.short_name),
      code: (row.code as string | null) ?? null,
      logoUrl: (row.logo_url as string | null) ?? null,
      primaryColor: (row.primary_color as string | null) ?? null,
      secondaryColor: (row.secondary_color as string | null) ?? null,
      flag: (row.flag as string | null) ?? null,
    }));
  },
};
