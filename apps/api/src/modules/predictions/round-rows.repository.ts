import { sql } from 'drizzle-orm';
import { queryRows, sqlList, type Executor } from '../../db/client';
import { roundClosingList, SCORING_LOCK_NAMESPACE, type RoundKey } from './scoring.repository';

/**
 * The round rows written at kick-off (issue 14; docs/decisions/033): a kicked-off round's predictors get their zero row
 * before its first scoring, which then moves rows in place. Under the scoring's locks (scoring.repository.ts).
 */
export const roundRowsRepository = {
  /**
   * Rounds with matches kicked off, neither over nor scored yet, whose predictors' round rows were not written at
   * kick-off (`prepareRoundRows`); the round with the earliest such kick-off first.
   */
  async roundsToPrepare(db: Executor, now: Date) {
    return queryRows<{ competitionId: number; season: number; round: number; matchIds: number[] }>(
      db,
      sql`select m.competition_id as "competitionId", m.season, m.round, array_agg(m.id order by m.id) as "matchIds"
            from matches m
           where m.kickoff_at <= ${now} and m.status not in (${roundClosingList})
             and not exists (select 1 from match_scoring s where s.match_id = m.id)
             and not exists (select 1 from prepared_round_rows r where r.match_id = m.id)
           group by m.competition_id, m.season, m.round
           order by min(m.kickoff_at)`,
    );
  },

  /**
   * The gate (shared), then the scoring lock of every match of the round, only if no scoring holds one now: a
   * scoring in the round writes the same rows, and waiting for it could deadlock. False leaves the round for later.
   */
  async tryLockRoundMatches(tx: Executor, key: RoundKey) {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${SCORING_LOCK_NAMESPACE}, 0)`);
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select coalesce(bool_and(pg_try_advisory_xact_lock(${SCORING_LOCK_NAMESPACE}, m.id)), true) as locked
            from (select id from matches
                   where competition_id = ${key.competitionId} and season = ${key.season} and round = ${key.round}
                   order by id) m`,
    );
    return row?.locked ?? false;
  },

  /**
   * Writes a zero round row for every predictor of the matches who has none yet, and marks the matches prepared; the
   * readers of round rows count only scored predictions or points, so a zero row reads as no row. Returns the rows
   * written.
   */
  async prepareRoundRows(tx: Executor, key: RoundKey, matchIds: number[], now: Date): Promise<number> {
    const ids = sqlList(matchIds);
    const [row] = await queryRows<{ written: number }>(
      tx,
      sql`with written as (
            insert into player_round_totals (competition_id, season, round, user_id)
            select ${key.competitionId}, ${key.season}, ${key.round}, d.user_id
              from (select distinct user_id from predictions where match_id in (${ids})) d
             order by d.user_id
            on conflict do nothing
            returning 1
          ),
          marked as (
            insert into prepared_round_rows (match_id, prepared_at)
            select id, ${now} from unnest(array[${ids}]::int[]) id
            on conflict do nothing
          )
          select count(*)::int as written from written`,
    );
    return row?.written ?? 0;
  },
};
