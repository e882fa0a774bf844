import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLeagueCompetitionBodySchema,
  leaguePicksQuerySchema,
  leaguePicksResponseSchema,
  createLeagueBodySchema,
  deletedLeagueResponseSchema,
  invitationCodeParamsSchema,
  leagueInvitationResponseSchema,
  joinLeagueBodySchema,
  leaderboardQuerySchema,
  privateLeagueIdParamsSchema,
  leagueLeaderboardResponseSchema,
  privateLeagueMemberParamsSchema,
  leaveLeagueResponseSchema,
  myPrivateLeaguesResponseSchema,
  privateLeagueDetailResponseSchema,
  privateLeagueMessages as messages,
  privateLeagueResponseSchema,
  renameLeagueBodySchema,
  leagueRulesBodySchema,
} from '@scoreline/contracts';
import { ThrottledError } from '../../lib/app-error';
import { errorResponses, ok } from '../../lib/envelope';
import {
  LEAGUE_PICKS_PER_PLAYER_PER_MINUTE,
  LEAGUE_PICKS_RATE_LIMIT,
  PLAYER_WRITE_RATE_LIMIT,
} from '../../http-limits';
import { currentUser } from '../auth/auth.plugin';
import type { LeaguePicksService } from './league-picks.service';
import type { LeaguesService } from './leagues.service';
import { newRangeRateLimit } from '../predictions/range-rate-limit';
import type { LeaderboardService } from '../predictions/leaderboard.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const tags = ['private leagues'];
const security = [{ bearerAuth: [] }];
/** A share link is opened a few times by a person; 30 lookups in 10 minutes per address is far above that. */
const INVITATION_READ_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/** Private leagues of players (issue 12, docs/decisions/020): members only; owner actions 403 to other members. */
export const leaguesRoutes: FastifyPluginAsyncZod<{
  leagues: LeaguesService;
  leaderboard: Pick<LeaderboardService, 'isRangeCached'>;
  leaguePicks: LeaguePicksService;
}> = async (app, { leagues, leaderboard, leaguePicks }) => {
  // ADR 109 (after ADR 090): the picks grid is counted per player too, whatever addresses the calls come from.
  const picksLimit = app.createRateLimit({
    max: LEAGUE_PICKS_PER_PLAYER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `league-picks:${currentUser(request).id}`,
  });
  const limitPicksPerPlayer = async (request: FastifyRequest) => {
    const result = await picksLimit(request);
    if (!result.isAllowed && result.isExceeded) throw new ThrottledError(messages.picksTooFast, result.ttl);
  };

  app.post(
    '/private-leagues',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Creates a private league; the creator owns it and is its first member',
        description:
          'The league plays the competitions named by slug in `competitions` (each once; the default competition ' +
          'when left out); an unknown slug is a 404, as the `competition` parameter. `jokers` and `bonus` are its ' +
          'rules (ADR 112; on when left out).',
        security,
        body: createLeagueBodySchema,
        response: { 201: privateLeagueResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await leagues.create(currentUser(request).id, request.body), messages.created)),
  );

  app.post(
    '/private-leagues/join',
    {
      preHandler: app.requireAuth,
      // Per address on top of the per-player count of wrong codes: codes cannot be walked from many accounts.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Joins a private league by its invitation code (trimmed, any case)',
        description:
          'A member the owner removed is refused (403) until the owner makes a new code. Joining a league whose ' +
          'owner is blocked and had nobody to hand it to makes the joiner its owner.',
        security,
        body: joinLeagueBodySchema,
        response: { 200: privateLeagueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { league, message } = await leagues.join(currentUser(request).id, request.body.invitationCode);
      return ok(league, message);
    },
  );

  app.get(
    '/private-leagues/invite/:code',
    {
      // Public (ADR 071): per address, as the join's wrong codes are per player, so codes cannot be walked from here.
      config: { rateLimit: INVITATION_READ_RATE_LIMIT },
      schema: {
        tags,
        summary: 'The league a share link invites to: its name and member count (public; no code, no members)',
        params: invitationCodeParamsSchema,
        response: { 200: leagueInvitationResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ok(await leagues.invitation(request.params.code)),
  );

  app.get(
    '/private-leagues',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'My private leagues, with my position within each',
        security,
        response: { 200: myPrivateLeaguesResponseSchema, ...errors },
      },
    },
    async (request) => ok({ leagues: await leagues.mine(currentUser(request).id) }),
  );

  app.get(
    '/private-leagues/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'A private league and its members (members only)',
        security,
        params: privateLeagueIdParamsSchema,
        response: { 200: privateLeagueDetailResponseSchema, ...errors },
      },
    },
    async (request) => ok(await leagues.detail(request.params.id, currentUser(request).id)),
  );

  app.get(
    '/private-leagues/:id/score',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: newRangeRateLimit(leaderboard.isRangeCached) },
      schema: {
        tags,
        summary: "A private league's leaderboard: GET /score's filters, restricted to its members, and round winners",
        description:
          'Over the competitions the league plays (ADR 106): without `competition` its first one (the default ' +
          "competition when it plays it); `all` sums the league's competitions only; a competition it does not play " +
          'is a 400.',
        security,
        params: privateLeagueIdParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leagueLeaderboardResponseSchema, ...errors },
      },
    },
    async (request) => ok(await leagues.leaderboard(request.params.id, currentUser(request).id, request.query)),
  );

  app.get(
    '/private-leagues/:id/picks',
    {
      preHandler: [app.requireAuth, limitPicksPerPlayer],
      config: { rateLimit: LEAGUE_PICKS_RATE_LIMIT },
      schema: {
        tags,
        summary: "The members' picks and points of a round, or of one match, once each match has kicked off",
        description:
          "Members only (404 otherwise, as every league route). Columns: the round of one of the league's " +
          'competitions (`round`, `competition`: its first one and its current round when left out), or one match ' +
          '(`match`, any competition). A match that has not kicked off (live or finished: ADR 055) shows the ' +
          "caller's own pick and nobody else's (`picksPublic` false). Points and multiplier are the scored facts' " +
          `(null until scored). At most ${LEAGUE_PICKS_PER_PLAYER_PER_MINUTE} calls a minute per player.`,
        security,
        params: privateLeagueIdParamsSchema,
        querystring: leaguePicksQuerySchema,
        response: { 200: leaguePicksResponseSchema, ...errors },
      },
    },
    async (request) => ok(await leaguePicks.grid(request.params.id, currentUser(request).id, request.query)),
  );

  app.post(
    '/private-leagues/:id/leave',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Leaves a league; an owner hands it to the longest-standing member, or deletes it when alone',
        security,
        params: privateLeagueIdParamsSchema,
        response: { 200: leaveLeagueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { message, ...outcome } = await leagues.leave(request.params.id, currentUser(request).id);
      return ok(outcome, message);
    },
  );

  app.patch(
    '/private-leagues/:id',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Renames a league (owner only)',
        security,
        params: privateLeagueIdParamsSchema,
        body: renameLeagueBodySchema,
        response: { 200: privateLeagueResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await leagues.rename(request.params.id, currentUser(request).id, request.body.leagueName), messages.renamed),
  );

  app.post(
    '/private-leagues/:id/code',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Gives a league a new invitation code; the old one stops working (owner only)',
        description: 'Members removed so far may join again with the new code.',
        security,
        params: privateLeagueIdParamsSchema,
        response: { 200: privateLeagueResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await leagues.regenerateCode(request.params.id, currentUser(request).id), messages.codeRegenerated),
  );

  app.post(
    '/private-leagues/:id/competitions',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Adds a competition to the ones a league plays (owner only)',
        description:
          "Its table's `all` then sums it too. One the league already plays is a 409; an unknown slug a 404. " +
          'A competition cannot be removed.',
        security,
        params: privateLeagueIdParamsSchema,
        body: addLeagueCompetitionBodySchema,
        response: { 200: privateLeagueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const league = await leagues.addCompetition(request.params.id, currentUser(request).id, request.body.competition);
      const added = league.competitions.find((competition) => competition.slug === request.body.competition);
      return ok(league, messages.competitionAdded(added?.name ?? request.body.competition));
    },
  );

  app.put(
    '/private-leagues/:id/rules',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: "Sets a league's rules: jokers and bonus questions on or off (owner only, until they lock)",
        description:
          "ADR 112: the league's table applies them to the same scored facts (jokers off: a joker's pick counts its " +
          "base points); the global tables are untouched. They lock when the first match of the league's " +
          'competitions kicks off after its creation (`rules.lockAt`): then a 409.',
        security,
        params: privateLeagueIdParamsSchema,
        body: leagueRulesBodySchema,
        response: { 200: privateLeagueResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await leagues.changeRules(request.params.id, currentUser(request).id, request.body), messages.rulesChanged),
  );

  app.delete(
    '/private-leagues/:id/members/:userId',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Removes a member (owner only)',
        description: "The removed player cannot rejoin with the league's code until the owner makes a new one.",
        security,
        params: privateLeagueMemberParamsSchema,
        response: { 200: privateLeagueDetailResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await leagues.removeMember(request.params.id, currentUser(request).id, request.params.userId),
        messages.memberRemoved,
      ),
  );

  app.delete(
    '/private-leagues/:id',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Deletes a league (owner only)',
        security,
        params: privateLeagueIdParamsSchema,
        response: { 200: deletedLeagueResponseSchema, ...errors },
      },
    },
    async (request) => ok(await leagues.delete(request.params.id, currentUser(request).id), messages.deleted),
  );
};
