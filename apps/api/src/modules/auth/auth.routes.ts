import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  sendVerificationBodySchema,
  signInBodyWithDeviceSchema,
  signInResponseSchema,
  signUpBodySchema,
  signUpResponseSchema,
  successMessages,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from './auth.plugin';
import { authMessages } from '@scoreline/contracts';
import type { AuthService } from './auth.service';

const errors = errorResponses(400, 401, 403, 409, 429, 503);

/**
 * Per-IP limits on everything guessable (issue #3); the per-account and per-(account, source) throttles live in
 * the service (docs/decisions/013). The source of an attempt is `request.ip` (proxy-aware with TRUST_PROXY).
 */
const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/sign-up',
    {
      config: perIp(10, '1 hour'),
      schema: { tags: ['auth'], body: signUpBodySchema, response: { 201: signUpResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { email, username, firstname, lastname, password } = request.body;
      const data = await auth.signUp({ email, username, firstname, lastname, password, source: request.ip });
      return reply.status(201).send(ok(data, authMessages.signedUp));
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: perIp(20, '1 minute'),
      schema: { tags: ['auth'], body: signInBodyWithDeviceSchema, response: { 200: signInResponseSchema, ...errors } },
    },
    async (request) => {
      const userAgent = request.headers['user-agent'];
      const credentials = await auth.signIn({
        ...request.body,
        source: request.ip,
        ...(userAgent ? { userAgent } : {}),
      });
      return ok(credentials, successMessages.loggedIn);
    },
  );

  app.post(
    '/auth/send-verification',
    {
      config: perIp(10, '15 minutes'),
      schema: { tags: ['auth'], body: sendVerificationBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.sendVerification({
        email: request.body.email,
        purpose: request.body.purpose ?? 'sign_up',
        source: request.ip,
      });
      return ok(null, authMessages.otpSent);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: perIp(10, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'E-mails a password-reset OTP; answers the same whether or not the account exists',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.sendVerification({ email: request.body.email, purpose: 'password_reset', source: request.ip });
      return ok(null, authMessages.otpSent);
    },
  );

  app.post(
    '/auth/verify',
    {
      config: perIp(20, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary:
          'Verifies an OTP for an e-mail and purpose (docs/decisions: the code alone never identifies an account)',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await auth.verifyOtp({ ...request.body, source: request.ip });
      return ok(data, authMessages.emailVerified);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: app.requireResetToken,
      config: perIp(10, '15 minutes'),
      schema: {
        tags: ['auth'],
        // Only the short-lived token of a verified reset code (OpenAPI 3.1 security role; the matrix reads it).
        security: [{ bearerAuth: ['password_reset'] }],
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const message = await auth.resetPassword(currentUser(request).id, request.body.newPassword, request.ip);
      return ok(null, message);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.signOut(currentUser(request).sessionId);
      return ok(null, authMessages.signedOut);
    },
  );
};
