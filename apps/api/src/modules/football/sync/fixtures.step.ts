import {
  applyMatchOverride,
  isFinishedStatus,
  isLiveStatus,
  isOverStatus,
  type MatchOverride,
} from '@scoreline/domain';
import type { NewDomainEvent } from '../../../events/domain-events';
import { matchCorrectionsRepository } from '../match-corrections.repository';
import type { ProviderFixture } from '../providers/provider';
import type { SyncContext } from './sync-context';
import { changes, isDue } from './sync-context';
import { syncRepository as repo, type CompetitionRow, type MatchRow, type NewMatch } from './sync.repository';
import type { TeamMap } from './team-links';

/**
 * Matches around kick-off that the refresh between two fetches of the season asks for by id (ADR 039): from two hours
 * before kick-off, so that a kick-off the provider moves earlier, a postponement or a status is seen within one
 * refresh (15 minutes with API-Football) rather than at the hourly fetch, while predictions are still open; until six
 * hours after it while not finished.
 */
const REFRESH_BEFORE_KICKOFF_MS = 2 * 60 * 60_000;
const REFRESH_AFTER_KICKOFF_MS = 6 * 60 * 60_000;

type Wanted = Omit<NewMatch, 'provider' | 'providerFixtureId' | 'createdAt' | 'updatedAt' | 'id'>;

const resultOf = (row: { homeGoals?: number | null; awayGoals?: number | null }) =>
  typeof row.homeGoals === 'number' && typeof row.awayGoals === 'number'
    ? { home: row.homeGoals, away: row.awayGoals }
    : null;

/**
 * The stage and knockout facts of a fixture as match columns. A fixture without a stage leaves the stored one as it is:
 * API-Football's stages come from the whole season's fixtures, which a refresh of some matches by id does not have.
 */
function stageColumns(fixture: ProviderFixture) {
  const stage =
    fixture.stage === undefined
      ? {}
      : {
          stageKey: fixture.stage.key,
          stageKind: fixture.stage.kind,
          groupName: fixture.stage.group,
          leg: fixture.stage.leg,
          tieKey: fixture.stage.tieKey,
        };
  return {
    ...stage,
    regularHomeGoals: fixture.regularTime?.home ?? null,
    regularAwayGoals: fixture.regularTime?.away ?? null,
    penaltyHomeGoals: fixture.penalties?.home ?? null,
    penaltyAwayGoals: fixture.penalties?.away ?? null,
  };
}

/**
 * What other modules must hear about a match row going from `before` (null: new) to `after`: becoming final with
 * a result is `match.finalised`; a final match whose result changes is `match.result_corrected`; a final match that
 * is final no more (postponed, cancelled, awarded, live again) or lost its score is `match.result_withdrawn`.
 */
function eventsFor(matchId: number, before: MatchRow | null, after: Wanted): NewDomainEvent[] {
  const ref = { matchId, competitionId: after.competitionId, season: after.season, round: after.round };
  const previous = before && isFinishedStatus(before.status) ? resultOf(before) : null;
  const result = isFinishedStatus(after.status) ? resultOf(after) : null;
  if (!result) return previous ? [{ type: 'match.result_withdrawn', payload: { ...ref, before: previous } }] : [];
  if (!previous) return [{ type: 'match.finalised', payload: { ...ref, result } }];
  if (previous.home === result.home && previous.away === result.away) return [];
  return [{ type: 'match.result_corrected', payload: { ...ref, before: previous, after: result } }];
}

/**
 * issue 13: a live match's status or score changing (a match kicking off, a goal, half time, full time) is
 * `match.score_changed`, for whoever follows live matches. The minute alone changing is not an event.
 */
function scoreChangeFor(matchId: number, before: MatchRow | null, after: Wanted): NewDomainEvent[] {
  const wasLive = before !== null && isLiveStatus(before.status);
  if (!wasLive && !isLiveStatus(after.status)) return [];
  const home = after.homeGoals ?? null;
  const away = after.awayGoals ?? null;
  if (before && before.status === after.status && before.homeGoals === home && before.awayGoals === away) return [];
  const ref = { matchId, competitionId: after.competitionId, season: after.season, round: after.round };
  return [{ type: 'match.score_changed', payload: { ...ref, status: after.status, home, away } }];
}

/**
 * On a fetch of the whole season: our matches of it still to be decided that the provider no longer lists, told to the
 * operators (the sync's problems are logged) rather than guessed at: they keep what they were last given.
 */
function reportVanished(ctx: SyncContext, seasonMatches: MatchRow[], fixtures: ProviderFixture[]): void {
  const listed = new Set(fixtures.map((fixture) => fixture.key));
  for (const match of seasonMatches) {
    if (listed.has(match.providerFixtureId) || isOverStatus(match.status)) continue;
    ctx.report.problems.push(
      `fixture ${match.providerFixtureId}: no longer listed by the provider; kept as ${match.status}`,
    );
  }
}

/**
 * The fixtures to ask the provider for now: the whole season when due, else (at the live cadence) the matches around
 * their kick-off by id, in one call for up to 20, else none.
 */
async function fetchDue(ctx: SyncContext, seasonMatches: MatchRow[]): Promise<ProviderFixture[] | undefined> {
  const cadence = ctx.provider.cadence;
  const now = ctx.clock.now();
  if (seasonMatches.length === 0 || isDue(ctx.state.fixturesAt, cadence.fixturesEveryMs, now)) {
    const fixtures = await ctx.provider.getFixtures();
    ctx.state.fixturesAt = now.toISOString();
    // The season's answer has every match around its kick-off too: the next refresh by id is a cadence away.
    ctx.state.liveAt = now.toISOString();
    reportVanished(ctx, seasonMatches, fixtures);
    return fixtures;
  }
  if (!isDue(ctx.state.liveAt, cadence.liveFixturesEveryMs, now)) return undefined;
  // Only around kick-off: a match left in a live status long after it (suspended, or no longer listed) is for the
  // full fetch, not a call every few minutes of the day's quota.
  const keys = seasonMatches
    .filter((match) => {
      const kickoff = match.kickoffAt.getTime();
      const around =
        kickoff <= now.getTime() + REFRESH_BEFORE_KICKOFF_MS && kickoff >= now.getTime() - REFRESH_AFTER_KICKOFF_MS;
      return around && !isFinishedStatus(match.status);
    })
    .map((match) => match.providerFixtureId);
  if (keys.length === 0) return undefined;
  const fixtures = await ctx.provider.getFixtures(keys);
  ctx.state.liveAt = now.toISOString();
  return fixtures;
}

/**
 * Fixtures, results and statuses: the provider's fixtures diffed against ours (only differing fields are written),
 * with operator corrections applied by the one rule of packages/domain, and the resulting domain events written in
 * the same transaction as the rows.
 */
export async function syncFixtures(ctx: SyncContext, competition: CompetitionRow, teamMap: TeamMap): Promise<void> {
  const { season } = ctx.provider.competition;
  const now = ctx.clock.now();
  const existing = await repo.listProviderMatches(ctx.db, ctx.provider.name);
  const seasonMatches = existing.filter((match) => match.competitionId === competition.id && match.season === season);
  const fixtures = await fetchDue(ctx, seasonMatches);
  if (!fixtures) return;

  const byKey = new Map(existing.map((match) => [match.providerFixtureId, match]));
  const overrides = await matchCorrectionsRepository.overrides(ctx.db);
  const inserts: (NewMatch & Wanted)[] = [];
  const updates: { current: MatchRow; wanted: Wanted; values: Partial<NewMatch> }[] = [];
  // An operator's live score ends with the match (issue 55): cleared when the provider reports it over.
  const liveEnded: number[] = [];
  for (const fixture of fixtures) {
    const home = teamMap.get(fixture.homeTeamKey);
    const away = teamMap.get(fixture.awayTeamKey);
    if (!home || !away) {
      ctx.report.problems.push(
        `fixture ${fixture.key}: unknown team ${home ? fixture.awayTeamKey : fixture.homeTeamKey}`,
      );
      continue;
    }
    const current = byKey.get(fixture.key);
    const override: MatchOverride = (current && overrides.get(current.id)) || {};
    const wanted: Wanted = applyMatchOverride(
      {
        competitionId: competition.id,
        season,
        round: fixture.round,
        roundLabel: fixture.roundLabel,
        kickoffAt: fixture.kickoff,
        status: fixture.status,
        statusElapsed: fixture.elapsed,
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeGoals: fixture.goals.home,
        awayGoals: fixture.goals.away,
        htHomeGoals: fixture.halftime.home,
        htAwayGoals: fixture.halftime.away,
        ...stageColumns(fixture),
        venueName: fixture.venueName,
        referee: fixture.referee,
      },
      override,
    );
    if (!current) {
      inserts.push({
        provider: ctx.provider.name,
        providerFixtureId: fixture.key,
        ...wanted,
        createdAt: now,
        updatedAt: now,
      });
      continue;
    }
    if (override.live && isOverStatus(wanted.status)) liveEnded.push(current.id);
    const changed = changes(current, wanted);
    if (Object.keys(changed).length > 0) updates.push({ current, wanted, values: { ...changed, updatedAt: now } });
  }
  if (inserts.length === 0 && updates.length === 0 && liveEnded.length === 0) return;
  const recorded = await ctx.write(async (tx) => {
    for (const matchId of liveEnded) await matchCorrectionsRepository.clearLiveOverride(tx, matchId, now);
    const ids = await repo.insertMatches(tx, inserts);
    const events: NewDomainEvent[] = [];
    for (const insert of inserts) {
      const id = ids.get(insert.providerFixtureId);
      if (id !== undefined) events.push(...scoreChangeFor(id, null, insert), ...eventsFor(id, null, insert));
    }
    for (const { current, wanted, values } of updates) {
      await repo.updateMatch(tx, current.id, values);
      events.push(...scoreChangeFor(current.id, current, wanted), ...eventsFor(current.id, current, wanted));
    }
    if (events.length > 0) await ctx.events.record(tx, ...events);
    return events.length;
  });
  if (recorded > 0) ctx.events.committed();
  ctx.report.matches.inserted += inserts.length;
  ctx.report.matches.updated += updates.length;
}
