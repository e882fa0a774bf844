import {
  competitionStages,
  matchResultOf,
  parseGoalMinute,
  replayedMatchAt,
  type Clock,
  type CompetitionStages,
  type GoalMinute,
} from '@scoreline/domain';
import type { MatchStatusCode } from '@scoreline/contracts';
import type { FootballProvider, ProviderCompetition, ProviderFixture, ProviderScore, ProviderTeam } from '../provider';
import {
  kickoffOf,
  loadCompetitionFile,
  type CompetitionFile,
  type CompetitionFileMatch,
  type EmbeddedCompetitionSource,
} from './competition-files';
import { competitionTeams, type CompetitionTeam } from './competition-teams';
import { embeddedData } from './embedded-data';
import { embeddedCadence, noCoverage } from './embedded.provider';
import { decideReplayShiftMs, type ReplayStateStore } from './replay-decision';

export interface EmbeddedCompetitionOptions {
  source: EmbeddedCompetitionSource;
  clock: Clock;
  /** The stage (by order) made current at first start, or null to keep the real dates. */
  replayRound: number | null;
  store: ReplayStateStore;
  /** Kick-offs an operator moved, by fixture key (as the Premier League 2023/24's replay). */
  movedKickoffs?: () => Promise<ReadonlyMap<string, Date>>;
}

interface Loaded {
  file: CompetitionFile;
  teams: Map<string, CompetitionTeam>;
  staged: CompetitionStages;
  /** Stage order by key. */
  order: Map<string, number>;
}

const unknown: ProviderScore = { home: null, away: null };
const scoreOf = (pair: readonly [number, number] | null): ProviderScore =>
  pair ? { home: pair[0], away: pair[1] } : unknown;

/** The source's goals in the 90 minutes, for the replay's clock (extra-time goals are not replayed minute by minute). */
function regularGoals(goals: CompetitionFileMatch['goals1']): GoalMinute[] | undefined {
  if (!goals) return undefined;
  const minutes = goals.map((goal) => parseGoalMinute(goal.minute));
  if (minutes.some((minute) => minute === null)) return undefined;
  return minutes.filter((minute): minute is GoalMinute => minute !== null && minute.minute <= 90);
}

/**
 * Where a match of the file stands `sinceKickoffMs` after its (replayed) kick-off. A postponed match stays 'PST'; a
 * match without a result in the source stays 'NS' without a score (unknown, never invented); any other is played on the
 * replay's clock and ends at its full time with its final result: 'AET' or 'PEN' when it went to extra time or a
 * shoot-out (the goals after extra time, ADR 059), 'AWD' when it was awarded.
 */
function replayedFileMatch(match: CompetitionFileMatch, sinceKickoffMs: number) {
  const result = matchResultOf(match.score);
  const none = {
    status: 'NS' as MatchStatusCode,
    elapsed: null,
    goals: unknown,
    halftime: unknown,
    regular: unknown,
    penalties: unknown,
  };
  if (match.status === 'postponed') return { ...none, status: 'PST' as MatchStatusCode };
  if (!result.fullTime || !result.scored) return none;
  const ht = match.score.ht;
  const home = regularGoals(match.goals1);
  const away = regularGoals(match.goals2);
  const state = replayedMatchAt(
    { ht: ht ?? [0, 0], ft: result.fullTime, goals: home && away ? { home, away } : null },
    sinceKickoffMs,
  );
  if (state.status !== 'FT') {
    // Without the half-time score the replay knows nothing until full time.
    return ht
      ? { ...state, regular: unknown, penalties: unknown }
      : { ...state, goals: unknown, halftime: unknown, regular: unknown, penalties: unknown };
  }
  const status: MatchStatusCode =
    match.status === 'awarded'
      ? 'AWD'
      : result.decidedBy === 'penalties'
        ? 'PEN'
        : result.decidedBy === 'extra-time'
          ? 'AET'
          : 'FT';
  return {
    status,
    elapsed: null,
    goals: scoreOf(result.scored),
    halftime: ht ? scoreOf(ht) : unknown,
    regular: scoreOf(result.fullTime),
    penalties: scoreOf(result.penalties),
  };
}

/**
 * An embedded competition-season from data/competitions (issue 58, ADR 101), replayed on today's calendar like the
 * Premier League 2023/24 (replay-calendar.ts) with its own current stage. Its rounds are its stages in order
 * (@scoreline/domain `competitionStages`); fixture keys are '<slug>:<position in the file>'.
 */
export class EmbeddedCompetitionProvider implements FootballProvider {
  readonly name = 'embedded' as const;
  readonly competition: FootballProvider['competition'];
  readonly cadence = embeddedCadence;
  private loaded: Promise<Loaded> | undefined;

  constructor(private readonly options: EmbeddedCompetitionOptions) {
    const { competitionKey, season, seasonLabel, slug } = options.source;
    this.competition = { competitionKey, season, seasonLabel, slug };
  }

  get slug(): string {
    return this.options.source.slug;
  }

  private load(): Promise<Loaded> {
    this.loaded ??= (async () => {
      const [file, reference] = await Promise.all([loadCompetitionFile(this.options.source), embeddedData()]);
      const staged = competitionStages(
        file.matches.map((match, index) => ({
          id: this.keyOf(index),
          round: match.round,
          group: match.group ?? null,
          kickoffMs: kickoffOf(match, file.source.timeZone).getTime(),
          home: match.team1,
          away: match.team2,
        })),
      );
      const order = new Map(staged.stages.map((stage) => [stage.key, stage.order]));
      return { file, teams: competitionTeams(file, reference.clubs), staged, order };
    })().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private keyOf(index: number): string {
    return `${this.options.source.slug}:${index + 1}`;
  }

  async getCompetition(): Promise<ProviderCompetition> {
    const { source } = this.options;
    return {
      key: source.competitionKey,
      name: source.name,
      type: source.type,
      country: source.country,
      logoUrl: null,
      coverage: noCoverage,
    };
  }

  async getTeams(): Promise<ProviderTeam[]> {
    const { teams } = await this.load();
    return [...teams.values()].map((team) => ({
      key: team.key,
      name: team.name,
      shortName: team.shortName,
      code: team.code,
      flag: team.flag,
      logoUrl: null,
      venueName: team.venueName,
      venueCity: team.venueCity,
    }));
  }

  async getRounds(): Promise<string[]> {
    return (await this.load()).staged.stages.map((stage) => stage.name);
  }

  /** The replay shift in ms: decided at first start and stored (per competition-season). */
  async replayShiftMs(): Promise<number> {
    return decideReplayShiftMs(this.options, async () => {
      const { file, staged, order } = await this.load();
      const { replayRound } = this.options;
      if (replayRound !== null && replayRound > staged.stages.length) {
        throw new RangeError(
          `EMBEDDED_REPLAY_STAGES: ${this.slug} has ${staged.stages.length} stages; it cannot replay from stage ${replayRound}`,
        );
      }
      return file.matches.map((match, index) => ({
        matchday: order.get(staged.matches.get(this.keyOf(index))?.stageKey ?? '') ?? 0,
        kickoffMs: kickoffOf(match, file.source.timeZone).getTime(),
      }));
    });
  }

  async realTimeOffsetMs(): Promise<number> {
    return this.replayShiftMs();
  }

  async getFixtures(keys?: readonly string[]): Promise<ProviderFixture[]> {
    const { file, teams, staged, order } = await this.load();
    const shiftMs = await this.replayShiftMs();
    const nowMs = this.options.clock.now().getTime();
    const wanted = keys ? new Set(keys) : undefined;
    const moved = (await this.options.movedKickoffs?.()) ?? new Map<string, Date>();
    const fixtures: ProviderFixture[] = [];
    file.matches.forEach((match, index) => {
      const key = this.keyOf(index);
      if (wanted && !wanted.has(key)) return;
      const place = staged.matches.get(key);
      const stage = staged.stages.find((candidate) => candidate.key === place?.stageKey);
      const home = teams.get(match.team1);
      const away = teams.get(match.team2);
      if (!place || !stage || !home || !away) throw new Error(`${key}: not staged or teams unknown`);
      const kickoffMs = kickoffOf(match, file.source.timeZone).getTime() + shiftMs;
      const state = replayedFileMatch(match, nowMs - (moved.get(key)?.getTime() ?? kickoffMs));
      fixtures.push({
        key,
        round: order.get(stage.key) ?? 0,
        roundLabel: stage.name,
        kickoff: new Date(kickoffMs),
        // A match the source never gave a time is 'TBD' until played (its day is the one fact known).
        status: state.status === 'NS' && match.time === undefined ? 'TBD' : state.status,
        elapsed: state.elapsed,
        homeTeamKey: home.key,
        awayTeamKey: away.key,
        goals: state.goals,
        halftime: state.halftime,
        venueName: match.ground ?? home.venueName,
        referee: null,
        stage: { key: stage.key, kind: stage.kind, group: match.group ?? null, leg: place.leg, tieKey: place.tieKey },
        regularTime: state.regular,
        penalties: state.penalties,
      });
    });
    return fixtures;
  }

  async getLineups(): Promise<[]> {
    return [];
  }

  async getInjuries(): Promise<[]> {
    return [];
  }

  async getStatistics(): Promise<[]> {
    return [];
  }

  async getWinProbability(): Promise<null> {
    return null;
  }

  /** No head-to-head beyond what is stored (the Premier League's ten seasons, read by the match page itself). */
  async getHeadToHead(): Promise<[]> {
    return [];
  }

  canAffordExtras(): boolean {
    return true;
  }
}
