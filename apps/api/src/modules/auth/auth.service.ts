import type { FastifyBaseLogger } from 'fastify';
import { errorMessages, successMessages, type Credentials, type OtpPurpose } from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { EventRecorder } from '../../events/event-recorder';
import type { OtpPurpose as StoredOtpPurpose } from '../../db/schema';
import { AppError, ThrottledError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { digestsEqual, generateOtp, generateToken, hashToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { otpEmail } from '../mail/templates';
import { toUserDto, type PlayerStatsSource, type UserRow, type UsersService } from '../users/users.service';
import { authMessages } from '@scoreline/contracts';
import { ANY_SOURCE, AUTH_LIMITS, THROTTLES, throttleScopes } from './auth.constants';
import { operatorsRepository } from './operators.repository';
import { otpRepository } from './otp.repository';
import { sessionRepository } from './session.repository';
import { throttleRepository } from './throttle.repository';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  /** Sends the code mails, from the mail job (never while a request waits, issue 9). */
  mailer: Mailer;
  events: EventRecorder;
  /** Marks cached rankings stale when a player is blocked or unblocked (the leaderboard service). */
  rankings: { markChanged(tx: Executor): Promise<void> };
  config: Config;
  log: FastifyBaseLogger;
  /** A player's prediction statistics for the user DTO (the leaderboard service). */
  playerStats: PlayerStatsSource;
  /** The account rows (the users module). */
  users: UsersService;
}

// Conflicts name their field, so the sign-up form can show the message under it.
const emailTaken = () => new AppError('CONFLICT', authMessages.emailTaken, { email: authMessages.emailTaken });
const usernameTaken = () =>
  new AppError('CONFLICT', authMessages.usernameTaken, { username: authMessages.usernameTaken });

const storedPurpose: Record<OtpPurpose, StoredOtpPurpose> = {
  sign_up: 'verify_email',
  password_reset: 'reset_password',
};
const contractPurpose: Record<StoredOtpPurpose, OtpPurpose> = {
  verify_email: 'sign_up',
  reset_password: 'password_reset',
};

/**
 * A code is stored as SHA-256 of address, purpose and code: bound to both (docs/decisions/004). A short code's
 * digest is guessable offline, so the defence is online: per-code tries and the throttles of ADR 013.
 */
const codeDigest = (email: string, purpose: OtpPurpose, code: string) => hashToken(`${email}:${purpose}:${code}`);

/** Where an attempt comes from: the client address (`request.ip`), the key of per-source throttling. */
export type Source = string;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, mailer, events, rankings, config, log, playerStats, users } = deps;
  async function issueSession(user: UserRow, options: { remember: boolean; userAgent?: string }): Promise<Credentials> {
    const now = clock.now();
    const token = generateToken();
    const ttl = options.remember ? AUTH_LIMITS.sessionTtlRememberMs : AUTH_LIMITS.sessionTtlBrowserMs;
    const expiresAt = new Date(now.getTime() + ttl);
    await sessionRepository.create(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      scope: 'access',
      expiresAt,
      now,
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
    const isAdmin = await operatorsRepository.isOperator(db, user.id);
    return {
      ...toUserDto(user, { self: true, isAdmin }, await playerStats(user.id)),
      accessToken: token,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Issues a fresh code to an address if its account may have one (unverified for sign-up, active for a reset),
   * unless the address's send throttle is still waiting (spec §9: 60 s, growing after five codes). Known and
   * unknown addresses run the same statements. The mail leaves through the mail job (issue 9: `auth.code_issued`
   * is written with the code, so the request never waits for SMTP and an outage only delays the mail).
   */
  async function sendOtp(email: string, purpose: OtpPurpose, source: Source): Promise<'sent' | 'skipped'> {
    const issued = await db.transaction((tx) => issueOtp(tx, email, purpose, source, clock.now()));
    if (!issued) return 'skipped';
    events.committed();
    return 'sent';
  }

  /** sendOtp's writes, inside the caller's transaction (sign-up issues the first code with the account). */
  async function issueOtp(tx: Executor, email: string, purpose: OtpPurpose, source: Source, now: Date) {
    const slot = await throttleRepository.reserve(
      tx,
      { scope: throttleScopes.otpSend(purpose), account: email, source: ANY_SOURCE },
      THROTTLES.otpSend,
      now,
    );
    if (!slot.allowed) return null;
    const code = generateOtp(config.otpLength);
    const created = await otpRepository.issueForEmail(tx, {
      email,
      purpose: storedPurpose[purpose],
      codeHash: codeDigest(email, purpose, code),
      requestedFrom: source,
      code,
      now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.otpTtlMs),
    });
    if (created) await events.record(tx, { type: 'auth.code_issued', payload: { otpId: created.otpId } });
    return created;
  }

  /**
   * The mail job's work: mails a waiting code, then forgets it (only its hash stays). A code replaced, used or
   * expired before its mail could leave is not sent. Throws when the mail server refuses, so the job retries.
   */
  async function deliverCode(otpId: string): Promise<'sent' | 'nothing to send'> {
    const pending = await otpRepository.findPendingMail(db, otpId);
    if (!pending?.code) return 'nothing to send';
    if (pending.consumedAt || pending.expiresAt.getTime() <= clock.now().getTime()) {
      await otpRepository.clearPendingMail(db, otpId);
      return 'nothing to send';
    }
    // issue 10: no user-chosen text before the address is verified (fixed copy, the code and its expiry).
    const mail = otpEmail({
      purpose: contractPurpose[pending.purpose],
      code: pending.code,
      expiresInMinutes: AUTH_LIMITS.otpTtlMs / 60_000,
      publicUrl: config.publicUrl,
    });
    await mailer.send({ to: pending.email, ...mail });
    log.info({ otpId }, 'code mail sent');
    await otpRepository.clearPendingMail(db, otpId);
    return 'sent';
  }

  return {
    deliverCode,

    /** Drops throttle buckets that no longer hold anything (the hourly job, jobs/auth-throttles-cleanup.job.ts). */
    async sweepThrottles(): Promise<void> {
      const now = clock.now().getTime();
      const oldestDecay = Math.max(...Object.values(THROTTLES).map((policy) => policy.decayMs));
      await throttleRepository.deleteStale(db, new Date(now - oldestDecay), new Date(now - AUTH_LIMITS.usualSourceMs));
    },

    async signUp(input: {
      email: string;
      username: string;
      firstname: string;
      lastname: string;
      password: string;
      source: Source;
    }) {
      if (await users.findByEmail(input.email)) throw emailTaken();
      if (await users.isUsernameTaken(input.username)) throw usernameTaken();
      const { source, ...account } = input;
      const passwordHash = await hashPassword(account.password);
      const now = clock.now();
      let user: UserRow;
      try {
        // The account and its first code are written together: never an account whose code was not issued.
        user = await db.transaction(async (tx) => {
          const created = await users.create({ ...account, passwordHash, now }, tx);
          // Requests for this address before it had an account must not hold back its first code (no account, no
          // code was sent; the send throttle bounds codes of an account).
          await throttleRepository.clear(tx, {
            scope: throttleScopes.otpSend('sign_up'),
            account: created.email,
            source: ANY_SOURCE,
          });
          await issueOtp(tx, created.email, 'sign_up', source, now);
          return created;
        });
      } catch (error) {
        // Two sign-ups racing for the same address or name: the unique index decides.
        if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
        if (isUniqueViolation(error, 'users_username_lower_key')) throw usernameTaken();
        throw error;
      }
      events.committed();
      return { email: user.email };
    },

    /**
     * Throttled per (address, source) and, for sources that are not the owner's usual ones, per address
     * (docs/decisions/013). Each attempt is counted before the password is checked, in the same statement
     * that lets it through; the owner's success gives it back.
     */
    async signIn(input: {
      email: string;
      password: string;
      remember?: boolean | undefined;
      userAgent?: string;
      source: Source;
    }) {
      const now = clock.now();
      const perSource = { scope: throttleScopes.signIn, account: input.email, source: input.source };
      const slot = await throttleRepository.reserve(db, perSource, THROTTLES.signInPerSource, now);
      if (!slot.allowed) throw new ThrottledError(authMessages.signInThrottled, slot.retryAfterMs);
      const isUsualSource =
        slot.lastSuccessAt !== null && now.getTime() - slot.lastSuccessAt.getTime() < AUTH_LIMITS.usualSourceMs;
      const newSources = { scope: throttleScopes.signIn, account: input.email, source: ANY_SOURCE };
      if (!isUsualSource) {
        const shared = await throttleRepository.reserve(db, newSources, THROTTLES.signInNewSources, now);
        if (!shared.allowed) {
          await throttleRepository.refund(db, perSource); // the password was never checked
          throw new ThrottledError(authMessages.signInThrottledNewSource, shared.retryAfterMs);
        }
      }
      const user = await users.findByEmail(input.email);
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password).then(() => false);
      if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
      await throttleRepository.succeed(db, perSource, now);
      if (!isUsualSource) await throttleRepository.refund(db, newSources);
      if (user.status !== 'active') throw new AppError('ACCOUNT_BLOCKED', errorMessages.accountBlocked);
      if (!user.emailVerifiedAt) {
        // spec §4: the client routes to the OTP page on this message; a fresh code is on its way
        // unless the send throttle is still waiting.
        await sendOtp(user.email, 'sign_up', input.source);
        throw new AppError('EMAIL_NOT_VERIFIED', authMessages.verificationSent);
      }
      return issueSession(user, {
        remember: input.remember ?? true,
        ...(input.userAgent ? { userAgent: input.userAgent } : {}),
      });
    },

    /**
     * Resends a sign-up code or sends a reset code. The answer is the same for verified, unverified and unknown
     * addresses and during the send throttle (issue 10: no enumeration); mail goes only to an account that
     * needs the code, through the mail job.
     */
    async sendVerification(input: { email: string; purpose: OtpPurpose; source: Source }) {
      await sendOtp(input.email, input.purpose, input.source);
    },

    /**
     * Checks a code for an address and purpose. Throttled per (address, purpose, source) and per address under a
     * daily cap across every source and purpose (ADR 090); a code dies after five
     * wrong tries from the address that asked for it and closes to everyone else after five of theirs, so
     * strangers' guesses never spoil the owner's fresh code (docs/decisions/013).
     */
    async verifyOtp(input: { email: string; otp: string; purpose: OtpPurpose; source: Source }) {
      const now = clock.now();
      const perSource = { scope: throttleScopes.otpVerify(input.purpose), account: input.email, source: input.source };
      const slot = await throttleRepository.reserve(db, perSource, THROTTLES.otpVerifyPerSource, now);
      if (!slot.allowed) throw new ThrottledError(authMessages.otpThrottled, slot.retryAfterMs);
      const account = { scope: throttleScopes.otpVerifyAccount, account: input.email, source: ANY_SOURCE };
      const signedInFrom = await throttleRepository.lastSuccessAt(db, { ...perSource, scope: throttleScopes.signIn });
      const usual = signedInFrom !== null && now.getTime() - signedInFrom.getTime() < AUTH_LIMITS.usualSourceMs;
      const daily = usual
        ? ({ allowed: true } as const)
        : await throttleRepository.reserve(db, account, THROTTLES.otpVerifyPerAccount, now);
      if (!daily.allowed) {
        await throttleRepository.refund(db, perSource); // the code was never checked
        throw new ThrottledError(authMessages.otpThrottledAccount, daily.retryAfterMs);
      }
      const user = await users.findByEmail(input.email);
      const outcome = await db.transaction(async (tx) => {
        if (!user || user.status !== 'active') return 'invalid' as const;
        const code = await otpRepository.findLiveForUpdate(tx, user.id, storedPurpose[input.purpose], now);
        if (!code) return 'invalid' as const;
        const byAsker = code.requestedFrom === input.source;
        const limit = byAsker ? AUTH_LIMITS.otpMaxWrongTries : AUTH_LIMITS.otpMaxForeignWrongTries;
        if ((byAsker ? code.failedAttempts : code.foreignFailedAttempts) >= limit) return 'killed' as const;
        if (!digestsEqual(code.codeHash, codeDigest(user.email, input.purpose, input.otp))) {
          const wrong = await otpRepository.recordWrongTry(tx, code.id, byAsker);
          if (wrong < limit) return 'invalid' as const;
          if (byAsker) await otpRepository.consume(tx, code.id, now);
          return 'killed' as const;
        }
        await otpRepository.consume(tx, code.id, now);
        if (input.purpose === 'sign_up') {
          if (!user.emailVerifiedAt) await users.markEmailVerified(tx, user.id, now);
          return { verified: true } as const;
        }
        // The reset token is written with the code's use: never a used code without its token.
        const token = generateToken();
        const expiresAt = new Date(now.getTime() + AUTH_LIMITS.resetTokenTtlMs);
        await sessionRepository.create(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          scope: 'password_reset',
          expiresAt,
          now,
        });
        return { token, expiresAt } as const;
      });
      if (typeof outcome === 'string' || !user) {
        const message = outcome === 'killed' ? authMessages.otpKilled : authMessages.invalidOtp;
        throw new AppError('VALIDATION', message, { otp: message });
      }
      await throttleRepository.succeed(db, perSource, now);
      if (!usual) await throttleRepository.refund(db, account); // a right code is not a guess
      // The mailbox is proven: the next code may be sent at the spec's pace again.
      await throttleRepository.clear(db, {
        scope: throttleScopes.otpSend(input.purpose),
        account: user.email,
        source: ANY_SOURCE,
      });
      if ('verified' in outcome) return { purpose: 'sign_up' as const, email: user.email, verified: true as const };
      return {
        purpose: 'password_reset' as const,
        resetToken: {
          accessToken: outcome.token,
          id: user.id,
          email: user.email,
          expiresAt: outcome.expiresAt.toISOString(),
        },
      };
    },

    /**
     * Sets the new password and signs the account out everywhere (every session and the reset token). The owner
     * proved the mailbox from this source: it becomes a usual source, and the new-sources throttle starts again.
     */
    async resetPassword(userId: number, newPassword: string, source: Source) {
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await users.updatePasswordHash(tx, userId, passwordHash, now);
        await sessionRepository.revokeAllForUser(tx, userId, now);
      });
      const user = await users.findById(userId);
      if (user) {
        await throttleRepository.succeed(db, { scope: throttleScopes.signIn, account: user.email, source }, now);
        await throttleRepository.clear(db, { scope: throttleScopes.signIn, account: user.email, source: ANY_SOURCE });
      }
      return successMessages.passwordReset;
    },

    async signOut(sessionId: string) {
      await sessionRepository.revoke(db, sessionId, clock.now());
    },

    /** Operators block or unblock an account; blocking signs it out everywhere at once. */
    async setBlocked(userId: number, blocked: boolean) {
      const now = clock.now();
      const change = await db.transaction(async (tx) => {
        const outcome = await users.setStatus(tx, userId, blocked ? 'blocked' : 'active', now);
        // Blocking a blocked account (or unblocking an active one) changes nothing: no event, no new ranking.
        if (outcome !== 'changed') return outcome;
        if (blocked) await sessionRepository.revokeAllForUser(tx, userId, now);
        await events.record(tx, { type: blocked ? 'user.blocked' : 'user.unblocked', payload: { userId } });
        // Blocked players leave the leaderboard (and come back when unblocked).
        await rankings.markChanged(tx);
        return outcome;
      });
      if (change === 'missing') throw new AppError('NOT_FOUND', authMessages.userNotFound);
      events.committed();
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', authMessages.userNotFound);
      return toUserDto(user, { self: false }, await playerStats(user.id));
    },
  };
}
