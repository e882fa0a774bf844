import {
  ALL_COMPETITIONS,
  badgeIds,
  badgeMessages,
  type Badge,
  type BadgeId,
  type BadgeLogsPage,
  type BadgeLogsQuery,
  type BadgesPage,
  type BadgesQuery,
} from '@scoreline/contracts';
import { awardLabel, BADGES, badgeIconUrl, stageNameOf } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlayerVisibility, Viewer } from '../users/users.service';
import { seasonAsWritten } from '../football/football-dates';
import { badgesRepository as repo, type AwardRow } from './badges.repository';

const iso = (moment: Date | string) => new Date(moment).toISOString();

/** The catalogue's side of a badge (spec §3 Badge): name, icon, whether ranked and its place. */
function describe(badgeId: BadgeId) {
  const badge = BADGES[badgeId];
  return {
    badgeId,
    badgeName: badge.name,
    description: badge.description,
    iconUrl: badgeIconUrl(badgeId),
    isRanked: badge.isRanked,
    badgeRank: badge.place,
    rankId: badge.place,
  };
}

const isBadgeId = (value: string): value is BadgeId => (badgeIds as readonly string[]).includes(value);

/**
 * The badges a player holds and each badge's award log (issue 11; spec §2 Profile, §3 Badge, §7). Players hidden
 * from the viewer (blocked, unverified) answer 404, as their profile does.
 */
export function createBadgesService({
  db,
  visibility,
  resolveCompetition,
}: {
  db: Database;
  visibility: PlayerVisibility;
  /** A competition-season by its slug (the competitions service): an unknown one throws its 404. */
  resolveCompetition: (slug: string) => Promise<{ competitionId: number; season: number } | null>;
}) {
  return {
    /** Which of these players hold any badge (the leaderboard's `hasABadge`, a page at a time). */
    holders(userIds: number[]): Promise<Set<number>> {
      return repo.holders(db, userIds);
    },

    /** One page of the badges a player holds, the most recently awarded first. */
    async list(viewer: Viewer, query: BadgesQuery): Promise<BadgesPage> {
      const userId = await visibility.visiblePlayer(viewer, query.userId ?? viewer.id);
      // issue 58 (ADR 103): the badges earned in one competition-season; without one (or `all`), every badge.
      const { competition } = query;
      const within =
        competition === undefined || competition === ALL_COMPETITIONS
          ? undefined
          : ((await resolveCompetition(competition)) ?? { competitionId: 0, season: 0 });
      const held = new Map<BadgeId, { latest: AwardRow; times: number }>();
      // Newest first, so the first award of each badge met is its latest.
      for (const award of await repo.playerAwards(db, userId, within)) {
        if (!isBadgeId(award.badgeId)) continue;
        const entry = held.get(award.badgeId);
        if (entry) entry.times += 1;
        else held.set(award.badgeId, { latest: award, times: 1 });
      }
      const badges: Badge[] = [...held.entries()].map(([badgeId, { latest, times }]) => ({
        ...describe(badgeId),
        awardedAt: iso(latest.awardedAt),
        round: latest.round,
        noOfTimesAwarded: times,
      }));
      const offset = (query.page - 1) * query.size;
      return {
        items: badges.slice(offset, offset + query.size),
        page: query.page,
        size: query.size,
        total: badges.length,
      };
    },

    /**
     * One page of a player's awards of a badge, newest first, each labelled as spec §2 shows it. `isRanked`
     * (spec §7) must agree with the catalogue when given: a ranked log of an unranked badge does not exist.
     */
    async logs(viewer: Viewer, badgeId: BadgeId, query: BadgeLogsQuery): Promise<BadgeLogsPage> {
      const badge = describe(badgeId);
      if (query.isRanked !== undefined && (query.isRanked === 'true') !== badge.isRanked) {
        throw new AppError('NOT_FOUND', badgeMessages.badgeNotFound);
      }
      const userId = await visibility.visiblePlayer(viewer, query.userId ?? viewer.id);
      const { rows, total } = await repo.badgeLog(db, userId, badgeId, {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return {
        badge: { ...badge, noOfTimesAwarded: total },
        items: rows.map((award) => ({
          awardedAt: iso(award.awardedAt),
          label: awardLabel(badgeId, award, {
            stageName: award.stageKey === null ? null : stageNameOf(award.stageKey),
            competition:
              award.competitionName === null || award.season === null || award.competitionKind === null
                ? null
                : `${award.competitionName} ${seasonAsWritten(award.competitionKind, Number(award.season))}`,
          }),
          round: award.round,
          month: award.month,
          rank: award.rank,
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
