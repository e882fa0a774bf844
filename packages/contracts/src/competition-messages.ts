/**
 * The competitions' words and names (issue 58), zod-free: served by `@scoreline/contracts/plain` to the web app's shell.
 */

/** How many competitions a player may choose as theirs (PUT /user/competitions). */
export const MY_COMPETITIONS_MAX = 20;

/** What the competition parameter and lookups answer (issue 58). */
export const competitionMessages = {
  slugInvalid: "A competition is named by its slug, such as 'world-cup-2026': lower-case letters, digits and dashes",
  notFound: 'No competition of that name is played here',
  /** `competition=all` with a round, a date range or the provisional ranking (GET /score). */
  allIsOverall:
    "The 'all competitions' table is an overall table: it takes no round, date range or provisional ranking",
  /** `competition=all` on a call that shows one competition at a time (the matches, the insights). */
  allNotHere: "This call shows one competition at a time: name it by its slug, such as 'world-cup-2026'",
  /** PUT /user/competitions with no competition (docs/decisions/107). */
  chooseOne: 'Choose at least one competition to play',
  tooMany: `Choose at most ${MY_COMPETITIONS_MAX} competitions`,
  /** PUT /user/competitions saved. */
  saved: 'Your competitions are saved',
} as const;

/**
 * `competition=all` on GET /score, a private league's table, a profile's statistics and the badges: every
 * competition-season summed. Never a real slug (a slug ends in its season).
 */
export const ALL_COMPETITIONS = 'all';

/** A slug's shape: lower-case words and digits joined by '-'. */
export const COMPETITION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug accepted: a competition's name and season ('premier-league-2023-24' is 22 letters). */
export const COMPETITION_SLUG_MAX = 80;

/** The competition switcher (issue 58): its label and the 'all competitions' table's name. */
export const competitionSwitcherWords = {
  label: 'Competition',
  allCompetitions: 'All competitions',
  /** Beside a competition the player has predicted in. */
  playing: 'playing',
  /** Beside the default competition (the one the calls without a competition mean). */
  defaultMark: 'default',
  /** The switcher's groups once a player chose their competitions. */
  mineGroup: 'My competitions',
  othersGroup: 'Other competitions',
} as const;

/** The profile's 'My competitions' card (docs/decisions/107). */
export const myCompetitionsWords = {
  title: 'My competitions',
  lead: 'The competitions you play: the switcher lists them first.',
  save: 'Save competitions',
  saving: 'Saving…',
  failed: 'Your competitions could not be loaded',
  /** The profile's statistics, badges and insights shown for one competition or all of them. */
  statsFor: 'Statistics for',
  insightsAllNote: 'Insights are per competition: these are for',
} as const;
