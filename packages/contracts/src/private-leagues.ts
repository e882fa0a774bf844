import './zod-setup';
import { z } from 'zod';
import { describeWait } from './account-messages';
import { successEnvelope } from './envelope';
import { leaderboardSchema } from './predictions';
import { idNumber, idParam, safeString, stop, strictObject } from './primitives';

/**
 * Issue 12: private leagues of players (spec §2 Private league page, §3 Private league, §7 POST /private-leagues and
 * /join) and pinned players on every leaderboard. In the code "league" is a private league of players; football's
 * leagues are "competitions" (issue 9). Every message a player can meet here is in `privateLeagueMessages` or
 * `pinMessages`.
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
/** Players one player may pin. */
export const MAX_PINS = 20;

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
} as const;

export const pinMessages = {
  userIdInvalid: 'User id must be a positive whole number',
  pinned: 'Player pinned',
  alreadyPinned: 'Player already pinned',
  unpinned: 'Player unpinned',
  notPinned: 'This player is not pinned',
  playerNotFound: 'Player not found',
  cannotPinSelf: 'You cannot pin yourself',
  tooMany: `You can pin at most ${MAX_PINS} players. Unpin one to pin another.`,
} as const;

// --- Requests ---

/** spec §5: a league name needs non-empty input; 1–50 characters once trimmed, no control characters. */
const leagueName = safeString({ error: privateLeagueMessages.nameRequired })
  .trim()
  .min(1, { message: privateLeagueMessages.nameRequired, ...stop })
  .max(LEAGUE_NAME_MAX_LENGTH, { message: privateLeagueMessages.nameTooLong, ...stop });

export const createLeagueBodySchema = strictObject({ leagueName }).meta({ id: 'CreatePrivateLeagueRequest' });
export type CreateLeagueBody = z.infer<typeof createLeagueBodySchema>;

export const renameLeagueBodySchema = strictObject({ leagueName }).meta({ id: 'RenamePrivateLeagueRequest' });

/**
 * spec §5: a league code needs non-empty input. Compared trimmed and case-insensitively; a code of the wrong shape is
 * simply not found (404), so every wrong code is counted alike.
 */
export const joinLeagueBodySchema = strictObject({
  invitationCode: safeString({ error: privateLeagueMessages.codeRequired })
    .trim()
    .min(1, { message: privateLeagueMessages.codeRequired, ...stop })
    .max(INVITATION_CODE_INPUT_MAX_LENGTH, { message: privateLeagueMessages.codeTooLong, ...stop }),
}).meta({ id: 'JoinPrivateLeagueRequest' });
export type JoinLeagueBody = z.infer<typeof joinLeagueBodySchema>;

export const privateLeagueIdParamsSchema = strictObject({ id: idParam(privateLeagueMessages.idInvalid) });
export const privateLeagueMemberParamsSchema = strictObject({
  id: idParam(privateLeagueMessages.idInvalid),
  userId: idParam(pinMessages.userIdInvalid),
});

export const pinBodySchema = strictObject({ userId: idNumber(pinMessages.userIdInvalid) }).meta({ id: 'PinRequest' });
export const pinParamsSchema = strictObject({ userId: idParam(pinMessages.userIdInvalid) });

// --- Responses ---

const playerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_picture: z.string().nullable(),
});

/** A private league as its members see it (spec §3 Private league: leagueName, invitationCode). */
export const privateLeagueSchema = z
  .object({
    id: z.number().int(),
    leagueName: z.string(),
    /** Visible to members only (every caller of these routes is one). */
    invitationCode: z.string(),
    owner: z.object({ id: z.number().int(), username: z.string() }),
    /** Active members (blocked players are not counted, as they are not shown). */
    memberCount: z.number().int(),
    isOwner: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'PrivateLeague' });
export type PrivateLeague = z.infer<typeof privateLeagueSchema>;
export const privateLeagueResponseSchema = successEnvelope(privateLeagueSchema);

/** GET /private-leagues: mine, with my overall position within each (null until I am ranked). */
export const myPrivateLeagueSchema = privateLeagueSchema
  .extend({ myPosition: z.number().int().nullable() })
  .meta({ id: 'MyPrivateLeague' });
export const myPrivateLeaguesResponseSchema = successEnvelope(z.object({ leagues: z.array(myPrivateLeagueSchema) }));

export const leagueMemberSchema = z
  .object({
    user: playerSchema,
    isOwner: z.boolean(),
    joinedAt: z.string(),
  })
  .meta({ id: 'PrivateLeagueMember' });

/** GET /private-leagues/{id}: the league with its members, longest-standing first. */
export const privateLeagueDetailSchema = privateLeagueSchema
  .extend({ members: z.array(leagueMemberSchema) })
  .meta({ id: 'PrivateLeagueDetail' });
export type PrivateLeagueDetail = z.infer<typeof privateLeagueDetailSchema>;
export const privateLeagueDetailResponseSchema = successEnvelope(privateLeagueDetailSchema);

/** POST /private-leagues/{id}/leave: what became of the league. */
export const leaveLeagueResponseSchema = successEnvelope(
  z.object({
    leagueId: z.number().int(),
    /** The league had no other member and was deleted. */
    deleted: z.boolean(),
    /** The member who owns the league now, when the owner left (null otherwise). */
    newOwner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  }),
);

export const deletedLeagueResponseSchema = successEnvelope(z.object({ leagueId: z.number().int() }));

/**
 * GET /private-leagues/{id}/score: the global leaderboard filtered to the league's members, positions renumbered
 * 1..n, plus the winner(s) of the latest completed round among the members (ties share it).
 */
export const leagueLeaderboardSchema = leaderboardSchema
  .extend({
    league: z.object({ id: z.number().int(), leagueName: z.string() }),
    roundWinners: z
      .object({ round: z.number().int(), points: z.number().int(), users: z.array(playerSchema) })
      .nullable(),
  })
  .meta({ id: 'PrivateLeagueLeaderboard' });
export type LeagueLeaderboard = z.infer<typeof leagueLeaderboardSchema>;
export const leagueLeaderboardResponseSchema = successEnvelope(leagueLeaderboardSchema);

export const pinSchema = z.object({ user: playerSchema, pinnedAt: z.string() }).meta({ id: 'Pin' });
export const pinsSchema = z.object({ pins: z.array(pinSchema), max: z.number().int() }).meta({ id: 'Pins' });
export type Pins = z.infer<typeof pinsSchema>;
export const pinsResponseSchema = successEnvelope(pinsSchema);
