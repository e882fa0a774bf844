/**
 * Issue 59 (ADR 109): what the league's picks grid and the match page's card of the player's leagues' picks say, zod-free
 * (served by @scoreline/contracts/plain). A module of their own: only their lazy chunks load it (ADR 044).
 */
export const leaguePicksWords = {
  picksTitle: 'Picks',
  picksDescription: "Each member's pick and points, shown once a match kicks off.",
  picksRound: 'Round',
  picksCompetition: 'Competition',
  picksPlayer: 'Player',
  picksPoints: 'Points',
  picksHidden: 'Hidden until kick-off',
  picksYoursHidden: 'Only you see it until kick-off',
  picksNoPick: 'No pick',
  picksNotScored: 'Not scored yet',
  picksPointsOf: (points: number, multiplier: number | null) =>
    multiplier !== null && multiplier > 1 ? `${multiplier} × ${points / multiplier} pts` : `${points} pts`,
  picksJoker: 'Joker',
  picksFailed: 'The picks could not be loaded',
  picksNoMatches: 'This round has no matches.',
  picksGridLabel: (scope: string) => `Picks, ${scope}`,
  matchLeaguePicksTitle: "Your leagues' picks",
  matchLeaguePicksLeague: 'League',
  matchLeaguePicksNone: 'Join or create a private league to see your friends’ picks here.',
} as const;
