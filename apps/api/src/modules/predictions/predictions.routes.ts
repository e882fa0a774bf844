import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMatchResponseSchema,
  errorEnvelopeSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  matchIdParamsSchema,
  matchKickoffBodySchema,
  matchPicksResponseSchema,
  matchResultBodySchema,
  predictionBodySchema,
  predictionResponseSchema,
} from '@scoreline/contracts';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { LeaderboardService } from './leaderboard.service';
import type { PredictionsService } from './predictions.service';
import type { MatchCorrectionsService } from '../football/match-corrections.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

export const predictionsRoutes: FastifyPluginAsyncZod<{
  predictions: PredictionsService;
  leaderboard: LeaderboardService;
  results: MatchCorrectionsService;
}> = async (app, { predictions, leaderboard, results }) => {
  app.post(
    '/prediction',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['predictions'],
        summary: 'Predicts a match (one per player; the same one again is a safe retry)',
        security: [{ bearerAuth: [] }],
        body: predictionBodySchema,
        response: { 200: predictionResponseSchema, 201: predictionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, message, data } = await predictions.submit(
        currentUser(request).id,
        request.body.matchId,
        request.body.prediction,
      );
      return reply.status(created ? 201 : 200).send(ok(data, message));
    },
  );

  app.get(
    '/match/:id/picks',
    {
      schema: {
        tags: ['predictions'],
        summary: "Everyone's picks for a match, revealed at kick-off",
        params: matchIdParamsSchema,
        response: { 200: matchPicksResponseSchema, ...errors },
      },
    },
    async (request) => ok(await predictions.picks(request.params.id)),
  );

  app.get(
    '/score',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['leaderboard'],
        summary: 'The leaderboard: overall, by round or for a date range, paginated',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errors },
      },
    },
    async (request) => ok(await leaderboard.get(request.query, request.authUser?.id)),
  );

  app.put(
    '/admin/matches/:id/result',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Enters or corrects a result; the match is (re)scored at once',
        security: [{ bearerAuth: ['operator'] }],
        params: matchIdParamsSchema,
        body: matchResultBodySchema,
        response: { 200: adminMatchResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await results.setResult(currentUser(request).id, request.params.id, request.body), 'Result saved'),
  );

  app.put(
    '/admin/matches/:id/kickoff',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Moves a kick-off (postponement); the prediction window follows',
        security: [{ bearerAuth: ['operator'] }],
        params: matchIdParamsSchema,
        body: matchKickoffBodySchema,
        response: { 200: adminMatchResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await results.setKickoff(currentUser(request).id, request.params.id, request.body.date), 'Kick-off moved'),
  );
};
