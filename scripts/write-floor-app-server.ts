/**
 * The app's write under a bare server (issue 14, `bench:league`): a bare Fastify whose `POST /api/v1/prediction`
 * calls the app's own predictions service (`submit`: its group commit, its insert into the app's tables with the
 * open-match check and the pick counter, its `prediction.created` events, drizzle, retries). Nothing else of the app
 * is there: no session check, no contract validation, no hooks, no per-request logger, no answer encoding. Between
 * this and `POST /prediction` lies the app's request path; between this and `write-floor-server.mjs` lies the app's
 * write. It takes `{ userId, matchId, prediction }`.
 *
 *   PORT=3999 FLOOR_DATABASE_URL=postgres://… node --import tsx scripts/write-floor-app-server.ts
 */
import Fastify from 'fastify';
import { systemClock } from '@scoreline/domain';
import { openDatabase } from '../apps/api/src/db/client';
import { createEventRecorder } from '../apps/api/src/events/event-recorder';
import { createPredictionsService } from '../apps/api/src/modules/predictions/predictions.service';

const database = await openDatabase({ databaseUrl: process.env.FLOOR_DATABASE_URL });
// `prediction.created` has no subscriber in the app either, so its events are written already published.
const events = createEventRecorder({ clock: systemClock, subscribed: new Set() });
const predictions = createPredictionsService({ db: database.db, clock: systemClock, events });

const app = Fastify();
app.get('/health', async () => ({ ready: true }));
app.post<{ Body: { userId: number; matchId: number; prediction: string } }>(
  '/api/v1/prediction',
  async (request, reply) => {
    const { userId, matchId, prediction } = request.body;
    const { created, message, data } = await predictions.submit(userId, matchId, prediction);
    return reply.status(created ? 201 : 200).send({ success: true, message, data });
  },
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// Ends as the app does on SIGTERM (so a profiler started with BENCH_NODE_ARGS writes its profile).
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
