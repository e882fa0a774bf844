import { describeWait } from './account-messages';

/**
 * Private leagues (issue 12, ADR 020): their limits and messages (the pins' are `pin-messages.ts`). Zod-free (served by
 * @scoreline/contracts/plain); private-leagues.ts builds the schemas from them.
 */

export const LEAGUE_NAME_MAX_LENGTH = 50;
/** Invitation codes: 8 characters of an alphabet without look-alikes (no I, L, O, 0 or 1). */
export const INVITATION_CODE_LENGTH = 8;
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Longest code field accepted (codes are 8 characters; a pasted code may carry spaces around it). */
export const INVITATION_CODE_INPUT_MAX_LENGTH = 32;
/** Leagues one player may own at once. */
export const MAX_LEAGUES_OWNED = 20;
/** Members of one league, its owner included. */
export const MAX_LEAGUE_MEMBERS = 500;
/** Wrong invitation codes one player may try in JOIN_ATTEMPT_WINDOW_MINUTES before joining is refused (429). */
export const MAX_WRONG_JOIN_CODES = 10;
export const JOIN_ATTEMPT_WINDOW_MINUTES = 10;
/** Competitions one league may play (issue 58, ADR 106): far above the competitions held at once. */
export const MAX_LEAGUE_COMPETITIONS = 20;
export const privateLeagueMessages = {
  idInvalid: 'League id must be a positive whole number',
  nameRequired: 'League name is required',
  nameTooLong: `League name must be at most ${LEAGUE_NAME_MAX_LENGTH} characters`,
  codeRequired: 'League code is required',
  codeTooLong: `League codes are ${INVITATION_CODE_LENGTH} characters long`,
  /** spec §2 creation modal. */
  created: 'Your league has been created successfully!',
  /** spec §2 join modal. */
  joined: (leagueName: string) => `You have successfully joined ${leagueName}`,
  codeNotFound: 'No private league has this code. Check the code and try again.',
  alreadyMember: 'You are already a member of this league',
  /** A removed member tries the code again (403); a new code made by the owner lets them back (ADR 020 addendum). */
  removedByOwner:
    'You were removed from this league by its owner, so this code no longer lets you in. Ask the owner for a new code.',
  joinThrottled: (seconds: number) => `Too many wrong league codes. Please try again in ${describeWait(seconds)}.`,
  leagueFull: `This league is full: a league has at most ${MAX_LEAGUE_MEMBERS} members`,
  tooManyOwned: `You can own at most ${MAX_LEAGUES_OWNED} private leagues. Delete one to create another.`,
  leagueNotFound: 'Private league not found',
  ownerOnly: 'Only the owner of this league can do this',
  renamed: 'League renamed',
  codeRegenerated: 'New invitation code created. The old code no longer works.',
  memberNotFound: 'This player is not a member of this league',
  cannotRemoveSelf: 'You cannot remove yourself. Leave the league instead.',
  memberRemoved: 'Member removed from the league',
  left: (leagueName: string) => `You have left ${leagueName}`,
  leftAndDeleted: (leagueName: string) => `You have left ${leagueName}. It had no other members, so it was deleted.`,
  deleted: 'League deleted',
  /** Issue 58 (ADR 106): the competitions a league plays, chosen at creation and added to by its owner. */
  competitionsRequired: 'Choose at least one competition for the league',
  tooManyCompetitions: `A league plays at most ${MAX_LEAGUE_COMPETITIONS} competitions`,
  competitionAdded: (competitionName: string) => `The league now plays ${competitionName}`,
  competitionAlreadyPlayed: (competitionName: string) => `This league already plays ${competitionName}`,
  /** A league's table asked for a competition the league does not play. */
  competitionNotPlayed: 'This league does not play that competition. Choose one of its competitions or all of them.',
  /** The default competition is not imported yet (a league made then plays it once it is). */
  noCompetitionYet: 'No competition is available yet. Please try again later.',
  /** Issue 59 (ADR 112): a league's rules, chosen at creation and changed by its owner until they lock. */
  jokersInvalid: 'Jokers must be on (true) or off (false)',
  bonusInvalid: 'Bonus questions must be on (true) or off (false)',
  rulesChanged: "The league's rules are saved",
  /** PUT /private-leagues/{id}/rules once the first match of the league's competitions since its creation kicked off. */
  rulesLocked:
    "This league's rules can no longer change: its first match has kicked off, and its table must count every match by the same rules.",
  /** GET /private-leagues/{id}/picks (issue 59, ADR 109): a round and a match asked for at once. */
  picksRoundOrMatch: 'Ask for the picks of a round or of one match, not both',
  /** GET /private-leagues/{id}/picks with `match`: the competition comes from the match. */
  picksMatchAndCompetition: 'A match names its competition: leave competition out when asking for one match',
  /** GET /private-leagues/{id}/picks asked for too often by one player (ADR 109). */
  picksTooFast: (seconds: number) => `Too many requests for picks. Please try again in ${describeWait(seconds)}.`,
} as const;
