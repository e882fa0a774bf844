import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  headToHeadParamsSchema,
  headToHeadResponseSchema,
  homeMatchesQuerySchema,
  homeMatchesResponseSchema,
  injuriesResponseSchema,
  leagueIdParamsSchema,
  competitionsResponseSchema,
  competitionTeamsResponseSchema,
  lineupsResponseSchema,
  matchIdParamsSchema,
  matchResponseSchema,
  roundMatchesResponseSchema,
  roundQuerySchema,
  squadsResponseSchema,
  statisticsResponseSchema,
  winPredictionResponseSchema,
} from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { footballDomains } from '../../db/data-versions';
import type { Reads } from '../reads/read-cache';
import { cachedAnswerRoute, sendPersonalAnswer, sendVisitorAnswer } from '../reads/send-cached';
import type { MatchesService } from './matches.service';

export interface MatchesRoutesOptions {
  service: MatchesService;
  /** Answers alike for every visitor, kept until the football domains move (issue 14, ADR 093). */
  reads: Reads;
}

const tags = ['matches'];
const errors = errorResponses(400, 404);

/** The match centre (spec §7 /match calls, issue #4). Thin: parse, call the service, wrap in the envelope. */
export const matchesRoutes: FastifyPluginAsyncZod<MatchesRoutesOptions> = async (app, { service, reads }) => {
  app.get(
    '/match',
    {
      ...cachedAnswerRoute,
      // spec §6: visitors read the upcoming fixtures; signed in, each match carries the caller's pick.
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "A round's matches (with the caller's predictions when signed in), and the round info",
        description:
          'Without `round`, the current round: the round of the next match still to finish (the last round once ' +
          "every match is over). `last_games` lists each side's five previous results of the season, oldest first. " +
          'Public (spec §6): a visitor gets every match with `predicted: false` and no predictions. `competition`: a ' +
          "competition-season's slug (GET /competitions), the default one without it; an unknown slug is a 404.",
        querystring: roundQuerySchema,
        response: {
          200: roundMatchesResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.authUser?.id;
      const { round, competition } = request.query;
      // One competition's answer is never another's: the key names the slug (ADR 103).
      const key = `round:${competition ?? ''}:${round ?? ''}`;
      if (userId !== undefined) {
        return sendPersonalAnswer(request, reply, reads, {
          userId,
          key,
          schema: roundMatchesResponseSchema,
          build: async () => ok(await service.listRound(userId, round, competition)),
        });
      }
      return sendVisitorAnswer(request, reply, reads, {
        key,
        domains: footballDomains,
        schema: roundMatchesResponseSchema,
        build: async () => ok(await service.listRound(undefined, round, competition)),
      });
    },
  );

  app.get(
    '/match/home',
    {
      ...cachedAnswerRoute,
      schema: {
        tags,
        summary: 'The next fixtures to kick off (landing page)',
        querystring: homeMatchesQuerySchema,
        description: "`competition`: a competition-season's slug, the default one without it (404 when unknown).",
        response: { 200: homeMatchesResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { limit, competition } = request.query;
      return sendVisitorAnswer(request, reply, reads, {
        key: `match/home:${competition ?? ''}:${limit}`,
        domains: footballDomains,
        schema: homeMatchesResponseSchema,
        build: async () => ok(await service.listUpcoming(limit, competition)),
      });
    },
  );

  app.get(
    '/match/:id',
    {
      ...cachedAnswerRoute,
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "One match (with the caller's predictions when signed in)",
        params: matchIdParamsSchema,
        response: { 200: matchResponseSchema, ...errors, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = request.authUser?.id;
      if (userId !== undefined) {
        return sendPersonalAnswer(request, reply, reads, {
          userId,
          key: `match:${id}`,
          schema: matchResponseSchema,
          build: async () => ok(await service.getMatch(id, userId)),
        });
      }
      return sendVisitorAnswer(request, reply, reads, {
        key: `match:${id}`,
        domains: footballDomains,
        schema: matchResponseSchema,
        build: async () => ok(await service.getMatch(id, undefined)),
      });
    },
  );

  app.get(
    '/match/api/lineups/:id',
    {
      schema: {
        tags,
        summary: "Both teams' line-ups ([] until the provider has them; never for the embedded season)",
        params: matchIdParamsSchema,
        response: { 200: lineupsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.lineups(request.params.id)),
  );

  app.get(
    '/match/api/squads/:id',
    {
      schema: {
        tags,
        summary: "Both clubs' squads for the season (the embedded season's, which has no line-ups; [] with a provider)",
        params: matchIdParamsSchema,
        response: { 200: squadsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.squads(request.params.id)),
  );

  app.get(
    '/match/api/injuries/:id',
    {
      schema: {
        tags,
        summary: 'Injured and suspended players of both teams ([] when none are known)',
        params: matchIdParamsSchema,
        response: { 200: injuriesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.injuries(request.params.id)),
  );

  app.get(
    '/match/api/predictions/:id',
    {
      schema: {
        tags,
        summary: "Win probability: the provider's, else Scoreline's model (see `source`); null when neither",
        params: matchIdParamsSchema,
        response: { 200: winPredictionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.winPrediction(request.params.id)),
  );

  app.get(
    '/match/api/statistics/:id',
    {
      schema: {
        tags,
        summary: 'Match statistics per team ([] until the match starts, and always for the embedded season)',
        params: matchIdParamsSchema,
        response: { 200: statisticsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.statistics(request.params.id)),
  );

  app.get(
    '/match/api/head2head/:homeTeamId/:awayTeamId',
    {
      schema: {
        tags,
        summary: 'Past meetings of two clubs, most recent first',
        params: headToHeadParamsSchema,
        response: { 200: headToHeadResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.headToHead(request.params.homeTeamId, request.params.awayTeamId)),
  );

  app.get(
    '/match/api/leagues',
    {
      schema: { tags, summary: 'The leagues we hold', response: { 200: competitionsResponseSchema } },
    },
    async () => ok(await service.competitions()),
  );

  app.get(
    '/match/api/leagues/:leagueId/teams',
    {
      schema: {
        tags,
        summary: "A league's clubs in its latest season",
        params: leagueIdParamsSchema,
        response: { 200: competitionTeamsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.competitionTeams(request.params.leagueId)),
  );
};
