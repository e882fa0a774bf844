import { recapWords, type RoundRecap } from '@scoreline/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { VersionedCache } from '../../lib/versioned-cache';
import type { CompetitionSeasonKey, CompetitionsService } from '../competitions/competitions.service';
import type { RankingVersion } from '../predictions/leaderboard-cache';
import type { LeaderboardService } from '../predictions/leaderboard.service';
import { winnersOf } from '../predictions/leaderboard-view';
import { renderRecapImage } from './recap-image';
import { recapsRepository as repo } from './recaps.repository';

export interface RecapsServiceOptions {
  db: Database;
  competitions: Pick<CompetitionsService, 'resolve'>;
  /** A round's whole table (the one GET /score?round= pages through). */
  leaderboard: Pick<LeaderboardService, 'ranking'>;
  /** The stages' names of a competition-season. */
  stagesOf: (slug: string) => Promise<{ round: number; name: string }[]>;
  /** The version of a season's rankings: a recap, and its image, are kept until a scoring moves it. */
  rankingVersion: RankingVersion;
  /** The address players open (PUBLIC_URL), written on the image as the link back; none in development. */
  publicUrl: string | undefined;
}

/**
 * Issue 60 (docs/decisions/117): a player's recap of a completed round, from the tables and the scored facts alone:
 * the round table's points and place, the overall places after the round and after the one before (round_ranks), the
 * best scored pick and the round's winner(s). Its image is a PNG made here (satori and resvg), kept per version.
 */
export function createRecapsService({
  db,
  competitions,
  leaderboard,
  stagesOf,
  rankingVersion,
  publicUrl,
}: RecapsServiceOptions) {
  const recaps = new VersionedCache<{ recap: RoundRecap | null }>({ max: 2_000 });
  // A card is some 40 KB: a few hundred of the latest are kept.
  const images = new VersionedCache<{ png: Buffer }>({ maxSize: 32 * 1024 * 1024, sizeOf: ({ png }) => png.length });

  async function build(userId: number, season: CompetitionSeasonKey, round: number) {
    const [ranking, stages, before] = await Promise.all([
      leaderboard.ranking({ competition: season.slug, round, provisional: false }),
      stagesOf(season.slug),
      repo.completeBefore(db, season, round),
    ]);
    const index = ranking.positions.get(userId);
    if (index === undefined) return null;
    const winners = winnersOf(ranking);
    const [after, previous, bestPick, names] = await Promise.all([
      repo.placeAfter(db, season, round, userId),
      before === undefined ? undefined : repo.placeAfter(db, season, before, userId),
      repo.bestPick(db, userId, season, round),
      repo.usernames(db, [userId, ...(winners?.userIds ?? [])]),
    ]);
    const player = (id: number) => ({ id, username: names.get(id) ?? '' });
    const query = new URLSearchParams({ competition: season.slug, round: String(round) });
    const recap: RoundRecap = {
      competition: { slug: season.slug, name: season.name },
      round,
      stage: stages.find((stage) => stage.round === round)?.name ?? `Round ${round}`,
      player: player(userId),
      points: ranking.rows.pointsAt(index),
      position: index + 1,
      players: ranking.rows.length,
      overall: { before: previous ?? null, after: after ?? index + 1 },
      bestPick: bestPick
        ? {
            matchId: bestPick.match_id,
            home: bestPick.home,
            away: bestPick.away,
            prediction: `${bestPick.pick_home}:${bestPick.pick_away}`,
            result: `${bestPick.home_goals ?? 0}:${bestPick.away_goals ?? 0}`,
            points: bestPick.points,
            rule: bestPick.rule,
            multiplier: bestPick.multiplier,
          }
        : null,
      winners: winners ? { points: winners.points, users: winners.userIds.map(player) } : null,
      imageUrl: `/api/v1/users/${userId}/recap.png?${query}`,
      shareUrl: `/leaderboard/${userId}`,
    };
    return recap;
  }

  /** The recap of a round (the latest completed without one); null where the player has none. */
  async function recap(userId: number, slug: string | undefined, round?: number): Promise<RoundRecap | null> {
    const season = await competitions.resolve(slug);
    if (!season) return null;
    const shown = round ?? (await repo.latestComplete(db, season));
    if (shown === undefined) return null;
    const version = await rankingVersion([season]);
    const key = `${userId}:${season.competitionId}:${season.season}:${shown}`;
    const entry = await recaps.get(key, version, async () => {
      if (!(await repo.isComplete(db, season, shown))) {
        const stage = (await stagesOf(season.slug)).find((each) => each.round === shown)?.name ?? `Round ${shown}`;
        throw new AppError('NOT_FOUND', recapWords.notComplete(stage));
      }
      return { recap: await build(userId, season, shown) };
    });
    return entry.recap;
  }

  return {
    /** GET /user/recap: the caller's recap. */
    recap,

    /** GET /users/{id}/recap.png: the share image of a player's recap of a completed round (404 without one). */
    async image(userId: number, slug: string, round: number): Promise<Buffer> {
      const shown = await recap(userId, slug, round);
      if (!shown) throw new AppError('NOT_FOUND', recapWords.noRecap);
      const season = (await competitions.resolve(slug))!;
      const version = await rankingVersion([season]);
      const { png } = await images.get(`${userId}:${slug}:${round}`, version, async () => ({
        png: await renderRecapImage(shown, publicUrl),
      }));
      return png;
    },
  };
}

export type RecapsService = ReturnType<typeof createRecapsService>;
