/**
 * A first scoring at league scale, through the operator endpoint (issue 14: "scoring a match with ~90,000
 * predictions ≤ 1 s"). The load database has every match scored already, and a scoring cannot be taken back, so
 * this runs on a throwaway copy of it (`CREATE DATABASE … TEMPLATE`, dropped afterwards): in the copy, three matches
 * after the season's last one make a new round, each with a copy of the last match's predictions (same players, same
 * picks), and each result is entered in turn with PUT /admin/matches/{id}/result. The answer comes after the scoring
 * and, for the last one, the round's ranks; the background work that follows (badges, running totals) is timed apart.
 * Used by bench-league.mjs (BENCH_PARTS=first).
 */
import pg from 'pg';
import { createOperator, freePort, inLeagueSeason, settle, startServer, step } from './bench-lib.mjs';

// A new round of three matches, each scored for the first time in turn: each moves the players' rows of the round
// (written at kick-off), and the last completes the round (its ranks are recorded in the same answer).
const ROUND = 91;
const MATCHES = [
  { label: 'first of a new round', result: { home: 2, away: 1 } },
  { label: 'second of the round', result: { home: 1, away: 1 } },
  { label: 'last, completes the round', result: { home: 0, away: 2 } },
];

async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

/** Waits until the round-rows job has marked every match prepared: the rows it wrote, and how long its run took. */
async function writtenAtKickOff(q, matchIds) {
  const started = Date.now();
  for (;;) {
    const [{ prepared }] = await q(
      `select count(*)::int as prepared from prepared_round_rows where match_id = any($1)`,
      [matchIds],
    );
    if (prepared === matchIds.length) break;
    if (Date.now() - started > 180_000) throw new Error('the round-rows job did not run within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [{ rows }] = await q(`select count(*)::int as rows from player_round_totals where round = $1`, [ROUND]);
  const [run] = await q(
    // The run that wrote them is the longest (a later run finds nothing to do).
    `select round(max(extract(epoch from completed_on - started_on)) * 1000)::int as ms from pgboss.job
      where name = 'round-rows' and state = 'completed'`,
  );
  return { rows, ms: run?.ms ?? '?' };
}

/** Every connection to `databaseUrl` must be closed: a template cannot be copied while in use. */
export async function benchFirstScoring(databaseUrl, env) {
  const source = new URL(databaseUrl);
  const sourceName = source.pathname.slice(1);
  const copyName = `${sourceName}_first`;
  const copyUrl = new URL(databaseUrl);
  copyUrl.pathname = `/${copyName}`;
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';

  step(`\nFirst scorings through the operator endpoint, on a copy of ${sourceName}:`);
  const copied = performance.now();
  await withClient(adminUrl.toString(), async (q) => {
    await q(`drop database if exists "${copyName}" with (force)`);
    await q(`create database "${copyName}" template "${sourceName}" strategy file_copy`);
  });
  step(`(copied in ${((performance.now() - copied) / 1000).toFixed(1)} s)`);

  let server;
  try {
    const { matchIds, picks, adminEmail, adminToken } = await withClient(copyUrl.toString(), async (q) => {
      const { adminEmail, adminToken } = await createOperator(q);
      // The season's last match (the one bench-league corrects): its players and picks are copied.
      const [last] = await q(
        `select id, competition_id, season, kickoff_at, home_team_id, away_team_id
           from matches where status = 'FT' and ${inLeagueSeason()} order by kickoff_at desc, id desc limit 1`,
      );
      const ids = [];
      for (const index of MATCHES.keys()) {
        const [{ id }] = await q(
          `insert into matches (provider, provider_fixture_id, competition_id, season, round, round_label, kickoff_at,
                                status, home_team_id, away_team_id)
           values ('embedded', $1, $2, $3, $4, $5, $6::timestamptz + make_interval(days => $7), 'NS', $8, $9)
           returning id`,
          [
            `bench-first-${index}`,
            last.competition_id,
            last.season,
            ROUND,
            `Bench ${ROUND}`,
            last.kickoff_at,
            index + 1,
            last.home_team_id,
            last.away_team_id,
          ],
        );
        // Each pick made a day before kick-off, counted in the player's "predictions made" as POST /prediction does.
        await q(
          `insert into predictions (user_id, match_id, home_goals, away_goals, created_at)
           select user_id, $1, home_goals, away_goals, $3::timestamptz + make_interval(days => $4 - 1)
             from predictions where match_id = $2`,
          [id, last.id, last.kickoff_at, index + 1],
        );
        ids.push(id);
      }
      await q(
        `update player_totals t set predictions_made = predictions_made + ${MATCHES.length}
           from predictions p join matches m on m.id = p.match_id
          where p.match_id = $1 and p.user_id = t.user_id and t.competition_id = m.competition_id and t.season = m.season`,
        [last.id],
      );
      const [{ n }] = await q(`select count(*)::int as n from predictions where match_id = $1`, [ids[0]]);
      return { matchIds: ids, picks: n, adminEmail, adminToken };
    });

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer({
      ...env,
      DATABASE_URL: copyUrl.toString(),
      PORT: String(port),
      ADMIN_EMAILS: adminEmail,
    });
    const rows = [];
    await withClient(copyUrl.toString(), async (q) => {
      // The matches kicked off (in the past): the round-rows job, sent at start and every minute, writes the
      // predictors' round rows before any result comes (docs/decisions/033), as it would during the matches.
      const prepared = await writtenAtKickOff(q, matchIds);
      step(
        `Round rows written at kick-off by the round-rows job (background): ${prepared.rows} rows in ${prepared.ms} ms.`,
      );
      await settle(q);
      for (const [index, matchId] of matchIds.entries()) {
        const { label, result } = MATCHES[index];
        const started = performance.now();
        const response = await fetch(`${base}/api/v1/admin/matches/${matchId}/result`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(result),
        });
        const ms = Math.round(performance.now() - started);
        if (!response.ok) throw new Error(`PUT result answered ${response.status}: ${await response.text()}`);
        const [{ scored }] = await q(`select count(*)::int as scored from match_scoring where match_id = $1`, [
          matchId,
        ]);
        rows.push({
          'first result of the match': `${label}: ${result.home}:${result.away}`,
          predictions: picks,
          'answer incl. scoring (and ranks) ms': ms,
          scored: scored === 1 ? '✔' : '✘',
          'background work after, ms': await settle(q),
        });
      }
    });
    console.table(rows);
    const slowest = Math.max(...rows.map((row) => row['answer incl. scoring (and ranks) ms']));
    step(`First scorings of ${picks} predictions each: slowest ${slowest} ms (target ≤ 1,000).`);
  } finally {
    await server?.stop().catch(() => undefined);
    await withClient(adminUrl.toString(), (q) => q(`drop database if exists "${copyName}" with (force)`));
  }
}
