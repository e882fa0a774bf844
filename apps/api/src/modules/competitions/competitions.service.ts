import { ALL_COMPETITIONS, competitionMessages, type CompetitionSeason } from '@scoreline/contracts';
import { stageNameOf } from '@scoreline/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { activeCompetition } from '../football/create-provider';
import { seasonAsWritten } from '../football/football-dates';
import { AppError } from '../../lib/app-error';
import {
  competitionsRepository as repo,
  type CompetitionSeasonKeyRow,
  type CompetitionSeasonRow,
} from './competitions.repository';

/** A competition-season a call is about: its key (`competitionId`, `season`) and its slug, name and kind. */
export type CompetitionSeasonKey = CompetitionSeasonKeyRow;

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
  // A slug names the same competition-season for good (rows are never renamed): found ones are kept. Unknown ones are
  // not (a competition can be imported later), and there are only as many found ones as competitions.
  const bySlug = new Map<string, CompetitionSeasonKey>();
  const shown = activeCompetition(config);
  let defaultKey: CompetitionSeasonKey | null = null;
  return {
    /**
     * The competition-season a call names by `competition` (issue 58): without a slug the default one, null before
     * its first import (nobody is ranked yet, as before); an unknown slug is a 404 with the product's message, and
     * `all` (every competition, which only the calls that sum competitions take: ADR 103) a 400.
     */
    async resolve(slug: string | undefined): Promise<CompetitionSeasonKey | null> {
      if (slug === ALL_COMPETITIONS) {
        throw new AppError('VALIDATION', competitionMessages.allNotHere, {
          competition: competitionMessages.allNotHere,
        });
      }
      if (slug === undefined) {
        defaultKey ??= await repo.findByProviderKey(db, shown.provider, shown.competitionKey, shown.season);
        return defaultKey;
      }
      const known = bySlug.get(slug);
      if (known) return known;
      const found = await repo.findBySlug(db, slug);
      if (!found)
        throw new AppError('NOT_FOUND', competitionMessages.notFound, { competition: competitionMessages.notFound });
      bySlug.set(slug, found);
      return found;
    },

    /**
     * With `userId` (a signed-in caller), whether they play each (at least one prediction in it, ADR 103) and whether
     * it is theirs ('My competitions': chosen, or until they choose the default one and those played; ADR 107).
     */
    async list(userId?: number): Promise<CompetitionSeason[]> {
      const [rows, played, chosen] = await Promise.all([
        repo.listCompetitionSeasons(db),
        userId === undefined ? new Set<string>() : repo.playedBy(db, userId),
        userId === undefined ? new Set<string>() : repo.chosenBy(db, userId),
      ]);
      const competitions = rows.map((row) => {
        const isDefault =
          row.provider === shown.provider &&
          row.provider_competition_id === shown.competitionKey &&
          row.season === shown.season;
        return {
          slug: row.slug,
          name: row.name,
          kind: row.kind,
          season: seasonAsWritten(row.kind, row.season),
          isDefault,
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
          playing: played.has(row.slug),
          mine: chosen.size > 0 ? chosen.has(row.slug) : isDefault || played.has(row.slug),
          jokers: row.jokers,
        };
      });
      return competitions.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    },

    /**
     * 'My competitions' (PUT /user/competitions, ADR 107): the player's choice replaced by these slugs (an unknown one
     * is a 404 and nothing changes); the list as the player now sees it.
     */
    async choose(userId: number, slugs: readonly string[]): Promise<CompetitionSeason[]> {
      const keys: CompetitionSeasonKey[] = [];
      for (const slug of new Set(slugs)) {
        const key = await this.resolve(slug);
        if (key) keys.push(key);
      }
      await repo.replaceChosen(db, userId, keys);
      return this.list(userId);
    },
  };
}

export type CompetitionsService = ReturnType<typeof createCompetitionsService>;
