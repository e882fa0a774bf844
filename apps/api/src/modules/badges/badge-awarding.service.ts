import {
  BADGES,
  hasMonthEnded,
  milestonesWithin,
  monthDays,
  monthlyBadges,
  monthOf,
  monthsBetween,
  monthlyPlaces,
  roundWinners,
  sharpshooters,
  streakRounds,
  WIDEST_MILESTONE,
  type Clock,
} from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import { badgesRepository as repo, type AwardRow, type NewAward, type RoundKey } from './badges.repository';

/** A competition-season (a round key without its round). */
type SeasonOf = Omit<RoundKey, 'round'>;

export interface BadgeAwardingDeps {
  db: Database;
  clock: Clock;
  /** Writes an entry to the audit log inside the awarding's transaction (removed awards). */
  audit: AuditRecorder;
  /**
   * Every player's totals over the UTC days `first`–`last`, read in `tx` (the predictions module's running totals,
   * modules/predictions/running-totals.ts `totalsBetween`).
   */
  monthTotals: (tx: Executor, season: SeasonOf, first: string, last: string) => Promise<ColumnTotals>;
  /** The players left out of every ranking (blocked), read in `tx` (the users service's `unrankedPlayers`). */
  unrankedPlayers: (tx: Executor) => Promise<Set<number>>;
  /** How many players' streaks are reconciled at once (tests: a few). */
  playersPerSlice?: number;
}

/** Players' totals as columns, one player per index. */
export interface ColumnTotals {
  userIds: ArrayLike<number>;
  points: ArrayLike<number>;
  exact: ArrayLike<number>;
  outcomes: ArrayLike<number>;
}

/**
 * The blocked players (`unranked`) among the holders of `existing`: they stay in the reckoning of the period those
 * awards are of, as when they were given — a re-check leaves them their awards and nobody moves up past them; a
 * player blocked before the period's first awarding holds nothing of it and stays out (docs/decisions/018, addendum
 * 2026-12-02).
 */
function keptHolders(existing: AwardRow[], unranked: Set<number>): Set<number> {
  return new Set(existing.map((award) => award.userId).filter((userId) => unranked.has(userId)));
}

/** The month's standings: ranked players (not `unranked`, or `kept`) with points. */
function monthStandings(totals: ColumnTotals, unranked: Set<number>, kept: Set<number>) {
  const standings: { userId: number; points: number; exact: number; outcomes: number }[] = [];
  for (let player = 0; player < totals.userIds.length; player += 1) {
    const userId = totals.userIds[player]!;
    if (totals.points[player]! <= 0 || (unranked.has(userId) && !kept.has(userId))) continue;
    standings.push({
      userId,
      points: totals.points[player]!,
      exact: totals.exact[player]!,
      outcomes: totals.outcomes[player]!,
    });
  }
  return standings;
}

/** What an awarding changed. */
export interface AwardChanges {
  added: number;
  removed: number;
}

const roundPeriod = (key: RoundKey) => `round:${key.competitionId}:${key.season}:${key.round}`;
/** A month's places are a competition-season's (issue 56, docs/decisions/096). */
const monthPeriod = (season: SeasonOf, month: string) => `month:${season.competitionId}:${season.season}:${month}`;
const MILESTONE_PERIOD = 'milestone';
const identity = (award: Pick<NewAward, 'badgeId' | 'period' | 'userId'>) =>
  `${award.badgeId}|${award.period}|${award.userId}`;

function roundAward(badgeId: string, userId: number, key: RoundKey, rank: number | null = null): NewAward {
  const period = BADGES[badgeId as keyof typeof BADGES].kind === 'milestone' ? MILESTONE_PERIOD : roundPeriod(key);
  return { userId, badgeId, period, ...key, month: null, rank };
}

/** The month before the one `now` falls in (UTC). */
function previousMonth(now: Date): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/**
 * Awards badges (issue 11; docs/decisions/018) from the scoring's aggregates with the rules of packages/domain.
 * Every awarding reconciles a period — the holders become exactly what the data now gives, adding the newly
 * deserved and removing the no-longer-deserved (each removal written to the audit log) — so a job that runs
 * twice awards once, and a corrected result revises what it touched. Rank milestones are only ever added. Blocked
 * players earn nothing, but one blocked after being awarded stays in the reckoning of the periods they hold an award
 * of (`keptHolders`), so a re-check neither takes it away nor moves another player up into their place.
 */
export function createBadgeAwardingService({
  db,
  clock,
  audit,
  monthTotals,
  unrankedPlayers,
  playersPerSlice = 5_000,
}: BadgeAwardingDeps) {
  /** Makes the awards of `scope` equal `desired`. */
  async function reconcile(tx: Executor, desired: NewAward[], existing: AwardRow[], reason: string) {
    const wanted = new Map(desired.map((award) => [identity(award), award]));
    const held = new Set(existing.map(identity));
    const removed = existing.filter((award) => !wanted.has(identity(award)));
    const added = await repo.insertAwards(
      tx,
      desired.filter((award) => !held.has(identity(award))),
      clock.now(),
    );
    await repo.deleteAwards(
      tx,
      removed.map((award) => award.id),
    );
    for (const award of removed) {
      await audit(tx, {
        actorUserId: null,
        action: 'badge.removed',
        subject: `user:${award.userId}`,
        details: { badgeId: award.badgeId, period: award.period, awardedAt: award.awardedAt, reason },
        createdAt: clock.now(),
      });
    }
    return { added: added.length, removed: removed.length };
  }

  /**
   * The streaks ending in the round or later (a changed round moves every later streak of the runs through it),
   * reconciled a slice of players at a time: for a round early in the season that is nearly every streak of the
   * season, ~670,000 awards at 100,000 players, which held at once took the process from ~250 to ~800 MB; slices of
   * 5,000 players peak at ~400 MB in the same time (docs/benchmarks.md, 2026-11-27).
   */
  async function reconcileStreaks(
    tx: Executor,
    key: RoundKey,
    completed: number[],
    unranked: Set<number>,
    reason: string,
  ) {
    const changes: AwardChanges[] = [];
    for (let after = 0; ;) {
      const players = await repo.playerSlice(tx, after, playersPerSlice);
      const existing = await repo.seasonAwardsFrom(tx, 'streak-5', key, players);
      const held = new Set(existing.map(identity));
      const runs = await repo.roundsWithPoints(tx, key, completed, key.round, players, [
        ...keptHolders(existing, unranked),
      ]);
      // A streak is a period of its own (the round it ends at): a blocked player keeps the ones still deserved, and
      // is given none they do not hold.
      const streaks = runs.flatMap(({ userId, rounds }) =>
        streakRounds(rounds)
          .filter((round) => round >= key.round)
          .map((round) => roundAward('streak-5', userId, { ...key, round }))
          .filter((award) => !unranked.has(userId) || held.has(identity(award))),
      );
      changes.push(await reconcile(tx, streaks, existing, reason));
      if (players.through === null) return sum(...changes);
      after = players.through;
    }
  }

  function sum(...changes: AwardChanges[]): AwardChanges {
    return {
      added: changes.reduce((total, change) => total + change.added, 0),
      removed: changes.reduce((total, change) => total + change.removed, 0),
    };
  }

  /** monthly-first/second/third of one month: its places from the players' totals over that month's days. */
  async function reconcileMonth(
    tx: Executor,
    season: SeasonOf,
    month: string,
    unranked: Set<number>,
    reason: string,
  ): Promise<AwardChanges> {
    const { first, last } = monthDays(month);
    const existing = await repo.awardsIn(
      tx,
      monthlyBadges.map((badge) => badge.id),
      [monthPeriod(season, month)],
    );
    const totals = await monthTotals(tx, season, first, last);
    const standings = monthStandings(totals, unranked, keptHolders(existing, unranked));
    const desired = monthlyPlaces(standings).map((place): NewAward => ({
      userId: place.userId,
      badgeId: place.badgeId,
      period: monthPeriod(season, month),
      competitionId: season.competitionId,
      season: season.season,
      round: null,
      month,
      rank: place.place,
    }));
    return reconcile(tx, desired, existing, reason);
  }

  /**
   * The badges a completed round decides: its winners and sharpshooters, the rank milestones of its snapshot,
   * the streaks ending at it or at later rounds (they depend on it), and — when a match of the round kicked off in
   * a month already awarded — that month's places again.
   */
  async function awardRound(key: RoundKey, options: { correction: boolean }): Promise<AwardChanges | null> {
    const reason = options.correction ? 'result correction' : 'recomputed';
    return db.transaction(async (tx) => {
      await repo.lockAwarding(tx);
      const completed = await repo.completedRounds(tx, key);
      // Not complete (or emptied by a rebuild of the aggregates): its round.completed will come again.
      if (!completed.includes(key.round)) return null;
      const now = clock.now();
      const unranked = await unrankedPlayers(tx);

      const roundHeld = await repo.awardsIn(tx, ['round-winner', 'sharpshooter'], [roundPeriod(key)]);
      const standings = await repo.roundStandings(tx, key, [...keptHolders(roundHeld, unranked)]);
      const roundChanges = await reconcile(
        tx,
        [
          ...roundWinners(standings).map((userId) => roundAward('round-winner', userId, key)),
          ...sharpshooters(standings).map((userId) => roundAward('sharpshooter', userId, key)),
        ],
        roundHeld,
        reason,
      );

      // Milestones already reached stay: only added (the first round within reach, with the rank reached).
      const milestones = (await repo.ranksWithin(tx, key, WIDEST_MILESTONE)).flatMap(({ userId, rank }) =>
        milestonesWithin(rank).map((badgeId) => roundAward(badgeId, userId, key, rank)),
      );
      const addedMilestones = await repo.insertAwards(tx, milestones, now);

      const streakChanges = await reconcileStreaks(tx, key, completed, unranked, reason);

      const season = { competitionId: key.competitionId, season: key.season };
      const awarded = await repo.awardedMonths(tx, season);
      const monthChanges: AwardChanges[] = [];
      for (const month of await repo.roundMonths(tx, key)) {
        if (hasMonthEnded(month, now) && awarded.has(month)) {
          monthChanges.push(await reconcileMonth(tx, season, month, unranked, reason));
        }
      }
      await repo.recordRoundRun(tx, key, now);
      return sum(roundChanges, { added: addedMilestones.length, removed: 0 }, streakChanges, ...monthChanges);
    });
  }

  /**
   * Awards the places of every month that has ended (UTC) since the first scored day and was not awarded yet
   * (the monthly job on the 1st, and the catch-up at start for months that ended while nothing ran).
   */
  async function awardEndedMonths(): Promise<{ months: string[] } & AwardChanges> {
    const months = new Set<string>();
    const changes: AwardChanges[] = [];
    for (const season of await repo.seasons(db)) {
      const outcome = await awardEndedMonthsOf(season);
      for (const month of outcome.months) months.add(month);
      changes.push(outcome);
    }
    return { months: [...months].sort(), ...sum(...changes) };
  }

  /** `awardEndedMonths` of one competition-season: its places are its own. */
  async function awardEndedMonthsOf(season: SeasonOf): Promise<{ months: string[] } & AwardChanges> {
    return db.transaction(async (tx) => {
      await repo.lockAwarding(tx);
      const firstDay = await repo.firstScoredDay(tx, season);
      if (!firstDay) return { months: [], added: 0, removed: 0 };
      const now = clock.now();
      const awarded = await repo.awardedMonths(tx, season);
      const due = monthsBetween(firstDay.slice(0, 7), previousMonth(now)).filter(
        (month) => hasMonthEnded(month, now) && !awarded.has(month),
      );
      const changes: AwardChanges[] = [];
      const unranked = await unrankedPlayers(tx);
      for (const month of due) {
        changes.push(await reconcileMonth(tx, season, month, unranked, 'recomputed'));
        await repo.recordMonthRun(tx, season, month, now);
      }
      return { months: due, ...sum(...changes) };
    });
  }

  /**
   * Completed rounds never awarded (a database scored before badges existed, or a round whose job gave up), in
   * round order, then the ended months: the backfill at start and on the monthly run.
   */
  async function catchUp(): Promise<{ rounds: number; months: string[] } & AwardChanges> {
    const changes: AwardChanges[] = [];
    let rounds = 0;
    for (const season of await repo.seasons(db)) {
      const processed = new Set(await repo.processedRounds(db, season));
      for (const round of await repo.completedRounds(db, season)) {
        if (processed.has(round)) continue;
        const outcome = await awardRound({ ...season, round }, { correction: false });
        if (outcome) {
          rounds += 1;
          changes.push(outcome);
        }
      }
    }
    const months = await awardEndedMonths();
    return { rounds, ...sum(...changes, months), months: months.months };
  }

  return { awardRound, awardEndedMonths, catchUp };
}

export type BadgeAwardingService = ReturnType<typeof createBadgeAwardingService>;
