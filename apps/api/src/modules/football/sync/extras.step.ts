import { createExtraRetries } from './extras/extra-retries';
import type { ExtraUnit, ExtrasEnv } from './extras/extra-unit';
import { headToHeadExtra } from './extras/head-to-head.extra';
import { injuriesExtra } from './extras/injuries.extra';
import { lineupsExtra } from './extras/lineups.extra';
import { statisticsExtra } from './extras/statistics.extra';
import { winPredictionExtra } from './extras/win-prediction.extra';
import type { SyncContext } from './sync-context';
import { syncRepository as repo, type CompetitionRow } from './sync.repository';
import type { TeamMap } from './team-links';

/** At most this many per-match provider calls per kind in one run, so that a run stays short. */
const MAX_MATCH_CALLS_PER_KIND = 10;

// Each unit has its own answer type; the loop only passes an answer back to the unit that fetched it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const units: ExtraUnit<any>[] = [lineupsExtra, injuriesExtra, statisticsExtra, winPredictionExtra, headToHeadExtra];

/**
 * Line-ups, injuries, statistics, provider win probabilities and head-to-head (only what the competition's coverage
 * has): every kind is a small unit ({isDue, fetch, toStored}) driven by this one loop, which stops calling the
 * provider when its call budget (`canAffordExtras`) is spent. A failed call stores nothing, so its match stays due;
 * when the kind may ask again is decided by extras/extra-retries.ts.
 */
export async function syncExtras(ctx: SyncContext, competition: CompetitionRow, teamMap: TeamMap): Promise<void> {
  const coverage = competition.coverage;
  if (!coverage || !Object.values(coverage).some(Boolean)) return;
  const now = ctx.clock.now();
  const seasonMatches = await repo.listSeasonMatches(ctx.db, competition.id, ctx.provider.competition.season);
  const extras = new Map(
    (
      await repo.listExtras(
        ctx.db,
        seasonMatches.map((match) => match.id),
      )
    ).map((row) => [row.matchId, row]),
  );
  const env: ExtrasEnv = {
    ctx,
    now,
    teamMap,
    teamsById: new Map([...teamMap.values()].map((team) => [team.id, team])),
    extrasOf: (match) => extras.get(match.id) ?? {},
    fetchedBefore: (at, everyMs) => !at || now.getTime() - at.getTime() >= everyMs,
    ourTeam: (key) => {
      const team = teamMap.get(key);
      return team ? { id: team.id, name: team.name, logo: team.logoUrl } : undefined;
    },
  };

  const retries = createExtraRetries(ctx.state, ctx.provider.competition.season, now);
  for (const unit of units) {
    if (!unit.covered(coverage) || retries.isRefused(unit.kind)) continue;
    if (unit.isKindDue && !unit.isKindDue(env)) continue;
    const due = retries.toAsk(
      unit.kind,
      seasonMatches.filter((match) => unit.isDue(match, env)),
    );
    if (due.length === 0) continue;
    if (!ctx.provider.canAffordExtras()) break;
    const calls = unit.batch ? [due] : due.slice(0, MAX_MATCH_CALLS_PER_KIND).map((match) => [match]);
    let failed = false;
    for (const matches of calls) {
      if (!ctx.provider.canAffordExtras()) break;
      const what = unit.batch ? unit.kind : `${unit.kind} of ${matches[0]!.providerFixtureId}`;
      const fetched = await ctx.tolerate(what, () => unit.fetch(matches, env));
      if (!fetched.ok) {
        // Nothing stored: the match stays due and waits (refused by the plan, the kind stops for the season).
        retries.failed(unit.kind, matches, fetched.kind);
        failed = true;
        break;
      }
      retries.succeeded(unit.kind, matches);
      for (const match of matches) {
        const stored = unit.toStored(fetched.value, match, env);
        if (!stored) continue;
        await ctx.write(async (tx) => {
          if (stored.history) ctx.report.history += await repo.insertHistoricalResults(tx, stored.history);
          await repo.upsertExtras(tx, match.id, { ...stored.extras, updatedAt: now });
        });
        ctx.report.extras += 1;
      }
    }
    if (!failed) unit.afterRun?.(env);
  }
}
