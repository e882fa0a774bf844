import type { FastifyBaseLogger } from 'fastify';
import { errorMessages, successMessages, type Credentials, type OtpPurpose } from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { EventRecorder } from '../../events/event-recorder';
import type { OtpPurpose as StoredOtpPurpose } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { digestsEqual, generateOtp, generateToken, hashToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { otpEmail } from '../mail/templates';
import { usersRepository, type UserRow } from '../users/users.repository';
import { toUserDto, type PlayerStatsSource } from '../users/users.service';
import { AUTH_LIMITS, authMessages } from './auth.constants';
import { authFailuresRepository, otpRepository } from './otp.repository';
import { sessionRepository } from './session.repository';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  /** Sends the code mails, from the mail job (never while a request waits). */
  mailer: Mailer;
  events: EventRecorder;
  /** Marks cached rankings stale when a player is blocked or unblocked (the leaderboard service). */
  rankings: { markChanged(tx: Executor): Promise<void> };
  config: Config;
  log: FastifyBaseLogger;
  /** A player's prediction statistics for the user DTO (the leaderboard service). */
  playerStats: PlayerStatsSource;
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

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, clock, mailer, events, rankings, config, log, playerStats }: AuthServiceDeps) {
  const admins = new Set(config.adminEmails);

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
    return {
      ...toUserDto(user, { self: true, isAdmin: admins.has(user.email) }, await playerStats(user.id)),
      accessToken: token,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Creates a fresh code and hands it to the mail job (issue 9: `auth.code_issued` is written in the same
   * transaction, so the code is mailed, with retries, even if this process stops right after; the request never
   * waits for SMTP). Returns 'cooldown' (nothing issued) during the resend wait.
   * The code is stored hashed (SHA-256 of a short code is guessable offline, so the real defence
   * is the online limits: 5 tries per code, 20 per account per day, and per-IP rate limits).
   */
  async function sendOtp(user: UserRow, purpose: OtpPurpose): Promise<'sent' | 'cooldown'> {
    const now = clock.now();
    const previous = await otpRepository.latest(db, user.id, storedPurpose[purpose]);
    if (previous && now.getTime() - previous.createdAt.getTime() < AUTH_LIMITS.otpResendCooldownMs) return 'cooldown';
    const code = generateOtp(config.otpLength);
    await db.transaction(async (tx) => {
      const otpId = await otpRepository.issue(tx, {
        userId: user.id,
        purpose: storedPurpose[purpose],
        codeHash: hashToken(`${user.id}:${purpose}:${code}`),
        code,
        now,
        expiresAt: new Date(now.getTime() + AUTH_LIMITS.otpTtlMs),
      });
      await events.record(tx, { type: 'auth.code_issued', payload: { otpId } });
    });
    events.committed();
    return 'sent';
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
    const mail = otpEmail({
      purpose: contractPurpose[pending.purpose],
      firstname: pending.firstname,
      code: pending.code,
      expiresInMinutes: AUTH_LIMITS.otpTtlMs / 60_000,
      publicUrl: config.publicUrl,
    });
    await mailer.send({ to: pending.email, ...mail });
    log.info({ otpId }, 'code mail sent');
    await otpRepository.clearPendingMail(db, otpId);
    return 'sent';
  }

  function cooldownSecondsLeft(createdAt: Date): number {
    const left = AUTH_LIMITS.otpResendCooldownMs - (clock.now().getTime() - createdAt.getTime());
    return Math.max(1, Math.ceil(left / 1000));
  }

  return {
    deliverCode,

    async signUp(input: { email: string; username: string; firstname: string; lastname: string; password: string }) {
      if (await usersRepository.findByEmail(db, input.email)) throw emailTaken();
      if (await usersRepository.isUsernameTaken(db, input.username)) throw usernameTaken();
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await usersRepository.create(db, { ...input, passwordHash, now: clock.now() });
      } catch (error) {
        // Two sign-ups racing for the same address or name: the unique index decides.
        if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
        if (isUniqueViolation(error, 'users_username_lower_key')) throw usernameTaken();
        throw error;
      }
      await sendOtp(user, 'sign_up');
      return { email: user.email };
    },

    async signIn(input: { email: string; password: string; remember?: boolean | undefined; userAgent?: string }) {
      const now = clock.now();
      const since = new Date(now.getTime() - AUTH_LIMITS.signInFailureWindowMs);
      if (
        (await authFailuresRepository.countSince(db, 'sign_in', input.email, since)) >= AUTH_LIMITS.signInMaxFailures
      ) {
        throw new AppError('RATE_LIMITED', authMessages.signInLocked);
      }
      const user = await usersRepository.findByEmail(db, input.email);
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password).then(() => false);
      if (!user || !passwordOk) {
        await authFailuresRepository.record(db, 'sign_in', input.email, now);
        throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
      }
      await authFailuresRepository.clear(db, 'sign_in', input.email);
      if (user.status !== 'active') throw new AppError('ACCOUNT_BLOCKED', errorMessages.accountBlocked);
      if (!user.emailVerifiedAt) {
        // spec §4: the client routes to the OTP page on this message; a fresh code is on its way
        // unless one was sent in the last minute.
        await sendOtp(user, 'sign_up');
        throw new AppError('EMAIL_NOT_VERIFIED', authMessages.verificationSent);
      }
      return issueSession(user, {
        remember: input.remember ?? true,
        ...(input.userAgent ? { userAgent: input.userAgent } : {}),
      });
    },

    /** Resends a code. Sign-up codes answer the cooldown honestly; reset codes never reveal an account. */
    async sendVerification(input: { email: string; purpose: OtpPurpose }) {
      const user = await usersRepository.findByEmail(db, input.email);
      if (input.purpose === 'password_reset') {
        if (user && user.status === 'active') await sendOtp(user, 'password_reset');
        return;
      }
      if (!user) return;
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', authMessages.alreadyVerified);
      const result = await sendOtp(user, 'sign_up');
      if (result === 'cooldown') {
        const previous = await otpRepository.latest(db, user.id, 'verify_email');
        throw new AppError(
          'RATE_LIMITED',
          authMessages.resendWait(previous ? cooldownSecondsLeft(previous.createdAt) : 60),
        );
      }
    },

    async verifyOtp(input: { email: string; otp: string; purpose: OtpPurpose }) {
      const now = clock.now();
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
      if (
        (await authFailuresRepository.countSince(db, 'otp', input.email, dayAgo)) >= AUTH_LIMITS.otpMaxFailuresPerDay
      ) {
        throw new AppError('RATE_LIMITED', authMessages.otpLockedForDay);
      }
      const user = await usersRepository.findByEmail(db, input.email);
      const outcome = await db.transaction(async (tx) => {
        if (!user || user.status !== 'active') return 'invalid' as const;
        const code = await otpRepository.findLiveForUpdate(tx, user.id, storedPurpose[input.purpose], now);
        if (!code) return 'invalid' as const;
        if (!digestsEqual(code.codeHash, hashToken(`${user.id}:${input.purpose}:${input.otp}`))) {
          const wrong = await otpRepository.recordWrongTry(tx, code.id);
          if (wrong >= AUTH_LIMITS.otpMaxWrongTries) {
            await otpRepository.consume(tx, code.id, now);
            return 'killed' as const;
          }
          return 'invalid' as const;
        }
        await otpRepository.consume(tx, code.id, now);
        if (input.purpose === 'sign_up' && !user.emailVerifiedAt)
          await usersRepository.markEmailVerified(tx, user.id, now);
        return 'ok' as const;
      });
      if (outcome !== 'ok') {
        await authFailuresRepository.record(db, 'otp', input.email, now);
        throw new AppError('VALIDATION', outcome === 'killed' ? authMessages.otpKilled : authMessages.invalidOtp, {
          otp: outcome === 'killed' ? authMessages.otpKilled : authMessages.invalidOtp,
        });
      }
      await authFailuresRepository.clear(db, 'otp', input.email);
      if (!user) throw new AppError('VALIDATION', authMessages.invalidOtp);
      if (input.purpose === 'sign_up')
        return { purpose: 'sign_up' as const, email: user.email, verified: true as const };
      const token = generateToken();
      const expiresAt = new Date(now.getTime() + AUTH_LIMITS.resetTokenTtlMs);
      await sessionRepository.create(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        scope: 'password_reset',
        expiresAt,
        now,
      });
      return {
        purpose: 'password_reset' as const,
        resetToken: { accessToken: token, id: user.id, email: user.email, expiresAt: expiresAt.toISOString() },
      };
    },

    /** Sets the new password and signs the account out everywhere (every session and the reset token). */
    async resetPassword(userId: number, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await usersRepository.updatePasswordHash(tx, userId, passwordHash, now);
        await sessionRepository.revokeAllForUser(tx, userId, now);
      });
      await authFailuresRepository.clear(db, 'sign_in', (await usersRepository.findById(db, userId))?.email ?? '');
      return successMessages.passwordReset;
    },

    async signOut(sessionId: string) {
      await sessionRepository.revoke(db, sessionId, clock.now());
    },

    /** Operators block or unblock an account; blocking signs it out everywhere at once. */
    async setBlocked(userId: number, blocked: boolean) {
      const now = clock.now();
      const found = await db.transaction(async (tx) => {
        const updated = await usersRepository.setStatus(tx, userId, blocked ? 'blocked' : 'active', now);
        if (updated && blocked) {
          await sessionRepository.revokeAllForUser(tx, userId, now);
          await events.record(tx, { type: 'user.blocked', payload: { userId } });
        }
        // Blocked players leave the leaderboard (and come back when unblocked).
        if (updated) await rankings.markChanged(tx);
        return updated;
      });
      if (!found) throw new AppError('NOT_FOUND', authMessages.userNotFound);
      if (blocked) events.committed();
      const user = await usersRepository.findById(db, userId);
      if (!user) throw new AppError('NOT_FOUND', authMessages.userNotFound);
      return toUserDto(user, { self: false }, await playerStats(user.id));
    },
  };
}
