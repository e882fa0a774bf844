import type { CompetitionCoverage } from '../../../../db/schema';
import type { SyncContext } from '../sync-context';
import type { MatchExtrasRow, MatchRow, NewHistoricalResult, TeamRow } from '../sync.repository';
import type { TeamMap } from '../team-links';

export type ExtrasValues = Partial<Omit<MatchExtrasRow, 'matchId' | 'updatedAt'>>;

/** What a unit stores for one match: extras columns, and for head-to-head past results too. */
export interface StoredExtra {
  extras: ExtrasValues;
  history?: NewHistoricalResult[];
}

/** What every unit may read during one run. */
export interface ExtrasEnv {
  ctx: SyncContext;
  now: Date;
  teamMap: TeamMap;
  teamsById: Map<number, TeamRow>;
  /** The stored extras of a match ({} when none). */
  extrasOf(match: MatchRow): Partial<MatchExtrasRow>;
  /** True when `at` is unset or at least `everyMs` old. */
  fetchedBefore(at: Date | null | undefined, everyMs: number): boolean;
  /** Our team for a provider team key, as stored inside extras. */
  ourTeam(key: string): { id: number; name: string; logo: string | null } | undefined;
}

/**
 * One kind of match extras (issue 9): which matches are due, one provider call, and what to store. The extras
 * step drives every unit through one loop that keeps the provider's call budget.
 */
export interface ExtraUnit<Fetched> {
  kind: string;
  /** The provider's coverage of this competition has this kind. */
  covered(coverage: CompetitionCoverage): boolean;
  /** A gate for the whole kind (e.g. injuries: at most once per cadence); absent means always open. */
  isKindDue?(env: ExtrasEnv): boolean;
  isDue(match: MatchRow, env: ExtrasEnv): boolean;
  /** One call for each due match, or (batch) one call for all of them. */
  batch?: boolean;
  fetch(matches: MatchRow[], env: ExtrasEnv): Promise<Fetched>;
  /**
   * What to store for one match from the answer; null stores nothing. A failed call stores nothing either (the
   * extras step keeps the match due: extra-retries.ts).
   */
  toStored(fetched: Fetched, match: MatchRow, env: ExtrasEnv): StoredExtra | null;
  /** After the kind ran (e.g. note when injuries were last asked for). */
  afterRun?(env: ExtrasEnv): void;
}
