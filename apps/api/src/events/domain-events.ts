import { z } from 'zod';
import { matchStatusCodes } from '@scoreline/contracts';

const score = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
const matchRef = {
  matchId: z.number().int().positive(),
  competitionId: z.number().int().positive(),
  season: z.number().int(),
  round: z.number().int(),
};

/**
 * The domain events (issue 9): what other modules may care about, written to the outbox in the same transaction
 * as the change that causes them (events/outbox.repository.ts) and delivered to subscribers as jobs. Payloads are
 * small facts with ids; a subscriber reads what it needs.
 */
export const domainEventSchemas = {
  /** A match became final with a result for the first time (the sync saw FT/AET/PEN, or an operator entered it). */
  'match.finalised': z.object({ ...matchRef, result: score }),
  /** A final match's result changed (an operator's correction, or the provider's). */
  'match.result_corrected': z.object({ ...matchRef, before: score, after: score }),
  /**
   * A final match is final no more: the provider now calls it postponed, cancelled, abandoned, awarded or live again,
   * or dropped its score. The points of the result it had (`before`) are withdrawn.
   */
  'match.result_withdrawn': z.object({ ...matchRef, before: score }),
  /**
   * Every match of a competition's round is over and scored. `correction` is true when a round already
   * completed was scored again (a corrected result), so subscribers can revise what they awarded.
   */
  'round.completed': z.object({
    competitionId: z.number().int().positive(),
    season: z.number().int(),
    round: z.number().int(),
    correction: z.boolean(),
  }),
  /**
   * issue 13: a live match's status or score changed (kick-off, a goal, half time, full time…), recorded by the sync
   * (or an operator's result for a live match) in the transaction that wrote it. The score is null while unknown.
   */
  'match.score_changed': z.object({
    ...matchRef,
    status: z.enum(matchStatusCodes),
    home: z.number().int().min(0).nullable(),
    away: z.number().int().min(0).nullable(),
  }),
  /**
   * A scoring moved some player's totals on a UTC match day (YYYY-MM-DD): the running totals from that day on are
   * stale (issue 14; docs/decisions/026, 031).
   */
  'leaderboard.day_changed': z.object({ day: z.iso.date() }),
  /** An operator blocked an account (its sessions are revoked in the same transaction). */
  'user.blocked': z.object({ userId: z.number().int().positive() }),
  /** An operator lifted an account's block. */
  'user.unblocked': z.object({ userId: z.number().int().positive() }),
  /** A player's prediction was stored. */
  'prediction.created': z.object({ userId: z.number().int().positive(), matchId: z.number().int().positive() }),
  /** A one-time code was issued and waits to be mailed (the code itself never leaves the otp_codes row). */
  'auth.code_issued': z.object({ otpId: z.uuid() }),
} as const;

export type DomainEventType = keyof typeof domainEventSchemas;
export type DomainEventPayload<Type extends DomainEventType> = z.infer<(typeof domainEventSchemas)[Type]>;

/** An event as a subscriber receives it. */
export interface DomainEvent<Type extends DomainEventType = DomainEventType> {
  /** The event's id (a UUID): the same event delivered twice has the same id. */
  id: string;
  type: Type;
  occurredAt: string;
  payload: DomainEventPayload<Type>;
}

/** What a change records: a type and its payload (checked against the type's schema when recorded). */
export type NewDomainEvent = {
  [Type in DomainEventType]: { type: Type; payload: DomainEventPayload<Type> };
}[DomainEventType];

/** The schema of a delivered event of one of `types`, for a subscriber job's payload. */
export function deliveredEventSchema<Type extends DomainEventType>(
  types: readonly Type[],
): z.ZodType<DomainEvent<Type>> {
  const variants = types.map((type) =>
    z.object({
      id: z.uuid(),
      type: z.literal(type),
      occurredAt: z.string(),
      payload: domainEventSchemas[type],
    }),
  );
  const [first, ...rest] = variants;
  if (!first) throw new Error('a subscriber needs at least one event type');
  return (rest.length === 0 ? first : z.union([first, ...rest])) as unknown as z.ZodType<DomainEvent<Type>>;
}
