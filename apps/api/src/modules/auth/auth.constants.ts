import { successMessages } from '@scoreline/contracts';
/** Account-security limits of issue #3 (spec §9 keeps the 4-digit OTP and the 60 s resend wait). */
export const AUTH_LIMITS = {
  otpTtlMs: 10 * 60_000,
  otpResendCooldownMs: 60_000,
  /** Wrong tries that kill one code. */
  otpMaxWrongTries: 5,
  /** Failed OTP tries per account per 24 h before verification is refused until the window passes. */
  otpMaxFailuresPerDay: 20,
  signInMaxFailures: 10,
  signInFailureWindowMs: 15 * 60_000,
  sessionTtlRememberMs: 30 * 24 * 60 * 60_000,
  sessionTtlBrowserMs: 24 * 60 * 60_000,
  resetTokenTtlMs: 15 * 60_000,
} as const;

export const authMessages = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  /** spec §4: the client routes to the OTP page on exactly this message. */
  verificationSent: 'Email verification sent',
  signInLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  invalidOtp: 'Invalid or expired OTP',
  otpKilled: 'Too many wrong attempts. Please request a new OTP.',
  otpLockedForDay: 'Too many failed attempts. Please try again in 24 hours.',
  alreadyVerified: 'This email is already verified. Please sign in.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  // spec §7/§8: the toast of a reset request; the same answer for known and unknown e-mails (no enumeration).
  resetEmailSent: successMessages.otpSent,
  signedUp: 'Account created. We have sent an OTP to your email.',
  signedOut: 'Signed out',
  emailVerified: 'Email verified',
  userBlocked: 'The account is blocked and signed out everywhere.',
  userUnblocked: 'The account is active again.',
  userNotFound: 'User not found',
} as const;
