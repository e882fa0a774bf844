/**
 * The web app's own words for one part of it, zod-free (served by @scoreline/contracts/plain). Each part has its own
 * module so a page loads only its part (docs/decisions/044); `web-messages.ts` holds the words every page may need.
 */

/** The profile pages' own words (issue #11): load failures and honest empty states; the rest is `profileMessages`. */
export const profileWebMessages = {
  profileFailed: 'This profile could not be loaded',
  badgesFailed: 'Badges could not be loaded',
  badgeLogsFailed: 'The awards could not be loaded',
  insightsFailed: 'Insights could not be loaded',
  teamsFailed: 'The clubs could not be loaded',
  /** The favourite-team picker when the competitions, or the chosen competition's clubs, are not there yet. */
  noClubs: 'No clubs to choose from yet',
  noClubsHint: "The clubs appear here once the season's competitions are loaded. Please try again later.",
  noFavouriteTeam: 'Not chosen yet',
  /** Under each read-only identity field of the edit page (spec §2: first name, last name, username, email). */
  identityReadOnly: "Can't be changed",
  /** Under the picture chooser: profileMessages.pictureNotImage's kinds and pictureTooLarge's size. */
  pictureHint: 'JPEG, PNG, WebP or GIF, up to 2 MB.',
  /** The edit page's picture removal (docs/decisions/040): said until UPDATE CHANGES saves it, and undone by Keep. */
  pictureRemoveLabel: 'Remove picture',
  pictureKeepLabel: 'Keep picture',
  pictureWillBeRemoved: 'Your picture will be removed when you update.',
  ownNoBadges: 'No badges yet. The badges you earn will appear here.',
  noBadges: 'This player has not earned a badge yet.',
  ownNoInsights: 'No scored predictions yet. Your charts appear once your first predictions are scored.',
  noInsights: 'This player has no scored predictions yet.',
  noTeamInsights: 'Team averages appear after 3 scored predictions in matches of the same club.',
} as const;
