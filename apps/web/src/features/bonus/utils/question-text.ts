import type { BonusQuestion } from '@scoreline/contracts';
import { bonusMessages } from '@scoreline/contracts/plain';

/** The question as it is asked ('Who wins group A?'). */
export function questionText(question: Pick<BonusQuestion, 'kind' | 'group' | 'picks'>): string {
  switch (question.kind) {
    case 'groupWinner':
      return bonusMessages.question.groupWinner(question.group ?? '');
    case 'relegated':
      return bonusMessages.question.relegated(question.picks);
    default:
      return bonusMessages.question[question.kind];
  }
}
