import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponseSchema } from '@scoreline/contracts';
import { OTP_RESEND_SECONDS } from '@scoreline/domain';
import { ok } from '../../lib/envelope';
import { activeCompetition } from '../football/create-provider';

/** GET /api/v1/config: the explicit public subset of the configuration (engineering guide). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { tags: ['system'], response: { 200: publicConfigResponseSchema } } }, async () => {
    const { config } = app.deps;
    return ok({
      otpLength: config.otpLength,
      otpResendSeconds: OTP_RESEND_SECONDS,
      demo: config.demo,
      // spec §1: the footer's social links, read at start (SOCIAL_*_URL), so they change with a restart, not a build.
      socialLinks: config.socialLinks,
      footballData: activeCompetition(config).provider,
    });
  });
};
