import {
  JOIN_ATTEMPT_WINDOW_MINUTES,
  MAX_LEAGUE_COMPETITIONS,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_OWNED,
  MAX_WRONG_JOIN_CODES,
  competitionMessages,
  privateLeagueMessages as messages,
  type LeaderboardQuery,
  type LeagueInvitation,
  type LeagueLeaderboard,
  type LeagueRulesBody,
  type CreateLeagueBody,
  type PrivateLeague,
  type PrivateLeagueDetail,
} from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import { AppError, ThrottledError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CompetitionsService } from '../competitions/competitions.service';
import type { LeaderboardService } from '../predictions/leaderboard.service';
import { generateInvitationCode, normalizeInvitationCode } from './invitation-code';
import {
  chosenCompetitions,
  inPlayOrder,
  leagueQuery,
  sameSeason,
  type PlayedCompetition,
} from './league-competitions';
import { iso, rulesOfLeagues, toLeague } from './league-view';
import { leaguesRepository as leagues, type LeagueRow } from './leagues.repository';

/** Draws of a new code before giving up (a clash is about one in 10^9 per draw at a million leagues). */
const CODE_ATTEMPTS = 8;
const JOIN_WINDOW_MS = JOIN_ATTEMPT_WINDOW_MINUTES * 60_000;

export interface LeaguesServiceOptions {
  db: Database;
  clock: Clock;
  /** The leaderboard service: a league's leaderboard is the global one restricted to its members. */
  leaderboard: Pick<LeaderboardService, 'getForGroup' | 'overallPositionsWithin'>;
  /** The one resolver of competition slugs (issue 58): a league's competitions are named by them. */
  competitions: Pick<CompetitionsService, 'resolve'>;
  /** Draws invitation codes (tests pass one that repeats itself, to exercise the retry). */
  generateCode?: () => string;
}

/**
 * Private leagues (issue 12, docs/decisions/020). Non-members are told a league does not exist (404), so ids cannot be
 * probed; members who are not the owner are refused owner actions (403). Membership changes of a league go one at a
 * time under its row lock, so the member cap and the ownership rule hold under concurrent requests.
 */
export function createLeaguesService({
  db,
  clock,
  leaderboard,
  competitions,
  generateCode = generateInvitationCode,
}: LeaguesServiceOptions) {
  /**
   * The competitions each league plays (ADR 106), the default competition first when the league plays it, then in the
   * order they were added. A league without any (made before the default competition was first imported) plays the
   * default one, as every league did before issue 58.
   */
  async function competitionsOf(leagueIds: number[]): Promise<Map<number, PlayedCompetition[]>> {
    const [rows, fallback] = await Promise.all([
      leagues.competitionsOf(db, leagueIds),
      competitions.resolve(undefined),
    ]);
    const played = new Map<number, PlayedCompetition[]>();
    for (const id of leagueIds) {
      const own = (rows.get(id) ?? []).map((row) => ({
        competitionId: row.competition_id,
        season: row.season,
        slug: row.slug,
        name: row.name,
      }));
      played.set(id, inPlayOrder(own, fallback));
    }
    return played;
  }

  async function competitionsOfLeague(leagueId: number): Promise<PlayedCompetition[]> {
    return (await competitionsOf([leagueId])).get(leagueId) ?? [];
  }

  /** A league as shown: its competitions and its rules. */
  async function present(row: LeagueRow, viewerId: number): Promise<PrivateLeague> {
    const played = await competitionsOf([row.id]);
    return toLeague(
      row,
      viewerId,
      played.get(row.id) ?? [],
      (await rulesOfLeagues(db, [row], played, clock.now())).get(row.id)!,
    );
  }

  async function view(leagueId: number, viewerId: number): Promise<PrivateLeague> {
    const row = await leagues.find(db, leagueId);
    if (!row) throw new AppError('NOT_FOUND', messages.leagueNotFound);
    return present(row, viewerId);
  }

  /**
   * The hand-over rule (ADR 020): a league whose owner is not an active account goes to its longest-standing active
   * member, if it has one. Run under the league's row lock.
   */
  async function handOverIfOwnerInactive(tx: Executor, league: { id: number; owner_id: number }, now: Date) {
    if (!(await leagues.isBlocked(tx, league.owner_id))) return;
    const heir = await leagues.longestStandingOther(tx, league.id, league.owner_id);
    if (heir !== undefined) await leagues.setOwner(tx, league.id, heir, now);
  }

  /** Applies the hand-over rule to a league, under its row lock. */
  async function settleOwner(leagueId: number): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const league = await leagues.lock(tx, leagueId);
      if (league) await handOverIfOwnerInactive(tx, league, now);
    });
  }

  /** The league if the player is a member; 404 otherwise (a league is invisible to non-members). */
  async function asMember(leagueId: number, userId: number): Promise<LeagueRow> {
    const [row, member] = await Promise.all([leagues.find(db, leagueId), leagues.isMember(db, leagueId, userId)]);
    if (!row || !member) throw new AppError('NOT_FOUND', messages.leagueNotFound);
    return row;
  }

  async function asOwner(leagueId: number, userId: number): Promise<LeagueRow> {
    const row = await asMember(leagueId, userId);
    if (row.owner_id !== userId) throw new AppError('FORBIDDEN', messages.ownerOnly);
    return row;
  }

  /** Counts a join attempt; refuses it (429) past MAX_WRONG_JOIN_CODES in the window, so codes cannot be walked. */
  async function countJoinAttempt(userId: number, now: Date): Promise<void> {
    const counted = await leagues.countJoinAttempt(db, userId, now, new Date(now.getTime() - JOIN_WINDOW_MS));
    if (counted.attempts > MAX_WRONG_JOIN_CODES) {
      const retryAfterMs = counted.windowStartedAt.getTime() + JOIN_WINDOW_MS - now.getTime();
      throw new ThrottledError(messages.joinThrottled, retryAfterMs);
    }
  }

  /** GET /private-leagues/{id}: the league and its (active) members, longest-standing first. */
  async function detail(leagueId: number, userId: number): Promise<PrivateLeagueDetail> {
    const row = await asMember(leagueId, userId);
    const [members, league] = await Promise.all([leagues.members(db, leagueId), present(row, userId)]);
    return {
      ...league,
      members: members.map((member) => ({
        user: { id: member.user_id, username: member.username, profile_picture: member.profile_picture },
        isOwner: member.user_id === row.owner_id,
        joinedAt: iso(member.joined_at),
      })),
    };
  }

  return {
    /**
     * POST /private-leagues: the creator owns the league and is its first member; it plays the competitions named
     * (ADR 106: the default one when none is; an unknown slug is the `competition` parameter's 404).
     */
    async create(
      ownerId: number,
      { leagueName, competitions: slugs, jokers = true, bonus = true }: CreateLeagueBody,
    ): Promise<PrivateLeague> {
      const chosen = await chosenCompetitions(competitions, slugs);
      const now = clock.now();
      const leagueId = await db.transaction(async (tx) => {
        await leagues.lockOwner(tx, ownerId);
        if ((await leagues.countOwned(tx, ownerId)) >= MAX_LEAGUES_OWNED) {
          throw new AppError('UNPROCESSABLE', messages.tooManyOwned);
        }
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
          const code = generateCode();
          const id = await leagues.insertIfCodeFree(tx, { name: leagueName, code, ownerId, now, jokers, bonus });
          if (id === undefined) continue;
          await leagues.addMember(tx, id, ownerId, now);
          await leagues.addCompetitions(tx, id, chosen, now);
          return id;
        }
        throw new Error(`no free invitation code after ${CODE_ATTEMPTS} draws`);
      });
      return view(leagueId, ownerId);
    },

    /**
     * POST /private-leagues/join: only wrong codes count towards the limit. A member the owner removed is refused
     * (403) until the owner makes a new code. Joining a league whose owner is blocked (it had nobody active to go to)
     * hands it over as the `user.blocked` job does: to the longest-standing active member, the joiner when alone.
     */
    async join(userId: number, invitationCode: string): Promise<{ league: PrivateLeague; message: string }> {
      const now = clock.now();
      await countJoinAttempt(userId, now);
      const leagueId = await leagues.findIdByCode(db, normalizeInvitationCode(invitationCode));
      if (leagueId === undefined) throw new AppError('NOT_FOUND', messages.codeNotFound);
      await leagues.refundJoinAttempt(db, userId);
      const name = await db.transaction(async (tx) => {
        const league = await leagues.lock(tx, leagueId);
        if (!league) throw new AppError('NOT_FOUND', messages.codeNotFound);
        if (await leagues.isMember(tx, leagueId, userId)) throw new AppError('CONFLICT', messages.alreadyMember);
        if (await leagues.isBarred(tx, leagueId, userId)) throw new AppError('FORBIDDEN', messages.removedByOwner);
        if ((await leagues.countMembers(tx, leagueId)) >= MAX_LEAGUE_MEMBERS) {
          throw new AppError('UNPROCESSABLE', messages.leagueFull);
        }
        await leagues.addMember(tx, leagueId, userId, now);
        await handOverIfOwnerInactive(tx, league, now);
        return league.name;
      });
      return { league: await view(leagueId, userId), message: messages.joined(name) };
    },

    /**
     * GET /private-leagues/invite/{code} (public, ADR 071): the name a share link opened signed out may show, and how
     * many play in it; an unknown code is the join's 404. Nothing else: no code, no members, no owner.
     */
    async invitation(invitationCode: string): Promise<LeagueInvitation> {
      const leagueId = await leagues.findIdByCode(db, normalizeInvitationCode(invitationCode));
      const row = leagueId === undefined ? undefined : await leagues.find(db, leagueId);
      if (!row) throw new AppError('NOT_FOUND', messages.codeNotFound);
      return { leagueName: row.name, memberCount: row.member_count };
    },

    /** GET /private-leagues: mine, the most recently joined first, with my overall position within each. */
    async mine(userId: number) {
      const rows = await leagues.leaguesOf(db, userId);
      const memberIds = await leagues.memberIds(
        db,
        rows.map((row) => row.id),
      );
      const positions = await leaderboard.overallPositionsWithin(
        userId,
        // ADR 112: a league with rules of its own places the player in its own ranking.
        rows.map((row) => ({
          memberIds: memberIds.get(row.id) ?? [],
          rules: { jokers: row.jokers, bonus: row.bonus },
        })),
      );
      const played = await competitionsOf(rows.map((row) => row.id));
      const rules = await rulesOfLeagues(db, rows, played, clock.now());
      return rows.map((row, index) => ({
        ...toLeague(row, userId, played.get(row.id) ?? [], rules.get(row.id)!),
        myPosition: positions[index] ?? null,
      }));
    },

    detail,

    /**
     * GET /private-leagues/{id}/score: the global leaderboard of the same filter, restricted to the members; the
     * (active) members it does not rank follow, longest-standing first, with 0 (issue 55: every member is listed).
     */
    async leaderboard(leagueId: number, userId: number, query: LeaderboardQuery): Promise<LeagueLeaderboard> {
      const row = await asMember(leagueId, userId);
      const [members, played] = await Promise.all([leagues.members(db, leagueId), competitionsOfLeague(leagueId)]);
      const memberIds = members.map((member) => member.user_id);
      const board = await leaderboard.getForGroup(leagueQuery(query, played), userId, memberIds, {
        // ADR 106: the league's 'all' sums its own competitions only.
        within: played,
        // ADR 112: its rules apply to its table only (the game's rules: the global table restricted to its members).
        rules: { jokers: row.jokers, bonus: row.bonus },
      });
      return { ...board, league: { id: row.id, leagueName: row.name } };
    },

    /**
     * POST /private-leagues/{id}/competitions (owner only; ADR 106): one more competition for the league. One it already
     * plays is a 409; a league without any yet (it played the default one) keeps the default one beside the new one.
     */
    async addCompetition(leagueId: number, userId: number, slug: string): Promise<PrivateLeague> {
      await asOwner(leagueId, userId);
      const key = await competitions.resolve(slug);
      if (!key) throw new AppError('NOT_FOUND', competitionMessages.notFound);
      const played = await competitionsOfLeague(leagueId);
      if (played.some((other) => sameSeason(other, key))) {
        throw new AppError('CONFLICT', messages.competitionAlreadyPlayed(key.name));
      }
      if (played.length >= MAX_LEAGUE_COMPETITIONS) throw new AppError('UNPROCESSABLE', messages.tooManyCompetitions);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const league = await leagues.lock(tx, leagueId);
        if (!league || league.owner_id !== userId) throw new AppError('FORBIDDEN', messages.ownerOnly);
        // `played` is the default one alone when the league has no row yet: it is written first, so it stays first.
        const added = await leagues.addCompetitions(tx, leagueId, [...played, key], now);
        if (added === 0) throw new AppError('CONFLICT', messages.competitionAlreadyPlayed(key.name));
      });
      return view(leagueId, userId);
    },

    /**
     * PUT /private-leagues/{id}/rules (owner only; ADR 112): the league's rules, until the first match of its
     * competitions since its creation kicks off (then 409, `rulesLocked`). Read and written under the league's row lock.
     */
    async changeRules(leagueId: number, userId: number, rules: LeagueRulesBody): Promise<PrivateLeague> {
      const [, played] = await Promise.all([asOwner(leagueId, userId), competitionsOfLeague(leagueId)]);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const league = await leagues.lock(tx, leagueId);
        const row = league?.owner_id === userId ? await leagues.find(tx, leagueId) : undefined;
        if (!row) throw new AppError('FORBIDDEN', messages.ownerOnly);
        const current = await rulesOfLeagues(tx, [row], new Map([[leagueId, played]]), now);
        if (current.get(leagueId)?.locked) throw new AppError('CONFLICT', messages.rulesLocked);
        await leagues.setRules(tx, leagueId, userId, rules, now);
      });
      return view(leagueId, userId);
    },

    /**
     * POST /private-leagues/{id}/leave. The owner leaving hands the league to the longest-standing active member
     * (joined first; ties: the earlier sign-up); an owner with no other active member deletes it.
     */
    async leave(leagueId: number, userId: number) {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const league = await leagues.lock(tx, leagueId);
        if (!league || !(await leagues.isMember(tx, leagueId, userId))) {
          throw new AppError('NOT_FOUND', messages.leagueNotFound);
        }
        if (league.owner_id !== userId) {
          await leagues.removeMember(tx, leagueId, userId);
          return { leagueId, deleted: false, newOwnerId: null, message: messages.left(league.name) };
        }
        const heir = await leagues.longestStandingOther(tx, leagueId, userId);
        if (heir === undefined) {
          await leagues.delete(tx, leagueId, userId);
          return { leagueId, deleted: true, newOwnerId: null, message: messages.leftAndDeleted(league.name) };
        }
        await leagues.setOwner(tx, leagueId, heir, now);
        await leagues.removeMember(tx, leagueId, userId);
        return { leagueId, deleted: false, newOwnerId: heir, message: messages.left(league.name) };
      });
      const { newOwnerId, ...rest } = outcome;
      const row = newOwnerId === null ? undefined : await leagues.find(db, leagueId);
      return { ...rest, newOwner: row ? { id: row.owner_id, username: row.owner_username } : null };
    },

    /**
     * `user.blocked` and `user.unblocked` (jobs/leagues-owner-blocked.job.ts; ADR 020 and its addendum): the hand-over
     * rule applied to each league the player owns or is in whose owner is blocked. Blocked, the player's own leagues go
     * to their longest-standing active members, as when an owner leaves; the player stays a member, unseen like every
     * blocked member, so lifting the block gives back their place but not the league. A league with no other active
     * member keeps its owner: nobody sees it, and deleting it could not be undone when the block is lifted. The first
     * active player in it later gets it: one who joins, or a member whose block is lifted. Run again, it changes
     * nothing.
     */
    async settleLeaguesOf(userId: number): Promise<void> {
      for (const leagueId of await leagues.withInactiveOwnerOf(db, userId)) await settleOwner(leagueId);
    },

    async rename(leagueId: number, userId: number, leagueName: string): Promise<PrivateLeague> {
      await asOwner(leagueId, userId);
      // The write checks the owner again: the league may have been handed over since the check.
      const renamed = await leagues.rename(db, leagueId, userId, leagueName, clock.now());
      if (!renamed) throw new AppError('FORBIDDEN', messages.ownerOnly);
      return view(leagueId, userId);
    },

    /** A new code; the old one stops working at once, and the members removed so far may join with the new one. */
    async regenerateCode(leagueId: number, userId: number): Promise<PrivateLeague> {
      await asOwner(leagueId, userId);
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        try {
          const changed = await leagues.setCode(db, leagueId, userId, generateCode(), clock.now());
          if (!changed) throw new AppError('NOT_FOUND', messages.leagueNotFound);
          return await view(leagueId, userId);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error(`no free invitation code after ${CODE_ATTEMPTS} draws`);
    },

    /** Removes a member, and bars them from rejoining with the code until the owner makes a new one. */
    async removeMember(leagueId: number, userId: number, memberId: number): Promise<PrivateLeagueDetail> {
      const now = clock.now();
      await asOwner(leagueId, userId);
      if (memberId === userId) throw new AppError('UNPROCESSABLE', messages.cannotRemoveSelf);
      const removed = await db.transaction(async (tx) => {
        const league = await leagues.lock(tx, leagueId);
        if (!league || league.owner_id !== userId) throw new AppError('FORBIDDEN', messages.ownerOnly);
        if (!(await leagues.removeMember(tx, leagueId, memberId))) return false;
        // The code stays known to the removed player: it no longer lets them back in (ADR 020 addendum).
        await leagues.barFromRejoining(tx, leagueId, memberId, now);
        return true;
      });
      if (!removed) throw new AppError('NOT_FOUND', messages.memberNotFound);
      return detail(leagueId, userId);
    },

    async delete(leagueId: number, userId: number): Promise<{ leagueId: number }> {
      await asOwner(leagueId, userId);
      if (!(await leagues.delete(db, leagueId, userId))) throw new AppError('FORBIDDEN', messages.ownerOnly);
      return { leagueId };
    },
  };
}

export type LeaguesService = ReturnType<typeof createLeaguesService>;
