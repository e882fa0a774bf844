import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { privateLeagueMessages as messages } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { leaguesRepository } from '../../src/modules/leagues/leagues.repository';
import { makeOperator } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createLeague, createPlayers, joinLeague, type Player } from './league-helpers';

let t: TestApp;
let players: Player[];

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
  players = await createPlayers(t.app, 6);
}, 120_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.connection.db.execute('truncate private_leagues, private_league_members restart identity cascade');
});

/** A league of owner + the given members, who join one minute apart (in this order). */
async function leagueOf(owner: Player, members: Player[]) {
  const league = await createLeague(t.app, owner.token, 'Crew');
  for (const member of members) {
    t.clock.advance(60_000);
    expect((await joinLeague(t.app, member.token, league.invitationCode)).statusCode).toBe(200);
  }
  return league;
}

const memberIds = async (leagueId: number, token: string) =>
  (await call(t.app, 'GET', `/private-leagues/${leagueId}`, token))
    .json()
    .data.members.map((member: { user: { id: number } }) => member.user.id);

describe('leaving', () => {
  it('lets a member leave', async () => {
    const [owner, a, b] = players;
    const league = await leagueOf(owner!, [a!, b!]);
    const response = await call(t.app, 'POST', `/private-leagues/${league.id}/leave`, a!.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.left('Crew'),
      data: { leagueId: league.id, deleted: false, newOwner: null },
    });
    expect(await memberIds(league.id, owner!.token)).toEqual([owner!.id, b!.id]);
    expect((await call(t.app, 'POST', `/private-leagues/${league.id}/leave`, a!.token)).statusCode).toBe(404);
  });

  it("hands an owner's league to the longest-standing member, and deletes it when the owner is alone", async () => {
    const [owner, first, second] = players;
    const league = await leagueOf(owner!, [first!, second!]);
    const left = await call(t.app, 'POST', `/private-leagues/${league.id}/leave`, owner!.token);
    expect(left.json().data).toEqual({
      leagueId: league.id,
      deleted: false,
      newOwner: { id: first!.id, username: first!.username },
    });
    const seen = (await call(t.app, 'GET', `/private-leagues/${league.id}`, first!.token)).json().data;
    expect(seen).toMatchObject({ isOwner: true, owner: { id: first!.id }, memberCount: 2 });
    expect((await call(t.app, 'POST', `/private-leagues/${league.id}/leave`, second!.token)).statusCode).toBe(200);
    const last = await call(t.app, 'POST', `/private-leagues/${league.id}/leave`, first!.token);
    expect(last.json()).toMatchObject({
      message: messages.leftAndDeleted('Crew'),
      data: { deleted: true, newOwner: null },
    });
    expect((await call(t.app, 'GET', `/private-leagues/${league.id}`, first!.token)).statusCode).toBe(404);
  });
});

describe('owner actions', () => {
  it('renames, and refuses other members (403) and non-members (404)', async () => {
    const [owner, member, stranger] = players;
    const league = await leagueOf(owner!, [member!]);
    const url = `/private-leagues/${league.id}`;
    const renamed = await call(t.app, 'PATCH', url, owner!.token, { leagueName: ' Night Owls ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: messages.renamed, data: { leagueName: 'Night Owls' } });
    const refused = await call(t.app, 'PATCH', url, member!.token, { leagueName: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.ownerOnly, code: 'FORBIDDEN' });
    expect((await call(t.app, 'PATCH', url, stranger!.token, { leagueName: 'Mine now' })).statusCode).toBe(404);
    for (const [method, path] of [
      ['POST', `${url}/code`],
      ['DELETE', `${url}/members/${owner!.id}`],
      ['DELETE', url],
    ] as const) {
      expect((await call(t.app, method, path, member!.token)).statusCode).toBe(403);
      expect((await call(t.app, method, path, stranger!.token)).statusCode).toBe(404);
    }
  });

  it('regenerates the code: the old one stops working, the new one works', async () => {
    const [owner, late] = players;
    const league = await leagueOf(owner!, []);
    const response = await call(t.app, 'POST', `/private-leagues/${league.id}/code`, owner!.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.codeRegenerated);
    const fresh = response.json().data.invitationCode;
    expect(fresh).not.toBe(league.invitationCode);
    expect((await joinLeague(t.app, late!.token, league.invitationCode)).statusCode).toBe(404);
    expect((await joinLeague(t.app, late!.token, fresh)).statusCode).toBe(200);
  });

  it('removes a member, not itself, and answers 404 for a player who is not a member', async () => {
    const [owner, a, b, stranger] = players;
    const league = await leagueOf(owner!, [a!, b!]);
    const removed = await call(t.app, 'DELETE', `/private-leagues/${league.id}/members/${a!.id}`, owner!.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(messages.memberRemoved);
    expect(removed.json().data.members.map((member: { user: { id: number } }) => member.user.id)).toEqual([
      owner!.id,
      b!.id,
    ]);
    expect((await call(t.app, 'GET', `/private-leagues/${league.id}`, a!.token)).statusCode).toBe(404);
    const self = await call(t.app, 'DELETE', `/private-leagues/${league.id}/members/${owner!.id}`, owner!.token);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(messages.cannotRemoveSelf);
    const notMember = await call(
      t.app,
      'DELETE',
      `/private-leagues/${league.id}/members/${stranger!.id}`,
      owner!.token,
    );
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe(messages.memberNotFound);
  });

  it('deletes the league for everyone', async () => {
    const [owner, member] = players;
    const league = await leagueOf(owner!, [member!]);
    const deleted = await call(t.app, 'DELETE', `/private-leagues/${league.id}`, owner!.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: messages.deleted, data: { leagueId: league.id } });
    expect((await call(t.app, 'GET', `/private-leagues/${league.id}`, member!.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/private-leagues', member!.token)).json().data.leagues).toEqual([]);
    expect((await joinLeague(t.app, member!.token, league.invitationCode)).statusCode).toBe(404);
  });
});

describe('blocked players', () => {
  beforeAll(async () => {
    const operator = players[3]!;
    await t.database.connection.db.execute(`update users set email = 'ops@example.com' where id = ${operator.id}`);
    await makeOperator(t.app, { email: 'ops@example.com', password: operator.password });
  });
  const block = (player: Player) => call(t.app, 'POST', `/admin/users/${player.id}/block`, players[3]!.token, {});

  it('are not listed nor counted, and never inherit a league', async () => {
    const [owner, blocked, other] = players;
    const league = await leagueOf(owner!, [blocked!, other!]);
    expect((await block(blocked!)).statusCode).toBe(200);
    const seen = (await call(t.app, 'GET', `/private-leagues/${league.id}`, owner!.token)).json().data;
    expect(seen.memberCount).toBe(2);
    expect(seen.members.map((member: { user: { id: number } }) => member.user.id)).toEqual([owner!.id, other!.id]);
    // The blocked player joined first, but the league goes to the longest-standing active member.
    const left = await call(t.app, 'POST', `/private-leagues/${league.id}/leave`, owner!.token);
    expect(left.json().data.newOwner).toEqual({ id: other!.id, username: other!.username });
  });

  it('hand their leagues to the longest-standing active member, and keep one nobody else is in', async () => {
    const [, , second, , owner, first] = players;
    const shared = await leagueOf(owner!, [first!, second!]);
    const alone = await createLeague(t.app, owner!.token, 'Solo');
    expect((await block(owner!)).statusCode).toBe(200);
    await t.settle();

    const seen = (await call(t.app, 'GET', `/private-leagues/${shared.id}`, first!.token)).json().data;
    expect(seen).toMatchObject({ isOwner: true, owner: { id: first!.id }, memberCount: 2 });
    const renamed = await call(t.app, 'PATCH', `/private-leagues/${shared.id}`, first!.token, { leagueName: 'Ours' });
    expect(renamed.statusCode).toBe(200);
    const [row] = await queryRows<{ owner_id: number }>(
      t.database.connection.db,
      sql`select owner_id from private_leagues where id = ${alone.id}`,
    );
    expect(row?.owner_id).toBe(owner!.id);
  });
});

describe("an owner's writes after a hand-over", () => {
  // The service checks the owner, then writes: the write itself checks again, for a hand-over in between.
  it('rename and delete nothing for a player who no longer owns the league', async () => {
    const [, , heir, former] = players; // neither blocked by the tests above
    const league = await leagueOf(heir!, [former!]);
    const db = t.database.connection.db;

    expect(await leaguesRepository.rename(db, league.id, former!.id, 'Taken', t.clock.now())).toBe(false);
    expect(await leaguesRepository.delete(db, league.id, former!.id)).toBe(false);
    const seen = (await call(t.app, 'GET', `/private-leagues/${league.id}`, heir!.token)).json().data;
    expect(seen).toMatchObject({ leagueName: 'Crew', owner: { id: heir!.id } });
  });
});

describe("an owner's writes from one address", () => {
  it('are limited to 30 a minute (429 after), like other writes of a player', async () => {
    const [owner] = players;
    const league = await createLeague(t.app, owner!.token, 'Crew');
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let index = 1; index <= 31; index += 1) {
      const response = await call(
        t.app,
        'PATCH',
        `/private-leagues/${league.id}`,
        owner!.token,
        {
          leagueName: `Crew ${index}`,
        },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
