import { sql } from 'drizzle-orm';
import { JOKER_MULTIPLIER } from '@scoreline/domain';
import { intArray } from '../../db/array-literals';
import { queryRows, sqlList, type Executor } from '../../db/client';

/**
 * Issue 59 (docs/decisions/108): the jokers' SQL. A match is open (`openMatch`, `m` the match) by the prediction
 * window's rule, as `predictionsRepository.insertManyIfOpen` reads it: a status that takes picks and a kick-off later
 * than `openAfter` (`earliestOpenKickoff` of @scoreline/domain).
 */
const openMatch = (alias: string, openStatuses: readonly string[], openAfter: Date) =>
  sql`(${sql.raw(alias)}.status in (${sqlList(openStatuses)}) and ${sql.raw(alias)}.kickoff_at > ${openAfter})`;

/**
 * A prediction `p`'s joker of the round, if it is one, as `j` (by match: `round_jokers_match_idx`). What the scoring
 * (a match's first facts) and the provisional table read a pick's multiplier from.
 */
export const joinJokers = sql.raw(`left join round_jokers j on j.match_id = p.match_id and j.user_id = p.user_id`);
/** The multiplier of a prediction `p` joined to `joinJokers`: the joker's, or 1. */
export const pickMultiplier = sql.raw(`(case when j.user_id is null then 1 else ${JOKER_MULTIPLIER} end)`);

export interface JokerTarget {
  id: number;
  competitionId: number;
  season: number;
  round: number;
  open: boolean;
  /** The competition-season plays with jokers. */
  jokers: boolean;
  /** The caller has a pick for it. */
  predicted: boolean;
}

/** Per match of a list: its competition's setting and the caller's joker of its round (null: none). */
export interface RoundJokerRow {
  match_id: number;
  jokers: boolean;
  joker_match_id: number | null;
  joker_open: boolean | null;
}

export const jokersRepository = {
  /**
   * Serialises one player's joker changes (the round's row is read, then written): two changes of one round take
   * turns, so "one per round" and "fixed once closed" are read as they stand.
   */
  async lockPlayer(tx: Executor, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(51810, ${userId})`);
  },

  /** The match a joker call names, with its round, whether it is open and whether the caller has a pick for it. */
  async target(
    tx: Executor,
    userId: number,
    matchId: number,
    openStatuses: readonly string[],
    openAfter: Date,
  ): Promise<JokerTarget | undefined> {
    const [row] = await queryRows<JokerTarget>(
      tx,
      sql`select m.id, m.competition_id as "competitionId", m.season, m.round, ${openMatch('m', openStatuses, openAfter)} as open,
                 coalesce(cs.jokers, true) as jokers,
                 exists (select 1 from predictions p where p.user_id = ${userId} and p.match_id = m.id) as predicted
            from matches m
            left join competition_seasons cs on cs.competition_id = m.competition_id and cs.season = m.season
           where m.id = ${matchId}`,
    );
    return row;
  },

  /** The caller's joker of a round now, and whether its match is still open. */
  async current(
    tx: Executor,
    userId: number,
    key: { competitionId: number; season: number; round: number },
    openStatuses: readonly string[],
    openAfter: Date,
  ): Promise<{ matchId: number; open: boolean } | null> {
    const [row] = await queryRows<{ matchId: number; open: boolean }>(
      tx,
      sql`select j.match_id as "matchId", ${openMatch('m', openStatuses, openAfter)} as open
            from round_jokers j join matches m on m.id = j.match_id
           where j.user_id = ${userId} and j.competition_id = ${key.competitionId} and j.season = ${key.season}
             and j.round = ${key.round}`,
    );
    return row ?? null;
  },

  /** Puts the round's joker on a match (the round's one row: a move replaces the match it is on). */
  async put(
    tx: Executor,
    userId: number,
    target: { id: number; competitionId: number; season: number; round: number },
    at: Date,
  ): Promise<void> {
    await tx.execute(sql`
      insert into round_jokers (user_id, competition_id, season, round, match_id, set_at)
      values (${userId}, ${target.competitionId}, ${target.season}, ${target.round}, ${target.id}, ${at})
      on conflict (user_id, competition_id, season, round)
        do update set match_id = excluded.match_id, set_at = excluded.set_at`);
  },

  async remove(tx: Executor, userId: number, matchId: number): Promise<void> {
    await tx.execute(sql`delete from round_jokers where user_id = ${userId} and match_id = ${matchId}`);
  },

  /**
   * For the cards (GET /match): per match, whether its competition plays jokers and the caller's joker of its round
   * (the match it is on and whether that match is still open).
   */
  async roundJokersOf(
    db: Executor,
    userId: number,
    matchIds: number[],
    openStatuses: readonly string[],
    openAfter: Date,
  ): Promise<RoundJokerRow[]> {
    if (matchIds.length === 0) return [];
    return queryRows<RoundJokerRow>(
      db,
      sql`select m.id as match_id, coalesce(cs.jokers, true) as jokers, j.match_id as joker_match_id,
                 case when j.match_id is null then null else ${openMatch('jm', openStatuses, openAfter)} end as joker_open
            from matches m
            left join competition_seasons cs on cs.competition_id = m.competition_id and cs.season = m.season
            left join round_jokers j on j.user_id = ${userId} and j.competition_id = m.competition_id
                                    and j.season = m.season and j.round = m.round
            left join matches jm on jm.id = j.match_id
           where m.id = any(${intArray(matchIds)}::int[])`,
    );
  },
};
