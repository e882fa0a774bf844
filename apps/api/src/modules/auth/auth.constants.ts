import { OTP_RESEND_SECONDS } from '@scoreline/domain';

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How a throttling bucket grows (docs/decisions/013). After the n-th counted attempt the next one waits
 * `minDelayMs` while n < `free`, then `baseDelayMs · 2^(n − free)`, never less than `minDelayMs` nor more than
 * `maxDelayMs`. A bucket with no counted attempt for `decayMs` starts again from zero; a success resets it.
 */
export interface ThrottlePolicy {
  free: number;
  minDelayMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  decayMs: number;
}

/** Account-security limits (issue #3, issue 10; docs/decisions/004, 005, 013). */
export const AUTH_LIMITS = {
  otpTtlMs: 10 * minute,
  /** Wrong tries from the address that asked for a code before the code dies. */
  otpMaxWrongTries: 5,
  /** Wrong tries from all other addresses together before the code is closed to them (not to its asker). */
  otpMaxForeignWrongTries: 5,
  sessionTtlRememberMs: 30 * day,
  sessionTtlBrowserMs: day,
  resetTokenTtlMs: 15 * minute,
  /** A source that signed in (or proved the mailbox) this recently is the owner's usual source. */
  usualSourceMs: 30 * day,
} as const;

export const THROTTLES = {
  /** Sign-in, per (e-mail, client address): 5 tries, then 1 s, 2 s, 4 s … up to 15 min between tries. */
  signInPerSource: { free: 5, minDelayMs: 0, baseDelayMs: second, maxDelayMs: 15 * minute, decayMs: day },
  /**
   * Sign-in, per e-mail, counting only addresses that are not the owner's usual ones: 20 tries, then 1 s … 15 min.
   * Bounds a guesser with many addresses; the owner's usual address never waits for it.
   */
  signInNewSources: { free: 20, minDelayMs: 0, baseDelayMs: second, maxDelayMs: 15 * minute, decayMs: day },
  /** Code verification, per (e-mail, purpose, client address): 5 tries, then 1 min, 2 min … up to 1 h. */
  otpVerifyPerSource: { free: 5, minDelayMs: 0, baseDelayMs: minute, maxDelayMs: hour, decayMs: day },
  /**
   * Code verification per e-mail, every purpose and address together (issue 57, ADR 090): a hard cap of 30 tries a
   * day, which the owner's usual addresses never count toward nor wait for. The per-source buckets and the per-code
   * limits allowed ~550 guesses a day from many addresses.
   */
  otpVerifyPerAccount: { free: 30, minDelayMs: 0, baseDelayMs: day, maxDelayMs: day, decayMs: day },
  /**
   * Codes sent per (e-mail, purpose): spec §9's 60 s between the first five, then 2, 4, 8, 16 and at most 30 min.
   * Bounds how many codes (each good for a few guesses) can be asked for, and how much mail one address gets.
   */
  otpSend: {
    free: 5,
    minDelayMs: OTP_RESEND_SECONDS * second,
    baseDelayMs: 2 * minute,
    maxDelayMs: 30 * minute,
    decayMs: day,
  },
} as const satisfies Record<string, ThrottlePolicy>;

export const throttleScopes = {
  signIn: 'sign_in',
  otpVerify: (purpose: string) => `otp_verify:${purpose}`,
  otpVerifyAccount: 'otp_verify_account',
  otpSend: (purpose: string) => `otp_send:${purpose}`,
} as const;

/** The bucket shared by every source of an account. */
export const ANY_SOURCE = '*';
