import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchStatusCode } from '@scoreline/contracts';
import { statusCodesOf } from '@scoreline/domain';
import { queryRows, type Executor } from '../../db/client';
import { competitionTeams, competitions, matchExtras, matches, teams } from '../../db/schema';

const homeTeam = alias(teams, 'home_team');
/** The other leg of a two-legged tie (same competition-season and tie key), for the aggregate. */
const otherLeg = alias(matches, 'other_leg');
const otherLegJoin = and(
  eq(otherLeg.competitionId, matches.competitionId),
  eq(otherLeg.season, matches.season),
  eq(otherLeg.tieKey, matches.tieKey),
  sql`${otherLeg.id} <> ${matches.id}`,
);
const awayTeam = alias(teams, 'away_team');

// One block per table alias: drizzle types a column by its table's alias, so a shared helper would lose the types.
const homeColumns = {
  id: homeTeam.id,
  slug: homeTeam.slug,
  name: homeTeam.name,
  shortName: homeTeam.shortName,
  code: homeTeam.code,
  logoUrl: homeTeam.logoUrl,
  primaryColor: homeTeam.primaryColor,
  secondaryColor: homeTeam.secondaryColor,
  flag: homeTeam.flag,
};
const awayColumns = {
  id: awayTeam.id,
  slug: awayTeam.slug,
  name: awayTeam.name,
  shortName: awayTeam.shortName,
  code: awayTeam.code,
  logoUrl: awayTeam.logoUrl,
  primaryColor: awayTeam.primaryColor,
  secondaryColor: awayTeam.secondaryColor,
  flag: awayTeam.flag,
};
const teamColumns = {
  id: teams.id,
  slug: teams.slug,
  name: teams.name,
  shortName: teams.shortName,
  code: teams.code,
  logoUrl: teams.logoUrl,
  primaryColor: teams.primaryColor,
  secondaryColor: teams.secondaryColor,
  flag: teams.flag,
};

const matchColumns = {
  id: matches.id,
  competitionId: matches.competitionId,
  competitionName: competitions.name,
  season: matches.season,
  round: matches.round,
  roundLabel: matches.roundLabel,
  stageKey: matches.stageKey,
  stageKind: matches.stageKind,
  groupName: matches.groupName,
  leg: matches.leg,
  kickoffAt: matches.kickoffAt,
  status: matches.status,
  statusElapsed: matches.statusElapsed,
  homeGoals: matches.homeGoals,
  awayGoals: matches.awayGoals,
  htHomeGoals: matches.htHomeGoals,
  htAwayGoals: matches.htAwayGoals,
  regularHomeGoals: matches.regularHomeGoals,
  regularAwayGoals: matches.regularAwayGoals,
  penaltyHomeGoals: matches.penaltyHomeGoals,
  penaltyAwayGoals: matches.penaltyAwayGoals,
  otherLeg: { homeGoals: otherLeg.homeGoals, awayGoals: otherLeg.awayGoals, status: otherLeg.status },
  venueName: matches.venueName,
  referee: matches.referee,
  home: homeColumns,
  away: awayColumns,
};

export type TeamView = {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  code: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  /** A national team's flag emoji; null for a club. */
  flag: string | null;
};

export interface MatchView {
  id: number;
  competitionId: number;
  competitionName: string;
  season: number;
  round: number;
  roundLabel: string;
  stageKey: string | null;
  stageKind: 'league' | 'group' | 'knockout' | null;
  groupName: string | null;
  leg: number | null;
  kickoffAt: Date;
  status: MatchStatusCode;
  statusElapsed: number | null;
  homeGoals: number | null;
  awayGoals: number | null;
  htHomeGoals: number | null;
  htAwayGoals: number | null;
  regularHomeGoals: number | null;
  regularAwayGoals: number | null;
  penaltyHomeGoals: number | null;
  penaltyAwayGoals: number | null;
  /** The tie's other leg; null when the match is not a leg of one. */
  otherLeg: { homeGoals: number | null; awayGoals: number | null; status: MatchStatusCode } | null;
  venueName: string | null;
  referee: string | null;
  home: TeamView;
  away: TeamView;
}

export interface PastResultRow {
  matchId: number;
  side: 'home' | 'away';
  teamId: number;
  kickoffAt: Date;
  homeTeamId: number;
  homeGoals: number;
  awayGoals: number;
}

export interface HeadToHeadRow {
  matchId: number | null;
  /** The provider of a match of our calendar (null for a stored past result). */
  provider: string | null;
  playedOn: string | null;
  kickoffAt: Date | null;
  season: string | null;
  matchSeason: number | null;
  homeSlug: string;
  awaySlug: string;
  homeGoals: number;
  awayGoals: number;
}

const statusList = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
/** Still to be finished: scheduled or live. Postponed ones wait for their new date. */
const pendingStatuses = statusList(statusCodesOf('scheduled', 'live'));
const finishedStatuses = statusList(statusCodesOf('finished'));

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** The reads of the match centre. Every function takes the database (or a transaction). */
export const matchesRepository = {
  async roundInfo(db: Executor, competitionId: number, season: number) {
    const [row] = await queryRows<{ total_rounds: number | null; pending_round: number | null }>(
      db,
      sql`select
        (select max(round) from matches where competition_id = ${competitionId} and season = ${season}) as total_rounds,
        (select round from matches
          where competition_id = ${competitionId} and season = ${season} and status in (${pendingStatuses})
          order by kickoff_at, round limit 1) as pending_round`,
    );
    return {
      totalRounds: row?.total_rounds === null || row?.total_rounds === undefined ? 0 : Number(row.total_rounds),
      pendingRound: row?.pending_round === null || row?.pending_round === undefined ? null : Number(row.pending_round),
    };
  },

  async listRound(db: Executor, competitionId: number, season: number, round: number): Promise<MatchView[]> {
    return db
      .select(matchColumns)
      .from(matches)
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
      .leftJoin(otherLeg, otherLegJoin)
      .where(and(eq(matches.competitionId, competitionId), eq(matches.season, season), eq(matches.round, round)))
      .orderBy(asc(matches.kickoffAt), asc(matches.id));
  },

  /** The next matches to kick off (not started), soonest first. */
  async listUpcoming(db: Executor, competitionId: number, season: number, limit: number): Promise<MatchView[]> {
    return db
      .select(matchColumns)
      .from(matches)
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
      .leftJoin(otherLeg, otherLegJoin)
      .where(
        and(
          eq(matches.competitionId, competitionId),
          eq(matches.season, season),
          inArray(matches.status, statusCodesOf('scheduled')),
        ),
      )
      .orderBy(asc(matches.kickoffAt), asc(matches.id))
      .limit(limit);
  },

  async findMatch(db: Executor, id: number): Promise<MatchView | undefined> {
    const [row] = await db
      .select(matchColumns)
      .from(matches)
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
      .leftJoin(otherLeg, otherLegJoin)
      .where(eq(matches.id, id));
    return row;
  },

  async matchExists(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, id));
    return row !== undefined;
  },

  /**
   * For each match and side, that team's last five finished matches of the same league and season before the
   * match's kick-off, newest first (one lateral query for the whole round).
   */
  async lastGames(db: Executor, matchIds: number[]): Promise<PastResultRow[]> {
    if (matchIds.length === 0) return [];
    const ids = sql.join(
      matchIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await queryRows<{
      match_id: number;
      side: 'home' | 'away';
      team_id: number;
      kickoff_at: Date | string;
      home_team_id: number;
      home_goals: number;
      away_goals: number;
    }>(
      db,
      sql`select m.id as match_id, side.side, side.team_id, p.kickoff_at, p.home_team_id, p.home_goals, p.away_goals
        from matches m
        cross join lateral (values ('home', m.home_team_id), ('away', m.away_team_id)) as side(side, team_id)
        cross join lateral (
          select p.kickoff_at, p.home_team_id, p.home_goals, p.away_goals
          from matches p
          where p.competition_id = m.competition_id and p.season = m.season
            and (p.home_team_id = side.team_id or p.away_team_id = side.team_id)
            and p.kickoff_at < m.kickoff_at
            and p.status in (${finishedStatuses})
            and p.home_goals is not null and p.away_goals is not null
          order by p.kickoff_at desc
          limit 5
        ) p
        where m.id in (${ids})
        order by m.id, side.side, p.kickoff_at desc`,
    );
    return rows.map((row) => ({
      matchId: Number(row.match_id),
      side: row.side,
      teamId: Number(row.team_id),
      kickoffAt: toDate(row.kickoff_at),
      homeTeamId: Number(row.home_team_id),
      homeGoals: Number(row.home_goals),
      awayGoals: Number(row.away_goals),
    }));
  },

  async findExtras(db: Executor, matchId: number) {
    const [row] = await db
      .select({
        lineups: matchExtras.lineups,
        injuries: matchExtras.injuries,
        statistics: matchExtras.statistics,
        winPrediction: matchExtras.winPrediction,
      })
      .from(matchExtras)
      .where(eq(matchExtras.matchId, matchId));
    return row;
  },

  async findTeams(db: Executor, ids: number[]): Promise<TeamView[]> {
    if (ids.length === 0) return [];
    return db.select(teamColumns).from(teams).where(inArray(teams.id, ids));
  },

  /**
   * Every finished meeting of two clubs: the stored past results (ten seasons of openfootball, API-Football's
   * head-to-head) and the finished matches of our calendar, without counting a provider fixture twice.
   */
  async headToHead(db: Executor, a: TeamView, b: TeamView): Promise<HeadToHeadRow[]> {
    const rows = await queryRows<{
      match_id: number | null;
      provider: string | null;
      played_on: string | null;
      kickoff_at: Date | string | null;
      season: string | null;
      match_season: number | null;
      home_slug: string;
      away_slug: string;
      home_goals: number;
      away_goals: number;
    }>(
      db,
      sql`select null::int as match_id, null::text as provider, h.played_on::text as played_on, h.kickoff_at, h.season,
          null::int as match_season, h.home_team_slug as home_slug, h.away_team_slug as away_slug,
          h.home_goals, h.away_goals
        from historical_results h
        where ((h.home_team_slug = ${a.slug} and h.away_team_slug = ${b.slug})
            or (h.home_team_slug = ${b.slug} and h.away_team_slug = ${a.slug}))
          and not exists (
            select 1 from matches m where m.provider = h.source and m.provider_fixture_id = h.source_key)
        union all
        select m.id, m.provider::text, null, m.kickoff_at, null, m.season,
          case when m.home_team_id = ${a.id} then ${a.slug} else ${b.slug} end,
          case when m.home_team_id = ${a.id} then ${b.slug} else ${a.slug} end,
          m.home_goals, m.away_goals
        from matches m
        where ((m.home_team_id = ${a.id} and m.away_team_id = ${b.id})
            or (m.home_team_id = ${b.id} and m.away_team_id = ${a.id}))
          and m.status in (${finishedStatuses})
          and m.home_goals is not null and m.away_goals is not null`,
    );
    return rows.map((row) => ({
      matchId: row.match_id === null ? null : Number(row.match_id),
      provider: row.provider,
      playedOn: row.played_on,
      kickoffAt: row.kickoff_at === null ? null : toDate(row.kickoff_at),
      season: row.season,
      matchSeason: row.match_season === null ? null : Number(row.match_season),
      homeSlug: row.home_slug,
      awaySlug: row.away_slug,
      homeGoals: Number(row.home_goals),
      awayGoals: Number(row.away_goals),
    }));
  },

  /** Every league, with the latest season we hold its clubs for. */
  async listCompetitions(db: Executor) {
    return db
      .select({
        id: competitions.id,
        name: competitions.name,
        type: competitions.type,
        country: competitions.country,
        logoUrl: competitions.logoUrl,
        season: sql<
          number | null
        >`(select max(${competitionTeams.season}) from ${competitionTeams} where ${competitionTeams.competitionId} = ${competitions.id})`,
      })
      .from(competitions)
      .orderBy(asc(competitions.id));
  },

  async findCompetition(db: Executor, id: number) {
    const [row] = await db
      .select({
        id: competitions.id,
        season: sql<
          number | null
        >`(select max(${competitionTeams.season}) from ${competitionTeams} where ${competitionTeams.competitionId} = ${competitions.id})`,
      })
      .from(competitions)
      .where(eq(competitions.id, id));
    return row;
  },

  async listCompetitionTeams(db: Executor, competitionId: number, season: number) {
    return db
      .select({ ...teamColumns, venueName: teams.venueName, venueCity: teams.venueCity })
      .from(competitionTeams)
      .innerJoin(teams, eq(teams.id, competitionTeams.teamId))
      .where(and(eq(competitionTeams.competitionId, competitionId), eq(competitionTeams.season, season)))
      .orderBy(asc(teams.name));
  },
};
