import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '@scoreline/contracts';
import { AppError } from '../../lib/app-error';
import { createBatcher } from '../../lib/batcher';
import { hashToken } from '../../lib/tokens';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { dataDomain } from '../../db/data-versions';
import { VersionedCache } from '../../lib/versioned-cache';
import { syncOperatorGrants } from './operators.service';
import { sessionRepository, type SessionScope } from './session.repository';

export interface AuthUser {
  id: number;
  email: string;
  username: string;
  isAdmin: boolean;
  sessionId: string;
  scope: SessionScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireAuth` (and by `app.optionalAuth` when a valid token came). */
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: a live access session of an active account, else 401/403 (spec §6, §7). */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like requireAuth, but a missing token is fine (public pages with a personal touch). */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a signed-in operator (a live grant in operator_grants, docs/decisions/013). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: the short-lived token from a verified password-reset code. */
    requireResetToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

// last_used_at is refreshed at most this often, so reads do not turn into a write per request.
const TOUCH_INTERVAL_MS = 5 * 60_000;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  // A malformed header is treated like a wrong token, not like a missing one.
  return match?.[1] ?? '';
}

/** The signed-in user of a request; routes behind requireAuth can rely on it. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError('UNAUTHENTICATED', errorMessages.accessTokenMissing);
  return request.authUser;
}

export const authPlugin = fp(
  async (app) => {
    const { database, clock, config, reads } = app.deps;
    type Session = Awaited<ReturnType<typeof sessionRepository.findUnrevoked>>[number];
    // Sessions found, kept under the `sessions` domain's version (ADR 093; migration 0024's triggers): a sign-out, a
    // block, a new username or an operator grant moves it, so the next request looks the session up again; a pick
    // does not. Expiry is checked against each request's time. A session not found is not kept.
    const known = new VersionedCache<Session>({ max: 20_000 });
    // Requests arriving together look their sessions up in one read (a busy moment is many requests of
    // many players); each is then checked against its own request time.
    const findLive = createBatcher(
      async (lookups: { tokenHash: string; now: Date }[]) => {
        const rows = await sessionRepository.findUnrevoked(
          database.db,
          lookups.map((lookup) => lookup.tokenHash),
        );
        const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
        return lookups.map(({ tokenHash, now }): Session | undefined => {
          const row = byHash.get(tokenHash);
          return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
        });
      },
      { maxBatch: 500, maxInFlight: 4 },
    );

    async function lookUp(tokenHash: string, now: Date): Promise<Session | undefined> {
      const version = (await reads.versions.current()).get(dataDomain.sessions) ?? '';
      const session = await known.find(tokenHash, version, () => findLive({ tokenHash, now }));
      if (!session || session.expiresAt.getTime() > now.getTime()) return session;
      return findLive({ tokenHash, now }); // expired since it was kept: ended, as the database says
    }

    async function authenticate(request: FastifyRequest, required: boolean, scope: SessionScope) {
      const token = bearerToken(request);
      if (token === undefined) {
        if (required) throw new AppError('UNAUTHENTICATED', errorMessages.accessTokenMissing);
        return;
      }
      const now = clock.now();
      const tokenHash = token ? hashToken(token) : undefined;
      const session = tokenHash ? await lookUp(tokenHash, now) : undefined;
      if (!session || session.scope !== scope) {
        // Blocking revokes every session: the old token's owner is told why (spec §6), not just refused.
        const status =
          tokenHash && !session ? await sessionRepository.statusOfEndedSession(database.db, tokenHash) : undefined;
        if (status !== undefined && status !== 'active') {
          throw new AppError('ACCOUNT_BLOCKED', errorMessages.accountBlocked);
        }
        throw new AppError('INVALID_CREDENTIALS', errorMessages.invalidToken);
      }
      if (session.user.status !== 'active') throw new AppError('ACCOUNT_BLOCKED', errorMessages.accountBlocked);
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await sessionRepository.touch(database.db, session.sessionId, now);
        // A touch does not move the sessions' version: the kept session is touched too, or every request after
        // the interval would write again.
        session.lastUsedAt = now;
      }
      const { isOperator, ...user } = session.user;
      request.authUser = {
        ...user,
        isAdmin: isOperator,
        sessionId: session.sessionId,
        scope: session.scope,
      };
    }

    // At start: operator grants follow ADMIN_EMAILS (docs/decisions/013). A database that cannot be reached now
    // leaves the grants as they are (every request then answers 503 anyway); the next start applies them.
    app.addHook('onReady', async () => {
      let operators: Awaited<ReturnType<typeof syncOperatorGrants>>;
      try {
        operators = await syncOperatorGrants({ db: database.db, clock, adminEmails: config.adminEmails });
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        app.log.error({ err: error }, 'operator grants not applied: the database is unreachable');
        return;
      }
      for (const email of operators.granted) app.log.info({ email }, 'operator granted (ADMIN_EMAILS)');
      for (const email of operators.unnamed) {
        app.log.warn(
          { email },
          `${email} is an operator but not in this process's ADMIN_EMAILS; kept (a start never revokes). To end it: npm run admin:revoke -- ${email}`,
        );
      }
      for (const { email, reason } of operators.waiting) {
        app.log.info(
          { email, reason },
          `ADMIN_EMAILS names ${email}, which is not an operator (${reason}); once its owner has verified it: npm run admin:grant -- ${email}`,
        );
      }
    });

    app.decorateRequest('authUser', undefined);
    app.decorate('requireAuth', async (request: FastifyRequest) => authenticate(request, true, 'access'));
    app.decorate('optionalAuth', async (request: FastifyRequest) => authenticate(request, false, 'access'));
    app.decorate('requireResetToken', async (request: FastifyRequest) => authenticate(request, true, 'password_reset'));
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request, true, 'access');
      if (!request.authUser?.isAdmin) throw new AppError('FORBIDDEN', errorMessages.forbidden);
    });
  },
  { name: 'auth' },
);
