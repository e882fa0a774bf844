/**
 * The write floor of `bench:league` (issue 14): what a saved pick costs with nothing of the app around it. A bare
 * Fastify with node-postgres and the app's group commit (picks that arrive together go in together, at most two
 * batches in flight), each batch one transaction that inserts the picks and one event row per pick, as the app's does,
 * with prepared statements. No session check, no validation library, no ORM, no hooks; and less SQL than the app's
 * insert, which also checks that the match is open and counts the player's picks. It answers `POST /api/v1/prediction`
 * with `{ userId, matchId, prediction }` and writes into its own tables (`bench-write-floor.mjs`).
 *
 *   PORT=3999 FLOOR_DATABASE_URL=postgres://… node scripts/write-floor-server.mjs
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 500;
let queue = [];
let inFlight = 0;
let scheduled = false;

async function send(batch) {
  inFlight += 1;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query({
      name: 'floor-picks',
      text: `insert into bench_floor_predictions (user_id, match_id, home_goals, away_goals, created_at)
             select u, m, h, a, now() from unnest($1::int[], $2::int[], $3::smallint[], $4::smallint[]) as i(u, m, h, a)
             on conflict do nothing returning user_id, match_id`,
      values: [
        batch.map((b) => b.userId),
        batch.map((b) => b.matchId),
        batch.map((b) => b.home),
        batch.map((b) => b.away),
      ],
    });
    await client.query({
      name: 'floor-events',
      text: `insert into bench_floor_events (payload) select * from unnest($1::jsonb[])`,
      values: [rows.map((row) => JSON.stringify({ userId: row.user_id, matchId: row.match_id }))],
    });
    await client.query('commit');
    const created = new Set(rows.map((row) => `${row.user_id}:${row.match_id}`));
    for (const item of batch) item.resolve(created.has(`${item.userId}:${item.matchId}`));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    for (const item of batch) item.reject(error);
  } finally {
    client.release();
    inFlight -= 1;
    if (queue.length > 0) flush();
  }
}

function flush() {
  scheduled = false;
  while (queue.length > 0 && inFlight < MAX_IN_FLIGHT) {
    void send(queue.slice(0, MAX_BATCH));
    queue = queue.slice(MAX_BATCH);
  }
}

const app = Fastify();
app.get('/health', async () => ({ ready: true }));
app.post('/api/v1/prediction', async (request, reply) => {
  const { userId, matchId, prediction } = request.body;
  const [home, away] = prediction.split(':').map(Number);
  const created = await new Promise((resolve, reject) => {
    queue.push({ userId, matchId, home, away, resolve, reject });
    if (!scheduled && inFlight < MAX_IN_FLIGHT) {
      scheduled = true;
      setImmediate(flush);
    }
  });
  return reply.status(created ? 201 : 200).send({ data: { matchId, prediction, points: null } });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
