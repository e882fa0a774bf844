/**
 * The product's user-facing messages, word for word (spec §5 validation, §6, §8 error catalogue).
 * Forms and the API import them from here so both always say the same thing.
 */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordLowercase: 'Password must contain a lowercase letter',
  passwordNumber: 'Password must contain a number',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'Please accept the Terms of Use to proceed',
  invalidFields: 'Invalid fields',
} as const;

export const errorMessages = {
  /** spec §7: a token-required call made without a token. */
  accessTokenMissing: 'Access token is missing',
  /** spec §6/§8: the account's status is not active. */
  accountBlocked: 'Your account is blocked. Please contact customer support.',
  /** spec §8: auth calls with neither a server nor a client message. */
  generic: 'An error occurred',
  /** spec §8: prediction or match loading failure. */
  matchesFailed: 'OOOPPPSS!! Something went wrong',
  /** spec §8: profile update failure. */
  profileFailed: 'OOPPSS!! Something went wrong',
  /** spec §8: OTP verify or resend failure. */
  otpFailed: 'OOPS!! Something went wrong!',
  /** spec §8: the further generic fallback variant. */
  fallback: 'OOPPSS!! Something went wrong',
  invalidToken: 'Access token is invalid or expired',
  badRequest: 'The request is not valid',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  malformedJson: 'The request body is not valid JSON',
  emptyJsonBody: 'The request body is empty but a JSON body was expected',
  contentLengthMismatch: 'The Content-Length header does not match the body',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  forbidden: 'You are not allowed to do this',
  serviceUnavailable: 'Service unavailable',
  /** The database cannot be reached right now (answered 503 with Retry-After). */
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** GET /health when the database does not answer. */
  databaseUnreachable: 'Database unreachable',
  /** GET /health/ready while the embedded run imports the season and scores the matches already played. */
  seasonPreparing:
    'The season is being prepared: fixtures are imported and the matches already played are scored. Points and rankings update by themselves when it is done.',
  /** GET /health/ready while draining or while a dependency is down; `errors` names each failing check. */
  notReady: 'Not ready: this process is stopping or a service it needs is down',
  jsonTooDeep: 'The request body is nested too deeply',
  /** A request body sent compressed (Content-Encoding): answered 415, bodies are read as sent (ADR 089). */
  contentEncodingRefused: 'Compressed request bodies are not accepted: send the body without Content-Encoding',
  /** A JSON body declared in another charset than UTF-8, or starting with a byte-order mark (ADR 089). */
  jsonNotUtf8: 'The request body must be JSON in UTF-8, without a byte-order mark',
  uriTooLong: 'The address of the request is too long',
  badUrl: 'The address of the request is not valid',
} as const;

export const successMessages = {
  loggedIn: 'Successfully logged in',
  otpSent: 'Verification OTP sent',
  passwordReset: 'Password reset successfully',
} as const;
