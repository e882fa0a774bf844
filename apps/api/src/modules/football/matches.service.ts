import {
  injurySchema,
  lineupSchema,
  matchMessages,
  teamStatisticsSchema,
  winPredictionSchema,
  type HeadToHeadFixture,
  type HomeMatches,
  type Injury,
  type Competition,
  type CompetitionTeam,
  type Lineup,
  type Match,
  type RoundMatches,
  type Squad,
  type TeamStatistics,
  type WinPrediction,
} from '@scoreline/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { activeCompetition, type ActiveCompetition } from './create-provider';
import { londonDate, seasonLabel } from './football-dates';
import { embeddedSquads } from './providers/embedded/embedded-squads';
import { matchesRepository as repo, type MatchView } from './matches.repository';
import { dataVersionsRepository, footballDomains, versionTag } from '../../db/data-versions';
import { SharedAnswers, type Shared } from './shared-answers';
import { stagesRepository } from './stages.repository';
import { stageNameOf } from '@scoreline/domain';
import { unknownDrawOf, unknownDraws, type MatchSlots } from './knockout-draw';
import { groupLastGames, presentMatch, presentTeam, storedList, type UserPrediction } from './present-match';

/**
 * The caller's own prediction of each of some matches ('home:away' text by match id). The predictions module
 * provides the real one (its service's `forMatches` fits); without it nobody has predicted anything.
 */
export type { UserPrediction } from './present-match';

export interface UserPredictionsLookup {
  forMatches(userId: number, matchIds: number[]): Promise<Map<number, UserPrediction>>;
  /** issue 59: per match, the caller's joker of its round (null where its competition plays without jokers). */
  jokersFor?(userId: number, matchIds: number[]): Promise<Map<number, Match['joker']>>;
}

export const noUserPredictions: UserPredictionsLookup = { forMatches: async () => new Map() };

export interface MatchesServiceDeps {
  config: Config;
  db: Database;
  predictions?: UserPredictionsLookup;
  /**
   * How far the embedded season's kick-offs are moved from when they were really played (the replay's shift; the
   * provider's `realTimeOffsetMs`). Head to head shows the real dates. 0 when not given.
   */
  replayShiftMs?: () => Promise<number>;
  /** The football domains' version as of now (the container's, shared per moment); read alone when not given. */
  footballVersion?: () => Promise<string>;
  /**
   * The competition-season a call names by its `competition` slug (the competitions service's `resolve`): the default
   * one without a slug (null before its first import); an unknown slug throws its 404.
   */
  resolveCompetition: ResolveCompetition;
}

/** A competition-season's key from a call's `competition` slug (issue 58, ADR 103). */
export type ResolveCompetition = (slug: string | undefined) => Promise<SeasonKey | null>;

/** A competition-season: the key of matches and of every aggregate (ADR 096). */
export interface SeasonKey {
  competitionId: number;
  season: number;
}

/** Landing page: how many upcoming fixtures by default (spec §1 'Upcoming matches'). */
export const HOME_MATCHES_DEFAULT = 10;

interface RoundSnapshot {
  info: { totalRounds: number; pendingRound: number | null };
  key: SeasonKey | null;
  /** Every round's stage name, in playing order (the round selector's names). */
  stages: RoundMatches['stages'];
}

const NO_ROUNDS = { totalRounds: 0, pendingRound: null };

const roundInfoOf = (info: RoundSnapshot['info']) => ({
  total_rounds: info.totalRounds,
  current_round: info.totalRounds === 0 ? null : (info.pendingRound ?? info.totalRounds),
});

/** The match centre (issue #4, spec §7 /match calls). Reads our database only. */
export class MatchesService {
  private readonly db: Database;
  private readonly competition: ActiveCompetition;
  private readonly predictions: UserPredictionsLookup;
  private readonly shared: SharedAnswers;
  private readonly replayShiftMs: () => Promise<number>;
  private readonly resolveCompetition: ResolveCompetition;

  constructor(deps: MatchesServiceDeps) {
    this.db = deps.db;
    this.resolveCompetition = deps.resolveCompetition;
    this.replayShiftMs = deps.replayShiftMs ?? (async () => 0);
    this.competition = activeCompetition(deps.config);
    this.predictions = deps.predictions ?? noUserPredictions;
    this.shared = new SharedAnswers(
      deps.footballVersion ?? (async () => versionTag(await dataVersionsRepository.all(deps.db), footballDomains)),
    );
  }

  /** The competition-season a call names (the default one without a slug; null before its import) and its rounds. */
  private async snapshot(shared: Shared, slug: string | undefined): Promise<RoundSnapshot> {
    const found = await this.resolveCompetition(slug);
    if (!found) return { key: null, info: NO_ROUNDS, stages: [] };
    // The key alone: a scope spreads it (a competition's name or kind is no part of it).
    const key = { competitionId: found.competitionId, season: found.season };
    return shared(`snapshot:${key.competitionId}:${key.season}`, async () => ({
      key,
      info: await repo.roundInfo(this.db, key.competitionId, key.season),
      stages: (await stagesRepository.roundStages(this.db, key.competitionId, key.season)).map((row) => ({
        round: row.round,
        // The stage's name by its key; a provider's own label ('Regular Season - 27') when it has none.
        name: (row.stageKey === null ? null : stageNameOf(row.stageKey)) ?? row.roundLabel,
      })),
    }));
  }

  /**
   * A competition-season (the default one without a slug: the spec's calls keep their meaning) and its rounds, for the
   * leaderboard; its key is null before its first import.
   */
  async seasonOnShow(slug?: string): Promise<{
    key: SeasonKey | null;
    rounds: { total_rounds: number; current_round: number | null; stages: RoundMatches['stages'] };
  }> {
    const { key, info, stages } = await this.snapshot(await this.shared.view(), slug);
    return { key, rounds: { ...roundInfoOf(info), stages } };
  }

  /** Presents matches as everyone sees them (no caller's predictions). */
  private async presentShared(views: MatchView[]): Promise<Match[]> {
    const form = groupLastGames(
      await repo.lastGames(
        this.db,
        views.map((view) => view.id),
      ),
    );
    const slots = await this.slotsOf(views);
    return views.map((view) => presentMatch(view, form.get(view.id), undefined, slots.get(view.id) ?? null));
  }

  /** The slots of those of some matches that are knockout matches whose teams are not known yet (ADR 105). */
  private async slotsOf(views: MatchView[]): Promise<Map<number, MatchSlots>> {
    const seasons = new Map<string, { competitionId: number; season: number }>();
    for (const view of views) {
      if (view.stageKind !== 'knockout') continue;
      seasons.set(`${view.competitionId}:${view.season}`, { competitionId: view.competitionId, season: view.season });
    }
    const found = await Promise.all(
      [...seasons.values()].map(({ competitionId, season }) => unknownDraws(this.db, competitionId, season)),
    );
    return new Map(found.flatMap((slots) => [...slots]));
  }

  /** Whether a match's teams are not known yet: its extras would say who plays, so it has none (ADR 105). */
  private async isDrawHidden(id: number): Promise<boolean> {
    return (await unknownDrawOf(this.db, id)) !== null;
  }

  /** Adds the caller's predictions (never cached: they change when the caller predicts). */
  private async personalise(matches: Match[], userId: number | undefined): Promise<Match[]> {
    if (userId === undefined || matches.length === 0) return matches;
    const ids = matches.map((match) => match.id);
    const [predictions, jokers] = await Promise.all([
      this.predictions.forMatches(userId, ids),
      this.predictions.jokersFor?.(userId, ids) ?? new Map<number, Match['joker']>(),
    ]);
    return matches.map((match) => {
      const prediction = predictions.get(match.id);
      const joker = jokers.get(match.id) ?? null;
      if (!prediction) return { ...match, joker };
      const { prediction: text, points, rule, provisionalPoints, provisionalRule } = prediction;
      return {
        ...match,
        predicted: true,
        predictions: [{ prediction: text, points, rule, provisionalPoints, provisionalRule, joker: prediction.joker }],
        joker,
      };
    });
  }

  /** GET /match: a round's matches for the caller, with the round info (spec §3, §7). */
  async listRound(userId: number | undefined, round: number | undefined, slug?: string): Promise<RoundMatches> {
    const shared = await this.shared.view();
    const { key, info, stages } = await this.snapshot(shared, slug);
    const currentRound = roundInfoOf(info).current_round;
    if (round !== undefined && round > info.totalRounds) {
      const message = matchMessages.roundOutOfRange(round, info.totalRounds);
      throw new AppError('VALIDATION', message, { round: message });
    }
    const shown = round ?? currentRound;
    if (key === null || shown === null) {
      return {
        matches: { rows: [], count: 0 },
        round: null,
        total_rounds: info.totalRounds,
        current_round: currentRound,
        stages,
      };
    }
    const everyone = await shared(`round:${key.competitionId}:${key.season}:${shown}`, async () =>
      this.presentShared(await repo.listRound(this.db, key.competitionId, key.season, shown)),
    );
    const rows = await this.personalise(everyone, userId);
    return {
      matches: { rows, count: rows.length },
      round: shown,
      total_rounds: info.totalRounds,
      current_round: currentRound,
      stages,
    };
  }

  /** GET /match/home: the next fixtures to kick off, for the landing page. */
  async listUpcoming(limit: number = HOME_MATCHES_DEFAULT, slug?: string): Promise<HomeMatches> {
    const shared = await this.shared.view();
    const { key } = await this.snapshot(shared, slug);
    if (key === null) return { rows: [], count: 0 };
    const rows = await shared(`upcoming:${key.competitionId}:${key.season}:${limit}`, async () =>
      this.presentShared(await repo.listUpcoming(this.db, key.competitionId, key.season, limit)),
    );
    return { rows, count: rows.length };
  }

  async getMatch(id: number, userId: number | undefined): Promise<Match> {
    const shared = await this.shared.view();
    const [everyone] = await shared(`match:${id}`, async () => {
      const view = await repo.findMatch(this.db, id);
      return view ? this.presentShared([view]) : [];
    });
    if (!everyone) throw new AppError('NOT_FOUND', matchMessages.matchNotFound);
    const [match] = await this.personalise([everyone], userId);
    return match ?? everyone;
  }

  private async extrasOf(id: number) {
    const extras = await repo.findExtras(this.db, id);
    if (!extras && !(await repo.matchExists(this.db, id))) throw new AppError('NOT_FOUND', matchMessages.matchNotFound);
    return extras;
  }

  /** Empty until the provider has them (the embedded season never has): the UI shows spec §2's message. */
  async lineups(id: number): Promise<Lineup[]> {
    if (await this.isDrawHidden(id)) return [];
    return storedList((await this.extrasOf(id))?.lineups, lineupSchema);
  }

  /**
   * Both clubs' squads (issue 55): the embedded season's (openfootball 2023/24), which has no line-ups; [] with a
   * provider, whose line-ups say who played.
   */
  async squads(id: number): Promise<Squad[]> {
    const view = await repo.findMatch(this.db, id);
    if (!view) throw new AppError('NOT_FOUND', matchMessages.matchNotFound);
    if (this.competition.provider !== 'embedded' || (await this.isDrawHidden(id))) return [];
    const squads = await embeddedSquads();
    const season = seasonLabel(this.competition.season);
    return [view.home, view.away].flatMap((team) => {
      const players = squads.get(team.slug);
      return players ? [{ team: { id: team.id }, season, players }] : [];
    });
  }

  async injuries(id: number): Promise<Injury[]> {
    if (await this.isDrawHidden(id)) return [];
    return storedList((await this.extrasOf(id))?.injuries, injurySchema);
  }

  async statistics(id: number): Promise<TeamStatistics[]> {
    if (await this.isDrawHidden(id)) return [];
    return storedList((await this.extrasOf(id))?.statistics, teamStatisticsSchema);
  }

  /** The provider's prediction, else our model's (labelled by `source`); null when there is neither. */
  async winPrediction(id: number): Promise<WinPrediction | null> {
    if (await this.isDrawHidden(id)) return null;
    const parsed = winPredictionSchema.safeParse((await this.extrasOf(id))?.winPrediction);
    return parsed.success ? parsed.data : null;
  }

  /**
   * Past meetings of two clubs, most recent first (spec §2 'Head To Head'). A replayed match of the embedded season is
   * dated when it was really played (issue 55), not on the replay's calendar.
   */
  async headToHead(homeTeamId: number, awayTeamId: number): Promise<HeadToHeadFixture[]> {
    if (homeTeamId === awayTeamId) {
      throw new AppError('VALIDATION', matchMessages.sameTeams, { awayTeamId: matchMessages.sameTeams });
    }
    const found = await repo.findTeams(this.db, [homeTeamId, awayTeamId]);
    const home = found.find((team) => team.id === homeTeamId);
    const away = found.find((team) => team.id === awayTeamId);
    if (!home || !away) throw new AppError('NOT_FOUND', matchMessages.teamNotFound);
    const bySlug = new Map([
      [home.slug, presentTeam(home)],
      [away.slug, presentTeam(away)],
    ]);
    const [rows, replayShiftMs] = await Promise.all([repo.headToHead(this.db, home, away), this.replayShiftMs()]);
    const fixtures = rows.flatMap((row) => {
      const homeTeam = bySlug.get(row.homeSlug);
      const awayTeam = bySlug.get(row.awaySlug);
      const shift = row.provider === 'embedded' ? replayShiftMs : 0;
      const kickoffAt = row.kickoffAt && new Date(row.kickoffAt.getTime() - shift);
      const date = row.playedOn ?? (kickoffAt ? londonDate(kickoffAt) : null);
      if (!homeTeam || !awayTeam || !date) return [];
      const fixture: HeadToHeadFixture = {
        fixture: { id: row.matchId, date, kickoff: kickoffAt ? kickoffAt.toISOString() : null },
        season: row.season ?? (row.matchSeason === null ? null : seasonLabel(row.matchSeason)),
        teams: { home: homeTeam, away: awayTeam },
        goals: { home: row.homeGoals, away: row.awayGoals },
      };
      return [{ fixture, sortKey: kickoffAt?.toISOString() ?? date, key: `${date}:${row.homeSlug}:${row.awaySlug}` }];
    });
    // The same meeting can come from two sources (the stored history and the provider): keep one, the
    // one that knows its kick-off time.
    const unique = new Map<string, (typeof fixtures)[number]>();
    for (const entry of fixtures) {
      const seen = unique.get(entry.key);
      if (!seen || (!seen.fixture.fixture.kickoff && entry.fixture.fixture.kickoff)) unique.set(entry.key, entry);
    }
    const meetings = [...unique.values()];
    meetings.sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0));
    return meetings.map((entry) => entry.fixture);
  }

  async competitions(): Promise<Competition[]> {
    const rows = await repo.listCompetitions(this.db);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      country: row.country,
      logo: row.logoUrl,
      season: row.season === null ? null : Number(row.season),
    }));
  }

  async competitionTeams(competitionId: number): Promise<CompetitionTeam[]> {
    const league = await repo.findCompetition(this.db, competitionId);
    if (!league) throw new AppError('NOT_FOUND', matchMessages.leagueNotFound);
    if (league.season === null) return [];
    const rows = await repo.listCompetitionTeams(this.db, competitionId, Number(league.season));
    return rows.map((row) => ({ team: presentTeam(row), venue: { name: row.venueName, city: row.venueCity } }));
  }
}
