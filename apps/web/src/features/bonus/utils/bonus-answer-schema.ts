import type { BonusQuestion } from '@scoreline/contracts';
import { bonusMessages, MAX_FINAL_GOALS_IN_ANSWER } from '@scoreline/contracts/plain';
import { z } from 'zod';

export type BonusAnswerValues = { answer: string[] };

/**
 * The form's check of one question's answer (issue 59, ADR 111), with the API's words: as many names as asked, each
 * once, each offered (the final's goals: a whole number from 0 to 30). The API checks the same again.
 */
export function bonusAnswerSchema(question: Pick<BonusQuestion, 'kind' | 'picks' | 'choices'>) {
  const offered = new Set(question.choices);
  const name =
    question.kind === 'finalGoals'
      ? z
          .string()
          .regex(/^\d{1,2}$/, { message: bonusMessages.notAChoice })
          .refine((goals) => Number(goals) <= MAX_FINAL_GOALS_IN_ANSWER, { message: bonusMessages.notAChoice })
      : z.string().refine((value) => offered.has(value), { message: bonusMessages.notAChoice });
  return z.object({
    answer: z
      .array(z.string().trim().pipe(name))
      .length(question.picks, { message: bonusMessages.wrongCount(question.picks) })
      .refine((names) => new Set(names).size === names.length, { message: bonusMessages.repeated }),
  });
}
