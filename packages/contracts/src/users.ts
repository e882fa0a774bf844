import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { teamColorsSchema } from './matches';
import { idParam, strictObject } from './primitives';
import { userStatuses } from './user-statuses';

export const userStatusSchema = z.enum(userStatuses);

/**
 * spec §3 User. Stats are filled as predictions and profiles land; until then they are zero/null.
 * `email` is present on one's own record only (null for other players: no address harvesting).
 */
export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string().nullable(),
    status: userStatusSchema,
    profile_picture: z.string().nullable(),
    biography: z.string().nullable(),
    nationality: z.string().nullable(),
    telegram_user_name: z.string().nullable(),
    x_profile_link: z.string().nullable(),
    wallet: z.string().nullable(),
    rank: z.number().int().nullable(),
    totalPredictions: z.number().int(),
    totalPoints: z.number().int(),
    averagePointsPerPredictions: z.number(),
    favouriteTeam: z
      .object({
        id: z.number().int(),
        name: z.string(),
        logoUrl: z.string().nullable(),
        /**
         * What a match card's crest is drawn from besides the logo (Team: short name, code, colours), so the profile
         * shows the club's crest the same way. Optional only for credentials stored before the API sent them.
         */
        shortName: z.string().optional(),
        code: z.string().nullable().optional(),
        colors: teamColorsSchema.nullable().optional(),
      })
      .nullable(),
    isAdmin: z.boolean().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = successEnvelope(userSchema);

export const userIdParamsSchema = strictObject({ id: idParam('User id must be a positive whole number') });
