/**
 * The stable reasons an error envelope's `code` names (docs/decisions/003, 011). Clients decide on the code, never
 * on the message text, which is the product's wording (spec §8) and may change. The API's AppError table maps each
 * code to its HTTP status (`apps/api/src/lib/app-error.ts`); this list is the shared vocabulary of both sides.
 */
export const errorCodes = [
  /** The request breaks a rule of the contract (spec §5); `errors` names the fields. */
  'VALIDATION',
  /** A protected call without a bearer token (spec §7 'Access token is missing'). */
  'UNAUTHENTICATED',
  /** The token is unknown, revoked or expired, or the credentials are wrong. */
  'INVALID_CREDENTIALS',
  /** Signed in, but this action is not theirs to take. */
  'FORBIDDEN',
  /** Right password, but the e-mail is not verified yet: a fresh OTP is on its way (spec §4). */
  'EMAIL_NOT_VERIFIED',
  /** The account is blocked (spec §6). */
  'ACCOUNT_BLOCKED',
  /** The thing asked for does not exist (or is not visible to this caller). */
  'NOT_FOUND',
  /** The request clashes with what exists (duplicate e-mail, a different second prediction). */
  'CONFLICT',
  /** The body is larger than the route accepts. */
  'PAYLOAD_TOO_LARGE',
  /** The address (a path parameter or the query) is longer than any legitimate call's. */
  'URI_TOO_LONG',
  /** The body's content type is not one the route reads (JSON, or multipart for uploads). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** Well-formed and valid, but not possible now (the prediction window has closed, the match was postponed). */
  'UNPROCESSABLE',
  /** Too many attempts; try again later. */
  'RATE_LIMITED',
  /** A dependency (database, provider) is down; `Retry-After` says when to try again. */
  'UNAVAILABLE',
  /** Something failed on the server's side; the details are in its log, never in the answer. */
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
