import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET, MAX_LEAGUES_OWNED, privateLeagueMessages as messages } from '@scoreline/contracts';
import { createLeaguesService } from '../../src/modules/leagues/leagues.service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createLeague, createPlayers, joinLeague, type Player } from './league-helpers';

let t: TestApp;
let players: Player[];

beforeAll(async () => {
  t = await createTestApp({ clockStart: '2024-03-01T12:00:00Z' });
  players = await createPlayers(t.app, 20);
}, 120_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Players stay (signing 20 up is slow); leagues and counters go.
  const db = t.database.connection.db;
  await db.execute('truncate private_leagues, private_league_members, league_join_attempts restart identity cascade');
});

const codePattern = new RegExp(`^[${INVITATION_CODE_ALPHABET}]{8}$`);

describe('creating a private league', () => {
  it('answers the league: the creator owns it and is its first member, with an 8-character code', async () => {
    const [owner] = players;
    const response = await call(t.app, 'POST', '/private-leagues', owner!.token, { leagueName: '  Friday Five  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(messages.created);
    const league = response.json().data;
    expect(league).toMatchObject({
      leagueName: 'Friday Five',
      owner: { id: owner!.id, username: owner!.username },
      memberCount: 1,
      isOwner: true,
    });
    expect(league.invitationCode).toMatch(codePattern);
    expect(league.invitationCode).not.toMatch(/[ILO01]/);
    expect(new Date(league.createdAt).toISOString()).toBe('2024-03-01T12:00:00.000Z');
  });

  it.each([
    [{ leagueName: '   ' }, messages.nameRequired],
    [{ leagueName: 'x'.repeat(51) }, messages.nameTooLong],
    [{ leagueName: 'a\u0007b' }, 'Remove control characters from this field'],
    [{}, messages.nameRequired],
  ])('refuses a bad name (%j)', async (body, message) => {
    const response = await call(t.app, 'POST', '/private-leagues', players[0]!.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.leagueName).toBe(message);
  });

  it('keeps codes unique under 200 concurrent creations by 20 players', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        call(t.app, 'POST', '/private-leagues', players[index % 20]!.token, { leagueName: `League ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    const codes = responses.map((response) => response.json().data.invitationCode as string);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(codePattern);
  }, 120_000);

  it('draws another code when the one drawn is taken', async () => {
    const drawn = ['AAAAAAAA', 'AAAAAAAA', 'BBBBBBBB', 'BBBBBBBB', 'CCCCCCCC'];
    const service = createLeaguesService({
      db: t.database.connection.db,
      clock: t.clock,
      competitions: t.app.deps.competitions,
      leaderboard: t.app.deps.leaderboard,
      generateCode: () => drawn.shift()!,
    });
    expect((await service.create(players[0]!.id, { leagueName: 'One' })).invitationCode).toBe('AAAAAAAA');
    expect((await service.create(players[1]!.id, { leagueName: 'Two' })).invitationCode).toBe('BBBBBBBB');
    // The new code of a league may be taken too: regenerating draws again.
    expect((await service.regenerateCode(1, players[0]!.id)).invitationCode).toBe('CCCCCCCC');
  });

  it(`refuses a player's ${MAX_LEAGUES_OWNED + 1}st league, even when sent together`, async () => {
    const owner = players[2]!;
    const responses = await Promise.all(
      Array.from({ length: MAX_LEAGUES_OWNED + 3 }, (_, index) =>
        call(t.app, 'POST', '/private-leagues', owner.token, { leagueName: `Mine ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_LEAGUES_OWNED);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
    const refused = responses.find((response) => response.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ message: messages.tooManyOwned, code: 'UNPROCESSABLE' });
  });
});

describe('joining a private league', () => {
  it('joins by code, trimmed and in any case, and says so', async () => {
    const [owner, friend] = players;
    const league = await createLeague(t.app, owner!.token, 'Sunday League');
    const response = await joinLeague(t.app, friend!.token, `  ${league.invitationCode.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You have successfully joined Sunday League');
    expect(response.json().data).toMatchObject({ id: league.id, memberCount: 2, isOwner: false });
  });

  it('answers 404 for an unknown code and 409 to a member', async () => {
    const [owner, friend] = players;
    const league = await createLeague(t.app, owner!.token);
    const unknown = await joinLeague(t.app, friend!.token, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.codeNotFound, code: 'NOT_FOUND' });
    const again = await joinLeague(t.app, owner!.token, league.invitationCode);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.alreadyMember, code: 'CONFLICT' });
  });

  it('refuses a player after 10 wrong codes in 10 minutes, even a right code, until the window ends', async () => {
    const [owner, guesser, other] = players;
    const league = await createLeague(t.app, owner!.token);
    // Right codes do not count: a player joining many leagues is never held back.
    expect((await joinLeague(t.app, guesser!.token, league.invitationCode)).statusCode).toBe(200);
    for (let index = 0; index < 10; index += 1) {
      expect((await joinLeague(t.app, guesser!.token, `WRONG${String(index).padStart(3, 'A')}`)).statusCode).toBe(404);
    }
    const throttled = await joinLeague(t.app, guesser!.token, 'WRONGXYZ');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: messages.joinThrottled(10 * 60),
    });
    expect(throttled.headers['retry-after']).toBe('600');
    const second = await createLeague(t.app, other!.token);
    expect((await joinLeague(t.app, guesser!.token, second.invitationCode)).statusCode).toBe(429);
    // Another player is not affected.
    expect((await joinLeague(t.app, players[3]!.token, second.invitationCode)).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    expect((await joinLeague(t.app, guesser!.token, second.invitationCode)).statusCode).toBe(200);
  });

  it('limits join attempts per address too', async () => {
    const ip = '203.0.113.7';
    const statuses = [];
    for (let index = 0; index < 31; index += 1) {
      const player = players[index % 20]!;
      statuses.push(
        (await call(t.app, 'POST', '/private-leagues/join', player.token, { invitationCode: 'NOPE' }, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('reading leagues', () => {
  it('lists my leagues with member counts, and shows a league and its members to members only', async () => {
    const [owner, friend, stranger] = players;
    const league = await createLeague(t.app, owner!.token, 'Office');
    await joinLeague(t.app, friend!.token, league.invitationCode);
    const mine = (await call(t.app, 'GET', '/private-leagues', friend!.token)).json().data.leagues;
    expect(mine).toEqual([
      expect.objectContaining({
        id: league.id,
        leagueName: 'Office',
        memberCount: 2,
        isOwner: false,
        myPosition: null,
      }),
    ]);
    const detail = await call(t.app, 'GET', `/private-leagues/${league.id}`, friend!.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      invitationCode: league.invitationCode,
      members: [
        { user: { id: owner!.id, username: owner!.username, profile_picture: null }, isOwner: true },
        { user: { id: friend!.id }, isOwner: false },
      ],
    });
    for (const url of [`/private-leagues/${league.id}`, `/private-leagues/${league.id}/score`]) {
      const refused = await call(t.app, 'GET', url, stranger!.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(messages.leagueNotFound);
    }
    expect((await call(t.app, 'GET', '/private-leagues/999999', owner!.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/private-leagues', stranger!.token)).json().data.leagues).toEqual([]);
  });
});
