import type { Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import type { EventRecorder } from '../../events/event-recorder';
import { packRanks } from '../../db/round-ranks';
import { rankTotals } from './ranked-rows';
import { unpack } from './running-totals-layout';
import { runningTotalsRepository } from './running-totals.repository';
import { roundRowsRepository as roundRows } from './round-rows.repository';
import { factLookupOf, scoredFactsRepository as facts } from './scored-facts.repository';
import { settleBonusAfterMatch } from './bonus-settlement';
import { scoringRepository as repo, type RoundKey } from './scoring.repository';
import type { SeasonKey } from './leaderboard.repository';

export interface ScoreOutcome {
  matchId: number;
  /** Predictions whose points changed (0 when the match was already scored with this result). */
  changed: number;
  roundCompleted: number | null;
}

export interface ScoringServiceDeps {
  db: Database;
  clock: Clock;
  events: EventRecorder;
  /** Marks every cached ranking stale inside the scoring transaction (the leaderboard service). */
  /** Moves a season's ranking domain (every season's without one) in the caller's transaction (ADR 093). */
  rankings: { markChanged(tx: Executor, season?: SeasonKey): Promise<void> };
}

/**
 * Scores a final match with the §9 rule of @scoreline/domain, exactly once (issue #5); runs as the subscriber of
 * `match.finalised`, `match.result_corrected` and `match.result_withdrawn` (jobs/score-match.job.ts):
 * - one transaction under a per-match advisory lock, so several workers never score one match at once;
 * - the result last applied is kept in match_scoring; each distinct predicted score is scored once by
 *   `scorePrediction` (@scoreline/domain), the match's scored facts (one per prediction: points and rule, issue 56)
 *   are replaced by what that gives, and every player's aggregates move by the difference between their new fact
 *   and their old one — so scoring again with the same result changes nothing, a corrected result moves the totals
 *   by exactly the correction, a match final no more (postponed, cancelled, live again) gives back exactly what it
 *   gave, and a job that died half-way rolled back and simply runs again;
 * - when the round is then complete (every match over, every final one scored), the overall ranks are
 *   recorded for the movement arrows and `round.completed` is written in the same transaction.
 * Every table sums the scored facts or the aggregates moved here (docs/decisions/076).
 */
export function createScoringService({ db, clock, events, rankings }: ScoringServiceDeps) {
  /**
   * After a scoring (or for a round never recorded): when no match holds the round open (over, postponed, or re-dated
   * past the next round) and each is scored as it stands, records the overall ranks (the movement arrows) and writes
   * `round.completed`; true when it did.
   */
  async function completeRoundIfDue(tx: Executor, key: RoundKey, unlessRecorded = false): Promise<boolean> {
    await repo.lockRound(tx, key.competitionId, key.season, key.round);
    const round = await repo.roundState(tx, key.competitionId, key.season, key.round);
    if (round.open > 0 || round.unscored > 0 || (unlessRecorded && round.snapshotted)) return false;
    // Ranked in the process (the published order over packed columns, as date ranges are): a third of the time
    // of sorting and packing 100,000 ranks in SQL (docs/benchmarks.md, 2026-11-27 (night)).
    const ranked = rankTotals(unpack(await runningTotalsRepository.rankedOverall(tx, key)), () => true);
    await repo.snapshotRound(tx, key, packRanks(ranked));
    await events.record(tx, { type: 'round.completed', payload: { ...key, correction: round.snapshotted } });
    return true;
  }

  async function scoreMatch(matchId: number): Promise<ScoreOutcome> {
    const outcome = await db.transaction(async (tx): Promise<ScoreOutcome & { dayChanged?: boolean }> => {
      await repo.lockForScoring(tx, matchId);
      const match = await repo.matchToScore(tx, matchId);
      if (!match) return { matchId, changed: 0, roundCompleted: null };
      // null: the match is not final (any more), so its predictions score nothing.
      const after =
        match.finished && match.home !== null && match.away !== null ? { home: match.home, away: match.away } : null;
      const before =
        match.before_home === null || match.before_away === null
          ? null
          : { home: match.before_home, away: match.before_away };
      if (before?.home === after?.home && before?.away === after?.away) {
        return { matchId, changed: 0, roundCompleted: null };
      }

      const scores = (match.scores ?? []).map(([home, away]) => ({ home, away }));
      const lookup = after ? factLookupOf(scores, after) : [];
      const key = { competitionId: match.competition_id, season: match.season, round: match.round };
      const saved = after && { result: after, at: clock.now() };
      const changed = await repo.replaceFacts(tx, { matchId, ...key }, lookup, saved);
      // Issue 59 (ADR 111): the bonus questions this match helps decide, settled again with it; their points count on
      // their deciding match's day.
      const bonusDays = await settleBonusAfterMatch(tx, key, matchId);

      const roundCompleted = (await completeRoundIfDue(tx, key)) ? key.round : null;
      await rankings.markChanged(tx, key);
      // The running totals from the match's day on are stale from this version (date ranges, issue 14); a job
      // builds them again.
      const days = new Set([...(changed > 0 ? [match.day] : []), ...bonusDays]);
      for (const day of days) {
        await runningTotalsRepository.recordDayChanged(tx, key, day);
        await events.record(tx, { type: 'leaderboard.day_changed', payload: { day } });
      }
      const dayChanged = days.size > 0;
      return { matchId, changed, roundCompleted, dayChanged };
    });
    if (outcome.roundCompleted !== null || outcome.dayChanged) events.committed();
    return { matchId: outcome.matchId, changed: outcome.changed, roundCompleted: outcome.roundCompleted };
  }

  /**
   * Rounds complete by the rule now but never recorded: a database from before postponed matches stopped holding
   * their round back (ADR 016, 2026-12-02), or a match postponed (or re-dated) after the rest of its round was scored,
   * which no scoring follows: the football sync's job asks after each run. Each is recorded with its `round.completed`,
   * which awards its badges; a round a scoring recorded meanwhile is left as it is.
   */
  async function completeDueRounds(): Promise<number> {
    let completed = 0;
    for (const key of await repo.unrecordedCompleteRounds(db)) {
      const recorded = await db.transaction(async (tx) => {
        if (!(await completeRoundIfDue(tx, key, true))) return false;
        // The board's previous round and movement read the recorded rounds.
        await rankings.markChanged(tx, key);
        return true;
      });
      if (recorded) completed += 1;
    }
    if (completed > 0) events.committed();
    return completed;
  }

  /**
   * Every final match not yet scored with its current result and every scored match final no more, in kick-off order
   * (a catch-up, e.g. after a rebuild).
   */
  async function scorePending(): Promise<ScoreOutcome[]> {
    const outcomes: ScoreOutcome[] = [];
    for (const id of await repo.pendingMatchIds(db)) outcomes.push(await scoreMatch(id));
    return outcomes;
  }

  /**
   * Runs `work`, which adds predictions for matches that may be scored already (demo players' history), while no
   * scoring runs (the gate every scoring holds shared is taken alone). If any match was scored, every aggregate is
   * emptied in the same transaction; the caller then runs `scorePending`, which scores every final match again
   * with the new predictions counted.
   */
  async function addPredictionsToScoredHistory(work: (tx: Executor) => Promise<void>): Promise<{ rebuilt: boolean }> {
    return db.transaction(async (tx) => {
      await repo.lockScoringGate(tx, 'exclusive');
      await work(tx);
      if ((await repo.countScoredMatches(tx)) === 0) return { rebuilt: false };
      await repo.resetAggregates(tx);
      await rankings.markChanged(tx);
      await runningTotalsRepository.recordEveryDayChanged(tx);
      return { rebuilt: true };
    });
  }

  /**
   * Writes the scored facts of every match scored before they existed (issue 56), each distinct predicted score scored
   * by the domain rule against the result the match was scored with; no aggregate moves (they count those predictions
   * already). With every scoring held off (the exclusive gate); a no-op (one read) once done. Every running total is
   * marked stale, as date ranges sum the facts.
   */
  async function fillScoredFacts(): Promise<{ matches: number }> {
    if ((await facts.matchesWithoutFacts(db)).length === 0) return { matches: 0 };
    return db.transaction(async (tx) => {
      await repo.lockScoringGate(tx, 'exclusive');
      const missing = await facts.matchesWithoutFacts(tx);
      for (const match of missing) {
        await facts.insertFacts(tx, match.id, factLookupOf(await facts.distinctScores(tx, match.id), match.result));
      }
      if (missing.length > 0) {
        await rankings.markChanged(tx);
        await runningTotalsRepository.recordEveryDayChanged(tx);
      }
      return { matches: missing.length };
    });
  }

  /**
   * Fills the personal insights' aggregates (the predicted-outcome counters; issue 11) from every match scored
   * before they existed, once per database: with every scoring held off (the exclusive gate), they are set from the
   * scored facts, so they equal what scoring would have moved them by. Scoring keeps them from then on.
   */
  async function backfillInsights(): Promise<{ matches: number } | null> {
    if (await repo.isInsightsFilled(db)) return null;
    await fillScoredFacts();
    return db.transaction(async (tx) => {
      await repo.lockScoringGate(tx, 'exclusive');
      if (await repo.isInsightsFilled(tx)) return null;
      await facts.setInsightCountersFromFacts(tx);
      const matches = await repo.countScoredMatches(tx);
      await repo.markInsightsFilled(tx, matches, clock.now());
      return { matches };
    });
  }

  /**
   * At kick-off (a job every minute), writes the round rows of the kicked-off matches' predictors, who can no longer
   * change, so the round's first scoring moves rows in place instead of inserting ~90,000 of them (issue 14;
   * docs/decisions/033). Only a speed-up: a scoring still writes any row missing. A round with a scoring under way is
   * left for the next run.
   */
  async function prepareRoundRows(): Promise<{ rounds: number; rows: number; busy: number }> {
    const report = { rounds: 0, rows: 0, busy: 0 };
    for (const round of await roundRows.roundsToPrepare(db, clock.now())) {
      const written = await db.transaction(async (tx) =>
        (await roundRows.tryLockRoundMatches(tx, round))
          ? roundRows.prepareRoundRows(tx, round, round.matchIds, clock.now())
          : null,
      );
      if (written === null) report.busy += 1;
      else {
        report.rounds += 1;
        report.rows += written;
      }
    }
    return report;
  }

  return {
    scoreMatch,
    scorePending,
    completeDueRounds,
    addPredictionsToScoredHistory,
    fillScoredFacts,
    backfillInsights,
    prepareRoundRows,
  };
}

export type ScoringService = ReturnType<typeof createScoringService>;
