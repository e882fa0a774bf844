import { z } from 'zod';
import { defineJob } from './job';

/**
 * The sync of one competition beside the default one (issue 58, docs/decisions/101): an embedded one, or one of
 * API_FOOTBALL_LEAGUES. The football sync's own code (modules/football/sync) run for that competition's provider, with
 * its own state. Each run of the default
 * football sync queues one per competition; the queue is stately per competition (singleton key: its slug), so two
 * runs of one competition never overlap and a competition waits behind nobody else's. Scoring follows from the
 * `match.finalised` events the sync writes, as for the default competition.
 */
export const competitionSyncJob = defineJob({
  name: 'competition-sync',
  payload: z.object({ competition: z.string().min(1) }),
  policy: 'stately',
  // A failed run is the next run's work: the default sync queues it again within a minute.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 15 * 60,
  async handle({ competition }, { services, log }) {
    const sync = services.competitionSyncs.get(competition);
    if (!sync) {
      log.warn({ competition }, 'competition sync: not a competition of this configuration');
      return;
    }
    const report = await sync.runOnce();
    const changed = report.matches.inserted + report.matches.updated + report.teams.inserted;
    if (report.outcome !== 'synced' || changed > 0 || report.problems.length > 0) {
      log.info({ competition, ...report }, 'competition sync');
    }
    if (report.outcome === 'synced' && report.matches.updated > 0) {
      // As the default sync: a round left with nothing to score (its last match postponed) completes here.
      await services.scoring.completeDueRounds();
    }
  },
});
