import { sql } from 'drizzle-orm';
import type { MatchStatusCode } from '@scoreline/contracts';
import { statusCodesOf, type DrawMatch } from '@scoreline/domain';
import { queryRows, type Executor } from '../../db/client';

/** A stored match as the rule 'are its teams known' reads it, with its fixture key (the slots' match numbers). */
export interface DrawRow extends DrawMatch {
  providerFixtureId: string;
}

const notStarted = statusCodesOf('scheduled', 'postponed');

/** What the knockout draw of a competition-season is read from (issue 58, docs/decisions/105). */
export const knockoutDrawRepository = {
  /** The competition-seasons of those of some matches that are knockout matches not kicked off. */
  async knockoutSeasonsOf(db: Executor, matchIds: readonly number[]) {
    if (matchIds.length === 0) return [];
    const rows = await queryRows<{ competition_id: number; season: number }>(
      db,
      sql`select distinct competition_id, season from matches
           where id in (${sql.join(
             matchIds.map((id) => sql`${id}`),
             sql`, `,
           )}) and stage_kind = 'knockout' and status in (${sql.join(
             notStarted.map((status) => sql`${status}`),
             sql`, `,
           )})`,
    );
    return rows.map((row) => ({ competitionId: Number(row.competition_id), season: Number(row.season) }));
  },

  /** Every match of a competition-season and the season's slug (null without a competition_seasons row). */
  async drawOf(db: Executor, competitionId: number, season: number): Promise<{ slug: string | null; rows: DrawRow[] }> {
    const [rows, slugs] = await Promise.all([
      queryRows<Record<string, unknown>>(
        db,
        sql`select id, provider_fixture_id, round, stage_kind::text as stage_kind, leg, tie_key, status
              from matches
             where competition_id = ${competitionId} and season = ${season}`,
      ),
      queryRows<{ slug: string }>(
        db,
        sql`select slug from competition_seasons where competition_id = ${competitionId} and season = ${season}`,
      ),
    ]);
    return {
      slug: slugs[0]?.slug ?? null,
      rows: rows.map((row) => ({
        id: Number(row.id),
        providerFixtureId: String(row.provider_fixture_id),
        round: Number(row.round),
        stageKind: (row.stage_kind as DrawRow['stageKind']) ?? null,
        leg: row.leg === null || row.leg === undefined ? null : Number(row.leg),
        tieKey: (row.tie_key as string | null) ?? null,
        status: row.status as MatchStatusCode,
      })),
    };
  },
};
