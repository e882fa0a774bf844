/** What the competition parameter and lookups answer (issue 58). Zod-free: the web's pages show them too. */
export const competitionMessages = {
  slugInvalid: "A competition is named by its slug, such as 'world-cup-2026': lower-case letters, digits and dashes",
  notFound: 'No competition of that name is played here',
  /** `competition=all` with a round, a date range or the provisional ranking (GET /score). */
  allIsOverall:
    "The 'all competitions' table is an overall table: it takes no round, date range or provisional ranking",
  /** `competition=all` on a call that shows one competition at a time (the matches, the insights). */
  allNotHere: "This call shows one competition at a time: name it by its slug, such as 'world-cup-2026'",
} as const;
