import { z } from 'zod';
import { defineJob } from './job';
import { competitionSyncJob } from './competition-sync.job';
import { modelRefitJob } from './model-refit.job';

/**
 * The football sync (issue #4; issue 9: a job on the queue instead of a timer with a lease in every web process).
 * Stately: one run at a time across every worker, one more waiting at most. Each run queues the next one
 * FOOTBALL_SYNC_INTERVAL_SECONDS later; a cron tick every minute restarts the chain if a process died holding it
 * (a tick while one is already waiting adds nothing).
 * After the provider sync, with DEMO on: the demo players are seeded once (their picks for played matches count
 * as if always there) and get picks for matches still open. Scoring is not here: it follows from the
 * `match.finalised` events the sync writes; a round left with nothing to score (its last match postponed) is completed
 * after the sync. Then the model refit is queued.
 */
export const footballSyncJob = defineJob({
  name: 'football-sync',
  payload: z.object({}),
  policy: 'stately',
  // A failed run is the next run's work: no retries (the chain and the cron go on).
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 15 * 60,
  schedule: () => '* * * * *',
  async handle(_payload, { services, log }) {
    const { football, demo, jobs, config } = services;
    try {
      const report = await football.runOnce();
      const changed = report.matches.inserted + report.matches.updated + report.teams.inserted + report.extras;
      if (report.outcome !== 'synced' || changed > 0 || report.problems.length > 0) {
        log.info({ provider: football.provider.name, ...report }, 'football sync');
      }
      if (report.outcome === 'synced' && report.matches.updated > 0) {
        // A round whose last open match was just postponed or re-dated past the next round has nothing left to
        // score, so no scoring completes it: it completes here (ADR 016 addendum). Only after a run that changed a
        // match: nothing else can complete a round.
        const completed = await services.scoring.completeDueRounds();
        if (completed > 0) log.info({ completed }, 'rounds completed after the sync');
      }
      if (demo && report.outcome === 'synced') {
        const seeded = await demo.seed();
        if (seeded.created > 0) log.info(seeded, 'demo players seeded');
        await demo.topUp();
      }
      await jobs.send(modelRefitJob, {});
    } finally {
      // Issue 58: each competition beside the default one syncs as its own job, once per run of this one.
      for (const competition of services.competitionSyncs.keys()) {
        await jobs.send(competitionSyncJob, { competition }, { singletonKey: competition });
      }
      if (services.schedulesJobs) {
        await jobs.send(footballSyncJob, {}, { startAfterSeconds: config.footballSyncIntervalSeconds });
      }
    }
  },
});
