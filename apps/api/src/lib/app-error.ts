import type { ErrorCode } from '@scoreline/contracts';

/**
 * Business code throws AppError(code, message); the error handler maps the code to an HTTP status
 * through one table (engineering guide). Services never throw HTTP exceptions.
 */
export const appErrorStatus = {
  /** The request is well-formed JSON but breaks a rule of the contract (spec §5). */
  VALIDATION: 400,
  /** A protected call without a bearer token (spec §7 'Access token is missing'). */
  UNAUTHENTICATED: 401,
  /** The token is unknown, revoked or expired, or the credentials are wrong. */
  INVALID_CREDENTIALS: 401,
  /** Signed in, but this action is not theirs to take. */
  FORBIDDEN: 403,
  /** Right password, but the e-mail is not verified yet: a fresh OTP is on its way (spec §4). */
  EMAIL_NOT_VERIFIED: 403,
  /** The account is blocked (spec §6). */
  ACCOUNT_BLOCKED: 403,
  /** The thing asked for does not exist (or is not visible to this caller). */
  NOT_FOUND: 404,
  /** The request clashes with what exists (duplicate e-mail, a different second prediction). */
  CONFLICT: 409,
  /** The body is larger than the route accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** The body is not of a kind the route reads (a picture that is not a JPEG, PNG, WebP or GIF; JSON to an upload). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Well-formed and valid, but not possible now (e.g. the prediction window has closed). */
  UNPROCESSABLE: 422,
  /** Too many attempts; try again later. */
  RATE_LIMITED: 429,
  /** A dependency (database, provider) is down. */
  UNAVAILABLE: 503,
} as const satisfies Partial<Record<ErrorCode, number>>;

export type AppErrorCode = keyof typeof appErrorStatus;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field → message, as in the error envelope. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = appErrorStatus[code];
  }
}

/**
 * A throttled attempt (docs/decisions/013): 429 with the product's message, which names the wait, and the same wait
 * in whole seconds as Retry-After (RFC 9110), set by the error handler.
 */
export class ThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: (seconds: number) => string, retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super('RATE_LIMITED', message(seconds));
    this.retryAfterSeconds = seconds;
  }
}
