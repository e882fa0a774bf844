import type { Executor } from '../../../db/client';
import type { EmbeddedData } from '../providers/embedded/embedded-data';
import type { ProviderTeam } from '../providers/provider';
import { matchTeamByName, type NamedTeam } from '../team-names';
import type { SyncContext } from './sync-context';
import { changes } from './sync-context';
import { syncRepository as repo, type TeamRow } from './sync.repository';

/** Our teams by the provider's key for them. */
export type TeamMap = Map<string, TeamRow>;

/** The provider's key for one of our teams (the slug for the embedded season, the provider id otherwise). */
export function teamKey(ctx: SyncContext, team: TeamRow): string | undefined {
  if (ctx.provider.name === 'embedded') return team.slug;
  return team.apiFootballId === null ? undefined : String(team.apiFootballId);
}

export async function loadTeamMap(ctx: SyncContext): Promise<TeamMap> {
  const map: TeamMap = new Map();
  for (const team of await repo.listTeams(ctx.db)) {
    const key = teamKey(ctx, team);
    if (key !== undefined) map.set(key, team);
  }
  return map;
}

/**
 * Finds or creates our team for each provider team (team linking) and resolves with their ids: by the provider's
 * key when linked, else by normalised name among our clubs not linked yet, else a new team. Our curated names,
 * colours and grounds stay; a provider adds its id, crest and what we lack.
 */
export async function linkTeams(
  ctx: SyncContext,
  tx: Executor,
  providerTeams: ProviderTeam[],
  reference: EmbeddedData,
  now: Date,
): Promise<number[]> {
  const teams = await repo.listTeams(tx);
  const clubs = new Map(reference.clubs.map((club) => [club.slug, club]));
  const embedded = ctx.provider.name === 'embedded';
  const ids: number[] = [];
  for (const providerTeam of providerTeams) {
    let team = teams.find((candidate) => teamKey(ctx, candidate) === providerTeam.key);
    if (!team && !embedded) {
      const candidates: NamedTeam<TeamRow>[] = teams
        .filter((candidate) => teamKey(ctx, candidate) === undefined)
        .map((candidate) => {
          const club = clubs.get(candidate.slug);
          const names = [candidate.name, candidate.shortName, candidate.slug.replace(/-/g, ' ')];
          if (club) names.push(club.fullName, club.altName);
          return { key: candidate, names };
        });
      team = matchTeamByName(providerTeam.name, candidates);
    }
    if (!team) {
      team = await repo.insertTeam(tx, {
        // An embedded team's key is its slug (competition-teams.ts); another provider's is its own id.
        slug: embedded ? providerTeam.key : `${ctx.provider.name}-${providerTeam.key}`,
        name: providerTeam.name,
        shortName: providerTeam.shortName ?? providerTeam.name,
        code: providerTeam.code,
        logoUrl: providerTeam.logoUrl,
        flag: providerTeam.flag ?? null,
        venueName: providerTeam.venueName,
        venueCity: providerTeam.venueCity,
        apiFootballId: ctx.provider.name === 'api-football' ? Number(providerTeam.key) : null,
        createdAt: now,
        updatedAt: now,
      });
      teams.push(team);
      ctx.report.teams.inserted += 1;
      ids.push(team.id);
      continue;
    }
    const wanted: Partial<TeamRow> = embedded
      ? {
          name: providerTeam.name,
          shortName: providerTeam.shortName ?? providerTeam.name,
          code: providerTeam.code,
          flag: providerTeam.flag ?? null,
          venueName: providerTeam.venueName,
          venueCity: providerTeam.venueCity,
        }
      : {
          apiFootballId: Number(providerTeam.key),
          logoUrl: providerTeam.logoUrl,
          code: team.code ?? providerTeam.code,
          venueName: team.venueName ?? providerTeam.venueName,
          venueCity: team.venueCity ?? providerTeam.venueCity,
        };
    const changed = changes(team, wanted);
    if (Object.keys(changed).length > 0) {
      await repo.updateTeam(tx, team.id, { ...changed, updatedAt: now });
      Object.assign(team, changed);
      ctx.report.teams.updated += 1;
    }
    ids.push(team.id);
  }
  return ids;
}
