import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { idParam, intQueryParam, MAX_ID, strictObject } from './primitives';
import { stageKinds } from './competitions';
import { formResults, matchMessages, matchStatusCodes } from './match-messages';
import { competitionQueryParam } from './competitions';
import type { predictionCardMessages } from './prediction-messages';

/**
 * Football data and the match centre (issue #4; spec §3 Match, Round info, Lineup, Injury, Statistics,
 * Win prediction, Head-to-head, League (a competition), Team; spec §7 the /match calls). The shapes follow API-Football's,
 * which the original client read directly, with our own ids: every `id` here is a Scoreline id.
 */

// ---------------------------------------------------------------------------------------------------------------
// Requests

export const matchIdParamsSchema = strictObject({ id: idParam(matchMessages.matchIdInvalid) });
export type MatchIdParams = z.output<typeof matchIdParamsSchema>;

export const roundQuerySchema = strictObject({
  /** spec §7 GET /match?round={n}; without it, the current round. */
  round: intQueryParam({ min: 1, max: MAX_ID, message: matchMessages.roundInvalid }).optional(),
  /** issue 58: a competition-season's slug; without it the default competition. */
  competition: competitionQueryParam(),
});
export type RoundQuery = z.output<typeof roundQuerySchema>;

export const homeMatchesQuerySchema = strictObject({
  limit: intQueryParam({ min: 1, max: 50, message: matchMessages.limitInvalid }).optional(),
  /** issue 58: a competition-season's slug; without it the default competition. */
  competition: competitionQueryParam(),
});
export type HomeMatchesQuery = z.output<typeof homeMatchesQuerySchema>;

export const headToHeadParamsSchema = strictObject({
  homeTeamId: idParam(matchMessages.teamIdInvalid),
  awayTeamId: idParam(matchMessages.teamIdInvalid),
});
export type HeadToHeadParams = z.output<typeof headToHeadParamsSchema>;

export const leagueIdParamsSchema = strictObject({ leagueId: idParam(matchMessages.leagueIdInvalid) });
export type LeagueIdParams = z.output<typeof leagueIdParamsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Teams and leagues

const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

/** A club's two main colours, for the generated monogram crest when there is no logo (issue #4). */
export const teamColorsSchema = z
  .object({ primary: hexColor, secondary: hexColor })
  .meta({ id: 'TeamColors', description: 'Club colours (hex), for a monogram crest when logo is null' });
export type TeamColors = z.infer<typeof teamColorsSchema>;

/** spec §3 Team {id, name, logo}, plus what the web needs to draw a crest without a logo. */
export const teamSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    shortName: z.string(),
    /** Three-letter code (e.g. 'ARS'); null when the provider has none. */
    code: z.string().nullable(),
    /** The provider's crest URL; null without a provider: draw a monogram in `colors`. */
    logo: z.string().nullable(),
    colors: teamColorsSchema.nullable(),
    /** issue 58: a national team's flag as an emoji ('🇪🇸'), drawn as its flag; null for a club (its crest). */
    flag: z.string().nullable(),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

/**
 * spec §3 League {id, name, type}: a football competition. The API keeps the spec's names (the `/match/api/leagues`
 * paths, the `League` schema); in the code "league" means a private league of players (issue 9).
 */
export const competitionSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    /** 'League' or 'Cup' (API-Football). */
    type: z.string(),
    country: z.string().nullable(),
    logo: z.string().nullable(),
    /** The season on show, as API-Football's 4-digit key (2023 = 2023/24); null if none is loaded. */
    season: z.number().int().nullable(),
  })
  .meta({ id: 'League' });
export type Competition = z.infer<typeof competitionSchema>;

export const competitionTeamSchema = z
  .object({
    team: teamSchema,
    venue: z.object({ name: z.string().nullable(), city: z.string().nullable() }),
  })
  .meta({ id: 'LeagueTeam' });
export type CompetitionTeam = z.infer<typeof competitionTeamSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Match (spec §3)

const goalsSchema = z.object({
  home: z.number().int().nonnegative().nullable(),
  away: z.number().int().nonnegative().nullable(),
});

export const matchStatusSchema = z
  .object({
    short: z.enum(matchStatusCodes),
    long: z.string(),
    /** Minutes played while live, added time included (47 in the first half is 45+2'); null otherwise. */
    elapsed: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'MatchStatus' });

/** spec §9's rules by name (@scoreline/domain POINTS_RULES), as a scored pick names the one that gave its points. */
export const pointsRules = [
  'exact',
  'outcomeAndBucket',
  'outcome',
  'none',
] as const satisfies readonly (keyof typeof predictionCardMessages.rules)[];

export const matchSchema = z
  .object({
    id: z.number().int().positive(),
    /** The kick-off (ISO 8601, UTC). Matches are grouped by this date (spec §3). */
    date: z.iso.datetime(),
    round: z.number().int().positive(),
    details: z.object({
      fixture: z.object({
        /** The same Scoreline match id (use it for /match/api/*\/{id}). */
        id: z.number().int().positive(),
        date: z.iso.datetime(),
        /** Unix seconds of the kick-off, as API-Football sends it. */
        timestamp: z.number().int(),
        venue: z.object({ name: z.string().nullable() }),
        /** Spelt 'refree' as in spec §3; name is null when unknown (always so for the embedded season). */
        refree: z.object({ name: z.string().nullable() }),
        status: matchStatusSchema,
      }),
      league: z.object({
        id: z.number().int().positive(),
        name: z.string(),
        season: z.number().int(),
        /** API-Football's label, e.g. 'Regular Season - 27'. */
        round: z.string(),
      }),
      /**
       * issue 58: the stage the match belongs to (docs/decisions/101): its key and name ('Matchday 27', 'Group stage ·
       * Matchday 2', 'Round of 16', 'Final'), kind, group ('Group A') and leg of a two-legged tie.
       */
      stage: z.object({
        key: z.string().nullable(),
        name: z.string(),
        kind: z.enum(stageKinds).nullable(),
        group: z.string().nullable(),
        leg: z.union([z.literal(1), z.literal(2)]).nullable(),
      }),
      /**
       * The two teams; null while a knockout match's teams are not known yet (issue 58, docs/decisions/105): then
       * `slots` names its sides and nothing else says who plays (no form, no extras).
       */
      teams: z.object({ home: teamSchema, away: teamSchema }).nullable(),
      /**
       * issue 58: while the teams are not known, where each side comes from ('Winner Group A', 'Runner-up Group B',
       * 'Winner match 73'; 'To be decided' where the competition's bracket is not encoded); null once they are known.
       * Such a match takes no predictions.
       */
      slots: z.object({ home: z.string(), away: z.string() }).nullable(),
      /**
       * The current score: null before kick-off and while not known; the final score at FT, after extra time when
       * there was extra time (the score predictions are scored on, docs/decisions/059), never the shoot-out.
       */
      goals: goalsSchema,
      score: z.object({
        halftime: goalsSchema,
        fulltime: goalsSchema,
        /** After 90 minutes, once the match is over (the full-time score unless there was extra time); null before. */
        regulartime: goalsSchema,
        /** The shoot-out's kicks (status PEN), when the source gives them. */
        penalty: goalsSchema,
      }),
      /**
       * The second leg of a two-legged tie: both legs' goals added up, from this match's home side, once the first
       * leg's score and this one's are known (live included); null otherwise.
       */
      aggregate: goalsSchema.nullable(),
      /**
       * Each side's last five results in this season before this match, oldest first and most recent last
       * (fewer early in the season).
       */
      last_games: z.object({ home: z.array(z.enum(formResults)), away: z.array(z.enum(formResults)) }),
    }),
    /** Whether the caller has predicted this match (always false when signed out). */
    predicted: z.boolean(),
    /** The caller's prediction(s) as 'home:away' text (spec §3). */
    predictions: z.array(
      z.object({
        prediction: z.string(),
        /** The points it earned once the match is final (spec §4 'after the game … the scored points'). */
        points: z.number().int().nullable(),
        /** issue 56: the §9 rule that gave those points (the pick's scored fact); null with them. */
        rule: z.enum(pointsRules).nullable(),
        /**
         * issue 13: while the match is live and its score known, the points the pick would earn if it ended now
         * (the §9 rule, provisional); null otherwise.
         */
        provisionalPoints: z.number().int().nullable(),
        /** The rule behind `provisionalPoints`; null with them. */
        provisionalRule: z.enum(pointsRules).nullable(),
        /**
         * issue 59: this pick is the caller's joker of its round, so its points (and provisional points) count double
         * (`points` is already doubled: the card shows '2 × 3 pts').
         */
        joker: z.boolean(),
      }),
    ),
    /**
     * issue 59 (docs/decisions/108): the caller's joker of this match's round: `matchId` the match it is on (null while
     * none is set), `fixed` once that match has closed (then it can no longer move). Null when signed out or when the
     * competition plays without jokers.
     */
    joker: z
      .object({
        matchId: z.number().int().positive().nullable(),
        fixed: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof matchSchema>;

export type PointsRuleName = (typeof pointsRules)[number];

export const roundMatchesSchema = z
  .object({
    matches: z.object({ rows: z.array(matchSchema), count: z.number().int().nonnegative() }),
    /** The round these rows belong to; null when no season is loaded. */
    round: z.number().int().positive().nullable(),
    total_rounds: z.number().int().nonnegative(),
    /** The round of the next match still to finish (the last round once all are over); null without a season. */
    current_round: z.number().int().positive().nullable(),
    /**
     * issue 58: every round of the competition-season with its stage's name, in playing order ('Matchday 27',
     * 'Group stage · Matchday 2', 'Round of 16', 'Final'): what a round selector shows.
     */
    stages: z.array(z.object({ round: z.number().int().positive(), name: z.string() })),
  })
  .meta({ id: 'RoundMatches' });
export type RoundMatches = z.infer<typeof roundMatchesSchema>;

export const homeMatchesSchema = z
  .object({ rows: z.array(matchSchema), count: z.number().int().nonnegative() })
  .meta({ id: 'HomeMatches' });
export type HomeMatches = z.infer<typeof homeMatchesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Provider extras (spec §3 Lineup, Injury, Statistics, Win prediction, Head-to-head)

const lineupColorsSchema = z.object({
  primary: z.string().nullable(),
  number: z.string().nullable(),
  border: z.string().nullable(),
});

const lineupPlayerSchema = z.object({
  player: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    number: z.number().int().nullable(),
    /** spec §9 pitch positions. */
    pos: z.enum(['G', 'D', 'M', 'F']).nullable(),
    /** 'row:column' (1 = goalkeeper line); null for substitutes. */
    grid: z.string().nullable(),
  }),
});

export const lineupSchema = z
  .object({
    team: z.object({
      id: z.number().int().positive(),
      name: z.string(),
      logo: z.string().nullable(),
      colors: z.object({ player: lineupColorsSchema, goalkeeper: lineupColorsSchema }).nullable(),
    }),
    coach: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), photo: z.string().nullable() }),
    formation: z.string().nullable(),
    startXI: z.array(lineupPlayerSchema),
    substitutes: z.array(lineupPlayerSchema),
  })
  .meta({ id: 'Lineup' });
export type Lineup = z.infer<typeof lineupSchema>;

/**
 * A club's squad for the season (issue 55): who was registered, not who played a match. The embedded 2023/24 season
 * has squads (openfootball) and no line-ups; the match page shows them labelled as the squad.
 */
export const squadSchema = z
  .object({
    team: z.object({ id: z.number().int().positive() }),
    /** The season the squad is of, e.g. '2023/24'. */
    season: z.string(),
    players: z.array(
      z.object({
        number: z.number().int().nonnegative().nullable(),
        name: z.string(),
        pos: z.enum(['G', 'D', 'M', 'F']).nullable(),
      }),
    ),
  })
  .meta({ id: 'Squad' });
export type Squad = z.infer<typeof squadSchema>;

const extraTeamSchema = z.object({ id: z.number().int().positive(), name: z.string(), logo: z.string().nullable() });

export const injurySchema = z
  .object({
    team: extraTeamSchema,
    player: z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      photo: z.string().nullable(),
      /** 'Missing Fixture' or 'Questionable'. */
      type: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  })
  .meta({ id: 'Injury' });
export type Injury = z.infer<typeof injurySchema>;

export const teamStatisticsSchema = z
  .object({
    team: extraTeamSchema,
    statistics: z.array(z.object({ type: z.string(), value: z.union([z.number(), z.string(), z.null()]) })),
  })
  .meta({ id: 'TeamStatistics' });
export type TeamStatistics = z.infer<typeof teamStatisticsSchema>;

const percentString = z.string().regex(/^\d{1,3}(\.\d+)?%$/);

export const winPredictionSources = ['model', 'provider'] as const;
export type WinPredictionSource = (typeof winPredictionSources)[number];

export const winPredictionSchema = z
  .object({
    /** 'model': Scoreline's own Elo + Poisson model (label it as such); 'provider': API-Football's prediction. */
    source: z.enum(winPredictionSources),
    predictions: z.object({
      winner: z
        .object({ id: z.number().int().nullable(), name: z.string(), comment: z.string().nullable() })
        .nullable(),
      advice: z.string().nullable(),
      /** spec §3: percent strings, e.g. { home: '45%', draw: '27%', away: '28%' }. */
      percent: z.object({ home: percentString, draw: percentString, away: percentString }),
    }),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'WinPrediction' });
export type WinPrediction = z.infer<typeof winPredictionSchema>;

export const headToHeadFixtureSchema = z
  .object({
    fixture: z.object({
      /** The Scoreline match id when the match is in our calendar; null for older seasons. */
      id: z.number().int().positive().nullable(),
      /** The UK calendar date of the match (YYYY-MM-DD). */
      date: z.iso.date(),
      /** The kick-off when known (ISO 8601); null for older seasons, which keep dates only. */
      kickoff: z.iso.datetime().nullable(),
    }),
    /** The season label, e.g. '2021/22'. */
    season: z.string().nullable(),
    teams: z.object({ home: teamSchema, away: teamSchema }),
    goals: z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() }),
  })
  .meta({ id: 'HeadToHeadFixture' });
export type HeadToHeadFixture = z.infer<typeof headToHeadFixtureSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Envelopes

export const roundMatchesResponseSchema = successEnvelope(roundMatchesSchema);
export const homeMatchesResponseSchema = successEnvelope(homeMatchesSchema);
export const matchResponseSchema = successEnvelope(matchSchema);
export const lineupsResponseSchema = successEnvelope(z.array(lineupSchema));
export const squadsResponseSchema = successEnvelope(z.array(squadSchema));
export const injuriesResponseSchema = successEnvelope(z.array(injurySchema));
export const statisticsResponseSchema = successEnvelope(z.array(teamStatisticsSchema));
/** data is null when there is no win probability for the match. */
export const winPredictionResponseSchema = successEnvelope(winPredictionSchema.nullable());
export const headToHeadResponseSchema = successEnvelope(z.array(headToHeadFixtureSchema));
export const competitionsResponseSchema = successEnvelope(z.array(competitionSchema));
export const competitionTeamsResponseSchema = successEnvelope(z.array(competitionTeamSchema));
