import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bonusAnswerBodySchema,
  bonusMessages,
  bonusQuestionParamsSchema,
  bonusQuestionResponseSchema,
  bonusQuestionsResponseSchema,
  competitionSlugParamsSchema,
} from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { ThrottledError } from '../../lib/app-error';
import { PLAYER_WRITE_RATE_LIMIT } from '../../http-limits';
import { currentUser } from '../auth/auth.plugin';
import type { BonusService } from './bonus.service';

const tags = ['competitions'];
/** Answers a player may give a minute, whatever addresses they come from (as the picks grid counts, ADR 109). */
const BONUS_ANSWERS_PER_PLAYER_PER_MINUTE = 30;

/** Issue 59 (docs/decisions/111): a competition's bonus questions, their answers and the operator's word. */
export const bonusRoutes: FastifyPluginAsyncZod<{ bonus: BonusService }> = async (app, { bonus }) => {
  const answersLimit = app.createRateLimit({
    max: BONUS_ANSWERS_PER_PLAYER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `bonus-answers:${currentUser(request).id}`,
  });
  const limitAnswersPerPlayer = async (request: FastifyRequest) => {
    const result = await answersLimit(request);
    if (!result.isAllowed && result.isExceeded) throw new ThrottledError(bonusMessages.tooFast, result.ttl);
  };

  app.get(
    '/competitions/:slug/bonus-questions',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "A competition's bonus questions, with the caller's answers",
        description:
          'The questions (champion, top scorer, group winners, relegated clubs, goals in the final) with their points ' +
          "and choices, the caller's answers (none for a visitor), `locksAt` (the first kick-off) and `locked`; once " +
          "settled, the right answer and the caller's points. Before the lock nobody sees another player's answers; " +
          "after it `league` holds the answers of the caller's private-league co-members. An unknown slug is a 404.",
        params: competitionSlugParamsSchema,
        response: { 200: bonusQuestionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return ok(await bonus.list(request.params.slug, request.authUser?.id));
    },
  );

  app.put(
    '/competitions/:slug/bonus-questions/:id/answer',
    {
      preHandler: [app.requireAuth, limitAnswersPerPlayer],
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Answers a bonus question, or changes the answer, until the first kick-off',
        description:
          'The names chosen among the choices (a team, a squad player, exactly as many clubs as the question asks; ' +
          "the final's goals in digits, 0 to 30). 400 for an answer not offered, 404 for an unknown question, 422 " +
          "once the competition's first kick-off has passed (locked), 429 past 30 answers a minute.",
        security: [{ bearerAuth: [] }],
        params: bonusQuestionParamsSchema,
        body: bonusAnswerBodySchema,
        response: { 200: bonusQuestionResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const { slug, id } = request.params;
      return ok(await bonus.answer(currentUser(request).id, slug, id, request.body.answer), bonusMessages.saved);
    },
  );

  app.put(
    '/competitions/:slug/bonus-questions/:id/result',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Names a competition's top scorer(s) (operators); the question is scored at once",
        description:
          "Only the top scorer's question takes an operator's word (422 for the others: their deciding match " +
          "settles them). Its points count on the final's round and day; a later call replaces the answer and " +
          'moves every table by the difference.',
        security: [{ bearerAuth: ['operator'] }],
        params: bonusQuestionParamsSchema,
        body: bonusAnswerBodySchema,
        response: { 200: bonusQuestionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { slug, id } = request.params;
      return ok(await bonus.setResult(slug, id, request.body.answer), bonusMessages.resultSaved);
    },
  );
};
