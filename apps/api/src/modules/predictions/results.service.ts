import { eq, sql } from 'drizzle-orm';
import { finishedStatusCodes, notStartedStatusCodes, predictionMessages } from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import { queryRows, type Database } from '../../db/client';
import { auditLog, matches, matchOverrides } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ScoringService } from './scoring.service';

const finished = new Set<string>(finishedStatusCodes);
const notStarted = new Set<string>(notStartedStatusCodes);

/**
 * Operator corrections (issue #5): enter or correct a result, move a kick-off. Each is stored as an
 * override the provider sync respects, written to the audit log, and (for results) scored at once.
 */
export function createResultsService({ db, clock, scoring }: { db: Database; clock: Clock; scoring: ScoringService }) {
  async function findMatch(id: number) {
    const [match] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
    if (!match) throw new AppError('NOT_FOUND', predictionMessages.matchNotFound);
    return match;
  }

  function present(match: typeof matches.$inferSelect, scoredPredictions: number) {
    return {
      id: match.id,
      status: match.status,
      kickoff: match.kickoffAt.toISOString(),
      goals: { home: match.homeGoals, away: match.awayGoals },
      scoredPredictions,
    };
  }

  return {
    async setResult(actorUserId: number, matchId: number, result: { home: number; away: number }) {
      const before = await findMatch(matchId);
      const now = clock.now();
      if (now.getTime() < before.kickoffAt.getTime()) {
        throw new AppError('UNPROCESSABLE', 'A result can only be entered once the match has kicked off');
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(matchOverrides)
          .values({ matchId, homeGoals: result.home, awayGoals: result.away, updatedAt: now })
          .onConflictDoUpdate({
            target: matchOverrides.matchId,
            set: { homeGoals: result.home, awayGoals: result.away, updatedAt: now },
          });
        await tx
          .update(matches)
          .set({
            homeGoals: result.home,
            awayGoals: result.away,
            status: finished.has(before.status) ? before.status : 'FT',
            updatedAt: now,
          })
          .where(eq(matches.id, matchId));
        await tx.insert(auditLog).values({
          actorUserId,
          action: 'match.result',
          subject: `match:${matchId}`,
          details: { before: { home: before.homeGoals, away: before.awayGoals, status: before.status }, after: result },
          createdAt: now,
        });
      });
      await scoring.scoreMatch(matchId);
      const [counted] = await queryRows<{ scored: number }>(
        db,
        sql`select count(*)::int as scored from predictions where match_id = ${matchId}`,
      );
      return present(await findMatch(matchId), counted?.scored ?? 0);
    },

    async setKickoff(actorUserId: number, matchId: number, kickoffIso: string) {
      const before = await findMatch(matchId);
      if (!notStarted.has(before.status)) {
        throw new AppError('UNPROCESSABLE', 'Only a match that has not started can be rescheduled');
      }
      const kickoffAt = new Date(kickoffIso);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .insert(matchOverrides)
          .values({ matchId, kickoffAt, updatedAt: now })
          .onConflictDoUpdate({ target: matchOverrides.matchId, set: { kickoffAt, updatedAt: now } });
        await tx
          .update(matches)
          .set({
            kickoffAt,
            status: before.status === 'PST' || before.status === 'TBD' ? 'NS' : before.status,
            updatedAt: now,
          })
          .where(eq(matches.id, matchId));
        await tx.insert(auditLog).values({
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

export type ResultsService = ReturnType<typeof createResultsService>;
