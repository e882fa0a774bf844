import { and, eq, isNotNull } from 'drizzle-orm';
import type { LiveScoreOverride, MatchOverride } from '@scoreline/domain';
import type { Executor } from '../../db/client';
import { matches, matchOverrides, type FootballProviderName } from '../../db/schema';

export type MatchRow = typeof matches.$inferSelect;

/** Operator corrections (issue #5): kept as overrides that win over the provider's data on every sync. */
export const matchCorrectionsRepository = {
  /** Every correction by match id. */
  async overrides(db: Executor): Promise<Map<number, MatchOverride>> {
    const rows = await db.select().from(matchOverrides);
    return new Map(
      rows.map((row) => [
        row.matchId,
        {
          ...(row.homeGoals !== null && row.awayGoals !== null
            ? { homeGoals: row.homeGoals, awayGoals: row.awayGoals }
            : {}),
          ...(row.kickoffAt ? { kickoffAt: row.kickoffAt } : {}),
          ...(row.liveHomeGoals !== null && row.liveAwayGoals !== null && row.liveElapsed !== null
            ? { live: { home: row.liveHomeGoals, away: row.liveAwayGoals, elapsed: row.liveElapsed } }
            : {}),
        },
      ]),
    );
  },

  /** The kick-offs operators moved, by the provider's fixture key (the embedded replay plays those matches then). */
  async movedKickoffs(db: Executor, provider: FootballProviderName): Promise<Map<string, Date>> {
    const rows = await db
      .select({ key: matches.providerFixtureId, kickoffAt: matchOverrides.kickoffAt })
      .from(matchOverrides)
      .innerJoin(matches, eq(matches.id, matchOverrides.matchId))
      .where(and(eq(matches.provider, provider), isNotNull(matchOverrides.kickoffAt)));
    return new Map(rows.flatMap((row) => (row.kickoffAt ? [[row.key, row.kickoffAt] as const] : [])));
  },

  /** The operator clears a match's live score: the provider's report stands again from the next sync. */
  async clearLiveOverride(tx: Executor, matchId: number, now: Date): Promise<boolean> {
    const cleared = await tx
      .update(matchOverrides)
      .set({ liveHomeGoals: null, liveAwayGoals: null, liveElapsed: null, updatedAt: now })
      .where(and(eq(matchOverrides.matchId, matchId), isNotNull(matchOverrides.liveElapsed)))
      .returning({ matchId: matchOverrides.matchId });
    return cleared.length > 0;
  },

  async saveResultOverride(tx: Executor, matchId: number, result: { home: number; away: number }, now: Date) {
    await tx
      .insert(matchOverrides)
      .values({ matchId, homeGoals: result.home, awayGoals: result.away, updatedAt: now })
      .onConflictDoUpdate({
        target: matchOverrides.matchId,
        set: { homeGoals: result.home, awayGoals: result.away, updatedAt: now },
      });
  },

  async saveKickoffOverride(tx: Executor, matchId: number, kickoffAt: Date, now: Date) {
    await tx
      .insert(matchOverrides)
      .values({ matchId, kickoffAt, updatedAt: now })
      .onConflictDoUpdate({ target: matchOverrides.matchId, set: { kickoffAt, updatedAt: now } });
  },

  async saveLiveOverride(tx: Executor, matchId: number, live: LiveScoreOverride, now: Date) {
    const values = { liveHomeGoals: live.home, liveAwayGoals: live.away, liveElapsed: live.elapsed, updatedAt: now };
    await tx
      .insert(matchOverrides)
      .values({ matchId, ...values })
      .onConflictDoUpdate({ target: matchOverrides.matchId, set: values });
  },

  async findMatch(db: Executor, id: number): Promise<MatchRow | undefined> {
    const [match] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
    return match;
  },

  async updateMatch(tx: Executor, id: number, values: Partial<typeof matches.$inferInsert>): Promise<void> {
    await tx.update(matches).set(values).where(eq(matches.id, id));
  },
};
