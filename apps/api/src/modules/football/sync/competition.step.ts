import { competitionKindOf, competitionSeasonSlug } from '../competition-seasons';
import type { SyncContext } from './sync-context';
import { changes, isDue } from './sync-context';
import { syncRepository as repo, type CompetitionRow } from './sync.repository';
import { linkTeams } from './team-links';

/**
 * The competition, its clubs and rounds (at the provider's competition cadence): the competition row, every club
 * linked to one of ours, and the season's club list.
 */
export async function syncCompetition(ctx: SyncContext): Promise<CompetitionRow | undefined> {
  const { provider } = ctx;
  const { competitionKey, season, slug } = provider.competition;
  const stored = await repo.findCompetition(ctx.db, provider.name, competitionKey);
  if (stored && !isDue(ctx.state.competitionAt, provider.cadence.competitionEveryMs, ctx.clock.now())) return stored;

  await provider.checkAccount?.();
  const competition = await provider.getCompetition();
  await provider.getRounds();
  const providerTeams = await provider.getTeams();
  const reference = await ctx.reference();
  const now = ctx.clock.now();

  const row = await ctx.write(async (tx) => {
    const wanted = {
      name: competition.name,
      type: competition.type,
      country: competition.country,
      logoUrl: competition.logoUrl,
      coverage: competition.coverage,
    };
    let competitionRow = await repo.findCompetition(tx, provider.name, competitionKey);
    if (!competitionRow) {
      competitionRow = await repo.insertCompetition(tx, {
        provider: provider.name,
        providerCompetitionId: competitionKey,
        ...wanted,
        createdAt: now,
        updatedAt: now,
      });
    } else {
      const changed = changes(competitionRow, wanted);
      if (Object.keys(changed).length > 0) {
        await repo.updateCompetition(tx, competitionRow.id, { ...changed, updatedAt: now });
        competitionRow = { ...competitionRow, ...changed };
      }
    }
    await repo.ensureCompetitionSeason(tx, {
      competitionId: competitionRow.id,
      season,
      slug: slug ?? competitionSeasonSlug(competitionRow.name, season),
      name: competitionRow.name,
      kind: competitionKindOf(competitionRow.type),
      createdAt: now,
      updatedAt: now,
    });
    const teamIds = new Set(await linkTeams(ctx, tx, providerTeams, reference, now));
    const current = new Set(await repo.listCompetitionTeamIds(tx, competitionRow.id, season));
    await repo.addCompetitionTeams(
      tx,
      competitionRow.id,
      season,
      [...teamIds].filter((id) => !current.has(id)),
    );
    await repo.removeCompetitionTeams(
      tx,
      competitionRow.id,
      season,
      [...current].filter((id) => !teamIds.has(id)),
    );
    return competitionRow;
  });
  ctx.state.competitionAt = now.toISOString();
  return row;
}
