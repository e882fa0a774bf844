import type {
  Bracket as BracketAnswer,
  BracketSide,
  GroupTable as GroupTableAnswer,
  TieBreakRule,
  TournamentTeam,
} from '@scoreline/contracts';
import type { BracketRound } from './bracket';
import type { GroupTable } from './group-table';
import { resolveSlot, type Slot, type SlotContext, type SlotMatch } from './slots';

/** The team a key stands for, as the answers show it; null for a key the caller does not know. */
export type TeamLookup = (key: string) => TournamentTeam | null;

/** A table as `groupTableSchema` sends it (the API's GET of a competition's tables). */
export function groupTableAnswer(
  table: GroupTable,
  options: { group: string | null; name: string; rule: TieBreakRule; teamOf: TeamLookup },
): GroupTableAnswer {
  return {
    group: options.group,
    name: options.name,
    tieBreak: options.rule,
    isComplete: table.isComplete,
    rows: table.rows.flatMap(({ team, awayGoalsFor: _awayGoals, awayWon: _awayWins, ...row }) => {
      const entrant = options.teamOf(team);
      return entrant ? [{ ...row, team: entrant }] : [];
    }),
  };
}

/**
 * A bracket as `bracketSchema` sends it. With `slots` (a competition's official bracket, e.g. the World Cup 2026's),
 * each side carries the slot it comes from, and a side whose match does not name its team yet gets the team the
 * slot resolves to when that is certain (`resolveSlot`).
 */
export function bracketAnswer(
  rounds: readonly BracketRound[],
  options: { competition: string; teamOf: TeamLookup; slots?: readonly SlotMatch[]; slotContext?: SlotContext },
): BracketAnswer {
  const slotsByMatch = new Map((options.slots ?? []).map((slotMatch) => [slotMatch.match, slotMatch]));
  const side = (key: string | null, slot: Slot | undefined, match: number): BracketSide => {
    const known = key ?? (slot && options.slotContext ? resolveSlot(slot, match, options.slotContext) : null);
    return { team: known === null ? null : options.teamOf(known), slot: slot ?? null };
  };
  return {
    competition: options.competition,
    rounds: rounds.map((round) => ({
      name: round.name,
      ties: round.ties.map((tie) => {
        const slotMatch = slotsByMatch.get(tie.id);
        return {
          id: tie.id,
          home: side(tie.home, slotMatch?.home, tie.id),
          away: side(tie.away, slotMatch?.away, tie.id),
          legs: tie.legs.map((leg) => ({
            matchId: leg.id,
            leg: leg.leg ?? null,
            kickoff: leg.kickoff,
            hostSide: leg.home !== null && leg.home === tie.away ? 'away' : 'home',
            isFinished: leg.isFinished,
            fullTime: leg.fullTime,
            extraTime: leg.extraTime ?? null,
            penalties: leg.penalties ?? null,
          })),
          aggregate: tie.aggregate,
          winner: tie.winner === null ? null : tie.winner === tie.home ? 'home' : 'away',
          decidedBy: tie.decidedBy,
        };
      }),
    })),
  };
}
