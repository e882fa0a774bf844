import type { Credentials } from './auth';
import type { ErrorEnvelope, SuccessEnvelope } from './envelope';
import { isErrorCode } from './error-codes';
import { userStatuses } from './user-statuses';

/**
 * Zod-free checks of the few shapes the web app must check before any page has loaded: the envelope of every answer
 * and the credentials kept in browser storage. Each accepts exactly what its schema accepts (`errorEnvelopeSchema`,
 * `successEnvelope(z.unknown())`, `credentialsSchema`; guards.test.ts holds them to it), so the web app's first load
 * needs no zod (docs/decisions/024).
 */

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
/** zod's `.int()`: a safe integer. */
const isInteger: Check = (value) => Number.isSafeInteger(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
/** `teamColorsSchema`'s colour: '#rrggbb'. */
const isHexColor: Check = (value) => typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value);
/** A JSON object (not an array) whose fields pass their checks; a missing field is `undefined` to its check. */
const hasFields = (value: unknown, fields: Record<string, Check>): boolean =>
  isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/** zod's `z.iso.datetime()` (seconds, any fraction, `Z`): `2026-11-26T10:00:00Z`, `2026-11-26T10:00:00.000Z`. */
const isoDateTimePattern =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

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
  expiresAt: (value) => typeof value === 'string' && isoDateTimePattern.test(value),
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
