import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { strictObject } from './primitives';
import {
  COMPETITION_SLUG_MAX,
  COMPETITION_SLUG_PATTERN,
  MY_COMPETITIONS_MAX,
  competitionMessages,
} from './competition-messages';

export * from './competition-messages';

/**
 * The competitions played (issue 58, docs/decisions/101): `GET /competitions`. A competition-season is named by its
 * slug ('premier-league-2023-24', 'world-cup-2026'); the spec's calls without a competition mean the default one.
 */

export const competitionKinds = ['league', 'cup', 'tournament'] as const;
export const stageKinds = ['league', 'group', 'knockout'] as const;
/** Not begun (no match kicked off), being played, or over (every match finished or called off). */
export const competitionStatuses = ['upcoming', 'in_progress', 'finished'] as const;

export const competitionStageSchema = z
  .object({
    /** Stable within the competition: 'matchday-3', 'group-stage-2', 'round-of-16'; null when the provider has none. */
    key: z.string().nullable(),
    /** 'Matchday 3', 'Group stage · Matchday 2', 'Round of 16', 'Final'. */
    name: z.string(),
    kind: z.enum(stageKinds).nullable(),
    /** The stage's place in playing order (the `round` of the match calls). */
    order: z.number().int().positive(),
  })
  .meta({ id: 'CompetitionStage' });

export const competitionSeasonSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    kind: z.enum(competitionKinds),
    /** As written: '2023/24', or a tournament's year '2026'. */
    season: z.string(),
    /** The competition the spec's calls mean when none is named. */
    isDefault: z.boolean(),
    /** The stage of the next match to finish, or the last stage once every match is over; null without matches. */
    currentStage: competitionStageSchema.nullable(),
    status: z.enum(competitionStatuses),
    /** Whether the signed-in caller has made at least one prediction in it (always false for a visitor). */
    playing: z.boolean(),
    /**
     * In the signed-in caller's competitions ('My competitions' on the profile): the ones they chose, or, until they
     * choose, the default competition and those they predicted in. The default competition alone for a visitor.
     */
    mine: z.boolean(),
    /**
     * Issue 59 (docs/decisions/108): its players may play a joker each stage (one pick whose points count double); on
     * by default. Its rules (the competition's page) say so.
     */
    jokers: z.boolean(),
  })
  .meta({ id: 'CompetitionSeason' });
export type CompetitionSeason = z.infer<typeof competitionSeasonSchema>;

export const competitionSeasonsResponseSchema = successEnvelope(z.array(competitionSeasonSchema));

/**
 * `competition` on the match, score, badge and league calls (issue 58): a competition-season's slug. Without it the
 * calls mean the default competition (the spec's meaning); an unknown slug is a 404 (`competitionMessages.notFound`).
 */
export const competitionSlugParam = z
  .string({ message: competitionMessages.slugInvalid })
  .max(COMPETITION_SLUG_MAX, { message: competitionMessages.slugInvalid })
  .regex(COMPETITION_SLUG_PATTERN, { message: competitionMessages.slugInvalid });

export const competitionSlugParamsSchema = strictObject({ slug: competitionSlugParam });
export type CompetitionSlugParams = z.output<typeof competitionSlugParamsSchema>;

/** `competition` as an optional query parameter (the default competition without it). */
export const competitionQueryParam = () => competitionSlugParam.optional();

/** The query of a call whose only parameter is the competition (GET /users/{id}, GET /users/{id}/insights). */
export const competitionQuerySchema = strictObject({ competition: competitionQueryParam() });
export type CompetitionQuery = z.output<typeof competitionQuerySchema>;

/**
 * PUT /user/competitions (issue 58, docs/decisions/107): the caller's competitions, chosen on the profile. Replaces the
 * choice; the answer is GET /competitions as the caller now sees it.
 */
export const myCompetitionsBodySchema = strictObject({
  competitions: z
    .array(competitionSlugParam, { message: competitionMessages.chooseOne })
    .min(1, { message: competitionMessages.chooseOne })
    .max(MY_COMPETITIONS_MAX, { message: competitionMessages.tooMany }),
}).meta({ id: 'MyCompetitionsBody' });
export type MyCompetitionsBody = z.output<typeof myCompetitionsBodySchema>;
