/**
 * The titles of the dashboard pages whose heading the entry draws while the page's chunk loads on a first visit
 * (app/router.tsx): the page and the entry show the same text, from here.
 */
export const pageHeadings = { leaderboard: 'Leaderboard', upcomingMatches: 'Upcoming matches' } as const;
