import {
  tournamentMessages,
  type Bracket,
  type GroupTables,
  type TieBreakRule,
  type TournamentTeam,
} from '@scoreline/contracts';
import {
  bracketAnswer,
  buildBracket,
  computeGroupTable,
  computeGroupTables,
  groupTableAnswer,
  encodedBrackets,
  isDrawKnown,
  isFinishedStatus,
  officialNumbers,
  stageNameOf,
  type SlotMatch,
  type TournamentMatch,
} from '@scoreline/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CompetitionSeasonKey, CompetitionsService } from './competitions.service';
import { tournamentRepository as repo, type TournamentMatchRow, type TournamentTeamRow } from './tournament.repository';
import { presentTeam } from '../football/present-match';

export interface TournamentServiceDeps {
  db: Database;
  competitions: Pick<CompetitionsService, 'resolve'>;
}

/** The tie-break order of a group stage (the World Cup 2026's, the only one held) and of a cup's league phase. */
const groupStageRule: TieBreakRule = 'fifa-world-cup-2026';
const leaguePhaseRule: TieBreakRule = 'uefa-league-phase-2024';

const score = (home: number | null, away: number | null) => (home === null || away === null ? null : { home, away });

/** A stored match as the domain's builders take it: team keys are team ids as text. */
function tournamentMatchOf(row: TournamentMatchRow): TournamentMatch {
  const isExtraTime = row.status === 'AET' || row.status === 'PEN';
  const played = score(row.homeGoals, row.awayGoals);
  return {
    id: row.id,
    stage: row.stageKey ?? '',
    group: row.groupName?.replace(/^Group /, '') ?? null,
    leg: row.leg === 1 || row.leg === 2 ? row.leg : null,
    tieKey: row.tieKey,
    kickoff: row.kickoffAt.toISOString(),
    home: String(row.homeTeamId),
    away: String(row.awayTeamId),
    isFinished: isFinishedStatus(row.status),
    // After 90 minutes: the stored regular time; a match without extra time ended on its one score.
    fullTime: score(row.regularHomeGoals, row.regularAwayGoals) ?? (isExtraTime ? null : played),
    extraTime: isExtraTime ? played : null,
    penalties: score(row.penaltyHomeGoals, row.penaltyAwayGoals),
  };
}

function teamLookup(rows: readonly TournamentTeamRow[]) {
  const teams = new Map<string, TournamentTeam>(rows.map((team) => [String(team.id), presentTeam(team)]));
  return (key: string) => teams.get(key) ?? null;
}

/** The teams of each group, from its matches. */
function teamsByGroup(matches: readonly TournamentMatch[]): Record<string, string[]> {
  const groups: Record<string, Set<string>> = {};
  for (const match of matches) {
    if (!match.group) continue;
    const members = (groups[match.group] ??= new Set());
    for (const team of [match.home, match.away]) if (team !== null) members.add(team);
  }
  return Object.fromEntries(Object.entries(groups).map(([group, members]) => [group, [...members]]));
}

/**
 * Each match's place in the drawing of an encoded bracket: the final first, then for each match the two it is fed by
 * (its winners' slots), so that a round's ties read in the order the next round pairs them. Matches no tree reaches
 * (the match for third place) keep their place after the others.
 */
function treeOrder(bracket: readonly SlotMatch[]): Map<number, number> {
  const byNumber = new Map(bracket.map((slotMatch) => [slotMatch.match, slotMatch]));
  const fedBy = new Set(
    bracket.flatMap((slotMatch) =>
      [slotMatch.home, slotMatch.away].flatMap((slot) => (slot.kind === 'winner' ? [slot.match] : [])),
    ),
  );
  const order = new Map<number, number>();
  const visit = (number: number, position: number) => {
    order.set(number, position);
    const slotMatch = byNumber.get(number);
    if (!slotMatch) return;
    [slotMatch.home, slotMatch.away].forEach((slot, index) => {
      if (slot.kind === 'winner') visit(slot.match, position * 2 + index);
    });
  };
  for (const slotMatch of bracket)
    if (!fedBy.has(slotMatch.match) && slotMatch.home.kind === 'winner') visit(slotMatch.match, 0);
  return order;
}

/** Group tables and brackets of a competition (issue 58, docs/decisions/102 and 104). */
export function createTournamentService({ db, competitions }: TournamentServiceDeps) {
  async function read(slug: string) {
    const key = (await competitions.resolve(slug)) as CompetitionSeasonKey;
    const [rows, teams] = await Promise.all([
      repo.matchesOf(db, key.competitionId, key.season),
      repo.teamsOf(db, key.competitionId, key.season),
    ]);
    return { key, rows, teamOf: teamLookup(teams) };
  }

  return {
    /** Where the answers are kept: the competition-season's key, for its freshness domain. */
    resolve: (slug: string) => competitions.resolve(slug) as Promise<CompetitionSeasonKey>,

    /** A tournament's group tables, or a cup's league phase as one table; a league has none (404). */
    async groupTables(slug: string): Promise<GroupTables> {
      const { key, rows, teamOf } = await read(slug);
      if (key.kind === 'league') {
        throw new AppError('NOT_FOUND', tournamentMessages.leagueHasNoGroups, {
          competition: tournamentMessages.leagueHasNoGroups,
        });
      }
      const grouped = rows.filter((row) => row.stageKind === 'group' && row.groupName).map(tournamentMatchOf);
      if (grouped.length > 0) {
        const tables = computeGroupTables(grouped, groupStageRule, teamsByGroup(grouped));
        return {
          competition: key.slug,
          stage: tournamentMessages.groupStage,
          tables: [...tables].map(([group, table]) =>
            groupTableAnswer(table, { group, name: tournamentMessages.groupName(group), rule: groupStageRule, teamOf }),
          ),
        };
      }
      const leaguePhase = rows.filter((row) => row.stageKind === 'league').map(tournamentMatchOf);
      return {
        competition: key.slug,
        stage: tournamentMessages.leaguePhase,
        tables:
          leaguePhase.length === 0
            ? []
            : [
                groupTableAnswer(computeGroupTable(leaguePhase, leaguePhaseRule), {
                  group: null,
                  name: tournamentMessages.leaguePhase,
                  rule: leaguePhaseRule,
                  teamOf,
                }),
              ],
      };
    },

    /** The knockout rounds in playing order, with legs, aggregates, extra time and shoot-outs, slots where encoded. */
    async bracket(slug: string): Promise<Bracket> {
      const { key, rows, teamOf } = await read(slug);
      const knockout = rows.filter((row) => row.stageKind === 'knockout' && row.stageKey !== null);
      const encoded = encodedBrackets[key.slug];
      const numbers = encoded ? officialNumbers(key.slug, knockout, encoded) : null;
      const dbIdOf = new Map<number, number>();
      const matches = knockout.map((row) => {
        const match = tournamentMatchOf(row);
        const id = numbers?.get(row.id) ?? row.id;
        dbIdOf.set(id, row.id);
        const known = isDrawKnown(row, rows);
        return { ...match, id, home: known ? match.home : null, away: known ? match.away : null };
      });
      const order = [...new Map(knockout.map((row) => [row.stageKey as string, row.round])).entries()]
        .sort(([, a], [, b]) => a - b)
        .map(([stageKey]) => stageKey);
      const rounds = buildBracket(matches, order);
      const grouped = rows.filter((row) => row.stageKind === 'group' && row.groupName).map(tournamentMatchOf);
      const answer = bracketAnswer(rounds, {
        competition: key.slug,
        teamOf,
        ...(numbers && encoded
          ? {
              slots: encoded,
              slotContext: { tables: computeGroupTables(grouped, groupStageRule, teamsByGroup(grouped)), rounds },
            }
          : {}),
      });
      const drawing = numbers && encoded ? treeOrder(encoded) : null;
      const place = (id: number) => drawing?.get(id) ?? Number.MAX_SAFE_INTEGER;
      return {
        ...answer,
        rounds: answer.rounds
          .map((round) => ({
            ...round,
            // In the drawing's order where the bracket is encoded (a stable sort: kick-off order otherwise).
            ties: drawing ? [...round.ties].sort((a, b) => place(a.id) - place(b.id)) : round.ties,
          }))
          .map((round) => ({
            ...round,
            // The stage's name by its key ('round-of-16' → 'Round of 16').
            name: stageNameOf(round.name) ?? round.name,
            // The legs link to the stored matches; the tie keeps its official number, which the slots name.
            ties: round.ties.map((tie) => ({
              ...tie,
              legs: tie.legs.map((leg) => ({ ...leg, matchId: dbIdOf.get(leg.matchId) ?? leg.matchId })),
            })),
          })),
      };
    },
  };
}

export type TournamentService = ReturnType<typeof createTournamentService>;
