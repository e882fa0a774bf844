import { successMessages } from './messages';

/** "1 second", "45 seconds", "2 minutes": how long to wait, for a message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** What the accounts API says (issue 9: every user-facing message lives in packages/contracts). */
export const authMessages = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  /** spec §4: the client routes to the OTP page on exactly this message. */
  verificationSent: 'Email verification sent',
  signInThrottled: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${describeWait(seconds)}.`,
  signInThrottledNewSource: (seconds: number) =>
    `Too many failed sign-in attempts on this account. Please try again in ${describeWait(seconds)}, or reset your password.`,
  invalidOtp: 'Invalid or expired OTP',
  otpKilled: 'Too many wrong attempts. Please request a new OTP.',
  otpThrottled: (seconds: number) => `Too many wrong codes. Please try again in ${describeWait(seconds)}.`,
  /** 429: the account's daily cap on code tries from every address together (ADR 090). */
  otpThrottledAccount: (seconds: number) =>
    `Too many wrong codes for this account today. Please try again in ${describeWait(seconds)}.`,
  // spec §7/§8: the toast of a resend or reset request; the same answer whoever asks (no enumeration).
  otpSent: successMessages.otpSent,
  signedUp: 'Account created. We have sent an OTP to your email.',
  signedOut: 'Signed out',
  emailVerified: 'Email verified',
  userBlocked: 'The account is blocked and signed out everywhere.',
  userUnblocked: 'The account is active again.',
  userNotFound: 'User not found',
  cannotBlockSelf: 'Operators cannot block their own account',
} as const;

/** The product's name as the e-mails write it. */
export const PRODUCT_NAME = 'Scoreline';

/**
 * The code e-mail's fixed copy (issue 10: it goes to an address nobody has proven yet, so it carries no text a user
 * chose): per purpose the subject, the line before the code and the line after it, and the code's expiry.
 */
export const codeMailMessages = {
  sign_up: {
    subject: (code: string) => `${code} is your ${PRODUCT_NAME} verification code`,
    intro: `Welcome to ${PRODUCT_NAME}! Use this code to verify your e-mail address:`,
    outro: 'If you did not sign up, you can ignore this e-mail.',
  },
  password_reset: {
    subject: (code: string) => `${code} is your ${PRODUCT_NAME} password reset code`,
    intro: `Someone (hopefully you) asked to reset your ${PRODUCT_NAME} password. Use this code to continue:`,
    outro: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  expiry: (minutes: number) => `The code expires in ${minutes} minutes and can be used once.`,
  greeting: 'Hello,',
} as const;
