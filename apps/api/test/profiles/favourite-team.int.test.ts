import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages, type CompetitionTeam } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { createPlayer, get, post } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue #11: POST /user/favourite-team (spec §2 Favourite Team, §7) and the team on GET /users/{id}. */
let t: TestApp;
let clubs: CompetitionTeam[];
beforeAll(async () => {
  t = await createTestApp();
  await footballSync(t.app).syncOnce();
  const [league] = (await get(t.app, '/match/api/leagues')).json().data as { id: number }[];
  clubs = (await get(t.app, `/match/api/leagues/${league!.id}/teams`)).json().data as CompetitionTeam[];
  expect(clubs.length).toBeGreaterThan(1);
}, 120_000);
afterAll(() => t.close());

const choose = (token: string, favouriteTeamId: unknown) =>
  post(t.app, '/user/favourite-team', { favouriteTeamId }, { token });

describe('POST /user/favourite-team', () => {
  it('sets a club of the competition and shows it with the crest the team list shows', async () => {
    const player = await createPlayer(t.app);
    const club = clubs[0]!.team;
    const response = await choose(player.token, club.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(profileMessages.favouriteTeamUpdated);
    const { shortName, code, colors } = club;
    const expected = { id: club.id, name: club.name, logoUrl: club.logo, shortName, code, colors };
    expect(response.json().data.favouriteTeam).toEqual(expected);
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).json().data.favouriteTeam).toEqual(
      expected,
    );
  });

  it("shows a player's favourite team to other players", async () => {
    const [fan, visitor] = [await createPlayer(t.app), await createPlayer(t.app)];
    await choose(fan.token, clubs[1]!.team.id);
    const seen = (await get(t.app, `/users/${fan.id}`, { token: visitor.token })).json().data;
    expect(seen.favouriteTeam).toMatchObject({ id: clubs[1]!.team.id, name: clubs[1]!.team.name });
  });

  it('replaces the favourite team with a new choice', async () => {
    const player = await createPlayer(t.app);
    await choose(player.token, clubs[0]!.team.id);
    expect((await choose(player.token, clubs[1]!.team.id)).json().data.favouriteTeam.id).toBe(clubs[1]!.team.id);
  });

  it('refuses an unknown team with 404 and keeps the previous choice', async () => {
    const player = await createPlayer(t.app);
    await choose(player.token, clubs[0]!.team.id);
    const response = await choose(player.token, 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: profileMessages.teamNotFound,
      errors: { favouriteTeamId: profileMessages.teamNotFound },
    });
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).json().data.favouriteTeam.id).toBe(
      clubs[0]!.team.id,
    );
  });

  it('refuses a club that exists but does not play the competition on show', async () => {
    const player = await createPlayer(t.app);
    const [row] = await queryRows<{ id: number }>(
      t.database.connection.db,
      sql`insert into teams (slug, name, short_name) values ('elsewhere-fc', 'Elsewhere FC', 'Elsewhere') returning id`,
    );
    const response = await choose(player.token, Number(row!.id));
    expect(response.statusCode).toBe(404);
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).json().data.favouriteTeam).toBeNull();
  });

  it.each([0, -3, 1.5, '7', null])('refuses the team id %j with its message', async (value) => {
    const player = await createPlayer(t.app);
    const response = await choose(player.token, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.favouriteTeamId).toBe(profileMessages.teamInvalid);
  });

  it('refuses a caller without a token', async () => {
    expect((await post(t.app, '/user/favourite-team', { favouriteTeamId: clubs[0]!.team.id })).statusCode).toBe(401);
  });
});
