import { sql } from 'drizzle-orm';
import type { BonusKind, BonusQuestionSpec } from '@scoreline/domain';
import { intArray, textArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';
import type { SeasonKey } from './leaderboard.repository';

/** A stored bonus question (issue 59, docs/decisions/111). */
export interface BonusQuestionRow {
  id: number;
  key: string;
  kind: BonusKind;
  group: string | null;
  points: number;
  picks: number;
  choices: string[];
  settled: string[] | null;
  settledByOperator: boolean;
}

/** What a competition-season's questions are generated from: its teams, by group where it has groups. */
export interface BonusSeasonData {
  teams: string[];
  groups: Map<string, string[]>;
  firstKickoff: Date | null;
}

export interface LeagueAnswerRow {
  question_id: number;
  user_id: number;
  name: string;
  answer: string[];
  points: number | null;
}

const questionColumns = sql.raw(`id, key, kind::text as kind, group_name as "group", points, picks, choices, settled,
  settled_by_operator as "settledByOperator"`);

/** The bonus questions' own SQL: the questions, the answers and the league's view of them. */
export const bonusRepository = {
  /** Serialises one player's answers (read the lock, then write), as the jokers do. */
  async lockPlayer(tx: Executor, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(51811, ${userId})`);
  },

  async questionsOf(db: Executor, key: SeasonKey): Promise<BonusQuestionRow[]> {
    return queryRows<BonusQuestionRow>(
      db,
      sql`select ${questionColumns} from bonus_questions
           where competition_id = ${key.competitionId} and season = ${key.season} order by id`,
    );
  },

  /** The competition-season's teams (each group's, from its group matches) and its first kick-off. */
  async seasonData(db: Executor, key: SeasonKey): Promise<BonusSeasonData> {
    const rows = await queryRows<{ group_name: string | null; name: string }>(
      db,
      sql`select distinct m.group_name, t.name
            from matches m join teams t on t.id in (m.home_team_id, m.away_team_id)
           where m.competition_id = ${key.competitionId} and m.season = ${key.season}
           order by t.name`,
    );
    const [first] = await queryRows<{ first: Date | string | null }>(
      db,
      sql`select min(kickoff_at) as first from matches
           where competition_id = ${key.competitionId} and season = ${key.season}`,
    );
    const groups = new Map<string, string[]>();
    for (const row of rows) {
      const group = row.group_name?.replace(/^Group /, '');
      if (group) groups.set(group, [...(groups.get(group) ?? []), row.name]);
    }
    return {
      teams: [...new Set(rows.map((row) => row.name))],
      groups,
      firstKickoff: first?.first ? new Date(first.first) : null,
    };
  },

  /** Writes questions generated from the data; ones already there stay as they are. */
  async insertQuestions(
    tx: Executor,
    key: SeasonKey,
    questions: (BonusQuestionSpec & { choices: string[] })[],
  ): Promise<void> {
    for (const question of questions) {
      await tx.execute(sql`
        insert into bonus_questions (competition_id, season, key, kind, group_name, points, picks, choices)
        values (${key.competitionId}, ${key.season}, ${question.key}, ${question.kind}::bonus_kind, ${question.group},
                ${question.points}, ${question.picks}, ${textArray(question.choices)}::text[])
        on conflict (competition_id, season, key) do nothing`);
    }
  },

  /** A player's answers and points per question. */
  async answersOf(
    db: Executor,
    questionIds: number[],
    userId: number,
  ): Promise<Map<number, { answer: string[]; points: number | null }>> {
    const rows = await queryRows<{ question_id: number; answer: string[]; points: number | null }>(
      db,
      sql`select a.question_id, a.answer, f.points
            from bonus_answers a
            left join bonus_facts f on f.question_id = a.question_id and f.user_id = a.user_id
           where a.user_id = ${userId} and a.question_id = any(${intArray(questionIds)}::int[])`,
    );
    return new Map(rows.map((row) => [row.question_id, { answer: row.answer, points: row.points }]));
  },

  /**
   * The answers of the players sharing a private league with `userId` that plays the competition-season (not their
   * own), with their points once settled. Only read once the questions are locked.
   */
  async leagueAnswers(db: Executor, key: SeasonKey, questionIds: number[], userId: number): Promise<LeagueAnswerRow[]> {
    return queryRows<LeagueAnswerRow>(
      db,
      sql`with mates as (
            select distinct o.user_id
              from private_league_members me
              join private_league_competitions c on c.league_id = me.league_id
               and c.competition_id = ${key.competitionId} and c.season = ${key.season}
              join private_league_members o on o.league_id = me.league_id and o.user_id <> me.user_id
             where me.user_id = ${userId})
          select a.question_id, a.user_id, u.username as name, a.answer, f.points
            from bonus_answers a
            join mates on mates.user_id = a.user_id
            join users u on u.id = a.user_id
            left join bonus_facts f on f.question_id = a.question_id and f.user_id = a.user_id
           where a.question_id = any(${intArray(questionIds)}::int[])
           order by a.question_id, u.username`,
    );
  },

  async putAnswer(tx: Executor, questionId: number, userId: number, answer: string[], now: Date): Promise<void> {
    await tx.execute(sql`
      insert into bonus_answers (question_id, user_id, answer, answered_at)
      values (${questionId}, ${userId}, ${textArray(answer)}::text[], ${now})
      on conflict (question_id, user_id) do update set answer = excluded.answer, answered_at = excluded.answered_at`);
  },

  /**
   * Each player's bonus points over some competition-seasons (and, when given, only those counted on some rounds):
   * the one place a table that applies league rules (bonus questions on or off) reads them from, to take them out of
   * the aggregates they are counted in.
   */
  async pointsOf(db: Executor, keys: SeasonKey[], rounds?: number[]): Promise<Map<number, number>> {
    if (keys.length === 0) return new Map();
    const seasons = sql.join(
      keys.map((key) => sql`(${key.competitionId}::int, ${key.season}::int)`),
      sql`, `,
    );
    const inRounds = rounds ? sql`and f.round = any(${intArray(rounds)}::int[])` : sql``;
    const rows = await queryRows<{ user_id: number; points: number }>(
      db,
      sql`select f.user_id, sum(f.points)::int as points from bonus_facts f
           where (f.competition_id, f.season) in (${seasons}) ${inRounds}
           group by f.user_id`,
    );
    return new Map(rows.map((row) => [row.user_id, row.points]));
  },
};
