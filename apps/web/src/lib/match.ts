import type { Match, Team } from '@scoreline/contracts';
import { matchResultWords } from '@scoreline/contracts/plain';
import { isNotStartedStatus, matchPhaseOf, type MatchPhase } from '@scoreline/domain';

/**
 * Where a match stands (scheduled, postponed, live, finished, cancelled), read from its provider status code by the
 * one rule in @scoreline/domain.
 */
export const phaseOf = (match: Match): MatchPhase => matchPhaseOf(match.details.fixture.status.short);

/**
 * One side of a match as a card draws it: its team, or while a knockout match's teams are not known yet (issue 58,
 * docs/decisions/105) its slot ('Winner Group A') and no team.
 */
export type MatchSide = { name: string; shortName: string; team: Team | null };

const slotSide = (label: string): MatchSide => ({ name: label, shortName: label, team: null });
const teamSide = (team: Team): MatchSide => ({ name: team.name, shortName: team.shortName, team });

/** A match's two sides: its teams, or their slots while they are not known. */
export function sidesOf(match: Match): { home: MatchSide; away: MatchSide } {
  const { teams, slots } = match.details;
  if (teams) return { home: teamSide(teams.home), away: teamSide(teams.away) };
  return { home: slotSide(slots?.home ?? ''), away: slotSide(slots?.away ?? '') };
}

/** A match whose teams are known: what the match page's tabs (line-ups, statistics, head to head...) are about. */
export type KnownMatch = Match & { details: { teams: NonNullable<Match['details']['teams']> } };

/** Whether a match's teams are known (a match whose are not takes no prediction and has no extras). */
export const areTeamsKnown = (match: Match): match is KnownMatch => match.details.teams !== null;

export type Goals = { home: number; away: number };

/** The score on the board: the current one while live, the final one at full time; null before kick-off. */
export function scoreOf(match: Match): Goals | null {
  const { goals, score } = match.details;
  const home = goals.home ?? score.fulltime.home;
  const away = goals.away ?? score.fulltime.away;
  return home === null || away === null ? null : { home, away };
}

/** Not kicked off yet (scheduled, or postponed and waiting for a new date): line-ups and statistics may still come. */
export const isBeforeKickoff = (match: Match): boolean => isNotStartedStatus(match.details.fixture.status.short);

/**
 * How a finished knockout match ended beyond its score (issue 58): 'on penalties 3–4' or 'after extra time', with the
 * score after 90 minutes; null for a match decided in 90 minutes or not over.
 */
export function resultNoteOf(match: Match): string | null {
  const { fixture, score } = match.details;
  if (fixture.status.short === 'PEN') {
    const { home, away } = score.penalty;
    return home === null || away === null
      ? matchResultWords.onPenaltiesKicksUnknown
      : matchResultWords.onPenalties(home, away);
  }
  if (fixture.status.short === 'AET') {
    const { home, away } = score.regulartime;
    return home === null || away === null
      ? matchResultWords.afterExtraTime
      : `${matchResultWords.afterExtraTime} · ${matchResultWords.afterNinetyMinutes(home, away)}`;
  }
  return null;
}

/** The same, short, for a match card: 'on penalties 3–4' or 'after extra time'. */
export function shortResultNoteOf(match: Match): string | null {
  const status = match.details.fixture.status.short;
  if (status === 'AET') return matchResultWords.afterExtraTime;
  return status === 'PEN' ? resultNoteOf(match) : null;
}

/** A second leg's aggregate ('Agg. 1–1'); null otherwise. */
export function aggregateNoteOf(match: Match): string | null {
  const { aggregate } = match.details;
  if (!aggregate || aggregate.home === null || aggregate.away === null) return null;
  return matchResultWords.aggregate(aggregate.home, aggregate.away);
}

/** The stage as a line: 'Matchday 27', 'Group A · Group stage · Matchday 1', 'Round of 16 · 2nd leg'. */
export function stageLineOf(match: Match): string {
  const { stage } = match.details;
  return [stage.group, stage.name, stage.leg === null ? null : matchResultWords.leg(stage.leg)]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
