import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitionQuerySchema, userIdParamsSchema, userResponseSchema } from '@scoreline/contracts';
import { AppError } from '../../lib/app-error';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { authMessages } from '@scoreline/contracts';
import type { AuthService } from '../auth/auth.service';
import { toUserDto, type PlayerStatsSource, type UsersService } from './users.service';
import { PLAYER_LOOKUP_RATE_LIMIT } from '../../http-limits';

const errors = errorResponses(400, 401, 403, 404, 429);

export const usersRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  users: UsersService;
  playerStats: PlayerStatsSource;
}> = async (app, { auth, users, playerStats }) => {
  app.get(
    '/users/:id',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        description:
          "The statistics (rank, predictions, points, average) are the default competition's; `competition` names " +
          "another by its slug (404 when unknown), `all` sums every competition's.",
        params: userIdParamsSchema,
        querystring: competitionQuerySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const user = await users.visibleUser(viewer, request.params.id);
      const self = user.id === viewer.id;
      const stats = await playerStats(user.id, request.query.competition);
      return ok(toUserDto(user, { self, isAdmin: self && viewer.isAdmin }, stats));
    },
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: action === 'block' ? 'Blocks an account and revokes all its sessions' : 'Unblocks an account',
          // The role the bearer needs (OpenAPI 3.1 security roles); the authorization matrix reads it.
          security: [{ bearerAuth: ['operator'] }],
          params: userIdParamsSchema,
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => {
        if (action === 'block' && request.params.id === currentUser(request).id) {
          throw new AppError('UNPROCESSABLE', authMessages.cannotBlockSelf);
        }
        const user = await auth.setBlocked(request.params.id, action === 'block');
        return ok(user, action === 'block' ? authMessages.userBlocked : authMessages.userUnblocked);
      },
    );
  }
};
