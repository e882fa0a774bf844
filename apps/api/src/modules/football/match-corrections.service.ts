import { predictionMessages } from '@scoreline/contracts';
import {
  applyMatchOverride,
  isFinishedStatus,
  isLiveStatus,
  isNotStartedStatus,
  liveStatusAt,
  type Clock,
} from '@scoreline/domain';
import type { Database } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import type { EventRecorder } from '../../events/event-recorder';
import { AppError } from '../../lib/app-error';
import { matchCorrectionsRepository as repo, type MatchRow } from './match-corrections.repository';

export interface MatchCorrectionsDeps {
  db: Database;
  clock: Clock;
  events: EventRecorder;
  /** Writes the operator's action to the audit log inside the correction's transaction. */
  audit: AuditRecorder;
  /** Scores a match at once (the predictions module's scoring service), so the operator sees the new totals. */
  scoreMatch: (matchId: number) => Promise<unknown>;
  /** How many predictions a match has (shown in the operator's answer). */
  countPredictions: (matchId: number) => Promise<number>;
}

function present(match: MatchRow, scoredPredictions: number) {
  return {
    id: match.id,
    status: match.status,
    kickoff: match.kickoffAt.toISOString(),
    goals: { home: match.homeGoals, away: match.awayGoals },
    scoredPredictions,
  };
}

/**
 * Operator corrections (issue #5): enter or correct a result, move a kick-off. Each is stored as an override that
 * the sync applies with the same rule (packages/domain applyMatchOverride), written to the audit log and
 * announced as a domain event in one transaction. A result is also scored at once, so the operator's answer
 * already shows the moved totals (the `match.finalised` subscriber then finds nothing left to do).
 */
export function createMatchCorrectionsService(deps: MatchCorrectionsDeps) {
  const { db, clock, events } = deps;

  async function findMatch(id: number): Promise<MatchRow> {
    const match = await repo.findMatch(db, id);
    if (!match) throw new AppError('NOT_FOUND', predictionMessages.matchNotFound);
    return match;
  }

  return {
    async setResult(actorUserId: number, matchId: number, result: { home: number; away: number }) {
      const before = await findMatch(matchId);
      const now = clock.now();
      if (now.getTime() < before.kickoffAt.getTime()) {
        throw new AppError('UNPROCESSABLE', predictionMessages.resultBeforeKickoff);
      }
      const after = applyMatchOverride(before, { homeGoals: result.home, awayGoals: result.away });
      const ref = { matchId, competitionId: before.competitionId, season: before.season, round: before.round };
      const wasFinal =
        isFinishedStatus(before.status) && before.homeGoals !== null && before.awayGoals !== null
          ? { home: before.homeGoals, away: before.awayGoals }
          : null;
      await db.transaction(async (tx) => {
        await repo.saveResultOverride(tx, matchId, result, now);
        await repo.updateMatch(tx, matchId, {
          homeGoals: after.homeGoals,
          awayGoals: after.awayGoals,
          status: after.status,
          statusElapsed: after.statusElapsed,
          updatedAt: now,
        });
        await deps.audit(tx, {
          actorUserId,
          action: 'match.result',
          subject: `match:${matchId}`,
          details: { before: { home: before.homeGoals, away: before.awayGoals, status: before.status }, after: result },
          createdAt: now,
        });
        // issue 13: a live match ended by the operator tells the live streams its final score.
        if (isLiveStatus(before.status)) {
          await events.record(tx, {
            type: 'match.score_changed',
            payload: { ...ref, status: after.status, home: result.home, away: result.away },
          });
        }
        if (!wasFinal) await events.record(tx, { type: 'match.finalised', payload: { ...ref, result } });
        else if (wasFinal.home !== result.home || wasFinal.away !== result.away) {
          await events.record(tx, {
            type: 'match.result_corrected',
            payload: { ...ref, before: wasFinal, after: result },
          });
        }
      });
      events.committed();
      await deps.scoreMatch(matchId);
      return present(await findMatch(matchId), await deps.countPredictions(matchId));
    },

    /**
     * issue 13: a score while the match is played (1H up to 45', 2H after), announced to the live streams as
     * `match.score_changed`. Kept as an override that outranks the provider's live reports (issue 55: the replay, or
     * a late feed, would wipe it at the next sync) until the operator clears it or the match is over
     * (packages/domain `applyMatchOverride`).
     */
    async setLiveScore(actorUserId: number, matchId: number, score: { home: number; away: number; elapsed: number }) {
      const before = await findMatch(matchId);
      const now = clock.now();
      const isPlaying = isLiveStatus(before.status) || isNotStartedStatus(before.status);
      if (now.getTime() < before.kickoffAt.getTime() || !isPlaying) {
        throw new AppError('UNPROCESSABLE', predictionMessages.liveScoreNotPlaying);
      }
      const status = liveStatusAt(score.elapsed);
      const ref = { matchId, competitionId: before.competitionId, season: before.season, round: before.round };
      await db.transaction(async (tx) => {
        await repo.saveLiveOverride(tx, matchId, score, now);
        await repo.updateMatch(tx, matchId, {
          homeGoals: score.home,
          awayGoals: score.away,
          status,
          statusElapsed: score.elapsed,
          updatedAt: now,
        });
        await deps.audit(tx, {
          actorUserId,
          action: 'match.live',
          subject: `match:${matchId}`,
          details: { before: { home: before.homeGoals, away: before.awayGoals, status: before.status }, after: score },
          createdAt: now,
        });
        await events.record(tx, {
          type: 'match.score_changed',
          payload: { ...ref, status, home: score.home, away: score.away },
        });
      });
      events.committed();
      return present(await findMatch(matchId), 0);
    },

    /**
     * issue 55: the operator takes back a live score: the provider's report stands again from the next sync, which
     * writes it (and tells the live streams) as it would any change.
     */
    async clearLiveScore(actorUserId: number, matchId: number) {
      const before = await findMatch(matchId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await repo.clearLiveOverride(tx, matchId, now))) {
          throw new AppError('UNPROCESSABLE', predictionMessages.liveScoreNoneToClear);
        }
        await deps.audit(tx, {
          actorUserId,
          action: 'match.live_cleared',
          subject: `match:${matchId}`,
          details: { before: { home: before.homeGoals, away: before.awayGoals, status: before.status } },
          createdAt: now,
        });
      });
      return present(await findMatch(matchId), 0);
    },

    async setKickoff(actorUserId: number, matchId: number, kickoffIso: string) {
      const before = await findMatch(matchId);
      if (!isNotStartedStatus(before.status)) {
        throw new AppError('UNPROCESSABLE', predictionMessages.rescheduleStarted);
      }
      const kickoffAt = new Date(kickoffIso);
      const now = clock.now();
      const after = applyMatchOverride(before, { kickoffAt });
      await db.transaction(async (tx) => {
        await repo.saveKickoffOverride(tx, matchId, kickoffAt, now);
        await repo.updateMatch(tx, matchId, {
          kickoffAt: after.kickoffAt,
          status: after.status,
          statusElapsed: after.statusElapsed,
          updatedAt: now,
        });
        await deps.audit(tx, {
          actorUserId,
          action: 'match.kickoff',
          subject: `match:${matchId}`,
          details: { before: before.kickoffAt.toISOString(), after: kickoffAt.toISOString() },
          createdAt: now,
        });
      });
      return present(await findMatch(matchId), 0);
    },
  };
}

export type MatchCorrectionsService = ReturnType<typeof createMatchCorrectionsService>;
