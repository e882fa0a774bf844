/**
 * Issue 59 (docs/decisions/111): the bonus questions' words, zod-free (served by `@scoreline/contracts/plain`): the
 * answers of GET /competitions/{slug}/bonus-questions and its PUTs, and what the competition page shows.
 */

/** The most names an answer holds (the relegated clubs of a league: 2 or 3). */
export const BONUS_ANSWER_MAX_PICKS = 5;
/** The most goals an answer on the final may name (@scoreline/domain `MAX_FINAL_GOALS`). */
export const MAX_FINAL_GOALS_IN_ANSWER = 30;
/** The longest name an answer may hold (a player's name as the squads write it). */
export const BONUS_ANSWER_MAX_LENGTH = 100;

import { describeWait } from './account-messages';

export const bonusMessages = {
  /** More answers a minute than a person gives (per player). */
  tooFast: (seconds: number) => `Too many answers. Please try again in ${describeWait(seconds)}.`,
  saved: 'Answer saved',
  resultSaved: 'Answer recorded: the question is scored',
  questionNotFound: 'No such bonus question in this competition',
  /** After the competition's first kick-off. */
  locked: 'Bonus questions are locked: they could be answered until the first kick-off of the competition',
  notAChoice: 'Choose from the answers offered',
  wrongCount: (picks: number) => (picks === 1 ? 'Give one answer' : `Name exactly ${picks} different answers`),
  repeated: 'Name each answer once',
  /** PUT .../result on a question a match settles. */
  notOperatorAnswered: 'This question is settled by its deciding match, not by an operator',
  answerInvalid: `An answer is a list of 1 to ${BONUS_ANSWER_MAX_PICKS} names of up to ${BONUS_ANSWER_MAX_LENGTH} characters`,
  idInvalid: 'A bonus question is named by its id: a whole number',
  /** The competition page's section. */
  title: 'Bonus questions',
  loading: 'Loading the bonus questions…',
  loadFailed: 'The bonus questions could not be loaded',
  intro: 'Answer before the first kick-off: the answers lock then, and are scored when they are known.',
  lockedNote: 'Locked since the first kick-off.',
  opensUntil: (when: string) => `Open until ${when}`,
  signInToAnswer: 'Sign in to answer the bonus questions',
  points: (points: number) => `${points} pts`,
  pointsEach: (points: number) => `${points} pts each`,
  yourAnswer: 'Your answer',
  noAnswer: 'Not answered',
  answer: 'Answer',
  save: 'Save',
  saving: 'Saving…',
  rightAnswer: (answer: string) => `Answer: ${answer}`,
  earned: (points: number) => `You scored ${points} pts`,
  leagueAnswers: 'Your leagues’ answers',
  choose: 'Choose…',
  searchPlayer: 'Search a player',
  goalsHint: 'Goals in the final, after extra time (0 to 30)',
  /** Each kind's question, as it is asked. */
  question: {
    champion: 'Who wins the competition?',
    topScorer: 'Who is the top scorer?',
    groupWinner: (group: string) => `Who wins group ${group}?`,
    relegated: (picks: number) => `Which ${picks} clubs are relegated?`,
    finalGoals: 'How many goals are scored in the final?',
  },
} as const;
