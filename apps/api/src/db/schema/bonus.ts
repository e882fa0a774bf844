import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions } from './football';
import { users } from './users';

/** What a bonus question asks (@scoreline/domain `BONUS_KINDS`). */
export const bonusKind = pgEnum('bonus_kind', ['champion', 'topScorer', 'groupWinner', 'relegated', 'finalGoals']);

/**
 * Issue 59 (docs/decisions/111): a competition-season's bonus questions, generated once from its data
 * (`bonusQuestionsOf` of @scoreline/domain): the kind, the group asked of, the points, how many names an answer holds,
 * the choices offered, and once known the right answer(s) (`settled`; `settled_by_operator` for the top scorer).
 */
export const bonusQuestions = pgTable(
  'bonus_questions',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    key: text('key').notNull(),
    kind: bonusKind('kind').notNull(),
    groupName: text('group_name'),
    points: smallint('points').notNull(),
    picks: smallint('picks').notNull(),
    choices: text('choices').array().notNull(),
    settled: text('settled').array(),
    settledByOperator: boolean('settled_by_operator').notNull().default(false),
  },
  (table) => [uniqueIndex('bonus_questions_key_idx').on(table.competitionId, table.season, table.key)],
);

/** Each player's answer to a question (the names chosen), changed freely until the competition's first kick-off. */
export const bonusAnswers = pgTable(
  'bonus_answers',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => bonusQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').array().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.userId] })],
);

/**
 * The bonus questions' scored facts: one row per answer of a settled question with its points, counted on the deciding
 * match's round and day (`match_id`, `round`). Written in the transaction that moves the aggregates by the difference
 * (scoring.service); a correction replaces them. The league rules may sum or leave them out (`bonusRepository.pointsOf`).
 */
export const bonusFacts = pgTable(
  'bonus_facts',
  {
    questionId: integer('question_id').notNull(),
    userId: integer('user_id').notNull(),
    competitionId: integer('competition_id').notNull(),
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    matchId: integer('match_id').notNull(),
    points: smallint('points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.userId] }),
    index('bonus_facts_match_idx').on(table.matchId),
  ],
);
