/**
 * The one query-key factory (docs/decisions/011): every query and every invalidation of the web app takes its key
 * from here, so a mutation in one feature can refresh what another feature shows without importing it. Keys nest
 * (`matches.detail(id)` is a prefix of that match's line-ups, statistics…), so one invalidation can reach a family.
 */

/** The GET /score parameters of one leaderboard page (spec §7). */
export type LeaderboardPageParams = {
  round?: number;
  start?: string;
  end?: string;
  page: number;
  size: number;
  /** issue 58: a competition-season's slug, or 'all' (every competition summed); the default one without it. */
  competition?: string;
  /** `me`: the answer also carries the rows around the signed-in player (`around`). */
  around?: 'me';
  /** issue 13: rank as if every live match ended now. */
  provisional?: 'true';
};

const matchesAll = ['matches'] as const;
const matchDetail = (matchId: number) => [...matchesAll, 'detail', matchId] as const;

export const queryKeys = {
  /** GET /config: the public settings (OTP length, resend wait). */
  publicConfig: () => ['config'] as const,
  /** GET /health/preparation: whether the season is still being prepared (issue 14). */
  readiness: () => ['readiness'] as const,
  /** GET /dev/mail.json: whether the API keeps a development outbox. */
  devOutbox: () => ['dev-outbox'] as const,

  users: {
    all: ['users'] as const,
    /** GET /users/{id}: a player's record (the current user's profile too). */
    /** A competition's figures under their own key ('all', a slug); the default competition's without one. */
    detail: (userId: number, competition?: string) =>
      competition === undefined ? (['users', userId] as const) : (['users', userId, competition] as const),
  },
  /** GET /user/badges and /user/badges/{badgeId}/logs: a player's badges, a page at a time, and one badge's awards. */
  badges: {
    all: ['badges'] as const,
    ofUser: (userId: number) => ['badges', userId] as const,
    page: (userId: number, page: number, competition?: string) =>
      ['badges', userId, 'page', page, competition ?? 'default'] as const,
    logs: (userId: number, badgeId: string) => ['badges', userId, 'logs', badgeId] as const,
  },
  /** GET /users/{id}/insights: a player's points per round, rank over time, rates and teams. */
  insights: {
    detail: (userId: number, competition?: string) => ['insights', userId, competition ?? 'default'] as const,
  },
  /**
   * GET /competitions (issue 58): the competitions played, per viewer (`playing` is the viewer's). Below
   * `competitionSeasons.all`, so a prediction's invalidation can refresh it.
   */
  competitionSeasons: {
    all: ['competition-seasons'] as const,
    list: (viewer: number | 'guest') => ['competition-seasons', viewer] as const,
  },
  /** GET /user/calendar (issue 60): the player's calendar link, on or off. */
  calendarFeed: (viewer: number) => ['calendar-feed', viewer] as const,
  /** GET /user/reminders (issue 60): the player's reminder settings. */
  reminderSettings: (viewer: number) => ['reminder-settings', viewer] as const,
  /** GET /match/api/leagues and /match/api/leagues/{id}/teams: the competitions and their clubs. */
  competitions: {
    all: ['competitions'] as const,
    teams: (competitionId: number) => ['competitions', competitionId, 'teams'] as const,
  },

  leaderboard: {
    all: ['leaderboard'] as const,
    /** The viewer is part of the key: the answer's `me` differs per signed-in player. */
    page: (params: LeaderboardPageParams, viewer: number | 'guest') => ['leaderboard', params, viewer] as const,
    /** GET /score/highlights: the latest completed round's winners and climber (issue 59). */
    highlights: (competition: string) => ['leaderboard', 'highlights', competition] as const,
    /** GET /user/recap: the viewer's recap of the latest completed round (issue 60). */
    recap: (competition: string, viewer: number) => ['leaderboard', 'recap', competition, viewer] as const,
  },

  /** GET /match/{id}/comments: a match's comments, per viewer (their own reactions differ). */
  comments: {
    all: ['comments'] as const,
    match: (matchId: number) => ['comments', matchId] as const,
    list: (matchId: number, viewer: number | 'guest') => ['comments', matchId, viewer] as const,
  },

  /** Private leagues (docs/decisions/020); every key below `leagues.all`, so a membership change refreshes all. */
  leagues: {
    all: ['leagues'] as const,
    /** GET /private-leagues/invite/{code}: the league a share link invites to (public, issue 55). */
    invitation: (code: string) => ['leagues', 'invitation', code] as const,
    /** GET /private-leagues: mine, with my position in each. */
    mine: () => ['leagues', 'mine'] as const,
    /** GET /private-leagues/{id}: the league and its members. */
    detail: (leagueId: number) => ['leagues', 'detail', leagueId] as const,
    /** GET /private-leagues/{id}/score. */
    score: (leagueId: number, params: LeaderboardPageParams) =>
      ['leagues', 'detail', leagueId, 'score', params] as const,
    /** GET /private-leagues/{id}/picks: a round's (or one match's) picks grid (issue 59, ADR 109). */
    picks: (leagueId: number, params: { round?: number; competition?: string; match?: number }) =>
      ['leagues', 'detail', leagueId, 'picks', params] as const,
  },

  /** GET /competitions/{slug}/bonus-questions (issue 59, ADR 111): per viewer (the answers are the viewer's). */
  bonus: {
    all: ['bonus'] as const,
    questions: (slug: string, viewer: number | 'guest') => ['bonus', slug, viewer] as const,
  },

  /** GET /pins: the players I have pinned. */
  pins: () => ['pins'] as const,

  matches: {
    all: matchesAll,
    /** GET /match/home: the landing page's next fixtures. */
    home: () => [...matchesAll, 'home'] as const,
    /** Every round's list (the current one and each numbered one). */
    rounds: () => [...matchesAll, 'round'] as const,
    /** The viewer is part of the key (issue 55): a visitor's round carries nobody's picks, a player's their own. */
    round: (round: number | undefined, viewer: number | 'guest', competition?: string) =>
      [...matchesAll, 'round', round ?? 'current', viewer, competition ?? 'default'] as const,
    detail: matchDetail,
    lineups: (matchId: number) => [...matchDetail(matchId), 'lineups'] as const,
    injuries: (matchId: number) => [...matchDetail(matchId), 'injuries'] as const,
    squads: (matchId: number) => [...matchDetail(matchId), 'squads'] as const,
    statistics: (matchId: number) => [...matchDetail(matchId), 'statistics'] as const,
    winPrediction: (matchId: number) => [...matchDetail(matchId), 'win-prediction'] as const,
    picks: (matchId: number) => [...matchDetail(matchId), 'picks'] as const,
    headToHead: (homeTeamId: number, awayTeamId: number) =>
      [...matchesAll, 'head-to-head', homeTeamId, awayTeamId] as const,
    /** GET /competitions/{slug}/groups and /bracket (issue 58): computed from the matches, refreshed with them. */
    groupTables: (slug: string) => [...matchesAll, 'tournament', slug, 'groups'] as const,
    bracket: (slug: string) => [...matchesAll, 'tournament', slug, 'bracket'] as const,
  },
} as const;
