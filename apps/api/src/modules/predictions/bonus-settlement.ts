import {
  bonusPointsOf,
  decidingMatchOf,
  matchesDeciding,
  settledAnswerOf,
  type BonusCompetition,
} from '@scoreline/domain';
import type { Executor } from '../../db/client';
import type { BonusQuestionRow } from './bonus.repository';
import { bonusScoringRepository as repo, type BonusMatch } from './bonus-scoring.repository';

/** A question settled (or unsettled) in a transaction: the day its points moved on, for the running totals. */
export interface BonusSettled {
  day: string;
  changed: number;
}

/**
 * Issue 59 (docs/decisions/111): settles one question with `settled` (null: not known, or no more) and scores its
 * answers once per distinct answer with `bonusPointsOf` (@scoreline/domain), replacing its facts and moving the
 * aggregates by the difference on the deciding match's round. Null when there is no deciding match yet.
 */
export async function settleQuestion(
  tx: Executor,
  question: BonusQuestionRow,
  settled: string[] | null,
  deciding: BonusMatch | null,
  key: { competitionId: number; season: number },
  byOperator = question.settledByOperator,
): Promise<BonusSettled | null> {
  await repo.lockQuestion(tx, question.id);
  await repo.saveSettled(tx, question.id, settled, byOperator);
  if (!deciding) return null;
  const lookup = settled
    ? (await repo.distinctAnswers(tx, question.id)).map((answer) => ({
        answer,
        points: bonusPointsOf(question, answer, settled),
      }))
    : [];
  const changed = await repo.replaceFacts(
    tx,
    { questionId: question.id, ...key, round: deciding.round, matchId: deciding.id },
    lookup,
  );
  return { day: deciding.day, changed };
}

/**
 * After a match of a competition-season is scored (a first result, a correction, a withdrawal): every question that
 * match helps decide is settled again from the matches as they stand (the top scorer from the operator's word, when
 * the final is the match). Returns the days whose points moved. One read when the competition has no questions.
 */
export async function settleBonusAfterMatch(
  tx: Executor,
  key: { competitionId: number; season: number },
  matchId: number,
): Promise<string[]> {
  const { kind, questions } = await repo.questionsToSettle(tx, key.competitionId, key.season);
  if (questions.length === 0) return [];
  const matches = await repo.matchesOf(tx, key.competitionId, key.season);
  const days: string[] = [];
  for (const question of questions) {
    const asked = { kind: question.kind, group: question.group, picks: question.picks };
    const deciding = decidingMatchOf(asked, kind as BonusCompetition['kind'], matches) as BonusMatch | null;
    const relevant = question.kind === 'topScorer' ? [deciding] : matchesDeciding(asked, kind, matches);
    if (!deciding || !relevant.some((match) => match?.id === matchId)) continue;
    const settled =
      question.kind === 'topScorer'
        ? question.settledByOperator
          ? question.settled
          : null
        : settledAnswerOf(asked, kind, matches);
    const outcome = await settleQuestion(tx, question, settled, deciding, key);
    if (outcome && outcome.changed > 0) days.push(outcome.day);
  }
  return days;
}
