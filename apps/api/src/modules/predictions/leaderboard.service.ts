import {
  ALL_COMPETITIONS,
  matchMessages,
  TIE_BREAK_DESCRIPTION,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardQuery,
} from '@scoreline/contracts';
import type { Database, Executor } from '../../db/client';
import { dataDomain, dataVersionsRepository, rankingDomainsOf, versionTag } from '../../db/data-versions';
import { AppError } from '../../lib/app-error';
import type { PlayerStats } from '../users/users.service';
import { createLeaderboardCache, keyOf, leagueKeyOf, type Ranking, type RankingVersion } from './leaderboard-cache';
import type { TableRules } from './league-standings.repository';
import { createLeagueRankings } from './league-rankings';
import {
  leaderboardRepository,
  type LeaderboardScope,
  type RankedScope,
  type SeasonKey,
} from './leaderboard.repository';
import {
  aroundOf,
  averagePoints,
  biggestClimb,
  pageOf,
  groupOf,
  pinnedOf,
  placeOf,
  placesIn,
  pointsIn,
  ranksWithinGroup,
  restrictRanking,
  winnersOf,
  withEveryMember,
  type Group,
  type Placed,
} from './leaderboard-view';
import { createProvisionalRankings } from './provisional-ranking';
import { createRoundHighlights, presentRound, type RoundClimber, type RoundWinners } from './round-highlights';

export interface RoundInfo {
  total_rounds: number;
  current_round: number | null;
  /** Every round's stage name (issue 58), for the round filter. */
  stages: { round: number; name: string }[];
}

/** The competition's season on show and its rounds (the matches service knows them). */
export interface SeasonOnShow {
  key: SeasonKey | null;
  rounds: RoundInfo;
}

/** The key of a season not imported yet: nobody is ranked in it. */
const NO_SEASON: SeasonKey = { competitionId: 0, season: 0 };
/** The 'all competitions' table has no rounds: they are each competition's (ADR 103). */
const NO_ROUNDS: RoundInfo = { total_rounds: 0, current_round: null, stages: [] };
const ALL: RankedScope = { kind: 'all' };

export function createLeaderboardService({
  db,
  rankingVersion = async (seasons) => versionTag(await dataVersionsRepository.all(db), rankingDomainsOf(seasons)),
  seasonOnShow,
  badgeHolders,
  pinnedIds,
  unrankedPlayers,
}: {
  db: Database;
  /**
   * The version of the rankings of `seasons` (every ranking without) as of now (the container's, shared per moment);
   * read alone when not given.
   */
  rankingVersion?: RankingVersion;
  /** A competition-season by its `competition` slug (the default one without); an unknown slug throws its 404. */
  seasonOnShow: (slug?: string) => Promise<SeasonOnShow>;
  /** Which of some players hold any badge (the badges service): one indexed probe per row shown. */
  badgeHolders: (userIds: number[]) => Promise<Set<number>>;
  /** The players a player has pinned (the pins service). */
  pinnedIds: (userId: number) => Promise<number[]>;
  /** The players left out of every ranking (the users service): date ranges are read without them. */
  unrankedPlayers: () => Promise<Set<number>>;
}) {
  const cache = createLeaderboardCache(db, { unrankedPlayers, version: rankingVersion });
  const provisionalRanking = createProvisionalRankings(db, (scope) => cache.ranking(scope));
  const leagueRankings = createLeagueRankings(cache);
  const ownRanking = leagueRankings.own;
  const highlights = createRoundHighlights({ db, cache, rankingVersion, seasonOnShow, unrankedPlayers });

  /** The scope a query asks for; a round the season does not have is a mistake to report (issue #10). */
  function scopeOf(query: LeaderboardQuery, season: SeasonKey | null, rounds: RoundInfo): LeaderboardScope {
    if (query.round !== undefined && query.round > rounds.total_rounds) {
      const message = matchMessages.roundOutOfRange(query.round, rounds.total_rounds);
      throw new AppError('VALIDATION', message, { round: message });
    }
    // A season not imported yet has nobody in it (the same as a round nobody has scored in).
    const key = season ?? NO_SEASON;
    if (query.round !== undefined) return { kind: 'round', round: query.round, ...key };
    if (query.start && query.end) return { kind: 'range', start: query.start, end: query.end, ...key };
    return { kind: 'overall', ...key };
  }

  /**
   * The overall scope of a competition-season (the default one without a slug: spec paths keep their meaning), or
   * every competition-season summed (`all`).
   */
  async function overallScope(slug?: string): Promise<RankedScope> {
    return slug === ALL_COMPETITIONS ? ALL : { kind: 'overall', ...(await shownSeason(slug)).key };
  }

  /**
   * A competition-season by its slug, remembered for the rate limit's synchronous check (`isRangeCached`): a range is
   * asked for after its season was read at least once. Only found slugs are kept (as many as competitions).
   */
  const seasonsShown = new Map<string, SeasonKey>();
  async function shownSeason(slug?: string): Promise<{ key: SeasonKey; found: boolean; rounds: RoundInfo }> {
    const { key, rounds } = await seasonOnShow(slug);
    seasonsShown.set(slug ?? '', key ?? NO_SEASON);
    return { key: key ?? NO_SEASON, found: key !== null, rounds };
  }

  /** Movement (unfiltered views only): each shown player's rank after the latest completed round and the one before. */
  async function movementRanks(season: SeasonKey, completed: number[], ids: number[], within?: Group) {
    const [latest, previous] = completed;
    const empty = new Map<number, number>();
    if (within?.rules) {
      const [now, before] = await Promise.all([
        leagueRankings.placesAfter(season, latest, within),
        leagueRankings.placesAfter(season, previous, within),
      ]);
      return { now, before };
    }
    const group = within?.memberIds;
    // A group compares places within the group, so every member's snapshot rank is read (at most a league's size).
    const read = group ? [...new Set(group)] : ids;
    const [now, before] = await Promise.all([
      latest !== undefined ? leaderboardRepository.ranksAt(db, season, latest, read) : empty,
      previous !== undefined ? leaderboardRepository.ranksAt(db, season, previous, read) : empty,
    ]);
    return group ? { now: ranksWithinGroup(now), before: ranksWithinGroup(before) } : { now, before };
  }

  /** The points of a completed round of the players shown: the league's own under its rules (ADR 112). */
  async function roundPoints(season: SeasonKey, round: number, ids: number[], group: Group | undefined) {
    const own = ownRanking({ kind: 'round', round, ...season }, group);
    if (!own) return leaderboardRepository.roundPoints(db, season, round, ids);
    return pointsIn(await own);
  }

  /**
   * The ranking a query asks for (a group's own under its rules, ADR 112), started, with its scope and season. `all`
   * (ADR 103): every competition-season summed, an overall table without rounds (the contract refuses a round, a range
   * or the provisional ranking with it); issue 13: `provisional` ranks as if every live match ended now.
   */
  async function rankingFor(query: LeaderboardQuery, groupOf: Group | undefined, within?: readonly SeasonKey[]) {
    const all = query.competition === ALL_COMPETITIONS;
    const onShow = all ? { key: NO_SEASON, found: false, rounds: NO_ROUNDS } : await shownSeason(query.competition);
    const season = onShow.found ? onShow.key : null;
    const scope: RankedScope = all ? (within ? { kind: 'all', within } : ALL) : scopeOf(query, season, onShow.rounds);
    const own = ownRanking(scope, groupOf);
    const ranked =
      query.provisional && scope.kind !== 'all'
        ? own && groupOf?.rules
          ? provisionalRanking(scope, leagueKeyOf(scope, groupOf.memberIds, groupOf.rules), {
              ranking: own,
              jokers: groupOf.rules.jokers,
            })
          : provisionalRanking(scope, keyOf(scope))
        : (own ?? cache.ranking(scope)).then((ranking) => ({ ranking, liveMatches: null }));
    return { all, season, rounds: onShow.rounds, scope, ranked };
  }

  async function build(
    query: LeaderboardQuery,
    meId: number | undefined,
    groupOf: Group | undefined,
    within?: readonly SeasonKey[],
  ) {
    const group = groupOf?.memberIds;
    const { all, season, rounds, scope, ranked } = await rankingFor(query, groupOf, within);
    const [{ ranking: whole, liveMatches }, completed, pins] = await Promise.all([
      ranked,
      season ? cache.completedRounds(season) : Promise.resolve([]),
      meId === undefined ? Promise.resolve([]) : pinnedIds(meId),
    ]);
    const ranking = group ? withEveryMember(whole, group) : whole;
    const page = pageOf(ranking, query.page, query.size);
    const me = placeOf(ranking, meId);
    const around = query.around === 'me' ? aroundOf(ranking, me) : undefined;
    const pinned = pinnedOf(ranking, pins);
    const shown = [...page, ...(me ? [me] : []), ...(around ?? []), ...pinned];
    const ids = [...new Set(shown.map(({ row }) => row.user_id))];

    // Unfiltered rows show the latest completed round's points and the movement since the round before.
    const [latest] = completed;
    const overall = scope.kind === 'overall';
    const empty = new Map<number, number>();
    const noMovement = { now: empty, before: empty };
    const [profiles, latestPoints, ranks, holders] = await Promise.all([
      leaderboardRepository.profiles(db, ids),
      overall && season && latest !== undefined ? roundPoints(season, latest, ids, groupOf) : empty,
      overall && season ? movementRanks(season, completed, ids, groupOf) : noMovement,
      badgeHolders(ids),
    ]);
    const pinnedSet = new Set(pins);

    const toEntry = ({ row, position }: Placed): LeaderboardEntry => {
      const now = ranks.now.get(row.user_id);
      const before = ranks.before.get(row.user_id);
      const progressIndicator =
        now === undefined || before === undefined || now === before ? 'SAME' : now < before ? 'UP' : 'DOWN';
      const profile = profiles.get(row.user_id);
      return {
        position,
        user: { id: row.user_id, username: profile?.username ?? '', profile_picture: profile?.profile_picture ?? null },
        totalPoints: row.points,
        // spec §2: a badge icon on the row of a player who holds any badge (issue 11).
        hasABadge: holders.has(row.user_id),
        stats: {
          progressIndicator,
          // No round spans competitions: the 'all' table has no previous round (0).
          previous_round_score: overall ? (latestPoints.get(row.user_id) ?? 0) : all ? 0 : row.points,
          average_points_per_prediction: averagePoints(row),
          exact_scores: row.exact,
          correct_outcomes: row.outcomes,
          scored_predictions: row.scored,
        },
        isPinned: pinnedSet.has(row.user_id),
      };
    };

    const view: Leaderboard = {
      results: page.map(toEntry),
      rounds,
      filter: {
        // The 'all competitions' table is an overall one.
        kind: scope.kind === 'all' ? 'overall' : scope.kind,
        round: scope.kind === 'round' ? scope.round : null,
        start: scope.kind === 'range' ? scope.start : null,
        end: scope.kind === 'range' ? scope.end : null,
      },
      latest_completed_round: latest ?? null,
      page: query.page,
      size: query.size,
      total: ranking.rows.length,
      me: me ? toEntry(me) : null,
      around: around ? around.map(toEntry) : null,
      pinned: pinned.map(toEntry),
      tieBreak: TIE_BREAK_DESCRIPTION,
      provisional: query.provisional,
      liveMatches,
    };
    return { view, season, latest };
  }

  return {
    /** GET /score/highlights (issue 59): the latest completed round's winner(s) and biggest climber. */
    highlights: highlights.get,

    /**
     * Moves the ranking domain of `season` (every season's without one: a player blocked), inside the transaction that
     * changes it (scoring, blocking; ADR 093); every process ranks it again on its next request.
     */
    async markChanged(tx: Executor, season?: SeasonKey): Promise<void> {
      const domain = season ? dataDomain.ranking(season.competitionId, season.season) : dataDomain.everyRanking;
      await dataVersionsRepository.bump(tx, domain);
    },

    /** Builds the running totals by match day that a scoring made stale (the `running-totals` job; ADR 026). */
    async buildRunningTotals(): Promise<number> {
      return cache.buildRunningTotals();
    },

    /** Rewrites the running totals an older build kept in the layout SQL builds (docs/decisions/032), once. */
    async repackRunningTotals(): Promise<number> {
      return cache.repackRunningTotals();
    },

    /**
     * spec §3 User statistics: the overall position (null until ranked), predictions made, points, average; in a
     * competition-season by its slug (the default one without), or summed over all of them (`all`, ADR 103).
     */
    async playerStats(userId: number, competition?: string): Promise<PlayerStats> {
      const scope = await overallScope(competition);
      const [ranking, totals] = await Promise.all([
        cache.ranking(scope),
        scope.kind === 'all'
          ? leaderboardRepository.summedPlayerTotals(db, userId)
          : leaderboardRepository.playerTotals(db, scope, userId),
      ]);
      const index = ranking.positions.get(userId);
      const row = index === undefined ? undefined : ranking.rows.at(index);
      return {
        rank: index === undefined ? null : index + 1,
        totalPredictions: totals?.predictions_made ?? 0,
        totalPoints: row?.points ?? totals?.points ?? 0,
        averagePointsPerPredictions: row ? averagePoints(row) : 0,
      };
    },

    /** Several players' overall positions at once (null until ranked), from the one cached ranking. */
    async ranksOf(userIds: readonly number[]): Promise<Map<number, number | null>> {
      const ranking = await cache.ranking(await overallScope());
      return new Map(
        userIds.map((id) => {
          const index = ranking.positions.get(id);
          return [id, index === undefined ? null : index + 1];
        }),
      );
    },

    /**
     * Whether the date range's ranking of a competition-season (by slug; the default one without) is ready
     * (newRangeRateLimit: only a range still to compute is counted; a slug not read yet counts).
     */
    isRangeCached: (start: string, end: string, competition?: string) =>
      cache.isWarm({ ...(seasonsShown.get(competition ?? '') ?? NO_SEASON), kind: 'range', start, end }),

    /**
     * GET /score: the whole leaderboard. A page is a slice of the cached ranking; the caller's own row, the rows
     * around it and their pinned players are map lookups in it (docs/benchmarks.md).
     */
    async get(query: LeaderboardQuery, meId: number | undefined): Promise<Leaderboard> {
      const { view } = await build(query, meId, undefined);
      return view;
    },

    /** Issue 60: the whole (cached) ranking a query asks for: the CSV export's rows, a player's round recap. */
    async ranking(query: Omit<LeaderboardQuery, 'page' | 'size'>): Promise<Ranking> {
      return (await (await rankingFor({ ...query, page: 1, size: 1 }, undefined)).ranked).ranking;
    },

    /**
     * A group's leaderboard (a private league, issue 12): the whole leaderboard of the same filter restricted to
     * `memberIds`, in the same order with positions renumbered 1..n, then the members it does not rank, with 0
     * (issue 55); movement compares places within the group; and the group's winner(s) of the latest completed round.
     * `within`: the competition-seasons `all` sums (a private league's own, ADR 106); every one without.
     * `rules`: a league whose rules differ from the game's (jokers or bonus questions off, ADR 112): its table, movement,
     * round winners and climber are its members ranked from the scored facts under those rules instead.
     */
    async getForGroup(
      query: LeaderboardQuery,
      meId: number,
      memberIds: readonly number[],
      { within, rules }: { within?: readonly SeasonKey[]; rules?: TableRules } = {},
    ): Promise<Leaderboard & { roundWinners: RoundWinners | null; roundClimber: RoundClimber | null }> {
      const group = groupOf(memberIds, rules);
      const { view, season, latest } = await build(query, meId, group, within);
      if (!season || latest === undefined) return { ...view, roundWinners: null, roundClimber: null };
      const roundScope = { kind: 'round', round: latest, ...season } as const;
      const [round, ranks, unranked] = await Promise.all([
        ownRanking(roundScope, group) ?? cache.ranking(roundScope),
        cache.completedRounds(season).then((completed) => movementRanks(season, completed, [], group)),
        unrankedPlayers(),
      ]);
      const winners = winnersOf(restrictRanking(round, memberIds));
      // issue 59: the member who climbed the most places within the league over that round.
      const climb = biggestClimb(ranks.now, (id) => ranks.before.get(id), unranked);
      const shown = await presentRound(db, winners, climb);
      return {
        ...view,
        roundWinners: shown.winners ? { round: latest, ...shown.winners } : null,
        roundClimber: shown.climber ? { round: latest, ...shown.climber } : null,
      };
    },

    /**
     * A player's overall position within each group (null where they are not ranked), from one cached ranking; a group
     * with rules of its own (ADR 112) from its own overall ranking.
     */
    async overallPositionsWithin(
      userId: number,
      groups: readonly { memberIds: readonly number[]; rules?: TableRules }[],
    ): Promise<(number | null)[]> {
      if (groups.length === 0) return [];
      const scope = await overallScope();
      const ranking = await cache.ranking(scope);
      const mine = ranking.positions.get(userId);
      return Promise.all(
        groups.map(async ({ memberIds, rules }) => {
          const own = ownRanking(scope, groupOf(memberIds, rules));
          if (own) return placesIn(await own).get(userId) ?? null;
          if (mine === undefined) return null;
          let above = 0;
          for (const id of new Set(memberIds)) {
            const index = ranking.positions.get(id);
            if (index !== undefined && index < mine) above += 1;
          }
          return above + 1;
        }),
      );
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
