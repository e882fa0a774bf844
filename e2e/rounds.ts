import type { APIRequestContext } from '@playwright/test';
import { roundMatchesResponseSchema, type Match, type RoundMatches } from '@scoreline/contracts';
import { PREDICTION_CLOSE_MS } from '@scoreline/domain';
import { expect } from './fixtures';

/**
 * The rounds of the embedded season as a player's API client sees them. The season is replayed on today's calendar
 * (docs/decisions/007), so what the current round still holds depends on the day the suite runs: on a weekday every
 * match of it is open, from Saturday afternoon to Monday night only its last few are, and the journeys of both
 * projects take more than that. A journey that needs a match in a given state therefore looks for the first one from
 * the current round on, not in the current round only.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A match's two teams; a knockout match whose teams are not known yet has none (its sides are slots, ADR 105), and a
 * journey that needs them picked a match that has them.
 */
export function teamsOf(match: Match): NonNullable<Match['details']['teams']> {
  const { teams } = match.details;
  if (!teams) throw new Error(`match ${match.id}: its teams are not known yet`);
  return teams;
}

/** A match card's name: its teams, or the slots of a knockout match whose teams are not known yet. */
export const matchTitle = (match: Match) => {
  const { teams, slots } = match.details;
  return teams ? `${teams.home.name} vs ${teams.away.name}` : `${slots?.home} vs ${slots?.away}`;
};

/**
 * One round's matches (the current one without `round`), as the signed-in player sees them; of the default competition
 * unless one is named (issue 58).
 */
export async function fetchRound(
  request: APIRequestContext,
  token: string,
  round?: number,
  competition?: string,
): Promise<RoundMatches> {
  const response = await request.get('/api/v1/match', {
    headers: bearer(token),
    params: { ...(round === undefined ? {} : { round }), ...(competition === undefined ? {} : { competition }) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return roundMatchesResponseSchema.parse(await response.json()).data;
}

/** Whether the player can still predict the match `marginMs` from now (its deadline is later than that). */
export const stillOpen = (match: Match, marginMs = 60_000) =>
  new Date(match.date).getTime() - PREDICTION_CLOSE_MS > Date.now() + marginMs;

/** Whether the match kicks off later than `marginMs` from now. */
export const stillToKickOff = (match: Match, marginMs = 60_000) =>
  new Date(match.date).getTime() > Date.now() + marginMs;

/** The first match that is `wanted`, in the current round or, when it has none left, in the next rounds. */
export async function firstMatchFromCurrentRound(
  request: APIRequestContext,
  token: string,
  wanted: (match: Match) => boolean,
  what: string,
): Promise<Match> {
  const current = await fetchRound(request, token);
  if (current.round === null) throw new Error('the embedded season is not loaded');
  for (let round = current.round; round <= current.total_rounds; round += 1) {
    const { matches } = round === current.round ? current : await fetchRound(request, token, round);
    const match = matches.rows.find(wanted);
    if (match) return match;
  }
  throw new Error(`no round from ${current.round} on has ${what}`);
}

/** The World Cup 2026, which the e2e server imports beside the Premier League (EMBEDDED_COMPETITIONS). */
export const WORLD_CUP = 'world-cup-2026';
/**
 * The Champions League 2024/25, imported too and replayed from its Round of 16 (EMBEDDED_REPLAY_STAGES): its earlier
 * stages are played, so the Round of 16's teams are known and its matches take predictions (ADR 105).
 */
export const CHAMPIONS_LEAGUE = 'champions-league-2024-25';

/** The other competitions are imported by their own sync jobs, after the server is ready: wait until they are listed. */
export async function competitionsImported(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/competitions');
        return ((await answer.json()) as { data: { slug: string }[] }).data.map((competition) => competition.slug);
      },
      { timeout: 60_000 },
    )
    .toEqual(expect.arrayContaining([WORLD_CUP, CHAMPIONS_LEAGUE]));
}
