import { MAX_FINAL_GOALS_IN_ANSWER } from '@scoreline/contracts/plain';
import { computeGroupTable } from './tournament/group-table';
import { scoreAfterPlay } from './tournament/bracket';
import type { TournamentMatch } from './tournament/types';

/**
 * Issue 59 (docs/decisions/111): bonus questions. A competition-season's questions (the champion, the top scorer, the
 * group winners, the relegated clubs, the goals in the final), answered before its first kick-off and locked then,
 * settled by a deciding match (or the operator's word for the top scorer) and scored here, once per distinct answer.
 */

export const BONUS_KINDS = ['champion', 'topScorer', 'groupWinner', 'relegated', 'finalGoals'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** The default points of each kind (a relegated club's: per club named right). */
export const BONUS_POINTS: Readonly<Record<BonusKind, number>> = {
  champion: 10,
  topScorer: 8,
  groupWinner: 3,
  relegated: 3,
  finalGoals: 5,
};

/** The most goals an answer on the final may name. */
export const MAX_FINAL_GOALS = MAX_FINAL_GOALS_IN_ANSWER;

/** A question as the competition's data gives it. */
export interface BonusQuestionSpec {
  /** Stable within the competition-season: 'champion', 'group-A', 'relegated'. */
  key: string;
  kind: BonusKind;
  /** The group a group winner is asked of ('A'); null otherwise. */
  group: string | null;
  points: number;
  /** How many names an answer holds: the relegated clubs' number, else 1. */
  picks: number;
}

export interface BonusCompetition {
  kind: 'league' | 'cup' | 'tournament';
  /** The provider's competition key ('premier-league', 'bundesliga'). */
  competitionKey: string;
  /** The groups of a tournament's group stage ('A' to 'L'); empty when none. */
  groups: readonly string[];
  /** Whether the data has the squads (the top scorer is asked only then). */
  hasSquads: boolean;
}

/** Clubs relegated directly from a league (the Bundesliga's 16th plays off: not counted). */
const RELEGATED_BY_COMPETITION: Readonly<Record<string, number>> = { bundesliga: 2 };
const DEFAULT_RELEGATED = 3;

export function relegatedCountOf(competitionKey: string): number {
  return RELEGATED_BY_COMPETITION[competitionKey] ?? DEFAULT_RELEGATED;
}

/** The questions a competition-season has, in the order they are shown. */
export function bonusQuestionsOf(competition: BonusCompetition): BonusQuestionSpec[] {
  const one = (key: string, kind: BonusKind, group: string | null = null, picks = 1): BonusQuestionSpec => ({
    key,
    kind,
    group,
    points: BONUS_POINTS[kind],
    picks,
  });
  const questions = [one('champion', 'champion')];
  if (competition.hasSquads) questions.push(one('top-scorer', 'topScorer'));
  if (competition.kind === 'league') {
    questions.push(one('relegated', 'relegated', null, relegatedCountOf(competition.competitionKey)));
    return questions;
  }
  for (const group of [...competition.groups].sort()) questions.push(one(`group-${group}`, 'groupWinner', group));
  questions.push(one('final-goals', 'finalGoals'));
  return questions;
}

/** Locked from the competition-season's first kick-off on (none scheduled: open). */
export function isBonusLocked(firstKickoff: Date | null, now: Date): boolean {
  return firstKickoff !== null && now.getTime() >= firstKickoff.getTime();
}

export type BonusAnswerRefusal = 'notAChoice' | 'wrongCount' | 'repeated';

/**
 * Why an answer is refused: it names something not offered (a goal count not a whole number from 0 to
 * MAX_FINAL_GOALS), not exactly `picks` names, or a name twice. Null when it may be saved.
 */
export function bonusAnswerRefusal(
  question: Pick<BonusQuestionSpec, 'kind' | 'picks'>,
  answer: readonly string[],
  choices: ReadonlySet<string>,
): BonusAnswerRefusal | null {
  if (answer.length !== question.picks) return 'wrongCount';
  if (new Set(answer).size !== answer.length) return 'repeated';
  if (question.kind === 'finalGoals') {
    const [goals = ''] = answer;
    return /^\d{1,2}$/.test(goals) && Number(goals) <= MAX_FINAL_GOALS ? null : 'notAChoice';
  }
  return answer.every((name) => choices.has(name)) ? null : 'notAChoice';
}

/** An answer's points once the question is settled: the question's for a right answer, per club for the relegated. */
export function bonusPointsOf(
  question: Pick<BonusQuestionSpec, 'kind' | 'points'>,
  answer: readonly string[],
  settled: readonly string[],
): number {
  const right = new Set(settled);
  if (question.kind === 'finalGoals')
    return answer[0] !== undefined && right.has(String(Number(answer[0]))) ? question.points : 0;
  if (question.kind === 'relegated') return answer.filter((name) => right.has(name)).length * question.points;
  return answer.some((name) => right.has(name)) ? question.points : 0;
}

const isFinal = (match: TournamentMatch) => match.stage.toLowerCase() === 'final';

const byKickoff = (a: TournamentMatch, b: TournamentMatch) =>
  Date.parse(a.kickoff) - Date.parse(b.kickoff) || a.id - b.id;

/** The matches that decide a question (a group's, the league's, the final alone); empty for the top scorer. */
export function matchesDeciding(
  question: Pick<BonusQuestionSpec, 'kind' | 'group'>,
  competitionKind: BonusCompetition['kind'],
  matches: readonly TournamentMatch[],
): TournamentMatch[] {
  const sorted = [...matches].sort(byKickoff);
  // A cup's or tournament's final by its stage (a final not yet in the data is never guessed from a semi-final).
  const final = competitionKind === 'league' ? sorted.at(-1) : sorted.filter(isFinal).at(-1);
  switch (question.kind) {
    case 'groupWinner':
      return sorted.filter((match) => match.group === question.group);
    case 'relegated':
      return sorted;
    case 'champion':
      return competitionKind === 'league' ? sorted : final ? [final] : [];
    case 'finalGoals':
      return final ? [final] : [];
    case 'topScorer':
      return [];
  }
}

/**
 * The match whose result settles a question and whose round and day its points count on: the last of the matches
 * deciding it (for the top scorer, whom the operator names, the competition's last match).
 */
export function decidingMatchOf(
  question: Pick<BonusQuestionSpec, 'kind' | 'group'>,
  competitionKind: BonusCompetition['kind'],
  matches: readonly TournamentMatch[],
): TournamentMatch | null {
  const asked = question.kind === 'topScorer' ? { kind: 'champion' as const, group: null } : question;
  return matchesDeciding(asked, competitionKind, matches).at(-1) ?? null;
}

/** The winner of a finished one-off match: after extra time, then the shoot-out; null for a draw. */
function winnerOf(match: TournamentMatch): string | null {
  const score = scoreAfterPlay(match);
  if (!score) return null;
  const decided = score.home === score.away && match.penalties ? match.penalties : score;
  if (decided.home === decided.away) return null;
  return decided.home > decided.away ? match.home : match.away;
}

/**
 * The right answer(s) of a question from its deciding matches, once every one is finished (else null): the final's
 * winner (a league's top team), a group's first (every team level on first), the league's bottom `picks`, the final's
 * goals after extra time (never the shoot-out). The top scorer is the operator's word: always null here.
 */
export function settledAnswerOf(
  question: Pick<BonusQuestionSpec, 'kind' | 'group' | 'picks'>,
  competitionKind: BonusCompetition['kind'],
  matches: readonly TournamentMatch[],
): string[] | null {
  const deciding = matchesDeciding(question, competitionKind, matches);
  if (deciding.length === 0 || !deciding.every((match) => match.isFinished)) return null;
  const rule = competitionKind === 'tournament' ? 'fifa-world-cup-2026' : 'uefa-league-phase-2024';
  const tableRows = () => computeGroupTable(deciding, rule).rows;
  switch (question.kind) {
    case 'champion': {
      if (competitionKind === 'league')
        return tableRows()
          .filter((row) => row.position === 1)
          .map((row) => row.team);
      const [final] = deciding;
      const winner = final ? winnerOf(final) : null;
      return winner ? [winner] : null;
    }
    case 'groupWinner':
      return tableRows()
        .filter((row) => row.position === 1)
        .map((row) => row.team);
    case 'relegated':
      return tableRows()
        .slice(-question.picks)
        .map((row) => row.team);
    case 'finalGoals': {
      const score = deciding[0] ? scoreAfterPlay(deciding[0]) : null;
      return score ? [String(score.home + score.away)] : null;
    }
    case 'topScorer':
      return null;
  }
}
