import type { Credentials } from './auth';
import type { ErrorEnvelope, SuccessEnvelope } from './envelope';
import { isErrorCode } from './error-codes';
import { userStatuses } from './user-statuses';
import {
  hasFields,
  isBoolean,
  isHexColor,
  isInteger,
  isIsoDateTime,
  isNumber,
  isObject,
  isString,
  nullable,
  optional,
  type Check,
} from './guard-checks';

/**
 * Zod-free checks of the few shapes the web app must check before any page has loaded: the envelope of every answer
 * and what it keeps in browser storage (the credentials here; a password reset's token in reset-token-guard.ts, which
 * only its page loads). Each accepts exactly what its schema accepts (`errorEnvelopeSchema`,
 * `successEnvelope(z.unknown())`, `credentialsSchema`, `resetTokenSchema`; guards.test.ts holds them to it), so the
 * web app's first load needs no zod (docs/decisions/024).
 */

const credentialsFields = {
  id: isInteger,
  username: isString,
  firstname: isString,
  lastname: isString,
  email: nullable(isString),
  status: (value) => (userStatuses as readonly unknown[]).includes(value),
  profile_picture: nullable(isString),
  biography: nullable(isString),
  nationality: nullable(isString),
  telegram_user_name: nullable(isString),
  x_profile_link: nullable(isString),
  wallet: nullable(isString),
  rank: nullable(isInteger),
  totalPredictions: isInteger,
  totalPoints: isInteger,
  averagePointsPerPredictions: isNumber,
  favouriteTeam: nullable((team) =>
    hasFields(team, {
      id: isInteger,
      name: isString,
      logoUrl: nullable(isString),
      shortName: optional(isString),
      code: optional(nullable(isString)),
      colors: optional(nullable((colors) => hasFields(colors, { primary: isHexColor, secondary: isHexColor }))),
    }),
  ),
  isAdmin: optional(isBoolean),
  accessToken: isString,
  expiresAt: isIsoDateTime,
} satisfies Record<keyof Credentials, Check>;

/** `errorEnvelopeSchema`: `{ success: false, message, code?, errors? }`. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return hasFields(value, {
    success: (success) => success === false,
    message: isString,
    code: optional(isErrorCode),
    errors: optional((errors) => isObject(errors) && Object.values(errors).every(isString)),
  });
}

/** `successEnvelope(z.unknown())`: `{ success: true, message?, data }`, whatever the data. */
export function isSuccessEnvelope(value: unknown): value is SuccessEnvelope<unknown> {
  return isObject(value) && value.success === true && optional(isString)(value.message) && 'data' in value;
}

/** `credentialsSchema`: the signed-in player's stored credentials (spec §3). */
export function isCredentials(value: unknown): value is Credentials {
  return hasFields(value, credentialsFields);
}
