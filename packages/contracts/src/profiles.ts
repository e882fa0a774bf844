import './zod-setup';
import { z } from 'zod';
import { competitionQueryParam } from './competitions';
import { successEnvelope } from './envelope';
import { countryCodes } from './country-codes';
import { BADGES_PAGE_SIZE, badgeIds } from './profile-messages';
import { idNumber, idParam, intQueryParam, pageQueryParam, safeString, stop, strictObject } from './primitives';
import { userSchema } from './users';
import {
  BIOGRAPHY_MAX_LENGTH,
  CLEARABLE_PROFILE_FIELDS,
  WALLET_MAX_LENGTH,
  X_HANDLE_MAX_LENGTH,
  X_PROFILE_LINK_MAX_LENGTH,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_DIMENSION,
  PICTURE_FIELD,
  profileMessages,
} from './profile-messages';

/**
 * Issue #11: profiles (spec §2 Profile and Edit profile, §3 User, §5 profile rules, §7 PUT /users, POST /upload,
 * POST /profile/update, POST /user/favourite-team). Every message a player can meet here is in `profileMessages`.
 */

/** Telegram's username rules: 5–32 characters of a–z, 0–9 and _, starting with a letter, not ending in _. */
export const telegramUserNamePattern = /^@?[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/;
/** An https link to a profile on X (or its old Twitter host): the host, then one handle of 1–15 characters. */
export const xProfileLinkPattern = new RegExp(
  `^https://(?:www\\.|mobile\\.)?(?:x|twitter)\\.com/[A-Za-z0-9_]{1,${X_HANDLE_MAX_LENGTH}}/?(?:\\?[A-Za-z0-9_=&%.-]*)?$`,
);
/** The same link with a handle over X's limit: said as such, not as a malformed link. */
const xOverlongHandlePattern = new RegExp(
  `^https://(?:www\\.|mobile\\.)?(?:x|twitter)\\.com/[A-Za-z0-9_]{${X_HANDLE_MAX_LENGTH + 1},}(?:[/?]|$)`,
);
export const walletPattern = new RegExp(`^[A-Za-z0-9:._-]{4,${WALLET_MAX_LENGTH}}$`);

/**
 * spec §5: empty, null and undefined fields are ignored (the client leaves them out; the server ignores them too).
 * An empty string is therefore accepted by each field and means "leave unchanged".
 */
function optionalField<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal(''), schema], {
      // A failed union reports the field's own rule (spec §5 message), not zod's generic "Invalid input".
      error: (issue) =>
        issue.code === 'invalid_union' ? (issue.errors[1]?.[0]?.message ?? profileMessages.fieldInvalid) : undefined,
    })
    .nullable()
    .optional();
}

/** `clear`: the names of fields to empty, separated by commas (a text part in a multipart form, too). */
const clearablePattern = new RegExp(
  `^(?:${CLEARABLE_PROFILE_FIELDS.join('|')})(?:,(?:${CLEARABLE_PROFILE_FIELDS.join('|')}))*$`,
);

const immutable = z
  .unknown()
  .refine(() => false, { message: profileMessages.identityImmutable, ...stop })
  .optional()
  // `not: {}`: the document says what the server does, no value is accepted.
  .meta({ description: 'Cannot be changed: any value is refused', not: {} });

/** PUT /users (own account only). */
export const profileUpdateBodySchema = strictObject({
  biography: optionalField(
    safeString({ multiline: true, error: profileMessages.biographyTooLong }).max(BIOGRAPHY_MAX_LENGTH, {
      message: profileMessages.biographyTooLong,
      ...stop,
    }),
  ),
  // An enum, so the OpenAPI document lists the codes a client may send.
  nationality: optionalField(
    z.enum(countryCodes as [string, ...string[]], { error: profileMessages.nationalityInvalid }),
  ),
  telegram_user_name: optionalField(
    safeString({ error: profileMessages.telegramInvalid }).regex(telegramUserNamePattern, {
      message: profileMessages.telegramInvalid,
      ...stop,
    }),
  ),
  x_profile_link: optionalField(
    safeString({ error: profileMessages.xLinkInvalid })
      // A handle over the limit is named first, however long the link: it is what the player has to shorten.
      .refine((link) => !xOverlongHandlePattern.test(link), { message: profileMessages.xHandleTooLong, ...stop })
      .max(X_PROFILE_LINK_MAX_LENGTH, { message: profileMessages.xLinkTooLong, ...stop })
      .regex(xProfileLinkPattern, { message: profileMessages.xLinkInvalid, ...stop }),
  ),
  wallet: optionalField(
    safeString({ error: profileMessages.walletInvalid }).regex(walletPattern, {
      message: profileMessages.walletInvalid,
      ...stop,
    }),
  ),
  clear: optionalField(
    safeString({ error: profileMessages.clearInvalid })
      .max(CLEARABLE_PROFILE_FIELDS.join(',').length, { message: profileMessages.clearInvalid, ...stop })
      .regex(clearablePattern, { message: profileMessages.clearInvalid, ...stop })
      .meta({
        description:
          'Fields to empty, by name, separated by commas (e.g. `wallet,x_profile_link`): an empty value means ' +
          '"leave unchanged" (spec §5), so a field is emptied only by naming it here. A field named here must not ' +
          'also be given a value (400).',
      }),
  ),
  firstname: immutable,
  lastname: immutable,
  username: immutable,
  email: immutable,
}).meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** The saved user (spec §7: "on success saved user is merged with the sent fields"). */
export const profileUpdateResponseSchema = successEnvelope(userSchema);

/**
 * A file part of a multipart form (the API hands the bytes over as a `Uint8Array`). The bytes themselves are judged
 * by the server (signature, size, pixels): the declared type and file name are never trusted.
 */
const pictureFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: profileMessages.pictureMissing, ...stop })
  .meta({
    type: 'string',
    format: 'binary',
    description: `A JPEG, PNG, WebP or GIF of at most ${PICTURE_MAX_BYTES} bytes and ${PICTURE_MAX_DIMENSION} × ${PICTURE_MAX_DIMENSION} pixels`,
  });

/** POST /upload (multipart/form-data): one file in `profile_picture`. */
export const pictureUploadBodySchema = strictObject({ [PICTURE_FIELD]: pictureFile }).meta({
  id: 'PictureUploadRequest',
});

/**
 * POST /profile/update (multipart/form-data): the fields of PUT /users as text parts, and optionally a picture; all
 * saved together or none (the edit page's one "UPDATE CHANGES").
 */
export const profileFormBodySchema = profileUpdateBodySchema
  .extend({ [PICTURE_FIELD]: pictureFile.optional() })
  .meta({ id: 'ProfileFormRequest' });

/** POST /upload and POST /profile/update answer the saved user. */
export const pictureUploadResponseSchema = successEnvelope(userSchema);

/** POST /user/favourite-team. */
export const favouriteTeamBodySchema = strictObject({
  favouriteTeamId: idNumber(profileMessages.teamInvalid),
}).meta({ id: 'FavouriteTeamRequest' });
export const favouriteTeamResponseSchema = successEnvelope(userSchema);

/** GET /uploads/{file}: a content-addressed picture name, 64 hex digits of SHA-256 and `.webp`. */
export const pictureFileParamsSchema = strictObject({
  file: z
    .string()
    // The length too, so the document states it (clients and the fuzz suite generate names that fit).
    .length(69, { message: profileMessages.pictureNotFound, ...stop })
    .regex(/^[0-9a-f]{64}\.webp$/, { message: profileMessages.pictureNotFound, ...stop })
    .meta({ description: 'A stored picture: 64 lower-case hex digits and .webp' }),
});

// --- Badges (spec §3 Badge, §7 GET /user/badges, GET /user/badges/{badgeId}/logs, §9 page size 10) ---

export const badgeMessages = {
  badgeNotFound: 'Badge not found',
  userIdInvalid: 'User id must be a positive whole number',
  sizeInvalid: 'Size must be between 1 and 50',
  isRankedInvalid: "isRanked must be 'true' or 'false'",
} as const;

const paging = {
  page: pageQueryParam(),
  size: intQueryParam({ min: 1, max: 50, message: badgeMessages.sizeInvalid }).default(BADGES_PAGE_SIZE),
};

/** GET /user/badges?userId&page&size — `userId` defaults to the caller. */
export const badgesQuerySchema = strictObject({
  userId: idParam(badgeMessages.userIdInvalid).optional(),
  ...paging,
  /** issue 58: only the badges earned in this competition-season; without it (or `all`) every badge. */
  competition: competitionQueryParam(),
});
export type BadgesQuery = z.infer<typeof badgesQuerySchema>;

/** spec §3 Badge, one per badge the player holds, with how often it was awarded and the latest award. */
export const badgeSchema = z
  .object({
    badgeId: z.enum(badgeIds),
    badgeName: z.string(),
    description: z.string(),
    iconUrl: z.string(),
    /** Ranked badges (monthly 1st/2nd/3rd) carry their rank; others null. */
    isRanked: z.boolean(),
    badgeRank: z.number().int().nullable(),
    rankId: z.number().int().nullable(),
    /** The latest award. */
    awardedAt: z.string(),
    round: z.number().int().nullable(),
    noOfTimesAwarded: z.number().int(),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof badgeSchema>;

/** The badges a player holds, the most recently awarded first; `total` counts distinct badges. */
export const badgesPageSchema = z.object({
  items: z.array(badgeSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type BadgesPage = z.infer<typeof badgesPageSchema>;
export const badgesResponseSchema = successEnvelope(badgesPageSchema);

export const badgeLogsParamsSchema = strictObject({
  badgeId: z.enum(badgeIds, { message: badgeMessages.badgeNotFound }),
});
export const badgeLogsQuerySchema = strictObject({
  userId: idParam(badgeMessages.userIdInvalid).optional(),
  isRanked: z.enum(['true', 'false'], { message: badgeMessages.isRankedInvalid }).optional(),
  ...paging,
});
export type BadgeLogsQuery = z.infer<typeof badgeLogsQuerySchema>;

/** One award: 'November 2026' for ranked (monthly) badges, otherwise 'Round N' or 'Rank N'. */
export const badgeLogSchema = z
  .object({
    awardedAt: z.string(),
    label: z.string(),
    round: z.number().int().nullable(),
    /** YYYY-MM for monthly badges. */
    month: z.string().nullable(),
    rank: z.number().int().nullable(),
  })
  .meta({ id: 'BadgeLog' });
export type BadgeLog = z.infer<typeof badgeLogSchema>;

export const badgeLogsPageSchema = z.object({
  badge: badgeSchema.omit({ awardedAt: true, round: true, noOfTimesAwarded: true }).extend({
    noOfTimesAwarded: z.number().int(),
  }),
  items: z.array(badgeLogSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type BadgeLogsPage = z.infer<typeof badgeLogsPageSchema>;
export const badgeLogsResponseSchema = successEnvelope(badgeLogsPageSchema);

// --- Personal insights (issue #11, beyond the spec) ---

export const insightsParamsSchema = strictObject({ id: idParam(badgeMessages.userIdInvalid) });

export const insightsSchema = z
  .object({
    /** One entry per completed round the player took part in (or was ranked after), in round order. */
    rounds: z.array(
      z.object({
        round: z.number().int(),
        points: z.number().int(),
        predictions: z.number().int(),
        /** Overall rank after the round was completed; null when the player had no scored prediction yet. */
        rankAfter: z.number().int().nullable(),
      }),
    ),
    scoredPredictions: z.number().int(),
    /** Shares from 0 to 1 over scored predictions; null with none scored. */
    exactScoreRate: z.number().nullable(),
    correctOutcomeRate: z.number().nullable(),
    /** How the player's scored predictions split home/draw/away, against how those matches really ended. */
    tendency: z.object({
      predicted: z.object({ home: z.number().int(), draw: z.number().int(), away: z.number().int() }),
      actual: z.object({ home: z.number().int(), draw: z.number().int(), away: z.number().int() }),
    }),
    /** Teams by average points in matches involving them (at least 3 scored predictions), best first. */
    bestTeams: z.array(
      z.object({
        team: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
        predictions: z.number().int(),
        averagePoints: z.number(),
      }),
    ),
    /** The lowest averages among the teams not already in bestTeams (a team never appears in both), worst first. */
    worstTeams: z.array(
      z.object({
        team: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
        predictions: z.number().int(),
        averagePoints: z.number(),
      }),
    ),
  })
  .meta({ id: 'Insights' });
export type Insights = z.infer<typeof insightsSchema>;
export const insightsResponseSchema = successEnvelope(insightsSchema);
