import { z } from 'zod';
import { matchStatusCodes, type MatchStatusCode } from '@scoreline/contracts';
import { isFinishedStatus } from '@scoreline/domain';
import { londonDate, seasonLabel } from '../../football-dates';
import {
  ProviderError,
  type FootballProvider,
  type CompetitionCoverage,
  type ProviderFixture,
  type ProviderInjury,
  type ProviderCompetition,
  type ProviderLineup,
  type ProviderPastResult,
  type ProviderScore,
  type ProviderStage,
  type ProviderTeam,
  type ProviderTeamStatistics,
  type ProviderWinProbability,
  type SyncCadence,
} from '../provider';
import type { ApiFootballClient } from './api-football.client';
import { apiFootballStages } from './api-football-stages';
import {
  fixtureItemSchema,
  injuryItemSchema,
  leagueItemSchema,
  lineupItemSchema,
  predictionItemSchema,
  statisticsItemSchema,
  statusSchema,
  teamItemSchema,
  type FixtureItem,
  type LineupItem,
} from './api-football.schemas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Call cadence (guide §1.2: "Pace the calls and cache the results"; §1.4 update rates). With the free plan's
 * 100 calls a day: the season's fixtures hourly (24), matches from two hours before kick-off until they finish every
 * 15 minutes in one call by ids (the hourly fetch counts as one of them; ADR 039),
 * lineups from an hour before kick-off every 15 minutes until found (the provider has them 20–40 minutes
 * before), injuries of the next two days every 4 hours in one call (the provider updates them every 4 hours),
 * provider predictions once a day for the next two days, statistics every 45 minutes while live and once after
 * the final whistle, head-to-head once per match in its week (a failed one is asked for again later: ADR 039).
 * Extras stop when less than a fifth of the day's quota is left, so that results keep coming.
 */
export const apiFootballCadence: SyncCadence = {
  competitionEveryMs: 24 * HOUR,
  fixturesEveryMs: HOUR,
  liveFixturesEveryMs: 15 * MINUTE,
  lineupsFromMs: HOUR,
  lineupsUntilMs: 30 * MINUTE,
  lineupsEveryMs: 15 * MINUTE,
  injuriesWithinMs: 48 * HOUR,
  injuriesEveryMs: 4 * HOUR,
  statisticsLiveEveryMs: 45 * MINUTE,
  predictionsWithinMs: 48 * HOUR,
  predictionsEveryMs: 24 * HOUR,
  headToHeadWithinMs: 7 * 24 * HOUR,
};

/** A share of the daily quota kept for fixtures and results. */
const EXTRAS_RESERVE_SHARE = 0.2;
const MAX_IDS_PER_CALL = 20;

export interface ApiFootballProviderOptions {
  client: ApiFootballClient;
  league: number;
  season: number;
  cadence?: SyncCadence;
}

const knownStatuses = new Set<string>(matchStatusCodes);

function statusOf(short: string): MatchStatusCode {
  return knownStatuses.has(short) ? (short as MatchStatusCode) : 'TBD';
}

/** Minutes played, added time included: elapsed 90 and extra 3 (90+3') is 93, as our clock counts it (ADR 066). */
function playedMinutes(status: { elapsed?: number | null; extra?: number | null }): number | null {
  const elapsed = whole(status.elapsed);
  const extra = whole(status.extra);
  return elapsed === null ? null : elapsed + (extra !== null && extra > 0 ? extra : 0);
}

/** Both sides' goals of a score breakdown, when both are known. */
function score(pair: { home?: number | null; away?: number | null } | null | undefined): ProviderScore | undefined {
  const home = whole(pair?.home);
  const away = whole(pair?.away);
  return home === null || away === null ? undefined : { home, away };
}

function whole(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

const positions = new Set(['G', 'D', 'M', 'F']);

function lineupPlayers(players: LineupItem['startXI']) {
  return (players ?? []).map(({ player }) => ({
    player: {
      id: whole(player.id),
      name: player.name,
      number: whole(player.number),
      pos: player.pos && positions.has(player.pos) ? (player.pos as 'G' | 'D' | 'M' | 'F') : null,
      grid: player.grid ?? null,
    },
  }));
}

function colorSet(set: { primary?: string | null; number?: string | null; border?: string | null } | null | undefined) {
  return { primary: set?.primary ?? null, number: set?.number ?? null, border: set?.border ?? null };
}

/** The real provider (API_FOOTBALL_KEY): league `league`, season `season` of API-Football v3. */
export class ApiFootballProvider implements FootballProvider {
  readonly name = 'api-football' as const;
  readonly competition: { competitionKey: string; season: number; seasonLabel: string };
  readonly cadence: SyncCadence;
  private readonly client: ApiFootballClient;
  private roundLabels: string[] | undefined;
  /** Each fixture's stage, from the last fetch of the whole season (a refresh by id keeps the stored stages). */
  private stages: Map<string, ProviderStage> | null = null;

  constructor(private readonly options: ApiFootballProviderOptions) {
    this.client = options.client;
    this.competition = {
      competitionKey: String(options.league),
      season: options.season,
      seasonLabel: seasonLabel(options.season),
    };
    this.cadence = options.cadence ?? apiFootballCadence;
  }

  get apiClient(): ApiFootballClient {
    return this.client;
  }

  /** `GET /status`: today's use of the quota (free of quota itself). */
  async checkAccount(): Promise<void> {
    const status = await this.client.get('status', {}, z.union([statusSchema, z.array(z.unknown())]));
    if (!Array.isArray(status) && status.requests) {
      this.client.noteDailyUse(status.requests.current, status.requests.limit_day);
    }
  }

  async getCompetition(): Promise<ProviderCompetition> {
    const items = await this.client.get(
      'leagues',
      { id: this.options.league, season: this.options.season },
      z.array(leagueItemSchema),
    );
    const item = items.find((candidate) => candidate.league.id === this.options.league);
    if (!item) throw new ProviderError('request', `API-Football has no league ${this.options.league}`);
    const season = item.seasons.find((candidate) => candidate.year === this.options.season);
    if (!season) {
      throw new ProviderError(
        'plan',
        `API-Football has no season ${this.options.season} of league ${this.options.league}`,
      );
    }
    const coverage = season.coverage;
    // Check coverage before asking for lineups, statistics, injuries or predictions (guide §1.4).
    const ourCoverage: CompetitionCoverage = {
      lineups: coverage?.fixtures?.lineups === true,
      statistics: coverage?.fixtures?.statistics_fixtures === true,
      injuries: coverage?.injuries === true,
      predictions: coverage?.predictions === true,
      headToHead: true,
    };
    return {
      key: String(item.league.id),
      name: item.league.name,
      type: item.league.type,
      country: item.country?.name ?? null,
      logoUrl: item.league.logo ?? null,
      coverage: ourCoverage,
    };
  }

  async getTeams(): Promise<ProviderTeam[]> {
    const items = await this.client.get(
      'teams',
      { league: this.options.league, season: this.options.season },
      z.array(teamItemSchema),
    );
    return items.map((item) => ({
      key: String(item.team.id),
      name: item.team.name,
      shortName: null,
      code: item.team.code ?? null,
      logoUrl: item.team.logo ?? null,
      venueName: item.venue?.name ?? null,
      venueCity: item.venue?.city ?? null,
    }));
  }

  async getRounds(): Promise<string[]> {
    const rounds = await this.client.get(
      'fixtures/rounds',
      { league: this.options.league, season: this.options.season },
      z.array(z.string()),
    );
    this.roundLabels = rounds;
    return rounds;
  }

  /** 'Regular Season - 19' → 19; another label → its place in the season's rounds. */
  private roundNumber(label: string | null | undefined): number | undefined {
    if (!label) return undefined;
    const match = /(\d+)\s*$/.exec(label);
    if (match && /regular season/i.test(label)) return Number(match[1]);
    const index = this.roundLabels?.indexOf(label) ?? -1;
    if (index >= 0) return index + 1;
    return match ? Number(match[1]) : undefined;
  }

  private toFixture(item: FixtureItem): ProviderFixture | undefined {
    const round = this.roundNumber(item.league.round);
    const kickoff = new Date(item.fixture.date);
    if (round === undefined || round < 1 || Number.isNaN(kickoff.getTime())) return undefined;
    const status = statusOf(item.fixture.status.short);
    const key = String(item.fixture.id);
    const stage = this.stages?.get(key);
    const regularTime = isFinishedStatus(status) ? score(item.score?.fulltime) : undefined;
    const penalties = status === 'PEN' ? score(item.score?.penalty) : undefined;
    return {
      key,
      round,
      roundLabel: item.league.round ?? `Round ${round}`,
      kickoff,
      status,
      elapsed: isFinishedStatus(status) ? null : playedMinutes(item.fixture.status),
      homeTeamKey: String(item.teams.home.id),
      awayTeamKey: String(item.teams.away.id),
      goals: { home: whole(item.goals.home), away: whole(item.goals.away) },
      halftime: { home: whole(item.score?.halftime?.home), away: whole(item.score?.halftime?.away) },
      venueName: item.fixture.venue?.name ?? null,
      referee: item.fixture.referee ?? null,
      ...(stage && { stage }),
      ...(regularTime && { regularTime }),
      ...(penalties && { penalties }),
    };
  }

  async getFixtures(keys?: readonly string[]): Promise<ProviderFixture[]> {
    let items: FixtureItem[];
    if (keys === undefined) {
      items = await this.client.get(
        'fixtures',
        { league: this.options.league, season: this.options.season },
        z.array(fixtureItemSchema),
      );
      this.stages = apiFootballStages(
        items.flatMap((item) =>
          item.league.round
            ? [
                {
                  key: String(item.fixture.id),
                  round: item.league.round,
                  kickoffMs: new Date(item.fixture.date).getTime(),
                  home: String(item.teams.home.id),
                  away: String(item.teams.away.id),
                },
              ]
            : [],
        ),
      );
    } else {
      items = [];
      for (const batch of chunks(keys, MAX_IDS_PER_CALL)) {
        items.push(...(await this.client.get('fixtures', { ids: batch.join('-') }, z.array(fixtureItemSchema))));
      }
    }
    return items.flatMap((item) => this.toFixture(item) ?? []);
  }

  async getLineups(fixtureKey: string): Promise<ProviderLineup[]> {
    const items = await this.client.get('fixtures/lineups', { fixture: fixtureKey }, z.array(lineupItemSchema));
    return items.map((item) => ({
      team: {
        key: String(item.team.id),
        colors: item.team.colors
          ? { player: colorSet(item.team.colors.player), goalkeeper: colorSet(item.team.colors.goalkeeper) }
          : null,
      },
      coach: { id: whole(item.coach?.id), name: item.coach?.name ?? null, photo: item.coach?.photo ?? null },
      formation: item.formation ?? null,
      startXI: lineupPlayers(item.startXI),
      substitutes: lineupPlayers(item.substitutes),
    }));
  }

  async getInjuries(fixtureKeys: readonly string[]): Promise<ProviderInjury[]> {
    const result: ProviderInjury[] = [];
    for (const batch of chunks(fixtureKeys, MAX_IDS_PER_CALL)) {
      const items = await this.client.get('injuries', { ids: batch.join('-') }, z.array(injuryItemSchema));
      for (const item of items) {
        result.push({
          fixtureKey: String(item.fixture.id),
          team: { key: String(item.team.id) },
          player: {
            id: whole(item.player.id),
            name: item.player.name,
            photo: item.player.photo ?? null,
            type: item.player.type ?? null,
            reason: item.player.reason ?? null,
          },
        });
      }
    }
    return result;
  }

  async getStatistics(fixtureKey: string): Promise<ProviderTeamStatistics[]> {
    const items = await this.client.get('fixtures/statistics', { fixture: fixtureKey }, z.array(statisticsItemSchema));
    return items.map((item) => ({
      team: { key: String(item.team.id) },
      statistics: item.statistics.map((entry) => ({ type: entry.type, value: entry.value ?? null })),
    }));
  }

  async getWinProbability(fixtureKey: string): Promise<ProviderWinProbability | null> {
    const items = await this.client.get('predictions', { fixture: fixtureKey }, z.array(predictionItemSchema));
    const first = items[0];
    if (!first) return null;
    const { winner, advice, percent } = first.predictions;
    return {
      winner:
        winner && winner.name
          ? {
              teamKey: typeof winner.id === 'number' ? String(winner.id) : null,
              name: winner.name,
              comment: winner.comment ?? null,
            }
          : null,
      advice: advice ?? null,
      percent,
    };
  }

  async getHeadToHead(teamKeyA: string, teamKeyB: string): Promise<ProviderPastResult[]> {
    const items = await this.client.get(
      'fixtures/headtohead',
      { h2h: `${teamKeyA}-${teamKeyB}`, last: 10 },
      z.array(fixtureItemSchema),
    );
    return items.flatMap((item) => {
      const homeGoals = whole(item.goals.home);
      const awayGoals = whole(item.goals.away);
      const kickoff = new Date(item.fixture.date);
      if (
        !knownStatuses.has(item.fixture.status.short) ||
        !isFinishedStatus(item.fixture.status.short as MatchStatusCode) ||
        homeGoals === null ||
        awayGoals === null
      )
        return [];
      if (Number.isNaN(kickoff.getTime())) return [];
      return [
        {
          key: String(item.fixture.id),
          season: seasonLabel(item.league.season),
          playedOn: londonDate(kickoff),
          kickoff,
          homeTeamKey: String(item.teams.home.id),
          awayTeamKey: String(item.teams.away.id),
          homeGoals,
          awayGoals,
        },
      ];
    });
  }

  canAffordExtras(): boolean {
    const { dailyLimit, dailyRemaining } = this.client.quota;
    if (dailyRemaining === undefined) return true;
    const reserve = Math.max(5, Math.ceil((dailyLimit ?? 100) * EXTRAS_RESERVE_SHARE));
    return dailyRemaining > reserve;
  }
}
