import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateLeagueMessages, type LeaderboardEntry } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { migrateUpTo } from '../helpers/migrations-up-to';
import { createEmptyDatabase } from '../helpers/test-database';
import { playTwoCompetitions, readersOf, PL, WC, type TwoCompetitions } from '../helpers/two-competitions';
import { call, joinLeague } from './league-helpers';

/**
 * Issue 58 (ADR 106): a private league plays the competitions chosen when it is created (the default one when none is
 * named); its owner adds one later; its table is over them, and its `all` sums only them.
 */
let world: TwoCompetitions;

interface League {
  id: number;
  invitationCode: string;
  competitions: { slug: string; name: string }[];
}

beforeAll(async () => {
  world = await playTwoCompetitions();
}, 300_000);
afterAll(async () => {
  await world.t.close();
});

const slugsOf = (league: League) => league.competitions.map((competition) => competition.slug);

async function create(token: string, body: Record<string, unknown>) {
  return call(world.t.app, 'POST', '/private-leagues', token, { leagueName: 'Two cups', ...body });
}

async function table(leagueId: number, token: string, competition?: string) {
  const query = competition === undefined ? '' : `&competition=${competition}`;
  const response = await call(world.t.app, 'GET', `/private-leagues/${leagueId}/score?size=100${query}`, token);
  return response;
}

const pointsOf = (rows: LeaderboardEntry[]) => new Map(rows.map((row) => [row.user.id, row.totalPoints]));

describe('the competitions of a private league', () => {
  it('plays the competitions chosen at creation, each once, and shows them on the league and in my leagues', async () => {
    const { ada } = world;
    const response = await create(ada.token, { competitions: [WC, PL, WC] });
    expect(response.statusCode, response.body).toBe(201);
    const league = response.json().data as League;
    // The default competition first, then in the order chosen.
    expect(league.competitions).toEqual([
      { slug: PL, name: 'Premier League' },
      { slug: WC, name: expect.stringContaining('World Cup') },
    ]);
    const detail = (await call(world.t.app, 'GET', `/private-leagues/${league.id}`, ada.token)).json().data as League;
    expect(slugsOf(detail)).toEqual([PL, WC]);
    const mine = (await call(world.t.app, 'GET', '/private-leagues', ada.token)).json().data.leagues as League[];
    expect(slugsOf(mine.find((entry) => entry.id === league.id)!)).toEqual([PL, WC]);
  });

  it('plays the default competition when none is named', async () => {
    const response = await create(world.bob.token, {});
    expect(response.statusCode, response.body).toBe(201);
    expect(slugsOf(response.json().data as League)).toEqual([PL]);
  });

  it('refuses an unknown competition (404), `all` and an empty choice (400), and creates nothing', async () => {
    const { cy } = world;
    const unknown = await create(cy.token, { competitions: [PL, 'la-liga-1999-00'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No competition of that name is played here');
    expect((await create(cy.token, { competitions: ['all'] })).statusCode).toBe(400);
    const empty = await create(cy.token, { competitions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(privateLeagueMessages.competitionsRequired);
    const mine = (await call(world.t.app, 'GET', '/private-leagues', cy.token)).json().data.leagues as League[];
    expect(mine).toEqual([]);
  });

  it('lets the owner add a competition (409 when already played); a member gets 403, a stranger 404', async () => {
    const { ada, bob, cy } = world;
    const league = (await create(ada.token, { competitions: [WC] })).json().data as League;
    expect(slugsOf(league)).toEqual([WC]);
    expect((await joinLeague(world.t.app, bob.token, league.invitationCode)).statusCode).toBe(200);
    const add = (token: string, competition: string, id = league.id) =>
      call(world.t.app, 'POST', `/private-leagues/${id}/competitions`, token, { competition });

    expect((await add(bob.token, PL)).statusCode).toBe(403);
    expect((await add(cy.token, PL)).statusCode).toBe(404);
    expect((await add(ada.token, 'no-such-cup-2030')).statusCode).toBe(404);
    expect((await add(ada.token, 'all')).statusCode).toBe(400);
    expect((await add(ada.token, PL, 999_999)).statusCode).toBe(404);

    const added = await add(ada.token, PL);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('The league now plays Premier League');
    expect(slugsOf(added.json().data as League)).toEqual([PL, WC]);
    const again = await add(ada.token, PL);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(privateLeagueMessages.competitionAlreadyPlayed('Premier League'));
    const detail = (await call(world.t.app, 'GET', `/private-leagues/${league.id}`, bob.token)).json().data as League;
    expect(slugsOf(detail)).toEqual([PL, WC]);
  });

  it("sums only the league's competitions in its 'all' table, and refuses a competition it does not play", async () => {
    const { ada, bob, cy } = world;
    const { factsOf } = readersOf(world);
    const [pl, wc] = [await factsOf(PL), await factsOf(WC)];
    // Ada and Bob predicted both competitions, Cy only the World Cup.
    const both = (await create(ada.token, { competitions: [PL, WC] })).json().data as League;
    const worldCupOnly = (await create(ada.token, { competitions: [WC] })).json().data as League;
    for (const league of [both, worldCupOnly]) {
      for (const player of [bob, cy]) {
        expect((await joinLeague(world.t.app, player.token, league.invitationCode)).statusCode).toBe(200);
      }
    }
    const members = [ada.id, bob.id, cy.id];
    const points = (facts: Map<number, { points: number }>, id: number) => facts.get(id)?.points ?? 0;

    const all = await table(both.id, bob.token, 'all');
    expect(all.statusCode, all.body).toBe(200);
    expect(pointsOf(all.json().data.results)).toEqual(
      new Map(members.map((id) => [id, points(pl, id) + points(wc, id)])),
    );
    const wcTable = pointsOf((await table(both.id, bob.token, WC)).json().data.results);
    expect(wcTable).toEqual(new Map(members.map((id) => [id, points(wc, id)])));
    // Without a competition: its first one, the default competition (as before issue 58).
    const first = pointsOf((await table(both.id, bob.token)).json().data.results);
    expect(first).toEqual(new Map(members.map((id) => [id, points(pl, id)])));
    expect(points(pl, ada.id)).toBeGreaterThan(0);

    // A league of the World Cup alone: its 'all' never counts the Premier League, and its first table is the World Cup.
    const wcAll = pointsOf((await table(worldCupOnly.id, ada.token, 'all')).json().data.results);
    expect(wcAll).toEqual(new Map(members.map((id) => [id, points(wc, id)])));
    const wcFirst = (await table(worldCupOnly.id, ada.token)).json().data;
    expect(pointsOf(wcFirst.results)).toEqual(wcAll);
    expect(wcFirst.rounds.total_rounds).toBeGreaterThan(0);
    const notPlayed = await table(worldCupOnly.id, ada.token, PL);
    expect(notPlayed.statusCode).toBe(400);
    expect(notPlayed.json().message).toBe(privateLeagueMessages.competitionNotPlayed);
    expect((await table(worldCupOnly.id, ada.token, 'nope-2020')).statusCode).toBe(400);
  });
});

describe('migration 0032', () => {
  it('gives every league made before it the default competition, the Premier League', async () => {
    const database = await createEmptyDatabase({ fromTemplate: false });
    try {
      const { db } = database.connection;
      await migrateUpTo(database.connection, 31);
      // Two competitions held (the World Cup with more matches would win a count: the embedded default comes first).
      const [pl, wc] = await queryRows<{ id: number }>(
        db,
        sql`insert into competitions (provider, provider_competition_id, name, type)
            values ('embedded', 'premier-league', 'Premier League', 'League'),
                   ('embedded', 'world-cup', 'World Cup', 'Cup') returning id`,
      );
      await db.execute(sql`insert into competition_seasons (competition_id, season, slug, name, kind)
                           values (${pl!.id}, 2023, ${PL}, 'Premier League', 'league'),
                                  (${wc!.id}, 2026, ${WC}, 'World Cup', 'tournament')`);
      const [owner] = await queryRows<{ id: number }>(
        db,
        sql`insert into users (email, username, firstname, lastname, password_hash, email_verified_at)
            values ('old@example.com', 'old_owner', 'Old', 'Owner', 'x', now()) returning id`,
      );
      const leagues = await queryRows<{ id: number }>(
        db,
        sql`insert into private_leagues (name, invitation_code, owner_id, created_at, updated_at)
            values ('Old one', 'AAAAAAAA', ${owner!.id}, now(), now()),
                   ('Old two', 'BBBBBBBB', ${owner!.id}, now(), now()) returning id`,
      );

      await runMigrations(database.connection);

      const rows = await queryRows<{ league_id: number; slug: string }>(
        db,
        sql`select lc.league_id, cs.slug from private_league_competitions lc
              join competition_seasons cs using (competition_id, season) order by lc.league_id`,
      );
      expect(rows).toEqual(leagues.map((league) => ({ league_id: league.id, slug: PL })));
      // Deleting a league deletes its competitions.
      await db.execute(sql`delete from private_leagues where id = ${leagues[0]!.id}`);
      expect(await queryRows(db, sql`select league_id from private_league_competitions`)).toHaveLength(1);
    } finally {
      await database.destroy();
    }
  }, 120_000);
});
