import {
  privateLeagueMessages as messages,
  type LeaguePick,
  type LeaguePicks,
  type LeaguePicksMatch,
  type LeaguePicksQuery,
  type Match,
} from '@scoreline/contracts';
import { arePicksPublic } from '@scoreline/domain';
import { AppError } from '../../lib/app-error';
import type { MatchesService } from '../football/matches.service';
import type { MemberPickRow, MemberPicksService } from '../predictions/member-picks.service';
import type { LeaguesService } from './leagues.service';

/** The competitions a league plays, in its order (ADR 106). */
type Played = readonly { slug: string; name: string }[];

export interface LeaguePicksServiceOptions {
  /** Membership (a stranger is told the league does not exist), the members and the league's competitions. */
  leagues: Pick<LeaguesService, 'detail'>;
  /** The round's matches, or one match, as everyone sees them (no caller's predictions). */
  matches: Pick<MatchesService, 'listRound' | 'getMatch'>;
  /** The members' picks and their scored facts (the predictions module). */
  picks: MemberPicksService;
}

function toColumn(match: Match): LeaguePicksMatch {
  const { fixture, teams, slots, goals } = match.details;
  return {
    id: match.id,
    date: match.date,
    status: fixture.status,
    teams,
    slots,
    goals,
    picksPublic: arePicksPublic(fixture.status.short),
  };
}

function toPick(row: MemberPickRow, jokers: boolean): LeaguePick {
  const pick = {
    matchId: row.match_id,
    prediction: `${row.home_goals}:${row.away_goals}`,
    // ADR 076: the points are the scored fact's, its multiplier included; nothing is worked out from the scores here.
    points: row.points,
    multiplier: row.multiplier,
    joker: row.joker,
  };
  // ADR 112: a league without jokers shows a joker's pick as its table counts it, at the fact's base points.
  if (jokers) return pick;
  const base = row.points === null || !row.multiplier ? row.points : row.points / row.multiplier;
  return { ...pick, points: base, multiplier: row.multiplier === null ? null : 1, joker: false };
}

/**
 * Issue 59 (docs/decisions/109): a private league's picks grid, members only. A pick of a match that has not kicked
 * off for real (ADR 055: `arePicksPublic` of its status, never the clock) is read for its owner alone: the other
 * members' picks of such a match are never read from the database, so no field of the answer can carry them.
 */
export function createLeaguePicksService({ leagues, matches, picks }: LeaguePicksServiceOptions) {
  async function columnsOf(query: LeaguePicksQuery, played: Played) {
    if (query.match !== undefined) {
      const match = await matches.getMatch(query.match, undefined);
      return { competition: null, round: null, total_rounds: 0, current_round: null, stages: [], matches: [match] };
    }
    if (query.competition !== undefined && !played.some((competition) => competition.slug === query.competition)) {
      throw new AppError('VALIDATION', messages.competitionNotPlayed, { competition: messages.competitionNotPlayed });
    }
    const competition = played.find((one) => one.slug === query.competition) ?? played[0] ?? null;
    const round = await matches.listRound(undefined, query.round, competition?.slug);
    return {
      competition,
      round: round.round,
      total_rounds: round.total_rounds,
      current_round: round.current_round,
      stages: round.stages,
      matches: round.matches.rows,
    };
  }

  return {
    /** GET /private-leagues/{id}/picks: a round of one of the league's competitions, or one match. */
    async grid(leagueId: number, viewerId: number, query: LeaguePicksQuery): Promise<LeaguePicks> {
      const league = await leagues.detail(leagueId, viewerId);
      const { matches: shown, ...rest } = await columnsOf(query, league.competitions);
      const columns = shown.map(toColumn);
      const memberIds = league.members.map((member) => member.user.id);
      const publicIds = columns.filter((column) => column.picksPublic).map((column) => column.id);
      const hiddenIds = columns.filter((column) => !column.picksPublic).map((column) => column.id);
      const [everyones, viewers] = await Promise.all([
        picks.picksOf(memberIds, publicIds),
        // Before kick-off, the viewer sees their own picks and nobody else's.
        picks.picksOf([viewerId], hiddenIds),
      ]);
      const byMember = new Map<number, LeaguePick[]>();
      const order = new Map(columns.map((column, index) => [column.id, index]));
      for (const row of [...everyones, ...viewers]) {
        const list = byMember.get(row.user_id) ?? [];
        list.push(toPick(row, league.rules.jokers));
        byMember.set(row.user_id, list);
      }
      return {
        league: { id: league.id, leagueName: league.leagueName },
        ...rest,
        matches: columns,
        members: league.members.map(({ user }) => {
          const cells = (byMember.get(user.id) ?? []).sort(
            (a, b) => (order.get(a.matchId) ?? 0) - (order.get(b.matchId) ?? 0),
          );
          return {
            user: { id: user.id, username: user.username, profile_picture: user.profile_picture },
            picks: cells,
            points: cells.reduce((sum, pick) => sum + (pick.points ?? 0), 0),
          };
        }),
      };
    },
  };
}

export type LeaguePicksService = ReturnType<typeof createLeaguePicksService>;
