/**
 * `npm run seed:load -- --players 100000 [--competitions world-cup-2026] [--database-url postgres://…/scoreline_load] [--keep]`
 *
 * Fills a SEPARATE PostgreSQL database with a synthetic league for benchmarks (issue #5): the embedded
 * 2023/24 season on its real dates (all 380 matches final), N synthetic players, a prediction from about
 * 90% of the players for every match, each match scored through the real scoring service. The database is
 * dropped and recreated unless --keep is given. Never point it at a real database.
 *
 * Issue 58: `--competitions` names the embedded competitions played beside the Premier League ('none' for the
 * league alone; the World Cup 2026 by default, replayed off, so all its 104 matches are final). The players are spread
 * over them: every player plays the Premier League, 70 % of them (a hash of the player) the other competitions too,
 * each match predicted by about 90 % of a competition's players. Issue 59: a third of the players (`--jokers`) play a joker
 * each round.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createContainer } from '../src/container';
import { openDatabase, queryRows } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '100000' },
    'database-url': {
      type: 'string',
      default: process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scoreline_load',
    },
    keep: { type: 'boolean', default: false },
    share: { type: 'string', default: '0.9' },
    competitions: { type: 'string', default: 'world-cup-2026' },
    'other-share': { type: 'string', default: '0.7' },
    // Issue 59: the share of players who play a joker each round (on one of their picks of it).
    jokers: { type: 'string', default: '0.33' },
  },
});
const players = Number(values.players);
const share = Number(values.share);
const otherShare = Number(values['other-share']);
const jokerShare = Number(values.jokers);
if (!Number.isInteger(players) || players < 1 || players > 1_000_000) throw new Error('--players must be 1..1000000');
const url = new URL(values['database-url']);
const dbName = url.pathname.replace(/^\//, '');
if (!/^[a-z0-9_]+$/.test(dbName) || !dbName.includes('load')) {
  throw new Error(`refusing to load into "${dbName}": use a database whose name contains "load"`);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[seed:load ${elapsed()}] ${message}`);

if (!values.keep) {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  log(`created database ${dbName}`);
}

const config = loadConfig({
  DATABASE_URL: url.toString(),
  REPLAY_ROUND: 'off',
  DEMO: 'false',
  LOG_LEVEL: 'warn',
  EMBEDDED_COMPETITIONS: values.competitions,
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, maxConnections: 4 });
const db = database.db;
await runMigrations(database);

// The real services, without a worker: the sync and the scoring run here, in order.
const container = await createContainer({
  config,
  database,
  log: pino({ level: 'warn' }),
  version: 'seed-load',
  // Jobs and events are handled at the end (below), as a running league's worker handles them; no cron.
  work: true,
  schedule: false,
});
const { football, scoring, competitionSyncs, competitions } = container.services;
await football.runOnce();
for (const sync of competitionSyncs.values()) await sync.runOnce();
const [{ count: matchCount } = { count: 0 }] = await queryRows<{ count: number }>(
  db,
  sql`select count(*)::int as count from matches`,
);
log(`imported ${matchCount} matches (the Premier League 2023/24 and ${values.competitions})`);

await db.execute(sql`
  insert into users (email, username, firstname, lastname, password_hash, email_verified_at, is_demo, created_at, updated_at)
  select 'load' || n || '@load.scoreline.invalid', 'load_' || n, 'Load', 'Player ' || n, '!', now(), true,
         now() - make_interval(secs => ${players} - n), now()
    from generate_series(1, ${players}) as n`);
log(`created ${players} players`);

// Bulk load without the indexes, then build them once (much faster than maintaining them row by row). The jokers' key
// to their picks leans on the unique index: dropped with it, added back after.
await db.execute(sql`alter table round_jokers drop constraint if exists round_jokers_prediction_fk`);
await db.execute(sql`drop index if exists predictions_user_match_key`);
await db.execute(sql`drop index if exists predictions_match_idx`);
// A plausible spread of predicted scores, decided by a hash of (player, match) so reruns are identical.
// The default competition-season (the Premier League) is everyone's; the others are played by `otherShare` of the players.
const defaultSeason = await competitions.resolve(undefined);
if (!defaultSeason) throw new Error('the default competition was not imported');
const rounds = await queryRows<{ round: number }>(db, sql`select distinct round from matches order by round`);
for (const { round } of rounds) {
  await db.execute(sql`
    insert into predictions (user_id, match_id, home_goals, away_goals, created_at)
    select u.id, m.id,
           (array[0,1,1,1,2,2,2,3,3,4])[1 + (abs(hashtext(u.id || ':' || m.id)) % 10)],
           (array[0,0,1,1,1,2,2,3])[1 + (abs(hashtext(m.id || ':' || u.id)) % 8)],
           m.kickoff_at - interval '1 day'
      from matches m cross join users u
     where m.round = ${round}
       and (abs(hashtext('p' || u.id || ':' || m.id)) % 1000) < ${Math.round(share * 1000)}
       and ((m.competition_id = ${defaultSeason.competitionId} and m.season = ${defaultSeason.season})
            or (abs(hashtext('c' || u.id)) % 1000) < ${Math.round(otherShare * 1000)})`);
  if (round % 5 === 0) log(`predictions up to round ${round}`);
}
await db.execute(sql`create unique index predictions_user_match_key on predictions (user_id, match_id)`);
await db.execute(sql`create index predictions_match_idx on predictions (match_id)`);
log('indexed the predictions');
// Issue 59: a share of the players play a joker each round, on one of their picks of it (chosen by a hash).
await db.execute(sql`
  insert into round_jokers (user_id, competition_id, season, round, match_id, set_at)
  select distinct on (p.user_id, m.competition_id, m.season, m.round)
         p.user_id, m.competition_id, m.season, m.round, m.id, m.kickoff_at - interval '1 day'
    from predictions p join matches m on m.id = p.match_id
   where (abs(hashtext('j' || p.user_id)) % 1000) < ${Math.round(jokerShare * 1000)}
   order by p.user_id, m.competition_id, m.season, m.round, hashtext('j' || p.user_id || ':' || m.id)`);
await db.execute(sql`
  alter table round_jokers add constraint round_jokers_prediction_fk foreign key (user_id, match_id)
    references predictions (user_id, match_id) on delete cascade`);
log('played the jokers');
await db.execute(sql`
  insert into player_totals (competition_id, season, user_id, predictions_made)
  select m.competition_id, m.season, p.user_id, count(*)::int
    from predictions p join matches m on m.id = p.match_id
   group by m.competition_id, m.season, p.user_id
  on conflict (competition_id, season, user_id) do update set predictions_made = excluded.predictions_made`);
await db.execute(sql`analyze`);
const [{ count: predictionCount } = { count: 0 }] = await queryRows<{ count: number }>(
  db,
  sql`select count(*)::int as count from predictions`,
);
log(`created ${predictionCount} predictions`);

const times: number[] = [];
const pending = await queryRows<{ id: number }>(
  db,
  sql`select id from matches where status in ('FT','AET','PEN') order by kickoff_at`,
);
for (const [index, { id }] of pending.entries()) {
  const t0 = performance.now();
  await scoring.scoreMatch(id);
  times.push(performance.now() - t0);
  if ((index + 1) % 50 === 0) log(`scored ${index + 1}/${pending.length} matches`);
}
times.sort((a, b) => a - b);
log(
  `scored ${times.length} matches: median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`,
);
// What the scorings set off (the round badges, the running totals by match day, the scoring jobs that then find each
// match scored) handled by the real subscribers, as a running league's worker handles it after each scoring: left in
// the outbox, the first server started on this database did it all in the middle of what `bench:league` measured
// (173 s of background work and a 2.4 GB peak after its first correction, 2026-11-27).
await container.startWorking();
await container.settle({ timeoutMs: 60 * 60_000 });
log('handled the events of the scorings (round badges, running totals by day)');
// The badges of the months that ended (and of any round not awarded yet), as a server's start catches them up:
// otherwise the first server started on this database spends minutes on it, in the middle of what a benchmark measures.
const badges = await container.services.badgeAwarding.catchUp();
log(`awarded the badges of ${badges.rounds} rounds and ${badges.months.length} months`);
// A database as a running one is: its dead row versions vacuumed, its statistics current.
await db.execute(sql`vacuum analyze`);
await container.stop();
await database.close();
log('done');
