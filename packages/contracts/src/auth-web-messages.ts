/**
 * The web app's own words for one part of it, zod-free (served by @scoreline/contracts/plain). Each part has its own
 * module so a page loads only its part (docs/decisions/044); `web-messages.ts` holds the words every page may need.
 */

/** What the sign-up, sign-in and password reset pages say by themselves (spec §2, §5). */
export const authWebMessages = {
  /** Sign-up succeeded but the answer carried no message. */
  accountCreated: 'Account created',
  /** The password rules (spec §5) said under the sign-up and new-password fields; the minimum is `limits.passwordMin`. */
  passwordHint: (minLength: number) =>
    `At least ${minLength} characters, with an uppercase letter, a lowercase letter and a number.`,
  /** The OTP page's resend button: counting down the wait (spec §9), then offering a new code. */
  resendIn: (seconds: number) => `Resend in ${seconds}`,
  resendOtp: 'RESEND OTP',
  /** The confirmation pages at the end of the sign-up and password reset flows (spec §2). */
  emailVerifiedTitle: 'Email verified',
  emailVerified: 'Your email address has been verified. Log in to start predicting.',
  passwordResetTitle: 'Password reset',
  passwordResetDone: 'Your password has been reset successfully. Log in with your new password.',
} as const;
