/** The share link of an invitation code (issue 12): signed out it goes through sign-in, then joins. */
export const shareLinkOf = (code: string, origin = window.location.origin) => `${origin}/join/${code}`;

/** The league page of a private league. */
export const leaguePath = (leagueId: number) => `/profile/private-league/${leagueId}`;
