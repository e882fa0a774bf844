import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { teamSchema } from './matches';
import { tieBreakRules, tieDecisions } from './tournament-messages';

/**
 * Tournaments (issue 58): a competition's group tables and its knockout bracket, as the API sends them, computed by
 * packages/domain/src/tournament from the results. docs/decisions/102.
 */

/** A team of a tournament: a club (crest or monogram) or a national team (its flag): the match calls' `Team`. */
export const tournamentTeamSchema = teamSchema;
export type TournamentTeam = z.infer<typeof tournamentTeamSchema>;

const count = z.number().int().nonnegative();

export const groupTableRowSchema = z
  .object({
    /** Shared by teams level on every criterion the data has ('1, 2, 2, 4'); see `isLevel`. */
    position: z.number().int().positive(),
    team: tournamentTeamSchema,
    played: count,
    won: count,
    drawn: count,
    lost: count,
    goalsFor: count,
    goalsAgainst: count,
    goalDifference: z.number().int(),
    points: count,
    /** Level with another team on every criterion the data has: listed by name, never ranked by guess. */
    isLevel: z.boolean(),
  })
  .meta({ id: 'GroupTableRow' });
export type GroupTableRow = z.infer<typeof groupTableRowSchema>;

export const groupTableSchema = z
  .object({
    /** The group's label ('A'); null for a league phase played as one table. */
    group: z.string().nullable(),
    /** 'Group A', 'League phase'. */
    name: z.string(),
    tieBreak: z.enum(tieBreakRules),
    /** Every match of the group is finished: the positions are final. */
    isComplete: z.boolean(),
    rows: z.array(groupTableRowSchema),
  })
  .meta({ id: 'GroupTable' });
export type GroupTable = z.infer<typeof groupTableSchema>;

export const groupTablesSchema = z
  .object({
    /** The competition's slug. */
    competition: z.string(),
    /** The stage the tables belong to: 'Group stage', 'League phase'. */
    stage: z.string(),
    tables: z.array(groupTableSchema),
  })
  .meta({ id: 'GroupTables' });
export type GroupTables = z.infer<typeof groupTablesSchema>;
export const groupTablesResponseSchema = successEnvelope(groupTablesSchema);

export const tournamentSlotSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('group'), group: z.string(), position: z.union([z.literal(1), z.literal(2)]) }),
    z.object({ kind: z.literal('third'), groups: z.array(z.string()) }),
    z.object({ kind: z.literal('winner'), match: z.number().int().positive() }),
    z.object({ kind: z.literal('loser'), match: z.number().int().positive() }),
  ])
  .meta({ id: 'TournamentSlot' });

const scoreSchema = z.object({ home: count, away: count });

export const bracketSideSchema = z
  .object({
    /** Null while the team is not known yet. */
    team: tournamentTeamSchema.nullable(),
    /** Where the team comes from ('Winner Group A'), shown while the team is not known; null when no bracket says. */
    slot: tournamentSlotSchema.nullable(),
  })
  .meta({ id: 'BracketSide' });
export type BracketSide = z.infer<typeof bracketSideSchema>;

export const bracketLegSchema = z
  .object({
    matchId: z.number().int().positive(),
    /** 1 or 2 in a two-legged tie; null for a one-match tie. */
    leg: z.union([z.literal(1), z.literal(2)]).nullable(),
    kickoff: z.iso.datetime({ offset: true }),
    /** Which of the tie's sides played at home in this match (the second leg: 'away'). */
    hostSide: z.enum(['home', 'away']),
    isFinished: z.boolean(),
    /** The match's scores from its own home team's side; null when not played, or unknown (finished without one). */
    fullTime: scoreSchema.nullable(),
    /** After extra time, the 90 minutes included; null when none was played. */
    extraTime: scoreSchema.nullable(),
    penalties: scoreSchema.nullable(),
  })
  .meta({ id: 'BracketLeg' });
export type BracketLeg = z.infer<typeof bracketLegSchema>;

export const bracketTieSchema = z
  .object({
    /** The first leg's (or the only match's) id. */
    id: z.number().int().positive(),
    /** The first leg's home side. */
    home: bracketSideSchema,
    away: bracketSideSchema,
    /** The match, or the two legs in order (one or two: the generated answer checks apply no length keywords). */
    legs: z.array(bracketLegSchema),
    /** Two legs, both finished: goals over both from `home`'s side, extra time in, the shoot-out out. */
    aggregate: scoreSchema.nullable(),
    /** Null until decided, and when the data does not say. */
    winner: z.enum(['home', 'away']).nullable(),
    decidedBy: z.enum(tieDecisions).nullable(),
  })
  .meta({ id: 'BracketTie' });
export type BracketTie = z.infer<typeof bracketTieSchema>;

export const bracketRoundSchema = z
  .object({ name: z.string(), ties: z.array(bracketTieSchema) })
  .meta({ id: 'BracketRound' });
export type BracketRound = z.infer<typeof bracketRoundSchema>;

export const bracketSchema = z
  .object({ competition: z.string(), rounds: z.array(bracketRoundSchema) })
  .meta({ id: 'Bracket' });
export type Bracket = z.infer<typeof bracketSchema>;
export const bracketResponseSchema = successEnvelope(bracketSchema);
