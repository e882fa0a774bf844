import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { privateLeagueMessages as messages } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { makeOperator } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createLeague, createPlayers, joinLeague, type Player } from './league-helpers';

/**
 * ADR 020 addendum (2026-12): a league left with a blocked owner goes to the first active player in it (on joining,
 * or on coming back from a block), and a member the owner removed cannot rejoin with the code until the owner makes
 * a new one.
 */
let t: TestApp;
let players: Player[];
let operator: Player;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
  players = await createPlayers(t.app, 12);
  operator = players[0]!;
  await t.database.connection.db.execute(`update users set email = 'ops@example.com' where id = ${operator.id}`);
  await makeOperator(t.app, { email: 'ops@example.com', password: operator.password });
}, 120_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.connection.db.execute(
    'truncate private_leagues, private_league_members, league_join_attempts restart identity cascade',
  );
});

async function setBlocked(player: Player, blocked: boolean) {
  const action = blocked ? 'block' : 'unblock';
  const response = await call(t.app, 'POST', `/admin/users/${player.id}/${action}`, operator.token, {});
  expect(response.statusCode).toBe(200);
  await t.settle();
}

const removeMember = (leagueId: number, owner: Player, member: Player) =>
  call(t.app, 'DELETE', `/private-leagues/${leagueId}/members/${member.id}`, owner.token);

describe('a league whose blocked owner was its only active member', () => {
  it('belongs to the first player who joins it', async () => {
    const [, owner, joiner] = players;
    const league = await createLeague(t.app, owner!.token, 'Orphans');
    await setBlocked(owner!, true);

    const joined = await joinLeague(t.app, joiner!.token, league.invitationCode);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({
      owner: { id: joiner!.id, username: joiner!.username },
      isOwner: true,
      memberCount: 1,
    });
  });

  it('can be renamed by the player who joined it', async () => {
    const [, , , owner, joiner] = players;
    const league = await createLeague(t.app, owner!.token, 'Orphans');
    await setBlocked(owner!, true);
    expect((await joinLeague(t.app, joiner!.token, league.invitationCode)).statusCode).toBe(200);

    const renamed = await call(t.app, 'PATCH', `/private-leagues/${league.id}`, joiner!.token, { leagueName: 'Ours' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ leagueName: 'Ours', isOwner: true });
  });

  it('belongs to a member whose block is lifted', async () => {
    const [, , , , , owner, member] = players;
    const league = await createLeague(t.app, owner!.token, 'Orphans');
    expect((await joinLeague(t.app, member!.token, league.invitationCode)).statusCode).toBe(200);
    await setBlocked(member!, true);
    await setBlocked(owner!, true); // nobody active is left to hand the league to: the owner keeps it
    await setBlocked(member!, false);
    const signIn = { email: member!.email, password: member!.password };
    const token = (await call(t.app, 'POST', '/auth/sign-in', undefined, signIn)).json().data.accessToken;

    const seen = await call(t.app, 'GET', `/private-leagues/${league.id}`, token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      owner: { id: member!.id, username: member!.username },
      isOwner: true,
      members: [{ user: { id: member!.id }, isOwner: true }],
    });
  });
  it("is handed over when the member's block is lifted, before anyone opens it", async () => {
    const [owner, member] = players.slice(10);
    const league = await createLeague(t.app, owner!.token, 'Orphans');
    expect((await joinLeague(t.app, member!.token, league.invitationCode)).statusCode).toBe(200);
    await setBlocked(member!, true);
    await setBlocked(owner!, true);
    await setBlocked(member!, false);

    // No read of the league has happened since: the lifted block itself handed it over (the user.unblocked job).
    const rows = await queryRows<{ owner_id: number }>(
      t.database.connection.db,
      sql`select owner_id from private_leagues where id = ${league.id}`,
    );
    expect(rows).toEqual([{ owner_id: member!.id }]);
  });
});

describe('a member the owner removed', () => {
  it('cannot rejoin with the code (403)', async () => {
    const [, , , , , , , owner, member] = players;
    const league = await createLeague(t.app, owner!.token, 'Crew');
    expect((await joinLeague(t.app, member!.token, league.invitationCode)).statusCode).toBe(200);
    expect((await removeMember(league.id, owner!, member!)).statusCode).toBe(200);

    const rejoined = await joinLeague(t.app, member!.token, league.invitationCode);
    expect(rejoined.statusCode).toBe(403);
    expect(rejoined.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.removedByOwner });
    expect((await call(t.app, 'GET', `/private-leagues/${league.id}`, member!.token)).statusCode).toBe(404);
  });

  it('joins again with a new code the owner made', async () => {
    const [, , , , , , , owner, member] = players;
    const league = await createLeague(t.app, owner!.token, 'Crew');
    expect((await joinLeague(t.app, member!.token, league.invitationCode)).statusCode).toBe(200);
    expect((await removeMember(league.id, owner!, member!)).statusCode).toBe(200);

    const code = await call(t.app, 'POST', `/private-leagues/${league.id}/code`, owner!.token);
    expect(code.statusCode).toBe(200);
    const rejoined = await joinLeague(t.app, member!.token, code.json().data.invitationCode);
    expect(rejoined.statusCode).toBe(200);
    expect(rejoined.json().message).toBe(messages.joined('Crew'));
  });

  it('does not bar anyone else, nor a member who left of their own accord', async () => {
    const [, , , , , , , owner, removed, leaver] = players;
    const league = await createLeague(t.app, owner!.token, 'Crew');
    for (const player of [removed!, leaver!]) {
      expect((await joinLeague(t.app, player.token, league.invitationCode)).statusCode).toBe(200);
    }
    expect((await removeMember(league.id, owner!, removed!)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/private-leagues/${league.id}/leave`, leaver!.token)).statusCode).toBe(200);

    expect((await joinLeague(t.app, leaver!.token, league.invitationCode)).statusCode).toBe(200);
  });
});
