import { bonusMessages, type BonusQuestion, type BonusQuestions } from '@scoreline/contracts';
import { bonusAnswerRefusal, bonusQuestionsOf, decidingMatchOf, isBonusLocked, type Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CompetitionSeasonKey as CompetitionSeasonKeyRow } from '../competitions/competitions.service';
import { bonusRepository as repo, type BonusQuestionRow, type LeagueAnswerRow } from './bonus.repository';
import { bonusScoringRepository, type BonusMatch } from './bonus-scoring.repository';
import { runningTotalsRepository } from './running-totals.repository';
import { scoringRepository } from './scoring.repository';
import type { EventRecorder } from '../../events/event-recorder';
import { settleQuestion } from './bonus-settlement';
import type { SeasonKey } from './leaderboard.repository';

export interface BonusServiceDeps {
  db: Database;
  clock: Clock;
  /** A competition-season by its slug (404 when unknown). */
  competitions: { resolve(slug: string): Promise<CompetitionSeasonKeyRow | null> };
  /** The squads' player names of a competition (null: it has none), offered for the top scorer. */
  squadNames(slug: string): Promise<string[] | null>;
  /** Moves a season's ranking domain in the caller's transaction (ADR 093). */
  rankings: { markChanged(tx: Executor, season?: SeasonKey): Promise<void> };
  /** `leaderboard.day_changed` when the operator's word moves points (the running totals rebuild from that day). */
  events: EventRecorder;
}

/**
 * Issue 59 (docs/decisions/111): a competition-season's bonus questions. Generated from its data the first time they are
 * asked for (`bonusQuestionsOf` of @scoreline/domain: the teams, the groups, the squads); answered and changed until the
 * first kick-off, locked then; the caller's own answers only until the lock, the league co-members' after it. A match
 * settles its questions in the scoring (bonus-settlement.ts); the operator names the top scorer.
 */
export function createBonusService(deps: BonusServiceDeps) {
  const { db, clock } = deps;

  /** The competition-season a slug names (always one: an unknown slug is a 404 in `resolve`). */
  async function competitionNamed(slug: string): Promise<CompetitionSeasonKeyRow> {
    const competition = await deps.competitions.resolve(slug);
    if (!competition) throw new AppError('NOT_FOUND', bonusMessages.questionNotFound);
    return competition;
  }

  /** The competition-season's questions, generated and stored the first time. */
  async function questionsOf(competition: CompetitionSeasonKeyRow) {
    const key = { competitionId: competition.competitionId, season: competition.season };
    const existing = await repo.questionsOf(db, key);
    const data = await repo.seasonData(db, key);
    if (existing.length > 0) return { key, data, questions: existing };
    // Not imported yet (no match): nothing to offer, and nothing stored that would offer nothing for ever.
    if (data.teams.length === 0) return { key, data, questions: [] };
    const squads = await deps.squadNames(competition.slug);
    const specs = bonusQuestionsOf({
      kind: competition.kind,
      competitionKey: competition.slug.replace(/-\d{4}(-\d{2})?$/, ''),
      groups: [...data.groups.keys()],
      hasSquads: squads !== null && squads.length > 0,
    });
    const choicesOf = (spec: (typeof specs)[number]) =>
      spec.kind === 'topScorer'
        ? (squads ?? [])
        : spec.kind === 'groupWinner'
          ? (data.groups.get(spec.group ?? '') ?? [])
          : spec.kind === 'finalGoals'
            ? []
            : data.teams;
    await db.transaction((tx) =>
      repo.insertQuestions(
        tx,
        key,
        specs.map((spec) => ({ ...spec, choices: choicesOf(spec) })),
      ),
    );
    return { key, data, questions: await repo.questionsOf(db, key) };
  }

  function present(
    question: BonusQuestionRow,
    own: { answer: string[]; points: number | null } | undefined,
    league: LeagueAnswerRow[],
  ): BonusQuestion {
    return {
      id: question.id,
      key: question.key,
      kind: question.kind,
      group: question.group,
      points: question.points,
      picks: question.picks,
      choices: question.choices,
      answer: own?.answer ?? null,
      settled: question.settled,
      earned: question.settled && own ? (own.points ?? 0) : null,
      league: league.map((row) => ({
        userId: row.user_id,
        name: row.name,
        answer: row.answer,
        points: question.settled ? (row.points ?? 0) : null,
      })),
    };
  }

  async function questionNamed(slug: string, id: number) {
    const competition = await competitionNamed(slug);
    const found = await questionsOf(competition);
    const question = found.questions.find((candidate) => candidate.id === id);
    if (!question) throw new AppError('NOT_FOUND', bonusMessages.questionNotFound);
    return { competition, ...found, question };
  }

  return {
    /** GET /competitions/{slug}/bonus-questions. */
    async list(slug: string, userId: number | undefined): Promise<BonusQuestions> {
      const competition = await competitionNamed(slug);
      const { key, data, questions } = await questionsOf(competition);
      const locked = isBonusLocked(data.firstKickoff, clock.now());
      const ids = questions.map((question) => question.id);
      const own = userId === undefined ? new Map() : await repo.answersOf(db, ids, userId);
      // Hidden until the lock: before it nobody reads another player's answers.
      const league = locked && userId !== undefined ? await repo.leagueAnswers(db, key, ids, userId) : [];
      return {
        competition: competition.slug,
        locksAt: data.firstKickoff?.toISOString() ?? null,
        locked,
        questions: questions.map((question) =>
          present(
            question,
            own.get(question.id),
            league.filter((row) => row.question_id === question.id),
          ),
        ),
      };
    },

    /** PUT /competitions/{slug}/bonus-questions/{id}/answer: until the first kick-off. */
    async answer(userId: number, slug: string, id: number, answer: string[]): Promise<BonusQuestion> {
      const { key, data, question } = await questionNamed(slug, id);
      if (isBonusLocked(data.firstKickoff, clock.now())) throw new AppError('UNPROCESSABLE', bonusMessages.locked);
      const refusal = bonusAnswerRefusal(question, answer, new Set(question.choices));
      if (refusal === 'wrongCount') throw new AppError('VALIDATION', bonusMessages.wrongCount(question.picks));
      if (refusal === 'repeated') throw new AppError('VALIDATION', bonusMessages.repeated);
      if (refusal === 'notAChoice') throw new AppError('VALIDATION', bonusMessages.notAChoice);
      const saved = question.kind === 'finalGoals' ? answer.map((goals) => String(Number(goals))) : answer;
      await db.transaction(async (tx) => {
        await repo.lockPlayer(tx, userId);
        // Read again under the lock's transaction: the first kick-off decides, not the moment the request came in.
        const { firstKickoff } = await repo.seasonData(tx, key);
        if (isBonusLocked(firstKickoff, clock.now())) throw new AppError('UNPROCESSABLE', bonusMessages.locked);
        await repo.putAnswer(tx, question.id, userId, saved, clock.now());
      });
      return present(question, { answer: saved, points: null }, []);
    },

    /**
     * PUT /competitions/{slug}/bonus-questions/{id}/result (operators): names the top scorer(s); scored at once on the
     * final's round and day, and scored again, by the difference, when the operator corrects it.
     */
    async setResult(slug: string, id: number, answer: string[]): Promise<BonusQuestion> {
      const { key, question } = await questionNamed(slug, id);
      if (question.kind !== 'topScorer') throw new AppError('UNPROCESSABLE', bonusMessages.notOperatorAnswered);
      const choices = new Set(question.choices);
      if (!answer.every((name) => choices.has(name))) throw new AppError('VALIDATION', bonusMessages.notAChoice);
      const settled = [...new Set(answer)];
      await db.transaction(async (tx) => {
        await scoringRepository.lockScoringGate(tx, 'shared');
        const matches = await bonusScoringRepository.matchesOf(tx, key.competitionId, key.season);
        const competitionKind = (await competitionNamed(slug)).kind;
        const deciding = decidingMatchOf(question, competitionKind, matches) as BonusMatch | null;
        const outcome = await settleQuestion(tx, question, settled, deciding, key, true);
        await deps.rankings.markChanged(tx, key);
        if (outcome && outcome.changed > 0) {
          await runningTotalsRepository.recordDayChanged(tx, key, outcome.day);
          await deps.events.record(tx, { type: 'leaderboard.day_changed', payload: { day: outcome.day } });
        }
      });
      deps.events.committed();
      return present({ ...question, settled, settledByOperator: true }, undefined, []);
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
