import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import {
  appSettings,
  historicalResults,
  leagueTeams,
  leagues,
  matchExtras,
  matches,
  teams,
  type FootballProviderName,
} from '../../db/schema';

export type LeagueRow = typeof leagues.$inferSelect;
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

  async findLeague(db: Executor, provider: FootballProviderName, key: string): Promise<LeagueRow | undefined> {
    const [row] = await db
      .select()
      .from(leagues)
      .where(and(eq(leagues.provider, provider), eq(leagues.providerLeagueId, key)));
    return row;
  },

  async insertLeague(db: Executor, values: typeof leagues.$inferInsert): Promise<LeagueRow> {
    const [row] = await db.insert(leagues).values(values).returning();
    if (!row) throw new Error('insert into leagues returned nothing');
    return row;
  },

  async updateLeague(db: Executor, id: number, values: Partial<typeof leagues.$inferInsert>): Promise<void> {
    await db.update(leagues).set(values).where(eq(leagues.id, id));
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

  async listLeagueTeamIds(db: Executor, leagueId: number, season: number): Promise<number[]> {
    const rows = await db
      .select({ teamId: leagueTeams.teamId })
      .from(leagueTeams)
      .where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.season, season)));
    return rows.map((row) => row.teamId);
  },

  async addLeagueTeams(db: Executor, leagueId: number, season: number, teamIds: number[]): Promise<void> {
    if (teamIds.length === 0) return;
    await db
      .insert(leagueTeams)
      .values(teamIds.map((teamId) => ({ leagueId, season, teamId })))
      .onConflictDoNothing();
  },

  async removeLeagueTeams(db: Executor, leagueId: number, season: number, teamIds: number[]): Promise<void> {
    if (teamIds.length === 0) return;
    await db
      .delete(leagueTeams)
      .where(
        and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.season, season), inArray(leagueTeams.teamId, teamIds)),
      );
  },

  async listProviderMatches(db: Executor, provider: FootballProviderName): Promise<MatchRow[]> {
    return db.select().from(matches).where(eq(matches.provider, provider));
  },

  async listSeasonMatches(db: Executor, leagueId: number, season: number): Promise<MatchRow[]> {
    return db
      .select()
      .from(matches)
      .where(and(eq(matches.leagueId, leagueId), eq(matches.season, season)))
      .orderBy(matches.kickoffAt, matches.id);
  },

  async insertMatches(db: Executor, rows: NewMatch[]): Promise<void> {
    for (let index = 0; index < rows.length; index += 200) {
      await db.insert(matches).values(rows.slice(index, index + 200));
    }
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
