import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { WinPrediction } from '@scoreline/contracts';
import { isFinishedStatus, type Clock, type MatchResult } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { embeddedData, type EmbeddedData } from './providers/embedded/embedded-data';
import type { FootballProvider } from './providers/provider';
import type { SyncLogger } from './sync/sync-context';
import { FOOTBALL_SYNC_LOCK_ID } from './sync/sync-context';
import { syncRepository as repo, type MatchRow } from './sync/sync.repository';
import { modelWinPercents, type ModelFixture } from './win-model';

const STATE_KEY = 'football.model';

export interface WinModelDeps {
  db: Database;
  clock: Clock;
  provider: FootballProvider;
  logger: SyncLogger;
  reference?: () => Promise<EmbeddedData>;
}

/**
 * Our model's win probabilities (Elo → Dixon–Coles, packages/domain) for every match of the season the provider
 * has no prediction for. Refitted by its own job (jobs/model-refit.job.ts) when the season's results changed:
 * a fingerprint of fixtures and results says whether anything did, so running it again is cheap and changes
 * nothing.
 */
export function createWinModelService(deps: WinModelDeps) {
  const reference = deps.reference ?? embeddedData;

  return {
    /** Refits when the results changed; resolves with how many matches got new probabilities. */
    async refit(): Promise<{ updated: number; problem?: string }> {
      const { db, provider } = deps;
      const { competitionKey, season, seasonLabel } = provider.competition;
      const competition = await repo.findCompetition(db, provider.name, competitionKey);
      if (!competition) return { updated: 0 };
      const seasonMatches = await repo.listSeasonMatches(db, competition.id, season);
      if (seasonMatches.length === 0) return { updated: 0 };
      const offsetMs = (await provider.realTimeOffsetMs?.()) ?? 0;
      const isOver = (match: MatchRow) =>
        isFinishedStatus(match.status) && match.homeGoals !== null && match.awayGoals !== null;
      const fingerprint = createHash('sha256')
        .update(`${provider.name}:${offsetMs}:`)
        .update(
          seasonMatches
            .map(
              (match) =>
                `${match.id}/${match.homeTeamId}/${match.awayTeamId}/${isOver(match) ? `${match.homeGoals}-${match.awayGoals}` : '-'}`,
            )
            .join(','),
        )
        .digest('hex');
      const state = await repo.getSetting<{ fingerprint: string }>(db, STATE_KEY);
      if (state?.fingerprint === fingerprint) return { updated: 0 };

      const data = await reference();
      const slugs = new Map((await repo.listTeams(db)).map((team) => [team.id, team.slug]));
      const history: MatchResult[] = data.history
        .map((result) => ({
          date: result.playedOn,
          home: result.homeSlug,
          away: result.awaySlug,
          homeGoals: result.homeGoals,
          awayGoals: result.awayGoals,
          season: result.season,
        }))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const fixtures: ModelFixture[] = seasonMatches.map((match) => ({
        matchId: match.id,
        kickoffUtc: new Date(match.kickoffAt.getTime() - offsetMs).toISOString(),
        home: slugs.get(match.homeTeamId) ?? `team-${match.homeTeamId}`,
        away: slugs.get(match.awayTeamId) ?? `team-${match.awayTeamId}`,
        season: seasonLabel,
        ...(isOver(match) ? { score: { ft: [match.homeGoals ?? 0, match.awayGoals ?? 0] as [number, number] } } : {}),
      }));
      const now = deps.clock.now();
      let percents: Map<number, { home: string; draw: string; away: string }>;
      try {
        percents = modelWinPercents(history, fixtures);
      } catch (error) {
        // A model failure must not be retried until the results change (the same input fails the same way).
        const message = error instanceof Error ? error.message : String(error);
        deps.logger.error({ err: error }, 'the win-probability model failed');
        await repo.putSetting(db, STATE_KEY, { fingerprint }, now);
        return { updated: 0, problem: `win-probability model: ${message}` };
      }

      const extras = new Map(
        (
          await repo.listExtras(
            db,
            seasonMatches.map((match) => match.id),
          )
        ).map((row) => [row.matchId, row]),
      );
      const writes: { matchId: number; value: WinPrediction }[] = [];
      for (const match of seasonMatches) {
        const percent = percents.get(match.id);
        if (!percent) continue;
        const current = extras.get(match.id)?.winPrediction;
        if (current?.source === 'provider') continue;
        if (current && isDeepStrictEqual(current.predictions.percent, percent)) continue;
        writes.push({
          matchId: match.id,
          value: {
            source: 'model',
            predictions: { winner: null, advice: null, percent },
            updatedAt: now.toISOString(),
          },
        });
      }
      await db.transaction(async (tx) => {
        // The sync writes extras too: one writer at a time.
        await repo.lock(tx, FOOTBALL_SYNC_LOCK_ID);
        for (const { matchId, value } of writes) {
          await repo.upsertExtras(tx, matchId, { winPrediction: value, winPredictionFetchedAt: now, updatedAt: now });
        }
        await repo.putSetting(tx, STATE_KEY, { fingerprint }, now);
      });
      return { updated: writes.length };
    },
  };
}

export type WinModelService = ReturnType<typeof createWinModelService>;
