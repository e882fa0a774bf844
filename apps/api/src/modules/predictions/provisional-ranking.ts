import { compareStandings, rankingCountersOf, scorePrediction } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { rankingOf, type Ranking } from './leaderboard-cache';
import {
  leaderboardRepository as repo,
  type LeaderboardScope,
  type LiveResult,
  type ProvisionalDelta,
  type StandingRow,
} from './leaderboard.repository';
import type { RankedRows } from './ranked-rows';

export interface ProvisionalRanking {
  ranking: Ranking;
  /** The live matches counted (those with a known score; not the finished ones awaiting their scoring). */
  liveMatches: number;
}

const byStanding = (a: StandingRow, b: StandingRow) =>
  compareStandings({ userId: a.user_id, ...a }, { userId: b.user_id, ...b });

/**
 * The rows of a ranking with each player's provisional deltas added, in the published order again. Players with
 * no scored prediction yet join once a live pick counts (scored > 0), as they would when the match is scored.
 */
export function addProvisional(base: RankedRows, deltas: readonly StandingRow[]): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  for (let index = 0; index < base.length; index += 1) {
    const row = base.at(index)!;
    rows.set(row.user_id, { ...row });
  }
  for (const delta of deltas) {
    const row = rows.get(delta.user_id) ?? { user_id: delta.user_id, points: 0, scored: 0, exact: 0, outcomes: 0 };
    row.points += delta.points;
    row.scored += delta.scored;
    row.exact += delta.exact;
    row.outcomes += delta.outcomes;
    rows.set(delta.user_id, row);
  }
  return [...rows.values()].filter((row) => row.scored > 0).sort(byStanding);
}

/**
 * issue 13: the leaderboard "if it ended now". The scope's ranking (the cached one, from the maintained aggregates)
 * plus, for every live match with a known score (and every finished one whose scoring has not landed yet), the points
 * each pick would earn if it ended now — `scorePrediction` of @scoreline/domain, as scoring gives them (issue 56: not
 * stored as facts), computed once per distinct predicted score in TypeScript and summed per player in SQL. Computed on demand and kept while neither the ranking nor any live
 * score changes, so the normal leaderboard never pays for it.
 */
export function createProvisionalRankings(db: Database, ranking: (scope: LeaderboardScope) => Promise<Ranking>) {
  const kept = new Map<string, { base: Ranking; live: string; result: Promise<ProvisionalRanking> }>();

  async function compute(base: Ranking, live: LiveResult[], jokers: boolean) {
    const results = new Map(live.map((match) => [match.id, { home: match.home, away: match.away }]));
    const picks = await repo.distinctPicks(
      db,
      live.map((match) => match.id),
    );
    const deltas: ProvisionalDelta[] = picks.map((pick) => {
      // issue 59: a joker's pick counts double here too (the multiplier its fact will hold), but in a league that plays
      // without jokers (ADR 112), whose table counts its base points.
      const multiplier = jokers ? pick.multiplier : 1;
      const { points, rule } = scorePrediction(pick, results.get(pick.match_id)!, { multiplier });
      return {
        matchId: pick.match_id,
        home: pick.home,
        away: pick.away,
        multiplier: pick.multiplier,
        points,
        scored: 1,
        ...rankingCountersOf(rule),
      };
    });
    const rows = addProvisional(base.rows, await repo.sumDeltas(db, deltas));
    return {
      ranking: rankingOf(rows),
      liveMatches: live.filter((match) => match.live).length,
    };
  }

  /**
   * `league`: a private league's own ranking under its rules (ADR 112) as the base, instead of the scope's ranking;
   * `scopeKey` then names the league's too.
   */
  return async (
    scope: LeaderboardScope,
    scopeKey: string,
    league?: { ranking: Promise<Ranking>; jokers: boolean },
  ): Promise<ProvisionalRanking> => {
    const [base, live] = await Promise.all([league?.ranking ?? ranking(scope), repo.liveResults(db, scope)]);
    // Nothing live or awaiting its scoring: exactly the normal ranking.
    if (live.length === 0) return { ranking: base, liveMatches: 0 };
    const fingerprint = live.map((match) => `${match.id}:${match.home}:${match.away}`).join(',');
    const entry = kept.get(scopeKey);
    if (entry && entry.base === base && entry.live === fingerprint) return entry.result;
    const result = compute(base, live, league?.jokers ?? true);
    kept.set(scopeKey, { base, live: fingerprint, result });
    result.catch(() => kept.delete(scopeKey));
    // A handful of scopes at most are asked for provisionally; keep the newest few.
    while (kept.size > 8) kept.delete(kept.keys().next().value!);
    return result;
  };
}
