import { inLeagueSeason, load, memoryOf, step, table, timed } from './bench-lib.mjs';

/**
 * bench:league's reads (bench-league.mjs): GET /score overall, by round and for a 30-day range, each other competition
 * overall and at its last stage and 'all competitions', first answer and under load, five ranges not asked before, and
 * the API process's memory after them.
 */
export async function benchReads({ base, q, pid, connections, duration, benchRound, reconnectRate }) {
  // --- Leaderboard reads -------------------------------------------------------------------------------------
  const [{ day }] = await q(
    `select to_char(max(day) - 29, 'YYYY-MM-DD') as day from player_day_changes where isfinite(day) and ${inLeagueSeason()}`,
  );
  const end = new Date(Date.parse(`${day}T00:00:00Z`) + 29 * 86_400_000).toISOString().slice(0, 10);
  const reads = [
    ['GET /score (overall)', '/api/v1/score'],
    ['GET /score?round=20', '/api/v1/score?round=20'],
    [`GET /score?start=${day}&end=${end} (30 days)`, `/api/v1/score?start=${day}&end=${end}`],
  ];
  const listed = await fetch(`${base}/api/v1/competitions`).then((r) => r.json());
  const defaultSlug = listed.data.find((competition) => competition.isDefault)?.slug;
  // Issue 58: the other competition-seasons of the load (seed:load --competitions), each overall and its last stage,
  // and the 'all competitions' table summing them.
  const others = await q(
    `select c.slug, max(m.round)::int as last_round
       from matches m join competition_seasons c on c.competition_id = m.competition_id and c.season = m.season
      where m.round <> $1 group by c.slug order by c.slug`,
    [benchRound],
  );
  for (const { slug, last_round: lastRound } of others) {
    if (slug === defaultSlug) continue;
    reads.push([`GET /score?competition=${slug}`, `/api/v1/score?competition=${slug}`]);
    reads.push([
      `GET /score?competition=${slug}&round=${lastRound}`,
      `/api/v1/score?competition=${slug}&round=${lastRound}`,
    ]);
  }
  if (others.length > 1) reads.push(['GET /score?competition=all', '/api/v1/score?competition=all']);
  const cold = [];
  for (const [label, url] of reads) cold.push(await timed(label, () => fetch(`${base}${url}`).then((r) => r.json())));
  step('\nFirst answer of each scope (builds and caches its ranking):');
  console.table(cold.map(({ label, ms }) => ({ call: label, 'first answer ms': ms })));

  step(`\nLeaderboard with ${connections} connections, ${duration} s each (pages 1–50 in turn):`);
  const results = [];
  for (const [label, url] of reads) {
    let page = 0;
    results.push(
      await load(label, {
        url: `${base}${url}`,
        connections,
        duration,
        // The app closes a connection after 1,000 requests (http-limits.ts): reopen before, as browsers do.
        reconnectRate,
        requests: [
          {
            setupRequest: (request) => {
              page = (page % 50) + 1;
              return { ...request, path: `${url}${url.includes('?') ? '&' : '?'}page=${page}` };
            },
          },
        ],
      }),
    );
  }
  table(results);

  // A range nobody has asked for since the last scoring is computed once (then cached for every reader):
  // five different 30-day windows, each asked once.
  const coldRanges = [];
  for (let shift = 7; shift <= 35; shift += 7) {
    const from = new Date(Date.parse(`${day}T00:00:00Z`) - shift * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 29 * 86_400_000).toISOString().slice(0, 10);
    coldRanges.push(
      await timed(`${from} → ${to}`, () => fetch(`${base}/api/v1/score?start=${from}&end=${to}`).then((r) => r.json())),
    );
  }
  const coldMs = coldRanges.map(({ ms }) => ms).sort((a, b) => a - b);
  step(
    `\nFive 30-day ranges not asked before (first answer each): ${coldRanges.map(({ ms }) => `${ms} ms`).join(', ')}; ` +
      `median ${coldMs[2]} ms.`,
  );

  // One API process's memory with every ranking above cached (at most 16 scopes are kept: leaderboard-cache.ts).
  const readMemory = await memoryOf(pid);
  step(
    `\nAPI process memory after the reads (${3 + coldRanges.length} rankings cached): RSS ${readMemory.rssMiB} MiB, ` +
      `peak ${readMemory.peakMiB} MiB.`,
  );
}
