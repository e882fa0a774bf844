import { z } from 'zod';

/**
 * The parts of API-Football v3 answers we read (football-data-providers guide §1.4–1.5). Unknown keys are
 * dropped; fields the guide shows as sometimes missing or null are optional/nullable.
 */

const nullableString = z.string().nullable().optional();
const nullableNumber = z.number().nullable().optional();

export const teamRefSchema = z.object({ id: z.number().int(), name: z.string(), logo: nullableString });

export const fixtureItemSchema = z.object({
  fixture: z.object({
    id: z.number().int(),
    referee: nullableString,
    date: z.string(),
    timestamp: nullableNumber,
    venue: z.object({ id: nullableNumber, name: nullableString, city: nullableString }).nullable().optional(),
    // `extra` (added time: 3 at 90+3') is newer; one live sample lacks it (the providers guide §1.5).
    status: z.object({
      long: nullableString,
      short: z.string(),
      elapsed: nullableNumber,
      extra: nullableNumber.optional(),
    }),
  }),
  league: z.object({ id: z.number().int(), season: z.number().int(), round: nullableString }),
  teams: z.object({ home: teamRefSchema, away: teamRefSchema }),
  goals: z.object({ home: nullableNumber, away: nullableNumber }),
  score: z
    .object({
      halftime: z.object({ home: nullableNumber, away: nullableNumber }).nullable().optional(),
      /** After 90 minutes (ADR 059: `goals` is the score after extra time, the one scored). */
      fulltime: z.object({ home: nullableNumber, away: nullableNumber }).nullable().optional(),
      /** The shoot-out's kicks. */
      penalty: z.object({ home: nullableNumber, away: nullableNumber }).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type FixtureItem = z.infer<typeof fixtureItemSchema>;

const flag = z.boolean().nullable().optional();

export const leagueItemSchema = z.object({
  league: z.object({ id: z.number().int(), name: z.string(), type: z.string(), logo: nullableString }),
  country: z.object({ name: nullableString, code: nullableString, flag: nullableString }).nullable().optional(),
  seasons: z
    .array(
      z.object({
        year: z.number().int(),
        current: flag,
        coverage: z
          .object({
            fixtures: z
              .object({ events: flag, lineups: flag, statistics_fixtures: flag, statistics_players: flag })
              .nullable()
              .optional(),
            injuries: flag,
            predictions: flag,
          })
          .nullable()
          .optional(),
      }),
    )
    .default([]),
});
export type LeagueItem = z.infer<typeof leagueItemSchema>;

export const teamItemSchema = z.object({
  team: z.object({ id: z.number().int(), name: z.string(), code: nullableString, logo: nullableString }),
  venue: z.object({ id: nullableNumber, name: nullableString, city: nullableString }).nullable().optional(),
});
export type TeamItem = z.infer<typeof teamItemSchema>;

const colorSetSchema = z
  .object({ primary: nullableString, number: nullableString, border: nullableString })
  .nullable()
  .optional();

const lineupPlayerSchema = z.object({
  player: z.object({
    id: nullableNumber,
    name: z.string(),
    number: nullableNumber,
    pos: nullableString,
    grid: nullableString,
  }),
});

export const lineupItemSchema = z.object({
  team: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: nullableString,
    colors: z.object({ player: colorSetSchema, goalkeeper: colorSetSchema }).nullable().optional(),
  }),
  formation: nullableString,
  startXI: z.array(lineupPlayerSchema).nullable().optional(),
  substitutes: z.array(lineupPlayerSchema).nullable().optional(),
  coach: z.object({ id: nullableNumber, name: nullableString, photo: nullableString }).nullable().optional(),
});
export type LineupItem = z.infer<typeof lineupItemSchema>;

export const injuryItemSchema = z.object({
  player: z.object({
    id: nullableNumber,
    name: z.string(),
    photo: nullableString,
    type: nullableString,
    reason: nullableString,
  }),
  team: teamRefSchema,
  fixture: z.object({ id: z.number().int() }),
});
export type InjuryItem = z.infer<typeof injuryItemSchema>;

export const statisticsItemSchema = z.object({
  team: teamRefSchema,
  statistics: z.array(z.object({ type: z.string(), value: z.union([z.number(), z.string(), z.null()]).optional() })),
});
export type StatisticsItem = z.infer<typeof statisticsItemSchema>;

export const predictionItemSchema = z.object({
  predictions: z.object({
    winner: z.object({ id: nullableNumber, name: nullableString, comment: nullableString }).nullable().optional(),
    advice: nullableString,
    percent: z.object({ home: z.string(), draw: z.string(), away: z.string() }),
  }),
});
export type PredictionItem = z.infer<typeof predictionItemSchema>;

export const statusSchema = z.object({
  subscription: z.object({ plan: nullableString, active: flag }).nullable().optional(),
  requests: z.object({ current: z.number(), limit_day: z.number() }).nullable().optional(),
});
