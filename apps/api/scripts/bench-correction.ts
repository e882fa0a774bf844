/**
 * `npm run bench:correction` (issue 14): the time of the scoring's deltas statement alone for the worst correction,
 * on the load database (`npm run seed:load -- --players 100000`; LOAD_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/scoreline_load). The latest final match's result is changed so that its outcome
 * changes (every prediction whose points change moves), inside a transaction that is rolled back: nothing is kept.
 *
 * BENCH_FIRST=1 times the match's first scoring instead (every prediction moves every aggregate): the match's facts
 * are moved aside first (committed, then vacuumed, so no index entry of theirs is left for the insert to check) and
 * put back at the end.
 * BENCH_RUNS (default 5) runs; BENCH_CHECKPOINT=1 asks PostgreSQL for a checkpoint before each run (every page then
 * pays its first write to the WAL in full, as after a real checkpoint); BENCH_EXPLAIN=1 logs each run's plan with
 * the time of every table's upsert (auto_explain, superuser only) to the server's log. Each run also prints the WAL
 * the statement wrote and, per table, the rows it inserted and updated and how many of those updates were HOT (in
 * place, no index touched: ADR 076, migration 0029).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Executor } from '../src/db/client';
import { scoringRepository } from '../src/modules/predictions/scoring.repository';
import { factLookupOf, scoredFactsRepository } from '../src/modules/predictions/scored-facts.repository';

const url = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scoreline_load';
const runs = Number(process.env.BENCH_RUNS ?? 5);
// The competition-season scored (the load's Premier League; issue 58: seed:load plays others beside it, bench-lib.mjs).
const leagueSlug = process.env.BENCH_COMPETITION ?? 'premier-league-2023-24';
const connection = await openDatabase({ databaseUrl: url, maxConnections: 1 });
const db = connection.db;

interface LastMatch {
  id: number;
  home: number;
  away: number;
  competition_id: number;
  season: number;
  round: number;
}
const [match] = await queryRows<LastMatch>(
  db,
  sql`select m.id, s.home_goals as home, s.away_goals as away, m.competition_id, m.season, m.round
        from matches m join match_scoring s on s.match_id = m.id
       where (m.competition_id, m.season) = (select competition_id, season from competition_seasons where slug = ${leagueSlug})
       order by m.kickoff_at desc, m.id desc limit 1`,
);
if (!match) throw new Error(`no scored match in ${url}: run npm run seed:load first`);
const scored = { home: match.home, away: match.away };
const low = Math.min(match.home, match.away);
// BENCH_FIRST=1: the match's first scoring (from "never scored" to its result: its facts are deleted first, untimed,
// and every prediction moves every aggregate; the aggregate rows exist already, so this is the update path of a first
// scoring). Otherwise a correction: a draw becomes a home win, anything else a draw, so the outcome changes.
const first = process.env.BENCH_FIRST === '1';
const before = first ? null : scored;
const after = first
  ? scored
  : match.home === match.away
    ? { home: match.home + 1, away: match.away }
    : { home: low, away: low };
const lookup = factLookupOf(await scoredFactsRepository.distinctScores(db, match.id), after);
const [{ predictions } = { predictions: 0 }] = await queryRows<{ predictions: number }>(
  db,
  sql`select count(*)::int as predictions from predictions where match_id = ${match.id}`,
);
console.log(
  `Match ${match.id} (${predictions} predictions, ${lookup.length} distinct scores): ` +
    `${before ? `${before.home}:${before.away}` : 'never scored'} → ${after.home}:${after.away}, rolled back after each run.`,
);

class RolledBack extends Error {}
/** What the statement wrote to a table (its transaction's statistics): rows inserted, updated, and of those HOT. */
interface TableWrites {
  table: string;
  inserted: number;
  updated: number;
  hot: number;
}
/**
 * The counters of this backend (pending ones included, so a previous run's may still be there: hence the difference
 * around the statement).
 */
async function tableWrites(tx: Executor): Promise<TableWrites[]> {
  return queryRows<TableWrites>(
    tx,
    sql`select relname as table, n_tup_ins::int as inserted, n_tup_upd::int as updated, n_tup_hot_upd::int as hot
          from pg_stat_xact_user_tables
         where relname in ('scored_predictions', 'player_totals', 'player_round_totals') order by relname`,
  );
}
function subtract(after: TableWrites[], before: TableWrites[]): TableWrites[] {
  return after.map((row) => {
    const old = before.find((b) => b.table === row.table);
    return {
      table: row.table,
      inserted: row.inserted - (old?.inserted ?? 0),
      updated: row.updated - (old?.updated ?? 0),
      hot: row.hot - (old?.hot ?? 0),
    };
  });
}
const times: number[] = [];
if (first) {
  await db.execute(sql`drop table if exists bench_saved_facts`);
  await db.execute(
    sql`create table bench_saved_facts as select * from scored_predictions where match_id = ${match.id}`,
  );
  await db.execute(sql`delete from scored_predictions where match_id = ${match.id}`);
}
for (let run = 1; run <= runs; run++) {
  // A first scoring meets no facts of its match: neither live ones nor the dead ones of the last rolled-back run.
  if (first) await db.execute(sql`vacuum scored_predictions`);
  if (process.env.BENCH_CHECKPOINT === '1') await db.execute(sql`checkpoint`);
  let ms = 0;
  let rows: TableWrites[] = [];
  let wal = 0;
  try {
    await db.transaction(async (tx) => {
      if (process.env.BENCH_EXPLAIN === '1') {
        await tx.execute(sql`load 'auto_explain'`);
        await tx.execute(sql`set local auto_explain.log_min_duration = 0`);
        await tx.execute(sql`set local auto_explain.log_analyze = on`);
      }
      const [{ lsn } = { lsn: '0/0' }] = await queryRows<{ lsn: string }>(
        tx,
        sql`select pg_current_wal_insert_lsn() as lsn`,
      );
      const before = await tableWrites(tx);
      const started = performance.now();
      await scoringRepository.replaceFacts(
        tx,
        {
          matchId: match.id,
          competitionId: match.competition_id,
          season: match.season,
          round: match.round,
        },
        lookup,
        { result: after, at: new Date() },
      );
      ms = performance.now() - started;
      [{ wal } = { wal: 0 }] = await queryRows<{ wal: number }>(
        tx,
        sql`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${lsn}::pg_lsn)::bigint::int as wal`,
      );
      rows = subtract(await tableWrites(tx), before);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  times.push(ms);
  const writes = rows.map((r) => `${r.table} +${r.inserted} ~${r.updated} (HOT ${r.hot})`).join(', ');
  console.log(`run ${run}: deltas statement ${ms.toFixed(0)} ms, WAL ${(wal / 2 ** 20).toFixed(1)} MiB; ${writes}`);
}
if (first) {
  await db.execute(sql`insert into scored_predictions select * from bench_saved_facts`);
  await db.execute(sql`drop table bench_saved_facts`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
console.log(`median ${median.toFixed(0)} ms over ${runs} runs (2 CPU, Node ${process.version})`);
await connection.close();
