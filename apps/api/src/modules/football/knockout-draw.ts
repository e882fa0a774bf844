import { tournamentMessages, type Match } from '@scoreline/contracts';
import { encodedBrackets, isDrawKnown, officialNumbers } from '@scoreline/domain';
import type { Executor } from '../../db/client';
import { knockoutDrawRepository as repo } from './knockout-draw.repository';

/** A match's sides while its teams are not known: their slots' labels. */
export type MatchSlots = NonNullable<Match['details']['slots']>;

/**
 * The knockout matches of a competition-season whose teams are not known yet (the domain's `isDrawKnown`, one home
 * for the rule), each with its sides' slots: the encoded bracket's ('Winner Group A', 'Winner match 73') where the
 * stored matches are exactly its matches, else 'To be decided' (issue 58, docs/decisions/105).
 */
export async function unknownDraws(db: Executor, competitionId: number, season: number) {
  const { slug, rows } = await repo.drawOf(db, competitionId, season);
  const unknown = rows.filter((row) => !isDrawKnown(row, rows));
  const slots = new Map<number, MatchSlots>();
  if (unknown.length === 0) return slots;
  const encoded = slug === null ? undefined : encodedBrackets[slug];
  const knockout = rows.filter((row) => row.stageKind === 'knockout');
  const numbers = slug !== null && encoded ? officialNumbers(slug, knockout, encoded) : null;
  for (const row of unknown) {
    const number = numbers?.get(row.id);
    const slotMatch = number === undefined ? undefined : encoded?.find((candidate) => candidate.match === number);
    slots.set(
      row.id,
      slotMatch
        ? { home: tournamentMessages.slot(slotMatch.home), away: tournamentMessages.slot(slotMatch.away) }
        : { home: tournamentMessages.teamToBeDecided, away: tournamentMessages.teamToBeDecided },
    );
  }
  return slots;
}

/** One match's slots while its teams are not known; null once they are (or for no such match). */
export async function unknownDrawOf(db: Executor, matchId: number): Promise<MatchSlots | null> {
  return (await unknownDrawsAmong(db, [matchId])).get(matchId) ?? null;
}

/** The slots of those of some matches whose teams are not known yet (a prediction of them is refused). */
export async function unknownDrawsAmong(db: Executor, matchIds: readonly number[]): Promise<Map<number, MatchSlots>> {
  const wanted = new Set(matchIds);
  const found = new Map<number, MatchSlots>();
  for (const { competitionId, season } of await repo.knockoutSeasonsOf(db, matchIds)) {
    for (const [id, slots] of await unknownDraws(db, competitionId, season)) if (wanted.has(id)) found.set(id, slots);
  }
  return found;
}
