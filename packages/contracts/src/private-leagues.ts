import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { competitionSlugParam } from './competitions';
import { leaderboardSchema } from './predictions';
import { idNumber, idParam, safeString, stop, strictObject } from './primitives';
import { pinMessages } from './pin-messages';
import {
  LEAGUE_NAME_MAX_LENGTH,
  INVITATION_CODE_INPUT_MAX_LENGTH,
  MAX_LEAGUE_COMPETITIONS,
  privateLeagueMessages,
} from './private-league-messages';

/**
 * Issue 12: private leagues of players (spec §2 Private league page, §3 Private league, §7 POST /private-leagues and
 * /join) and pinned players on every leaderboard. In the code "league" is a private league of players; football's
 * leagues are "competitions" (issue 9). Every message a player can meet here is in `privateLeagueMessages` or
 * `pinMessages`.
 */

const leagueName = safeString({ error: privateLeagueMessages.nameRequired })
  .trim()
  .min(1, { message: privateLeagueMessages.nameRequired, ...stop })
  .max(LEAGUE_NAME_MAX_LENGTH, { message: privateLeagueMessages.nameTooLong, ...stop });

/**
 * Issue 58 (ADR 106): the competitions the league plays, by slug (the default competition when left out); a slug named
 * twice counts once, an unknown one is a 404 as the `competition` parameter's.
 */
const jokers = z.boolean({ error: privateLeagueMessages.jokersInvalid });
const bonus = z.boolean({ error: privateLeagueMessages.bonusInvalid });

export const createLeagueBodySchema = strictObject({
  leagueName,
  competitions: z
    .array(competitionSlugParam, { error: privateLeagueMessages.competitionsRequired })
    .min(1, { message: privateLeagueMessages.competitionsRequired })
    .max(MAX_LEAGUE_COMPETITIONS, { message: privateLeagueMessages.tooManyCompetitions })
    .optional(),
  /** Issue 59 (ADR 112): whether the league's table counts jokers double (on when left out). */
  jokers: jokers.optional(),
  /** Issue 59 (ADR 112): whether the league's table counts bonus questions' points (on when left out). */
  bonus: bonus.optional(),
}).meta({ id: 'CreatePrivateLeagueRequest' });
export type CreateLeagueBody = z.infer<typeof createLeagueBodySchema>;

export const renameLeagueBodySchema = strictObject({ leagueName }).meta({ id: 'RenamePrivateLeagueRequest' });

/** PUT /private-leagues/{id}/rules (owner only, until the rules lock; issue 59, ADR 112): the league's rules, whole. */
export const leagueRulesBodySchema = strictObject({ jokers, bonus }).meta({ id: 'PrivateLeagueRulesRequest' });
export type LeagueRulesBody = z.infer<typeof leagueRulesBodySchema>;

/** POST /private-leagues/{id}/competitions (owner only; issue 58, ADR 106): one more competition for the league. */
export const addLeagueCompetitionBodySchema = strictObject({ competition: competitionSlugParam }).meta({
  id: 'AddPrivateLeagueCompetitionRequest',
});
export type AddLeagueCompetitionBody = z.infer<typeof addLeagueCompetitionBodySchema>;

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

/** GET /private-leagues/invite/{code}: the code of a share link, as typed into the join field (ADR 071). */
export const invitationCodeParamsSchema = strictObject({
  code: safeString({ error: privateLeagueMessages.codeRequired })
    .trim()
    .min(1, { message: privateLeagueMessages.codeRequired, ...stop })
    .max(INVITATION_CODE_INPUT_MAX_LENGTH, { message: privateLeagueMessages.codeTooLong, ...stop }),
});

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

/** A competition a league plays (issue 58, ADR 106): its slug and name. */
export const leagueCompetitionSchema = z
  .object({ slug: z.string(), name: z.string() })
  .meta({ id: 'PrivateLeagueCompetition' });
export type LeagueCompetition = z.infer<typeof leagueCompetitionSchema>;

/**
 * Issue 59 (ADR 112): a league's rules. The one scoring rule stays the spec's (5/3/2); the league's table applies its
 * choices to the same scored facts. They lock when the first match of the league's competitions kicks off after the
 * league was created.
 */
export const leagueRulesSchema = z
  .object({
    /** Off: the league's table counts a joker's pick at its base points. */
    jokers: z.boolean(),
    /** Off: the league's table leaves bonus questions' points out. */
    bonus: z.boolean(),
    /** The owner can no longer change them. */
    locked: z.boolean(),
    /**
     * The kick-off that locks them: the first match of the league's competitions after its creation (in the past once
     * locked); null when no such match is known yet.
     */
    lockAt: z.string().nullable(),
  })
  .meta({ id: 'PrivateLeagueRules' });
export type LeagueRules = z.infer<typeof leagueRulesSchema>;

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
    /**
     * Issue 58 (ADR 106): the competitions the league plays, the one its table shows first (the default competition
     * when it plays it) first; its table's `all` sums only these. Empty before the default competition is imported.
     */
    competitions: z.array(leagueCompetitionSchema),
    /** Issue 59 (ADR 112): the league's rules and when they lock. */
    rules: leagueRulesSchema,
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

/**
 * GET /private-leagues/invite/{code} (public, ADR 071): what a share link opened signed out may say, the league's name
 * and how many play in it. No code, no member list, no owner.
 */
export const leagueInvitationSchema = z
  .object({ leagueName: z.string(), memberCount: z.number().int() })
  .meta({ id: 'PrivateLeagueInvitation' });
export type LeagueInvitation = z.infer<typeof leagueInvitationSchema>;
export const leagueInvitationResponseSchema = successEnvelope(leagueInvitationSchema);

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
    /**
     * issue 59: the member who gained the most places within the league over the latest completed round (the better
     * place now breaks a tie); null after the first completed round or when nobody rose.
     */
    roundClimber: z
      .object({
        round: z.number().int(),
        user: playerSchema,
        from: z.number().int().positive(),
        to: z.number().int().positive(),
      })
      .nullable(),
  })
  .meta({ id: 'PrivateLeagueLeaderboard' });
export type LeagueLeaderboard = z.infer<typeof leagueLeaderboardSchema>;
export const leagueLeaderboardResponseSchema = successEnvelope(leagueLeaderboardSchema);

export const pinSchema = z.object({ user: playerSchema, pinnedAt: z.string() }).meta({ id: 'Pin' });
export const pinsSchema = z.object({ pins: z.array(pinSchema), max: z.number().int() }).meta({ id: 'Pins' });
export type Pins = z.infer<typeof pinsSchema>;
export const pinsResponseSchema = successEnvelope(pinsSchema);
