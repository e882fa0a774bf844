import type { LeaderboardCache, Ranking } from './leaderboard-cache';
import type { SeasonKey } from './leaderboard.repository';
import { placesIn, type Group } from './leaderboard-view';
import type { LeagueScope } from './league-standings.repository';

/**
 * A private league's own rankings under its rules (ADR 112), for the leaderboard service: undefined for a group that
 * plays by the game's rules (its table is the global ranking restricted to its members).
 */
export function createLeagueRankings(cache: Pick<LeaderboardCache, 'leagueRanking'>) {
  function own(scope: LeagueScope, group: Group | undefined): Promise<Ranking> | undefined {
    return group?.rules ? cache.leagueRanking(scope, group.memberIds, group.rules) : undefined;
  }
  return {
    own,
    /** The league's places after a completed round under its rules: its ranking of the rounds up to it. */
    async placesAfter(season: SeasonKey, round: number | undefined, group: Group): Promise<Map<number, number>> {
      const ranking = round === undefined ? undefined : own({ kind: 'through', round, ...season }, group);
      return ranking ? placesIn(await ranking) : new Map();
    },
  };
}
