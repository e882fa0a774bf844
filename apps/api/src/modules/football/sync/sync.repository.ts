import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import {
  appSettings,
  historicalResults,
  competitionSeasons,
  competitionTeams,
  competitions,
  matchExtras,
  matches,
  teams,
  type FootballProviderName,
} from '../../../db/schema';

export type CompetitionRow = typeof competitions.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type MatchExtrasRow = typeof matchExtras.$inferSelect;
export type NewTeam = typeof teams.$inferInsert;
export type NewMatch = typeof matches.$inferInsert;
export type NewHistoricalResult = typeof historicalResults.$inferInsert;

/** The writes of the football sync. Every function takes the database or the sync's transaction. */
export const syncRepository = {
  /** A transaction-level advisory lock: true when taken (released at commit), false when another holds it. */
  async tryLock(tx: Executor, lockId: number): Promise<boolean> {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${lockId}) as locked`);
    return row?.locked === true;
  },

  /** Waits for the transaction-level advisory lock. */
  async lock(tx: Executor, lockId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
  },

  async getSetting<T>(db: Executor, key: string): Promise<T | undefined> {
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return row?.value as T | undefined;
  },

  async putSetting(db: Executor, key: string, value: unknown, now: Date): Promise<void> {
    await db
      .insert(appSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  },

  /** Stores `value` unless the key exists; resolves with the value stored (the earlier one if there was). */
  async putSettingIfAbsent<T>(db: Executor, key: string, value: T, now: Date): Promise<T> {
    await db.insert(appSettings).values({ key, value, updatedAt: now }).onConflictDoNothing();
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return (row?.value ?? value) as T;
  },

  async deleteSetting(db: Executor, key: string): Promise<void> {
    await db.delete(appSettings).where(eq(appSettings.key, key));
  },

  async findCompetition(
    db: Executor,
    provider: FootballProviderName,
    key: string,
  ): Promise<CompetitionRow | undefined> {
    const [row] = await db
      .select()
      .from(competitions)
      .where(and(eq(competitions.provider, provider), eq(competitions.providerCompetitionId, key)));
    return row;
  },

  async insertCompetition(db: Executor, values: typeof competitions.$inferInsert): Promise<CompetitionRow> {
    const [row] = await db.insert(competitions).values(values).returning();
    if (!row) throw new Error('insert into competitions returned nothing');
    return row;
  },

  async updateCompetition(db: Executor, id: number, values: Partial<typeof competitions.$inferInsert>): Promise<void> {
    await db.update(competitions).set(values).where(eq(competitions.id, id));
  },

  /**
   * Makes the competition-season's row (issue 56) unless it exists; a slug another competition holds (another
   * provider's of the same name) gets the competition's id after it.
   */
  async ensureCompetitionSeason(db: Executor, values: typeof competitionSeasons.$inferInsert): Promise<void> {
    const inserted = await db
      .insert(competitionSeasons)
      .values(values)
      .onConflictDoNothing()
      .returning({ slug: competitionSeasons.slug });
    if (inserted.length > 0) return;
    await db
      .insert(competitionSeasons)
      .values({ ...values, slug: `${values.slug}-${values.competitionId}` })
      .onConflictDoNothing();
  },

  async listTeams(db: Executor): Promise<TeamRow[]> {
    return db.select().from(teams).orderBy(teams.id);
  },

  async insertTeam(db: Executor, values: NewTeam): Promise<TeamRow> {
    const [row] = await db.insert(teams).values(values).returning();
    if (!row) throw new Error('insert into teams returned nothing');
    return row;
  },

  async updateTeam(db: Executor, id: number, values: Partial<NewTeam>): Promise<void> {
    await db.update(teams).set(values).where(eq(teams.id, id));
  },

  async listCompetitionTeamIds(db: Executor, competitionId: number, season: number): Promise<number[]> {
    const rows = await db
      .select({ teamId: competitionTeams.teamId })
      .from(competitionTeams)
      .where(and(eq(competitionTeams.competitionId, competitionId), eq(competitionTeams.season, season)));
    return rows.map((row) => row.teamId);
  },

  async addCompetitionTeams(db: Executor, competitionId: number, season: number, teamIds: number[]): Promise<void> {
    if (teamIds.length === 0) return;
    await db
      .insert(competitionTeams)
      .values(teamIds.map((teamId) => ({ competitionId, season, teamId })))
      .onConflictDoNothing();
  },

  async removeCompetitionTeams(db: Executor, competitionId: number, season: number, teamIds: number[]): Promise<void> {
    if (teamIds.length === 0) return;
    await db
      .delete(competitionTeams)
      .where(
        and(
          eq(competitionTeams.competitionId, competitionId),
          eq(competitionTeams.season, season),
          inArray(competitionTeams.teamId, teamIds),
        ),
      );
  },

  async listProviderMatches(db: Executor, provider: FootballProviderName): Promise<MatchRow[]> {
    return db.select().from(matches).where(eq(matches.provider, provider));
  },

  async listSeasonMatches(db: Executor, competitionId: number, season: number): Promise<MatchRow[]> {
    return db
      .select()
      .from(matches)
      .where(and(eq(matches.competitionId, competitionId), eq(matches.season, season)))
      .orderBy(matches.kickoffAt, matches.id);
  },

  /** Inserts matches; resolves with the new rows' ids by provider fixture id. */
  async insertMatches(db: Executor, rows: NewMatch[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (let index = 0; index < rows.length; index += 200) {
      const inserted = await db
        .insert(matches)
        .values(rows.slice(index, index + 200))
        .returning({ id: matches.id, providerFixtureId: matches.providerFixtureId });
      for (const row of inserted) ids.set(row.providerFixtureId, row.id);
    }
    return ids;
  },

  async updateMatch(db: Executor, id: number, values: Partial<NewMatch>): Promise<void> {
    await db.update(matches).set(values).where(eq(matches.id, id));
  },

  async listExtras(db: Executor, matchIds: number[]): Promise<MatchExtrasRow[]> {
    if (matchIds.length === 0) return [];
    return db.select().from(matchExtras).where(inArray(matchExtras.matchId, matchIds));
  },

  async upsertExtras(
    db: Executor,
    matchId: number,
    values: Partial<Omit<typeof matchExtras.$inferInsert, 'matchId'>> & { updatedAt: Date },
  ): Promise<void> {
    await db
      .insert(matchExtras)
      .values({ matchId, ...values })
      .onConflictDoUpdate({ target: matchExtras.matchId, set: values });
  },

  async countHistoricalResults(db: Executor, source: 'openfootball' | 'api-football'): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(historicalResults)
      .where(eq(historicalResults.source, source));
    return row?.count ?? 0;
  },

  /** Inserts results that are not stored yet (keyed by source + key); resolves with how many were new. */
  async insertHistoricalResults(db: Executor, rows: NewHistoricalResult[]): Promise<number> {
    let inserted = 0;
    for (let index = 0; index < rows.length; index += 500) {
      const result = await db
        .insert(historicalResults)
        .values(rows.slice(index, index + 500))
        .onConflictDoNothing()
        .returning({ id: historicalResults.id });
      inserted += result.length;
    }
    return inserted;
  },
};
