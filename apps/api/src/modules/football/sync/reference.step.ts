import type { SyncContext } from './sync-context';
import { syncRepository as repo } from './sync.repository';

/**
 * Reference data, whatever the provider: the 2023/24 clubs (names, colours, grounds) and ten earlier seasons of
 * results (head-to-head and the win-probability model). Inserted once; a later run finds them and does nothing.
 */
export async function syncReference(ctx: SyncContext): Promise<void> {
  const data = await ctx.reference();
  const now = ctx.clock.now();
  const existing = new Set((await repo.listTeams(ctx.db)).map((team) => team.slug));
  const missing = data.clubs.filter((club) => !existing.has(club.slug));
  const storedHistory = await repo.countHistoricalResults(ctx.db, 'openfootball');
  if (missing.length === 0 && storedHistory >= data.history.length) return;
  await ctx.write(async (tx) => {
    for (const club of missing) {
      await repo.insertTeam(tx, {
        slug: club.slug,
        name: club.name,
        shortName: club.shortName,
        code: club.code,
        primaryColor: club.colors.primary,
        secondaryColor: club.colors.secondary,
        venueName: club.venue,
        venueCity: club.city,
        createdAt: now,
        updatedAt: now,
      });
      ctx.report.teams.inserted += 1;
    }
    if (storedHistory < data.history.length) {
      ctx.report.history += await repo.insertHistoricalResults(
        tx,
        data.history.map((result) => ({
          source: 'openfootball' as const,
          sourceKey: result.sourceKey,
          season: result.season,
          playedOn: result.playedOn,
          homeTeamSlug: result.homeSlug,
          awayTeamSlug: result.awaySlug,
          homeGoals: result.homeGoals,
          awayGoals: result.awayGoals,
        })),
      );
    }
  });
}
