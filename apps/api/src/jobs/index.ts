import type { AnyJobDefinition } from './job';
import { authThrottlesCleanupJob } from './auth-throttles-cleanup.job';
import { badgesCatchUpJob } from './badges-catch-up.job';
import { badgesRoundJob } from './badges-round.job';
import { eventsCleanupJob } from './events-cleanup.job';
import { competitionSyncJob } from './competition-sync.job';
import { footballSyncJob } from './football-sync.job';
import { insightsBackfillJob } from './insights-backfill.job';
import { leaguesOwnerBlockedJob } from './leagues-owner-blocked.job';
import { modelRefitJob } from './model-refit.job';
import { roundRowsJob } from './round-rows.job';
import { runningTotalsRepackJob } from './running-totals-repack.job';
import { runningTotalsJob } from './running-totals.job';
import { scoreMatchJob } from './score-match.job';
import { sendCodeMailJob } from './send-code-mail.job';
import { remindersSweepJob } from './reminders-sweep.job';
import { remindersCleanupJob } from './reminders-cleanup.job';

/** Every job of the app: each is a queue (docs/decisions/014-jobs-on-pg-boss-and-process-roles.md). */
export const allJobs: readonly AnyJobDefinition[] = [
  footballSyncJob,
  competitionSyncJob,
  scoreMatchJob,
  sendCodeMailJob,
  modelRefitJob,
  eventsCleanupJob,
  authThrottlesCleanupJob,
  badgesRoundJob,
  badgesCatchUpJob,
  insightsBackfillJob,
  runningTotalsJob,
  runningTotalsRepackJob,
  roundRowsJob,
  leaguesOwnerBlockedJob,
  remindersSweepJob,
  remindersCleanupJob,
];
