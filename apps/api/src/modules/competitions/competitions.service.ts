import type { CompetitionSeason } from '@scoreline/contracts';
import { stageNameOf } from '@scoreline/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { activeCompetition } from '../football/create-provider';
import { seasonLabel } from '../football/football-dates';
import { competitionsRepository as repo, type CompetitionSeasonRow } from './competitions.repository';

export interface CompetitionsServiceDeps {
  db: Database;
  config: Config;
}

function statusOf(row: CompetitionSeasonRow): CompetitionSeason['status'] {
  if (row.match_count > 0 && row.pending_count === 0) return 'finished';
  return row.started_count > 0 ? 'in_progress' : 'upcoming';
}

/** The competitions played (issue 58, docs/decisions/101): `GET /competitions`, the default one first. */
export function createCompetitionsService({ db, config }: CompetitionsServiceDeps) {
  return {
    async list(): Promise<CompetitionSeason[]> {
      const shown = activeCompetition(config);
      const competitions = (await repo.listCompetitionSeasons(db)).map((row) => ({
        slug: row.slug,
        name: row.name,
        kind: row.kind,
        // A tournament is one summer's: its year alone.
        season: row.kind === 'tournament' ? String(row.season) : seasonLabel(row.season),
        isDefault:
          row.provider === shown.provider &&
          row.provider_competition_id === shown.competitionKey &&
          row.season === shown.season,
        currentStage:
          row.stage_order === null || row.stage_name === null
            ? null
            : {
                key: row.stage_key,
                // The stage's name by its key; a provider's own label ('Regular Season - 27') when it has none.
                name: (row.stage_key === null ? null : stageNameOf(row.stage_key)) ?? row.stage_name,
                kind: row.stage_kind,
                order: row.stage_order,
              },
        status: statusOf(row),
      }));
      return competitions.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    },
  };
}

export type CompetitionsService = ReturnType<typeof createCompetitionsService>;
