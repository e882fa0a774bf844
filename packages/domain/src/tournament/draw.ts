import type { MatchStatusCode } from '@scoreline/contracts/plain';
import { isNotStartedStatus, matchPhaseOf } from '../match-phase';
import type { SlotMatch } from './slots';
import { WORLD_CUP_2026_BRACKET } from './world-cup-2026';

/** What the rule 'are this match's teams known' reads of a stored match and of its competition-season's others. */
export interface DrawMatch {
  id: number;
  round: number;
  stageKind: 'league' | 'group' | 'knockout' | null;
  status: MatchStatusCode;
  leg: number | null;
  tieKey: string | null;
}

/** The competitions whose official bracket (who meets whom, by match number) is encoded, by competition-season slug. */
export const encodedBrackets: Readonly<Record<string, readonly SlotMatch[]>> = {
  'world-cup-2026': WORLD_CUP_2026_BRACKET,
};

const isOver = (match: DrawMatch) => {
  const phase = matchPhaseOf(match.status);
  return phase === 'finished' || phase === 'cancelled';
};

/**
 * Whether a match's teams are known (issue 58, docs/decisions/104 and 105). A league, group or league-phase match's
 * always are. A knockout match's are once it has kicked off or once every match of the rounds before it is over;
 * before that the replayed files would give away who goes through, so its sides show their slots. The second leg of a
 * two-legged tie is known when its first leg is (the same two teams). `matches` is the competition-season's matches.
 */
export function isDrawKnown(match: DrawMatch, matches: readonly DrawMatch[]): boolean {
  if (match.stageKind !== 'knockout') return true;
  if (!isNotStartedStatus(match.status)) return true;
  if (match.leg === 2 && match.tieKey !== null) {
    const first = matches.find((other) => other.tieKey === match.tieKey && other.leg === 1 && other.id !== match.id);
    if (first) return isDrawKnown(first, matches);
  }
  return matches.every((other) => other.round >= match.round || isOver(other));
}

/**
 * The official number of each knockout match where the competition's bracket is encoded: the embedded files list the
 * World Cup's matches in FIFA's order, so a fixture key's position (`world-cup-2026:73`) is the match's number. Null
 * when the stored knockout matches are not exactly the bracket's (another provider): no slots then.
 */
export function officialNumbers(
  slug: string,
  knockout: readonly { id: number; providerFixtureId: string }[],
  bracket: readonly SlotMatch[],
): Map<number, number> | null {
  const numbers = new Map<number, number>();
  for (const row of knockout) {
    const position = /^(.+):(\d+)$/.exec(row.providerFixtureId);
    if (!position || position[1] !== slug) return null;
    numbers.set(row.id, Number(position[2]));
  }
  const expected = new Set(bracket.map((slotMatch) => slotMatch.match));
  const found = new Set(numbers.values());
  return found.size === expected.size && [...found].every((number) => expected.has(number)) ? numbers : null;
}
