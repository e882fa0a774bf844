import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { idParam, safeString, strictObject } from './primitives';
import { competitionSlugParam } from './competitions';
import { BONUS_ANSWER_MAX_LENGTH, BONUS_ANSWER_MAX_PICKS, bonusMessages } from './bonus-messages';

export * from './bonus-messages';

/**
 * Issue 59 (docs/decisions/111): a competition-season's bonus questions. `GET /competitions/{slug}/bonus-questions`
 * lists them with the caller's answers; `PUT .../{id}/answer` answers one until the first kick-off; the operator's
 * `PUT .../{id}/result` names the top scorer.
 */

export const bonusKinds = ['champion', 'topScorer', 'groupWinner', 'relegated', 'finalGoals'] as const;

export const bonusQuestionParamsSchema = strictObject({
  slug: competitionSlugParam,
  id: idParam(bonusMessages.idInvalid),
});
export type BonusQuestionParams = z.output<typeof bonusQuestionParamsSchema>;

/** An answer: the names chosen (a goal count is written in digits: '3'). */
export const bonusAnswerBodySchema = strictObject({
  answer: z
    .array(
      safeString({ error: bonusMessages.answerInvalid })
        .trim()
        .min(1, { message: bonusMessages.answerInvalid })
        .max(BONUS_ANSWER_MAX_LENGTH, { message: bonusMessages.answerInvalid }),
      { error: bonusMessages.answerInvalid },
    )
    .min(1, { message: bonusMessages.answerInvalid })
    .max(BONUS_ANSWER_MAX_PICKS, { message: bonusMessages.answerInvalid }),
}).meta({ id: 'BonusAnswerBody' });
export type BonusAnswerBody = z.output<typeof bonusAnswerBodySchema>;

/** A league co-member's answer, shown once the questions are locked. */
export const bonusLeagueAnswerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  answer: z.array(z.string()),
  /** Null until the question is settled. */
  points: z.number().int().nullable(),
});

export const bonusQuestionSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    kind: z.enum(bonusKinds),
    /** The group a group winner is asked of ('A'); null otherwise. */
    group: z.string().nullable(),
    /** The points of a right answer (a relegated club's: each). */
    points: z.number().int(),
    /** How many names an answer holds. */
    picks: z.number().int(),
    /** What may be answered (the teams; the squads' players for the top scorer); empty for the final's goals. */
    choices: z.array(z.string()),
    /** The caller's answer (null: none, or a visitor). */
    answer: z.array(z.string()).nullable(),
    /** The right answer(s) once settled. */
    settled: z.array(z.string()).nullable(),
    /** The caller's points once settled (null before, or without an answer). */
    earned: z.number().int().nullable(),
    /** The answers of the caller's private-league co-members: empty until locked. */
    league: z.array(bonusLeagueAnswerSchema),
  })
  .meta({ id: 'BonusQuestion' });
export type BonusQuestion = z.infer<typeof bonusQuestionSchema>;

export const bonusQuestionsSchema = z
  .object({
    competition: z.string(),
    /** The first kick-off, when the answers lock (null: no match scheduled). */
    locksAt: z.iso.datetime().nullable(),
    locked: z.boolean(),
    questions: z.array(bonusQuestionSchema),
  })
  .meta({ id: 'BonusQuestions' });
export type BonusQuestions = z.infer<typeof bonusQuestionsSchema>;
export const bonusQuestionsResponseSchema = successEnvelope(bonusQuestionsSchema);
export const bonusQuestionResponseSchema = successEnvelope(bonusQuestionSchema);
