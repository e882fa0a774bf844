import './zod-setup';
import { z } from 'zod';
import { competitionMessages, ALL_COMPETITIONS } from './competition-messages';
import { competitionQueryParam } from './competitions';
import { successEnvelope } from './envelope';
import { matchMessages } from './match-messages';
import { matchStatusSchema, teamSchema } from './matches';
import { MAX_ID, intQueryParam, strictObject } from './primitives';
import { privateLeagueMessages } from './private-league-messages';

/**
 * Issue 59 (docs/decisions/109): a private league's picks after kick-off. A grid of the league's members and the
 * matches of a round (or one match): each member's pick, its points and multiplier from the scored facts. A pick of a
 * match that has not kicked off (`picksPublic` false, ADR 055) is left out of the answer, except the caller's own.
 */

export const leaguePicksQuerySchema = strictObject({
  /** A round of the competition (its stage's order); without it and without `match`, the competition's current one. */
  round: intQueryParam({ min: 1, max: MAX_ID, message: matchMessages.roundInvalid }).optional(),
  /** One of the league's competitions by slug; without it, the league's first. Not `all`. */
  competition: competitionQueryParam(),
  /** One match instead of a round (the match page's card): its competition need not be one the league plays. */
  match: intQueryParam({ min: 1, max: MAX_ID, message: matchMessages.matchIdInvalid }).optional(),
}).superRefine((query, ctx) => {
  if (query.competition === ALL_COMPETITIONS) {
    ctx.addIssue({ code: 'custom', path: ['competition'], message: competitionMessages.allNotHere });
  }
  if (query.match !== undefined && query.round !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['match'], message: privateLeagueMessages.picksRoundOrMatch });
  }
  if (query.match !== undefined && query.competition !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['competition'], message: privateLeagueMessages.picksMatchAndCompetition });
  }
});
export type LeaguePicksQuery = z.output<typeof leaguePicksQuerySchema>;

/** A column of the grid: a match as the grid shows it. */
export const leaguePicksMatchSchema = z
  .object({
    id: z.number().int().positive(),
    /** The kick-off (ISO 8601, UTC). */
    date: z.iso.datetime(),
    status: matchStatusSchema,
    /** Null while a knockout match's teams are not known (ADR 105): `slots` names its sides. */
    teams: z.object({ home: teamSchema, away: teamSchema }).nullable(),
    slots: z.object({ home: z.string(), away: z.string() }).nullable(),
    goals: z.object({
      home: z.number().int().nonnegative().nullable(),
      away: z.number().int().nonnegative().nullable(),
    }),
    /** Whether the members' picks of this match are shown (live or finished: `arePicksPublic`, ADR 055). */
    picksPublic: z.boolean(),
  })
  .meta({ id: 'LeaguePicksMatch' });
export type LeaguePicksMatch = z.infer<typeof leaguePicksMatchSchema>;

/** A cell of the grid: a member's pick of one match. */
export const leaguePickSchema = z
  .object({
    matchId: z.number().int().positive(),
    /** The pick, 'H:A'. */
    prediction: z.string(),
    /** The points of its scored fact (multiplier included); null until the match is scored. */
    points: z.number().int().nullable(),
    /** The scored fact's multiplier (2 for a joker); null until the match is scored. */
    multiplier: z.number().int().positive().nullable(),
    /** The member's joker of the round is on this pick (issue 59, ADR 108): its points count double. */
    joker: z.boolean(),
  })
  .meta({ id: 'LeaguePick' });
export type LeaguePick = z.infer<typeof leaguePickSchema>;

/** A row of the grid: a member and their picks (only picks shown; a match without a cell: no pick, or hidden). */
export const leaguePicksMemberSchema = z
  .object({
    user: z.object({ id: z.number().int(), username: z.string(), profile_picture: z.string().nullable() }),
    picks: z.array(leaguePickSchema),
    /** The points of the scored facts among `picks`. */
    points: z.number().int(),
  })
  .meta({ id: 'LeaguePicksMember' });
export type LeaguePicksMember = z.infer<typeof leaguePicksMemberSchema>;

export const leaguePicksSchema = z
  .object({
    league: z.object({ id: z.number().int(), leagueName: z.string() }),
    /** The competition of the round; null when one match was asked for. */
    competition: z.object({ slug: z.string(), name: z.string() }).nullable(),
    /** The round shown; null for one match, or before the competition has any. */
    round: z.number().int().positive().nullable(),
    total_rounds: z.number().int().nonnegative(),
    current_round: z.number().int().positive().nullable(),
    /** Every round's name, for the round selector ('Matchday 27', 'Round of 16'). */
    stages: z.array(z.object({ round: z.number().int().positive(), name: z.string() })),
    matches: z.array(leaguePicksMatchSchema),
    /** The league's members, longest-standing first. */
    members: z.array(leaguePicksMemberSchema),
  })
  .meta({ id: 'LeaguePicks' });
export type LeaguePicks = z.infer<typeof leaguePicksSchema>;
export const leaguePicksResponseSchema = successEnvelope(leaguePicksSchema);
