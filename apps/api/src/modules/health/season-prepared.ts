import type { Clock } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { syncRepository } from '../football/sync/sync.repository';

/** app_settings key written once the embedded run has prepared its season (issue 14, docs/decisions/062). */
export const SEASON_PREPARED_KEY = 'season.prepared';

/**
 * Whether this data folder's season was prepared by an earlier start (imported, demo players seeded, the replayed
 * matches scored): a restart then has nothing to prepare and is ready from its first answer.
 */
export function seasonPreparedMark(db: Database, clock: Clock) {
  return {
    isSet: async () => (await syncRepository.getSetting(db, SEASON_PREPARED_KEY)) !== undefined,
    set: () => syncRepository.putSetting(db, SEASON_PREPARED_KEY, { at: clock.now().toISOString() }, clock.now()),
  };
}
