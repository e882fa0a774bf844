/** The parts the zod-free guards are built of (guards.ts, reset-token-guard.ts): each says what its zod rule says. */

export type Check = (value: unknown) => boolean;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString: Check = (value) => typeof value === 'string';
export const isBoolean: Check = (value) => typeof value === 'boolean';
export const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
/** zod's `.int()`: a safe integer. */
export const isInteger: Check = (value) => Number.isSafeInteger(value);
export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
/** `teamColorsSchema`'s colour: '#rrggbb'. */
export const isHexColor: Check = (value) => typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value);
/** A JSON object (not an array) whose fields pass their checks; a missing field is `undefined` to its check. */
export const hasFields = (value: unknown, fields: Record<string, Check>): boolean =>
  isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/** zod's `z.iso.datetime()` (seconds, any fraction, `Z`): `2026-11-26T10:00:00Z`, `2026-11-26T10:00:00.000Z`. */
export const isoDateTimePattern =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

export const isIsoDateTime: Check = (value) => typeof value === 'string' && isoDateTimePattern.test(value);
