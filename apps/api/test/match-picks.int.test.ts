import { eq } from 'drizzle-orm';
import { predictionMessages, type MatchStatusCode } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema';
import { createPlayer, get } from './helpers/auth-helpers';
import { KICKOFF, MIN, predict as predictAs, setupRound } from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';

const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z' });

const predict = (token: string, matchId: number, prediction: string) => predictAs(t.app, token, matchId, prediction);
const picksOf = (matchId: number) => get(t.app, `/match/${matchId}/picks`);
const setStatus = (matchId: number, status: MatchStatusCode, kickoffAt?: Date) =>
  t.database.connection.db
    .update(matches)
    .set({ status, ...(kickoffAt ? { kickoffAt } : {}) })
    .where(eq(matches.id, matchId));

/** One match of the round, predicted 2:1 by two players before its kick-off. */
async function predictedMatch() {
  const {
    matches: [match],
  } = await setupRound(t.database.connection.db, 1);
  for (const player of [await createPlayer(t.app), await createPlayer(t.app)]) {
    expect((await predict(player.token, match!.id, '2:1')).statusCode).toBe(201);
  }
  return match!.id;
}

describe("GET /match/{id}/picks: everyone's picks once the match has kicked off (issue 5, ADR 055)", () => {
  it('refuses them before kick-off, with the reason', async () => {
    const matchId = await predictedMatch();
    const response = await picksOf(matchId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(predictionMessages.picksBeforeKickoff);
  });

  it('reveals them once the match is live', async () => {
    const matchId = await predictedMatch();
    t.clock.set(KICKOFF.getTime() + MIN);
    await setStatus(matchId, '1H');
    expect((await picksOf(matchId)).json().data).toEqual({
      matchId,
      total: 2,
      outcomes: { home: 2, draw: 0, away: 0 },
      topScores: [{ prediction: '2:1', count: 2 }],
    });
  });

  it('keeps them hidden when the kick-off time passes and the match has not started', async () => {
    const matchId = await predictedMatch();
    t.clock.set(KICKOFF.getTime() + 20 * MIN);
    expect((await picksOf(matchId)).statusCode).toBe(403);
  });

  it('keeps a postponed match’s picks hidden past its old date, so its new date opens predictions to no one’s advantage', async () => {
    const matchId = await predictedMatch();
    await setStatus(matchId, 'PST');
    t.clock.set(KICKOFF.getTime() + 2 * 24 * 60 * MIN);
    expect((await picksOf(matchId)).statusCode).toBe(403);
    // Re-dated a week on: predictions open again, and the crowd's picks are still nobody's to see.
    await setStatus(matchId, 'NS', new Date(KICKOFF.getTime() + 7 * 24 * 60 * MIN));
    const late = await createPlayer(t.app);
    expect((await predict(late.token, matchId, '0:0')).statusCode).toBe(201);
    expect((await picksOf(matchId)).statusCode).toBe(403);
  });
});
