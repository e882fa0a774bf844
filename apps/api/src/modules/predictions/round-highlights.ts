import type { RoundHighlights } from '@scoreline/contracts';
import type { Database } from '../../db/client';
import { rankedIn, rankReader } from '../../db/round-ranks';
import { VersionedCache } from '../../lib/versioned-cache';
import type { LeaderboardCache, RankingVersion } from './leaderboard-cache';
import { leaderboardRepository, type SeasonKey } from './leaderboard.repository';
import { biggestClimb, winnersOf } from './leaderboard-view';
import type { SeasonOnShow } from './leaderboard.service';

/** The member who climbed the most places over a round. */
export interface RoundClimber {
  round: number;
  user: { id: number; username: string; profile_picture: string | null };
  from: number;
  to: number;
}

/** The winner(s) of a round within a group: the most points, ties sharing it. */
export interface RoundWinners {
  round: number;
  points: number;
  users: { id: number; username: string; profile_picture: string | null }[];
}

/**
 * The latest completed round said out loud (issue 59, ADR 110): its winner(s) from the round's cached ranking and its
 * biggest climber from the two latest completed rounds' ranks (round_ranks). Kept per competition-season under the
 * ranking version: every reader of the banner between two scorings shares one computation.
 */
export function createRoundHighlights({
  db,
  cache,
  rankingVersion,
  seasonOnShow,
  unrankedPlayers,
}: {
  db: Database;
  cache: LeaderboardCache;
  rankingVersion: RankingVersion;
  seasonOnShow: (slug?: string) => Promise<SeasonOnShow>;
  unrankedPlayers: () => Promise<Set<number>>;
}) {
  const built = new VersionedCache<{ highlights: RoundHighlights | null }>({ max: 16 });

  async function compute(key: SeasonKey, stages: SeasonOnShow['rounds']['stages']): Promise<RoundHighlights | null> {
    const [latest, previous] = await cache.completedRounds(key);
    if (latest === undefined) return null;
    const [round, now, before, unranked] = await Promise.all([
      cache.ranking({ kind: 'round', round: latest, ...key }),
      leaderboardRepository.packedRanksAt(db, key, latest),
      previous === undefined ? undefined : leaderboardRepository.packedRanksAt(db, key, previous),
      unrankedPlayers(),
    ]);
    const winners = winnersOf(round);
    const climb = now && before ? biggestClimb(rankedIn(now), rankReader(before), unranked) : undefined;
    return {
      round: latest,
      stage: stages.find((stage) => stage.round === latest)?.name ?? `Round ${latest}`,
      ...(await presentRound(db, winners, climb)),
    };
  }

  return {
    /** GET /score/highlights: null before any round of the competition-season is complete. */
    async get(slug?: string): Promise<RoundHighlights | null> {
      const { key, rounds } = await seasonOnShow(slug);
      if (!key) return null;
      const version = await rankingVersion([key]);
      const { highlights } = await built.get(`${key.competitionId}:${key.season}`, version, async () => ({
        highlights: await compute(key, rounds.stages),
      }));
      return highlights;
    },
  };
}

type Climb = { userId: number; from: number; to: number };

/** A round's winners and climber with their names and pictures, read in one query (the game's and a league's). */
export async function presentRound(
  db: Database,
  winners: { points: number; userIds: number[] } | undefined,
  climb: Climb | undefined,
): Promise<Pick<RoundHighlights, 'winners' | 'climber'>> {
  const profiles = await leaderboardRepository.profiles(db, [
    ...(winners?.userIds ?? []),
    ...(climb ? [climb.userId] : []),
  ]);
  const player = (id: number) => ({
    id,
    username: profiles.get(id)?.username ?? '',
    profile_picture: profiles.get(id)?.profile_picture ?? null,
  });
  return {
    winners: winners ? { points: winners.points, users: winners.userIds.map(player) } : null,
    climber: climb ? { user: player(climb.userId), from: climb.from, to: climb.to } : null,
  };
}
