import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bracketResponseSchema, competitionSlugParamsSchema, groupTablesResponseSchema } from '@scoreline/contracts';
import { dataDomain, type DomainSelection } from '../../db/data-versions';
import { errorResponses, ok } from '../../lib/envelope';
import type { Reads } from '../reads/read-cache';
import { cachedAnswerRoute, sendVisitorAnswer } from '../reads/send-cached';
import type { TournamentService } from './tournament.service';

export interface TournamentRoutesOptions {
  tournament: TournamentService;
  /** Answers alike for every caller, kept until the competition's matches or the teams move (ADR 093). */
  reads: Reads;
}

const tags = ['competitions'];

/** What a competition's tables and bracket show: its own matches, and the teams. */
const competitionDomains =
  (competitionId: number, season: number): DomainSelection =>
  (domain) =>
    domain === dataDomain.football || domain === dataDomain.matches(competitionId, season);

/** issue 58 (docs/decisions/104): a competition's group tables and knockout bracket, for everyone (visitors too). */
export const tournamentRoutes: FastifyPluginAsyncZod<TournamentRoutesOptions> = async (app, { tournament, reads }) => {
  app.get(
    '/competitions/:slug/groups',
    {
      ...cachedAnswerRoute,
      schema: {
        tags,
        summary: "A competition's group tables (a tournament's groups, a cup's league phase)",
        description:
          "Computed from the finished matches by the competition's tie-break order: the World Cup 2026's groups by " +
          "FIFA's, a cup's league phase as one table by UEFA's. Teams level on every criterion the data has share " +
          'their position (`isLevel`). Before any match is played every team is listed with zeros. A league has ' +
          'no group tables (404); an unknown slug is a 404.',
        params: competitionSlugParamsSchema,
        response: { 200: groupTablesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const key = await tournament.resolve(slug);
      return sendVisitorAnswer(request, reply, reads, {
        key: `competition/groups:${slug}`,
        domains: competitionDomains(key.competitionId, key.season),
        schema: groupTablesResponseSchema,
        build: async () => ok(await tournament.groupTables(slug)),
      });
    },
  );

  app.get(
    '/competitions/:slug/bracket',
    {
      ...cachedAnswerRoute,
      schema: {
        tags,
        summary: "A competition's knockout rounds",
        description:
          'Each round in playing order with its ties: one match or two legs, the aggregate, extra time and the ' +
          "shoot-out, and the winner when the data says. Where the competition's bracket is encoded (the World Cup " +
          "2026) each side carries its slot ('Winner Group A'; the tie's `id` is then the official match number the " +
          'slots name) and a team is named only once its match kicked off, every earlier stage is over or its slot ' +
          'is certain. A league has no rounds. An unknown slug is a 404.',
        params: competitionSlugParamsSchema,
        response: { 200: bracketResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const key = await tournament.resolve(slug);
      return sendVisitorAnswer(request, reply, reads, {
        key: `competition/bracket:${slug}`,
        domains: competitionDomains(key.competitionId, key.season),
        schema: bracketResponseSchema,
        build: async () => ok(await tournament.bracket(slug)),
      });
    },
  );
};
