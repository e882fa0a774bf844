import { sql } from 'drizzle-orm';
import { statusCodesOf } from '@scoreline/domain';
import { intArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';

const statusList = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
/** Still to be finished (as the round info's current round): scheduled or live. */
const pendingStatuses = statusList(statusCodesOf('scheduled', 'live'));
const scheduledStatuses = statusList(statusCodesOf('scheduled'));

export interface CompetitionSeasonRow {
  slug: string;
  name: string;
  kind: 'league' | 'cup' | 'tournament';
  season: number;
  provider: string;
  provider_competition_id: string;
  match_count: number;
  started_count: number;
  pending_count: number;
  /** The stage of the next match to finish, else of the last match. */
  stage_order: number | null;
  stage_name: string | null;
  stage_key: string | null;
  stage_kind: 'league' | 'group' | 'knockout' | null;
  /** Issue 59: its players may play a joker each stage. */
  jokers: boolean;
}

/** A competition-season as the calls that name one are keyed: `(competition_id, season)` and how it is named. */
export interface CompetitionSeasonKeyRow {
  competitionId: number;
  season: number;
  slug: string;
  name: string;
  kind: 'league' | 'cup' | 'tournament';
}

/** The competition-seasons held (issue 58, docs/decisions/101). */
export const competitionsRepository = {
  /** One competition-season by its slug; null when none has it. */
  async findBySlug(db: Executor, slug: string): Promise<CompetitionSeasonKeyRow | null> {
    const [row] = await queryRows<{ competition_id: number; season: number; slug: string; name: string; kind: string }>(
      db,
      sql`select competition_id, season, slug, name, kind::text as kind from competition_seasons where slug = ${slug}`,
    );
    return row ? keyRowOf(row) : null;
  },

  /** The competition-season of a provider's competition (the default one, named by the configuration). */
  async findByProviderKey(
    db: Executor,
    provider: string,
    providerCompetitionId: string,
    season: number,
  ): Promise<CompetitionSeasonKeyRow | null> {
    const [row] = await queryRows<{ competition_id: number; season: number; slug: string; name: string; kind: string }>(
      db,
      sql`select cs.competition_id, cs.season, cs.slug, cs.name, cs.kind::text as kind
            from competition_seasons cs
            join competitions c on c.id = cs.competition_id
           where c.provider::text = ${provider} and c.provider_competition_id = ${providerCompetitionId}
             and cs.season = ${season}`,
    );
    return row ? keyRowOf(row) : null;
  },

  /** The slugs of the competition-seasons a player has predicted at least one match of (issue 58: `playing`). */
  async playedBy(db: Executor, userId: number): Promise<Set<string>> {
    const rows = await queryRows<{ slug: string }>(
      db,
      sql`select cs.slug from competition_seasons cs
           where exists (select 1 from player_totals t
                          where t.competition_id = cs.competition_id and t.season = cs.season
                            and t.user_id = ${userId} and t.predictions_made > 0)`,
    );
    return new Set(rows.map((row) => row.slug));
  },

  /** The slugs a player chose as theirs ('My competitions', docs/decisions/107); empty when they never chose. */
  async chosenBy(db: Executor, userId: number): Promise<Set<string>> {
    const rows = await queryRows<{ slug: string }>(
      db,
      sql`select cs.slug from player_competitions p
            join competition_seasons cs on cs.competition_id = p.competition_id and cs.season = p.season
           where p.user_id = ${userId}`,
    );
    return new Set(rows.map((row) => row.slug));
  },

  /**
   * Replaces a player's chosen competition-seasons with these, in one statement: the ones no longer chosen go, the
   * new ones come, the ones kept keep their time.
   */
  async replaceChosen(
    db: Executor,
    userId: number,
    keys: readonly { competitionId: number; season: number }[],
  ): Promise<void> {
    const competitionIds = intArray(keys.map((key) => key.competitionId));
    const seasons = intArray(keys.map((key) => key.season));
    await queryRows(
      db,
      sql`with chosen as (
            select * from unnest(${competitionIds}::int[], ${seasons}::int[]) as c(competition_id, season)
          ), gone as (
            delete from player_competitions p
             where p.user_id = ${userId}
               and not exists (select 1 from chosen c
                                where c.competition_id = p.competition_id and c.season = p.season)
          )
          insert into player_competitions (user_id, competition_id, season)
          select ${userId}, c.competition_id, c.season from chosen c
          on conflict do nothing`,
    );
  },

  /**
   * Every competition-season with its current stage: the stage of the earliest match still to finish (on a tie the
   * lower round), else the last stage; and how many of its matches there are, have begun and are still to finish.
   */
  async listCompetitionSeasons(db: Executor): Promise<CompetitionSeasonRow[]> {
    const rows = await queryRows<CompetitionSeasonRow>(
      db,
      sql`select cs.slug, cs.name, cs.kind::text as kind, cs.season, c.provider::text as provider,
                 c.provider_competition_id, counts.match_count, counts.started_count, counts.pending_count,
                 stage.round as stage_order, stage.round_label as stage_name, stage.stage_key,
                 stage.stage_kind::text as stage_kind, cs.jokers
            from competition_seasons cs
            join competitions c on c.id = cs.competition_id
            cross join lateral (
              select count(*)::int as match_count,
                     (count(*) filter (where m.status not in (${scheduledStatuses})))::int as started_count,
                     (count(*) filter (where m.status in (${pendingStatuses})))::int as pending_count
                from matches m
               where m.competition_id = cs.competition_id and m.season = cs.season) counts
            left join lateral (
              select m.round, m.round_label, m.stage_key, m.stage_kind
                from matches m
               where m.competition_id = cs.competition_id and m.season = cs.season
               order by (m.status in (${pendingStatuses})) desc,
                        case when m.status in (${pendingStatuses}) then m.kickoff_at end asc,
                        case when m.status in (${pendingStatuses}) then m.round end asc,
                        m.round desc
               limit 1) stage on true
           order by cs.slug`,
    );
    return rows.map((row) => ({
      ...row,
      season: Number(row.season),
      match_count: Number(row.match_count),
      started_count: Number(row.started_count),
      pending_count: Number(row.pending_count),
      stage_order: row.stage_order === null ? null : Number(row.stage_order),
    }));
  },
};

function keyRowOf(row: { competition_id: number; season: number; slug: string; name: string; kind: string }) {
  return {
    competitionId: Number(row.competition_id),
    season: Number(row.season),
    slug: row.slug,
    name: row.name,
    kind: row.kind as CompetitionSeasonKeyRow['kind'],
  };
}
