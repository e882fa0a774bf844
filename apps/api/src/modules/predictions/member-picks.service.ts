import type { Executor } from '../../db/client';
import { memberPicksRepository, type MemberPickRow } from './member-picks.repository';

export type { MemberPickRow };

/**
 * What the leagues module may read of the predictions for a league's picks grid (issue 59, ADR 109; ADR 038: through a
 * service the container gives it): some players' picks of some matches, with their scored facts.
 */
export interface MemberPicksService {
  picksOf(userIds: number[], matchIds: number[]): Promise<MemberPickRow[]>;
}

export function createMemberPicksService(db: Executor): MemberPicksService {
  return { picksOf: (userIds, matchIds) => memberPicksRepository.picksOf(db, userIds, matchIds) };
}
