import {
  matchdayMessages,
  predictionMessages,
  validationMessages,
  type PredictionBatch,
  type PredictionBatchBody,
  type PredictionBatchResult,
} from '@scoreline/contracts';
import {
  arePicksPublic,
  formatPrediction,
  earliestOpenKickoff,
  isFinishedStatus,
  matchPhaseOf,
  multiplierOf,
  outcomeOf,
  parsePrediction,
  scorePrediction,
  statusCodesOf,
  isLiveStatus,
  type Clock,
  type Score,
} from '@scoreline/domain';
import type { Database } from '../../db/client';
import type { EventRecorder } from '../../events/event-recorder';
import { AppError, type AppErrorCode } from '../../lib/app-error';
import { createBatcher } from '../../lib/batcher';
import { isTransientConflict } from '../../lib/db-errors';
import { withRetry } from '../../lib/retry';
import { predictionsRepository as repo, type PickChange } from './predictions.repository';
import type { UserPrediction } from '../football/matches.service';
import { unknownDrawsAmong } from '../football/knockout-draw';

// spec §4: a scheduled match takes predictions; a postponed one waits for its new date.
const openStatuses = statusCodesOf('scheduled');

type NewPrediction = Parameters<typeof repo.insertManyIfOpen>[1][number];

/** What happened to one pick of a player (POST /prediction and each item of POST /predictions). */
type PickOutcome =
  | { status: 'created' | 'updated' | 'unchanged'; saved: Score }
  | { status: 'refused'; code: RefusalCode; message: string; saved: Score | null };

/** Why a pick is refused: not 'H:A', no such match, or closed/postponed (the codes POST /prediction answers). */
type RefusalCode = Extract<AppErrorCode, 'VALIDATION' | 'NOT_FOUND' | 'UNPROCESSABLE'>;

const sameScore = (a: Score, b: Score) => a.home === b.home && a.away === b.away;

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
            const flags = await repo.insertManyIfOpen(tx, unique, openStatuses);
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

  /**
   * issue 13: a player's picks of several matches saved in one transaction (one commit), by the rules of the group
   * commit: a first pick goes in while its match is open (server clock, closed 10 minutes before kick-off, never
   * while postponed); a different score replaces the pick while the window is open (the latest saved pick counts,
   * the replaced one goes to `prediction_changes`); the same score again changes nothing (a safe retry, also once
   * closed). Each pick is answered on its own; a refused one changes nothing. Match ids are distinct.
   */
  async function savePicks(userId: number, picks: readonly { matchId: number; score: Score }[]) {
    const now = clock.now();
    const openAfter = earliestOpenKickoff(now);
    const ordered = [...picks].sort((a, b) => a.matchId - b.matchId);
    const outcomes = await withRetry(
      () =>
        db.transaction(async (tx) => {
          const result = new Map<number, PickOutcome>();
          const inserted = await repo.insertManyIfOpen(
            tx,
            ordered.map(({ matchId, score }) => ({
              userId,
              matchId,
              homeGoals: score.home,
              awayGoals: score.away,
              now,
              openAfter,
            })),
            openStatuses,
          );
          const created = ordered.filter((_, index) => inserted[index]);
          for (const pick of created) result.set(pick.matchId, { status: 'created', saved: pick.score });
          if (created.length > 0) {
            await events.record(
              tx,
              ...created.map((pick) => ({
                type: 'prediction.created' as const,
                payload: { userId, matchId: pick.matchId },
              })),
            );
          }
          // The rest exist already (or cannot be saved): read them under a lock, then change the different ones.
          const rest = ordered.filter((_, index) => !inserted[index]);
          const existing = new Map(
            (
              await repo.lockPicks(
                tx,
                userId,
                rest.map((pick) => pick.matchId),
              )
            ).map((row) => [row.match_id, { home: row.home_goals, away: row.away_goals }]),
          );
          const changes: PickChange[] = [];
          for (const pick of rest) {
            const old = existing.get(pick.matchId);
            if (old && sameScore(old, pick.score)) result.set(pick.matchId, { status: 'unchanged', saved: old });
            else if (old) changes.push({ matchId: pick.matchId, old, new: pick.score });
          }
          const updated = new Set(
            await repo.updateIfOpen(
              tx,
              userId,
              changes.map((change) => ({
                matchId: change.matchId,
                homeGoals: change.new.home,
                awayGoals: change.new.away,
              })),
              openAfter,
              openStatuses,
            ),
          );
          const applied = changes.filter((change) => updated.has(change.matchId));
          await repo.recordChanges(tx, userId, applied, now);
          for (const change of applied) result.set(change.matchId, { status: 'updated', saved: change.new });
          // Refused: say why (no such match, postponed, or closed).
          const refused = rest.filter((pick) => !result.has(pick.matchId));
          const found = new Map(
            (
              await repo.findMatchesForPrediction(
                tx,
                refused.map((pick) => pick.matchId),
              )
            ).map((match) => [match.id, match]),
          );
          for (const pick of refused) {
            const match = found.get(pick.matchId);
            const saved = existing.get(pick.matchId) ?? null;
            if (!match)
              result.set(pick.matchId, {
                status: 'refused',
                code: 'NOT_FOUND',
                message: predictionMessages.matchNotFound,
                saved,
              });
            else {
              const postponed = matchPhaseOf(match.status) === 'postponed';
              const message = postponed ? predictionMessages.postponed : predictionMessages.closed;
              result.set(pick.matchId, { status: 'refused', code: 'UNPROCESSABLE', message, saved });
            }
          }
          return result;
        }),
      { attempts: 3, delayFor: (error) => (isTransientConflict(error) ? 0 : undefined) },
    );
    if ([...outcomes.values()].some((outcome) => outcome.status === 'created')) events.committed();
    return outcomes;
  }

  return {
    /**
     * spec §4/§5, issues #5 and 13: one prediction per player per match, only while the window is open (server
     * clock). A first pick takes the group commit (one statement and one commit shared by every prediction arriving
     * at the same time); anything else — the same score again (a safe retry), a different score (a change while the
     * window is open), a refusal — takes the one-at-a-time path, which also says why.
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
      // issue 58: a knockout match whose teams are not known yet takes no prediction (docs/decisions/105).
      if ((await unknownDrawsAmong(db, [matchId])).size > 0) {
        throw new AppError('UNPROCESSABLE', predictionMessages.teamsNotKnown);
      }
      const now = clock.now();
      const { home, away } = parsed.score;
      const inserted = await insertBatched({
        userId,
        matchId,
        homeGoals: home,
        awayGoals: away,
        now,
        openAfter: earliestOpenKickoff(now),
      });
      const data = (score: Score) => ({ matchId, prediction: formatPrediction(score), points: null });
      if (inserted) return { created: true, message: predictionMessages.saved, data: data(parsed.score) };
      const outcome = (await savePicks(userId, [{ matchId, score: parsed.score }])).get(matchId);
      if (!outcome) throw new Error(`no outcome for match ${matchId}`);
      if (outcome.status === 'refused') throw new AppError(outcome.code, outcome.message);
      const message = {
        created: predictionMessages.saved,
        updated: predictionMessages.updated,
        unchanged: predictionMessages.alreadySaved,
      }[outcome.status];
      return { created: outcome.status === 'created', message, data: data(outcome.saved) };
    },

    /**
     * issue 13, POST /predictions: a round's picks in one request and one transaction, each answered on its own
     * (a mistyped score refuses its item only). The request's shape (at most 50 items, each match once) is the
     * contract's; everything a player can get wrong is an item's refusal.
     */
    async submitBatch(userId: number, body: PredictionBatchBody): Promise<PredictionBatch> {
      const parsed = body.items.map((item) => ({ matchId: item.matchId, parsed: parsePrediction(item.prediction) }));
      const typed = parsed.flatMap(({ matchId, parsed: result }) =>
        result.ok ? [{ matchId, score: result.score }] : [],
      );
      // issue 58: a knockout match whose teams are not known yet takes no prediction (docs/decisions/105).
      const undrawn = new Set(
        (
          await unknownDrawsAmong(
            db,
            typed.map((pick) => pick.matchId),
          )
        ).keys(),
      );
      const picks = typed.filter((pick) => !undrawn.has(pick.matchId));
      const outcomes = picks.length > 0 ? await savePicks(userId, picks) : new Map<number, PickOutcome>();
      // A mistyped score is refused on its own; its answer still names the pick saved before (if any).
      const mistyped = parsed
        .filter(({ matchId, parsed: result }) => !result.ok || undrawn.has(matchId))
        .map(({ matchId }) => matchId);
      const before = new Map(
        (await repo.forUserAndMatches(db, userId, mistyped)).map((row) => [
          row.matchId,
          { home: row.homeGoals, away: row.awayGoals },
        ]),
      );
      const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
      const results = parsed.map(({ matchId, parsed: result }): PredictionBatchResult => {
        const outcome: PickOutcome | undefined = undrawn.has(matchId)
          ? {
              status: 'refused',
              code: 'UNPROCESSABLE',
              message: predictionMessages.teamsNotKnown,
              saved: before.get(matchId) ?? null,
            }
          : result.ok
            ? outcomes.get(matchId)
            : {
                status: 'refused',
                code: 'VALIDATION',
                message: validationMessages.invalidFields,
                saved: before.get(matchId) ?? null,
              };
        if (!outcome) throw new Error(`no outcome for match ${matchId}`);
        counts[outcome.status] += 1;
        const prediction = outcome.saved ? formatPrediction(outcome.saved) : null;
        return outcome.status === 'refused'
          ? { matchId, status: 'refused', prediction, code: outcome.code, message: outcome.message }
          : { matchId, status: outcome.status, prediction };
      });
      return { results, counts };
    },

    /** Summary line of a batch's answer. */
    batchMessage: (counts: PredictionBatch['counts']) =>
      matchdayMessages.batchSummary({
        saved: counts.created + counts.updated,
        unchanged: counts.unchanged,
        refused: counts.refused,
      }),

    /**
     * The caller's predictions for a set of matches (GET /match rows: predicted, predictions[]), with the
     * points each earned and the rule behind them once its match is scored (its scored fact, issue 56) and, while
     * it is live with a known score or final with its scoring not landed yet, the points it would earn if it ended
     * now (issue 13: the same `scorePrediction`, not stored), doubled on the player's joker of the round (issue 59).
     */
    async forMatches(userId: number, matchIds: number[]): Promise<Map<number, UserPrediction>> {
      const rows = await repo.forUserAndMatches(db, userId, matchIds);
      return new Map(
        rows.map((row) => {
          const prediction = { home: row.homeGoals, away: row.awayGoals };
          const result =
            row.resultHome !== null && row.resultAway !== null ? { home: row.resultHome, away: row.resultAway } : null;
          const scored = row.rule !== null && row.points !== null && isFinishedStatus(row.status);
          // issue 59: a scored pick is the joker its fact says it was; before that, its joker of the round.
          const joker = scored ? (row.multiplier ?? 1) > 1 : row.jokerMatchId !== null;
          const provisional =
            !scored && result && (isLiveStatus(row.status) || isFinishedStatus(row.status))
              ? scorePrediction(prediction, result, { multiplier: multiplierOf(joker) })
              : null;
          return [
            row.matchId,
            {
              prediction: formatPrediction(prediction),
              points: scored ? row.points : null,
              rule: scored ? row.rule : null,
              provisionalPoints: provisional?.points ?? null,
              provisionalRule: provisional?.rule ?? null,
              joker,
            },
          ];
        }),
      );
    },

    /** How many predictions a match has. */
    countForMatch: (matchId: number) => repo.countForMatch(db, matchId),

    /**
     * Once the match has kicked off for real (live or finished, ADR 055), and never before, everyone's picks: the
     * outcome spread and the top scores.
     */
    async picks(matchId: number) {
      const match = await repo.findMatchForPrediction(db, matchId);
      if (!match) throw new AppError('NOT_FOUND', predictionMessages.matchNotFound);
      if (!arePicksPublic(match.status)) {
        throw new AppError('FORBIDDEN', predictionMessages.picksBeforeKickoff);
      }
      const rows = await repo.picks(db, matchId);
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
