import { predictionMessages, validationMessages } from '@scoreline/contracts';
import {
  formatPrediction,
  earliestOpenKickoff,
  isFinishedStatus,
  matchPhaseOf,
  outcomeOf,
  parsePrediction,
  scorePrediction,
  statusCodesOf,
  type Clock,
} from '@scoreline/domain';
import type { Database } from '../../db/client';
import type { EventRecorder } from '../../events/event-recorder';
import { AppError } from '../../lib/app-error';
import { createBatcher } from '../../lib/batcher';
import { isTransientConflict } from '../../lib/db-errors';
import { withRetry } from '../../lib/retry';
import { predictionsRepository } from './predictions.repository';

// spec §4: a scheduled match takes predictions; a postponed one waits for its new date.
const openStatuses = statusCodesOf('scheduled');

type NewPrediction = Parameters<typeof predictionsRepository.insertManyIfOpen>[1][number];

/** Predictions that arrive together are inserted together: at most this many per statement. */
const MAX_BATCH = 500;
const MAX_MATCH_ID = 2_147_483_647;

export function createPredictionsService({ db, clock, events }: { db: Database; clock: Clock; events: EventRecorder }) {
  const insertBatched = createBatcher(
    async (items: NewPrediction[]) => {
      // The same (player, match) twice in one batch: the first goes in, the others take the slow path after
      // it (a retry of the same score, or a conflict), exactly as if they had come one after the other.
      const seen = new Set<string>();
      const unique = items.filter((item) => {
        const key = `${item.userId}:${item.matchId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      // One transaction for the batch: the rows and their `prediction.created` events commit together.
      const inserted = await withRetry(
        () =>
          db.transaction(async (tx) => {
            const flags = await predictionsRepository.insertManyIfOpen(tx, unique, openStatuses);
            const created = unique.filter((_, index) => flags[index]);
            if (created.length > 0) {
              await events.record(
                tx,
                ...created.map((item) => ({
                  type: 'prediction.created' as const,
                  payload: { userId: item.userId, matchId: item.matchId },
                })),
              );
            }
            return flags;
          }),
        { attempts: 3, delayFor: (error) => (isTransientConflict(error) ? 0 : undefined) },
      );
      const outcome = new Map(unique.map((item, index) => [item, inserted[index] ?? false]));
      return items.map((item) => outcome.get(item) ?? false);
    },
    { maxBatch: MAX_BATCH, maxInFlight: 2 },
  );

  return {
    /**
     * spec §4/§5, issue #5: one prediction per player per match, only while the window is open
     * (server clock). The same prediction again is a success, so a retry after a time-out is safe;
     * a different second one is a conflict. Insert and counter move in one statement.
     */
    async submit(userId: number, matchId: number, text: string) {
      const parsed = parsePrediction(text);
      if (!parsed.ok) {
        throw new AppError('VALIDATION', validationMessages.invalidFields, {
          prediction: validationMessages.invalidFields,
        });
      }
      // Match ids are 32-bit: a larger one names no match (and must not fail a batch it shares).
      if (matchId > MAX_MATCH_ID) throw new AppError('NOT_FOUND', predictionMessages.matchNotFound);
      const now = clock.now();
      const { home, away } = parsed.score;
      // The hot path is one statement shared by every prediction arriving at the same time (one commit for
      // all); only a refusal costs further reads to say why.
      const inserted = await insertBatched({
        userId,
        matchId,
        homeGoals: home,
        awayGoals: away,
        now,
        openAfter: earliestOpenKickoff(now),
      });
      if (inserted) {
        return {
          created: true,
          message: predictionMessages.saved,
          data: { matchId, prediction: formatPrediction(parsed.score), points: null },
        };
      }
      const match = await predictionsRepository.findMatchForPrediction(db, matchId);
      if (!match) throw new AppError('NOT_FOUND', predictionMessages.matchNotFound);
      const existing = await predictionsRepository.find(db, userId, matchId);
      if (existing && existing.homeGoals === home && existing.awayGoals === away) {
        return {
          created: false,
          message: predictionMessages.alreadySaved,
          data: { matchId, prediction: formatPrediction(parsed.score), points: null },
        };
      }
      // The match exists and the player has no prediction: the window is closed, or the match is postponed.
      if (!existing) {
        const message =
          matchPhaseOf(match.status) === 'postponed' ? predictionMessages.postponed : predictionMessages.closed;
        throw new AppError('UNPROCESSABLE', message);
      }
      throw new AppError('CONFLICT', predictionMessages.conflict);
    },

    /**
     * The caller's predictions for a set of matches (GET /match rows: predicted, predictions[]), with the
     * points each earned once its match is final (derived with the domain rule, never stored).
     */
    async forMatches(userId: number, matchIds: number[]) {
      const rows = await predictionsRepository.forUserAndMatches(db, userId, matchIds);
      return new Map(
        rows.map((row) => {
          const prediction = { home: row.homeGoals, away: row.awayGoals };
          const isFinal = isFinishedStatus(row.status) && row.resultHome !== null && row.resultAway !== null;
          const points = isFinal ? scorePrediction(prediction, { home: row.resultHome!, away: row.resultAway! }) : null;
          return [row.matchId, { prediction: formatPrediction(prediction), points }];
        }),
      );
    },

    /** How many predictions a match has. */
    countForMatch: (matchId: number) => predictionsRepository.countForMatch(db, matchId),

    /** After kick-off, and never before, everyone's picks: the outcome spread and the top scores. */
    async picks(matchId: number) {
      const match = await predictionsRepository.findMatchForPrediction(db, matchId);
      if (!match) throw new AppError('NOT_FOUND', predictionMessages.matchNotFound);
      if (clock.now().getTime() < match.kickoffAt.getTime()) {
        throw new AppError('FORBIDDEN', predictionMessages.picksBeforeKickoff);
      }
      const rows = await predictionsRepository.picks(db, matchId);
      const outcomes = { home: 0, draw: 0, away: 0 };
      let total = 0;
      for (const row of rows) {
        outcomes[outcomeOf(row)] += row.count;
        total += row.count;
      }
      const topScores = rows.slice(0, 5).map((row) => ({ prediction: formatPrediction(row), count: row.count }));
      return { matchId, total, outcomes, topScores };
    },
  };
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;
