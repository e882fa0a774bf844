/**
 * The calendar feed's words (issue 60, docs/decisions/113), zod-free: served by `@scoreline/contracts/plain` to the
 * web app's profile.
 */

/** What the calendar feed's calls answer. */
export const calendarMessages = {
  /** POST /user/calendar: a new private address (any older one stops working). */
  created: 'Your calendar link is ready. Any older link no longer works.',
  /** DELETE /user/calendar. */
  revoked: 'Your calendar link is turned off',
  /** GET /calendar/{token} with a token that is not (or no longer) a player's. */
  notFound: 'This calendar link does not exist: it was replaced or turned off. Make a new one on your profile.',
  tokenInvalid: 'A calendar link ends in its private key of 43 letters, digits, dashes or underscores, then .ics',
} as const;

/** The profile card's words. */
export const calendarWords = {
  title: 'Calendar',
  lead:
    'Every match of your competitions in your calendar app, with the prediction deadline as a reminder and your ' +
    'pick once you make it. Kick-off changes follow on their own.',
  off: 'Your calendar link is off.',
  on: (since: string) => `Your calendar link is on since ${since}.`,
  shownOnce:
    'Copy it now or subscribe: it is shown only once. Anyone with this link sees your picks, so keep it to yourself.',
  create: 'Make my calendar link',
  replace: 'Make a new link',
  revoke: 'Turn off',
  subscribe: 'Subscribe in my calendar app',
  copy: 'Copy link',
  copied: 'Copied',
  copyManually: 'Press Ctrl+C (or long-press and Copy) to copy the selected link',
  linkLabel: 'Your private calendar link',
  confirmReplace: 'Make a new link? The old one stops working in every calendar that uses it.',
  confirmRevoke: 'Turn the calendar link off? Calendars that use it stop receiving matches.',
} as const;

/** The feed's own words, in the player's calendar. */
export const calendarFeedWords = {
  name: 'Scoreline: my matches',
  description: 'The matches of your Scoreline competitions, your picks and the prediction deadlines.',
  /** The alarm, 20 minutes before predictions close (10 minutes before kick-off). */
  deadline: (match: string) => `Predictions for ${match} close in 20 minutes`,
  closes: (time: string) => `Predictions close at ${time} UTC, 10 minutes before kick-off.`,
  yourPick: (home: number, away: number) => `Your pick: ${home}–${away}`,
  noPick: 'No pick yet.',
  postponed: 'Postponed: the new kick-off is not known yet.',
  cancelled: 'Not played as scheduled.',
  timeToBeDecided: 'The kick-off time is not fixed yet: the day is.',
  open: 'Open on Scoreline',
} as const;
