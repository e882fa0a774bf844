import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateLeagueMessages } from '@scoreline/contracts';
import { createPlayer, freshIp, get, makeOperator } from './helpers/auth-helpers';
import { predict, putResult, twoRounds } from './helpers/prediction-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createLeague, joinLeague } from './leagues/league-helpers';

/**
 * Issue 55, spec §6: visitors read the leaderboard and the upcoming fixtures (GET /score, GET /match), and a share link
 * opened signed out names its league (GET /private-leagues/invite/{code}, ADR 071). None of it leaks what is private:
 * no one's pick before kick-off, no e-mail, no code, no member list.
 */
let t: TestApp;
let r1: { id: number };
let r2: { id: number };
let playerEmail: string;
let playerToken: string;
let invitationCode: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
  ({ r1, r2 } = await twoRounds(t.database.connection.db));
  const operator = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, operator);
  const player = await createPlayer(t.app);
  playerEmail = player.email;
  playerToken = player.token;
  const friend = await createPlayer(t.app);
  expect((await predict(t.app, player.token, r1.id, '2:1')).statusCode).toBe(201);
  expect((await predict(t.app, player.token, r2.id, '3:3')).statusCode).toBe(201);
  t.clock.set('2024-03-03T12:00:00Z');
  expect((await putResult(t.app, operator.token, r1.id, 2, 1)).statusCode).toBe(200);
  await t.settle();
  const league = await createLeague(t.app, player.token, 'Sunday Legends');
  invitationCode = league.invitationCode;
  expect((await joinLeague(t.app, friend.token, invitationCode)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('a visitor reads the round (GET /match, spec §6)', () => {
  it('answers 200 with the round, and no pick of anyone', async () => {
    const response = await get(t.app, '/match?round=2');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ round: 2, total_rounds: 2 });
    expect(data.matches.rows.map((row: { id: number }) => row.id)).toEqual([r2.id]);
    expect(data.matches.rows[0]).toMatchObject({ predicted: false, predictions: [] });
    // The player's own pick is not lost: the same round read signed in carries it.
    const mine = (await get(t.app, '/match?round=2', { token: playerToken })).json().data.matches.rows[0];
    expect(mine).toMatchObject({ predicted: true, predictions: [{ prediction: '3:3' }] });
    // And a visitor's answer after the player's stays the visitors' one (the caches are apart).
    expect((await get(t.app, '/match?round=2')).json().data.matches.rows[0].predictions).toEqual([]);
    expect(response.body).not.toContain('3:3');
  });

  it('answers the current round without a round, and an unknown round with 400 and its message', async () => {
    expect((await get(t.app, '/match')).json().data).toMatchObject({ round: 2, current_round: 2 });
    const unknown = await get(t.app, '/match?round=99');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Round 99 does not exist: the season has rounds 1 to 2');
  });

  it('refuses a bad token rather than reading it as a visitor', async () => {
    expect((await get(t.app, '/match', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('a visitor reads the leaderboard (GET /score, spec §6)', () => {
  it('answers 200 with the ranking, and no e-mail', async () => {
    for (const url of ['/score?page=1&size=10', '/score?round=1&page=1&size=10']) {
      const response = await get(t.app, url);
      expect(response.statusCode, url).toBe(200);
      const { data } = response.json();
      expect(data.results.length, url).toBeGreaterThan(0);
      expect(data.me ?? null, url).toBeNull();
      expect(response.body, url).not.toContain(playerEmail);
      expect(response.body, url).not.toMatch(/@example\.com/);
    }
  });

  it('answers a round the season does not have with 400 and its message (the page says it plainly)', async () => {
    const response = await get(t.app, '/score?round=99&page=1&size=10');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe("a share link's league (GET /private-leagues/invite/{code}, ADR 071)", () => {
  it('names the league to a visitor, in any case, and nothing else', async () => {
    const response = await get(t.app, `/private-leagues/invite/${invitationCode.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ leagueName: 'Sunday Legends', memberCount: 2 });
    expect(response.body).not.toContain(invitationCode);
    expect(response.body).not.toMatch(/player_|@example\.com/);
  });

  it("answers an unknown code with 404 and the join's message", async () => {
    const response = await get(t.app, '/private-leagues/invite/ZZZZZZZZ');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: privateLeagueMessages.codeNotFound });
  });

  it('is rate-limited per address, so codes cannot be walked', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await get(t.app, `/private-leagues/invite/ABCDEFG${attempt % 10}`, { ip })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not held back.
    expect((await get(t.app, `/private-leagues/invite/${invitationCode}`)).statusCode).toBe(200);
  });
});
