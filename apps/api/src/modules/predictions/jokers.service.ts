import { jokerMessages, predictionMessages, type RoundJoker } from '@scoreline/contracts';
import { earliestOpenKickoff, jokerChangeRefusal, statusCodesOf, type Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { jokersRepository as repo, type JokerTarget } from './jokers.repository';

// spec §4: the joker follows the prediction window (a scheduled match, open until 10 minutes before kick-off).
const openStatuses = statusCodesOf('scheduled');
const MAX_MATCH_ID = 2_147_483_647;

/** The caller's joker of a match's round, as a card shows it (contracts `Match.joker`); null: jokers are off. */
export type CardJoker = { matchId: number | null; fixed: boolean } | null;

/**
 * Issue 59 (docs/decisions/108): one joker per player per stage (a round of a competition-season), on one of their
 * picks, whose points then count double (the scoring reads it when it first writes the match's facts). Set, moved or
 * removed while the match named is open and, when the round's joker is on another match, while that one is open too
 * (`jokerChangeRefusal` of @scoreline/domain): the joker of a closed match is fixed.
 */
export function createJokersService({ db, clock }: { db: Database; clock: Clock }) {
  /** The match named, checked: known, playing with jokers, picked by the caller. */
  async function targetOf(tx: Executor, userId: number, matchId: number): Promise<JokerTarget> {
    const target =
      matchId > MAX_MATCH_ID
        ? undefined
        : await repo.target(tx, userId, matchId, openStatuses, earliestOpenKickoff(clock.now()));
    if (!target) throw new AppError('NOT_FOUND', predictionMessages.matchNotFound);
    if (!target.jokers) throw new AppError('UNPROCESSABLE', jokerMessages.off);
    return target;
  }

  /** Refuses a change the rule refuses: 409 when the round's joker is fixed elsewhere, 422 when this match is closed. */
  async function checkChange(tx: Executor, userId: number, target: JokerTarget) {
    const current = await repo.current(tx, userId, target, openStatuses, earliestOpenKickoff(clock.now()));
    const refusal = jokerChangeRefusal({ matchId: target.id, matchOpen: target.open, current });
    if (refusal === 'jokerFixed') throw new AppError('CONFLICT', jokerMessages.fixed);
    if (refusal === 'matchClosed') throw new AppError('UNPROCESSABLE', jokerMessages.closed);
    return current;
  }

  return {
    /** PUT /match/{id}/joker: the round's joker on this match (set, or moved from another open match). */
    async set(userId: number, matchId: number): Promise<{ data: RoundJoker; message: string }> {
      return db.transaction(async (tx) => {
        await repo.lockPlayer(tx, userId);
        const target = await targetOf(tx, userId, matchId);
        const current = await checkChange(tx, userId, target);
        const data = { round: target.round, matchId: target.id };
        if (current?.matchId === target.id) return { data, message: jokerMessages.alreadySet };
        if (!target.predicted) throw new AppError('UNPROCESSABLE', jokerMessages.needsPick);
        await repo.put(tx, userId, target, clock.now());
        return { data, message: current ? jokerMessages.moved : jokerMessages.set };
      });
    },

    /** DELETE /match/{id}/joker: takes the round's joker off this match while it is open. */
    async remove(userId: number, matchId: number): Promise<{ data: RoundJoker; message: string }> {
      return db.transaction(async (tx) => {
        await repo.lockPlayer(tx, userId);
        const target = await targetOf(tx, userId, matchId);
        const current = await repo.current(tx, userId, target, openStatuses, earliestOpenKickoff(clock.now()));
        if (current?.matchId !== target.id) throw new AppError('NOT_FOUND', jokerMessages.notOnThisMatch);
        await checkChange(tx, userId, target);
        await repo.remove(tx, userId, target.id);
        return { data: { round: target.round, matchId: null }, message: jokerMessages.removed };
      });
    },

    /** For the cards: per match, the caller's joker of its round (null where its competition plays without). */
    async forMatches(userId: number, matchIds: number[]): Promise<Map<number, CardJoker>> {
      const rows = await repo.roundJokersOf(db, userId, matchIds, openStatuses, earliestOpenKickoff(clock.now()));
      return new Map(
        rows.map((row) => [
          row.match_id,
          row.jokers ? { matchId: row.joker_match_id, fixed: row.joker_match_id !== null && !row.joker_open } : null,
        ]),
      );
    },
  };
}

export type JokersService = ReturnType<typeof createJokersService>;
