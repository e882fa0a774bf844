import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMatchResponseSchema,
  competitionQuerySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  matchIdParamsSchema,
  matchKickoffBodySchema,
  matchLiveScoreBodySchema,
  matchPicksResponseSchema,
  matchResultBodySchema,
  predictionBatchBodySchema,
  predictionBatchResponseSchema,
  predictionBodySchema,
  predictionMessages,
  predictionResponseSchema,
  roundHighlightsResponseSchema,
  roundJokerResponseSchema,
} from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { LeaderboardService } from './leaderboard.service';
import type { PredictionsService } from './predictions.service';
import type { JokersService } from './jokers.service';
import type { MatchCorrectionsService } from '../football/match-corrections.service';
import { leaderboardDomains } from '../../db/data-versions';
import type { Reads } from '../reads/read-cache';
import { cachedAnswerRoute, sendPersonalAnswer, sendVisitorAnswer } from '../reads/send-cached';
import { newRangeRateLimit } from './range-rate-limit';
import { MATCH_PICKS_RATE_LIMIT } from '../../http-limits';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export const predictionsRoutes: FastifyPluginAsyncZod<{
  predictions: PredictionsService;
  jokers: JokersService;
  leaderboard: LeaderboardService;
  results: MatchCorrectionsService;
  /** Answers alike for every visitor, kept until the database changes (issue 14). */
  reads: Reads;
}> = async (app, { predictions, jokers, leaderboard, results, reads }) => {
  app.post(
    '/prediction',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['predictions'],
        summary:
          'Predicts a match, or changes the pick while the window is open (the same score again is a safe retry)',
        description:
          '201 for a first pick; 200 for a change (`Prediction updated`, the latest saved pick counts) or the same ' +
          'score again (`Prediction already saved`); 422 once closed (10 minutes before kick-off) or postponed.',
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

  app.post(
    '/predictions',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['predictions'],
        summary: "Saves a round's picks at once, each answered on its own (issue 13)",
        description:
          'One transaction for the list. Always 200 when the list is well-formed: each item of `results` (in the ' +
          'order sent) is `created`, `updated`, `unchanged` or `refused` with the `code` and `message` POST ' +
          '/prediction would answer (VALIDATION for a score that is not H:A, NOT_FOUND, UNPROCESSABLE when closed or ' +
          'postponed); a refused item changes nothing. 400 when the list itself is wrong: empty, more than 50 ' +
          'items, a match twice, a match id that is not an id.',
        security: [{ bearerAuth: [] }],
        body: predictionBatchBodySchema,
        response: { 200: predictionBatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const batch = await predictions.submitBatch(currentUser(request).id, request.body);
      return ok(batch, predictions.batchMessage(batch.counts));
    },
  );

  app.put(
    '/match/:id/joker',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['predictions'],
        summary:
          "Plays the caller's joker of this match's round on their pick of it (issue 59): its points count double",
        description:
          'One joker per stage (a round of the competition-season): putting it on another match of the round moves ' +
          'it. 200 with the round and the match it is on; 422 when this match is closed or postponed, not picked by ' +
          "the caller, or its competition plays without jokers; 409 when the round's joker is on a match that has " +
          'closed (it is fixed); 404 for an unknown match.',
        security: [{ bearerAuth: [] }],
        params: matchIdParamsSchema,
        response: { 200: roundJokerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, message } = await jokers.set(currentUser(request).id, request.params.id);
      return ok(data, message);
    },
  );

  app.delete(
    '/match/:id/joker',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['predictions'],
        summary: "Takes the caller's joker of this match's round off this match while it is open (issue 59)",
        description:
          "200 with the round and no joker; 404 when the round's joker is not on this match; 409 once this match has " +
          'closed (its joker is fixed); 422 when its competition plays without jokers.',
        security: [{ bearerAuth: [] }],
        params: matchIdParamsSchema,
        response: { 200: roundJokerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, message } = await jokers.remove(currentUser(request).id, request.params.id);
      return ok(data, message);
    },
  );

  app.get(
    '/match/:id/picks',
    {
      config: { rateLimit: MATCH_PICKS_RATE_LIMIT },
      schema: {
        tags: ['predictions'],
        summary: "Everyone's picks for a match, revealed once it has kicked off (live or finished)",
        params: matchIdParamsSchema,
        response: { 200: matchPicksResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => ok(await predictions.picks(request.params.id)),
  );

  app.get(
    '/score',
    {
      ...cachedAnswerRoute,
      preHandler: app.optionalAuth,
      config: { rateLimit: newRangeRateLimit(leaderboard.isRangeCached) },
      schema: {
        tags: ['leaderboard'],
        summary: 'The leaderboard: overall, by round or for a date range, paginated',
        description:
          "`competition`: a competition-season's slug (GET /competitions), the default one without it (404 when " +
          "unknown); `all`: every competition-season's totals summed, ranked with the same tie-break (an overall " +
          'table: no round, date range or provisional ranking with it).',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const key = `score:${JSON.stringify(request.query)}`;
      const userId = request.authUser?.id;
      if (userId !== undefined) {
        return sendPersonalAnswer(request, reply, reads, {
          userId,
          key,
          schema: leaderboardResponseSchema,
          build: async () => ok(await leaderboard.get(request.query, userId)),
        });
      }
      return sendVisitorAnswer(request, reply, reads, {
        key,
        domains: leaderboardDomains,
        schema: leaderboardResponseSchema,
        build: async () => ok(await leaderboard.get(request.query, undefined)),
      });
    },
  );

  app.get(
    '/score/highlights',
    {
      schema: {
        tags: ['leaderboard'],
        summary: "The latest completed round's winner(s) and biggest climber (null before a round is complete)",
        description:
          "`competition`: a competition-season's slug, the default one without it (404 when unknown; `all` is a 400: " +
          'no round spans competitions). The climber gained the most places in the overall table over that round.',
        querystring: competitionQuerySchema,
        response: { 200: roundHighlightsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await leaderboard.highlights(request.query.competition)),
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
      ok(
        await results.setResult(currentUser(request).id, request.params.id, request.body),
        predictionMessages.resultSaved,
      ),
  );

  app.put(
    '/admin/matches/:id/live',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Records a match's score while it is played (issue 13); players see provisional points at once",
        security: [{ bearerAuth: ['operator'] }],
        params: matchIdParamsSchema,
        body: matchLiveScoreBodySchema,
        response: { 200: adminMatchResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await results.setLiveScore(currentUser(request).id, request.params.id, request.body),
        predictionMessages.liveScoreSaved,
      ),
  );

  app.delete(
    '/admin/matches/:id/live',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Clears the operators' live score of a match (issue 55): the provider's report stands again from the next sync",
        security: [{ bearerAuth: ['operator'] }],
        params: matchIdParamsSchema,
        response: { 200: adminMatchResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await results.clearLiveScore(currentUser(request).id, request.params.id), predictionMessages.liveScoreCleared),
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
      ok(
        await results.setKickoff(currentUser(request).id, request.params.id, request.body.date),
        predictionMessages.kickoffMoved,
      ),
  );
};
