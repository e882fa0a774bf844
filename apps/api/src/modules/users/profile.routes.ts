import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouriteTeamBodySchema,
  favouriteTeamResponseSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
} from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { PLAYER_WRITE_RATE_LIMIT } from '../../http-limits';
import { currentUser } from '../auth/auth.plugin';
import type { ProfileService } from './profile.service';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Issue #11: a player edits their own profile (spec §2 Edit profile, §7 PUT /users, POST /user/favourite-team). */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  app.put(
    '/users',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary:
          "Updates the caller's own profile. Empty and null fields are left unchanged (spec §5); identity fields " +
          "are refused. With nothing to change the user comes back unchanged, message 'Nothing to update'.",
        security: [{ bearerAuth: [] }],
        body: profileUpdateBodySchema,
        response: { 200: profileUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await profiles.update(currentUser(request), request.body);
      return ok(saved.user, saved.message);
    },
  );

  app.post(
    '/user/favourite-team',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary: "Sets the caller's favourite team: a club of the competition on show (404 otherwise)",
        security: [{ bearerAuth: [] }],
        body: favouriteTeamBodySchema,
        response: { 200: favouriteTeamResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await profiles.setFavouriteTeam(currentUser(request), request.body.favouriteTeamId);
      return ok(saved.user, saved.message);
    },
  );
};
