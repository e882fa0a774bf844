import type { Bracket, GroupTables, TournamentTeam } from '@scoreline/contracts';
import { competitionMessages, jokerMessages, tournamentMessages } from '@scoreline/contracts/plain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';
import { makeCompetitionSeason } from '@/testing/handlers';

const team = (id: number, name: string, code: string, flag: string): TournamentTeam => ({
  id,
  name,
  shortName: name,
  code,
  logo: null,
  colors: null,
  flag,
});
const spain = team(1, 'Spain', 'ESP', '🇪🇸');
const argentina = team(2, 'Argentina', 'ARG', '🇦🇷');

const worldCup = makeCompetitionSeason({
  slug: 'world-cup-2026',
  name: 'World Cup',
  kind: 'tournament',
  season: '2026',
  isDefault: false,
  currentStage: { key: 'group-stage-1', name: 'Group stage · Matchday 1', kind: 'group', order: 1 },
  status: 'upcoming',
});
const premierLeague = makeCompetitionSeason();
const row = (position: number, entrant: TournamentTeam, points: number) => ({
  position,
  team: entrant,
  played: 1,
  won: points === 3 ? 1 : 0,
  drawn: 0,
  lost: points === 3 ? 0 : 1,
  goalsFor: points === 3 ? 2 : 0,
  goalsAgainst: points === 3 ? 0 : 2,
  goalDifference: points === 3 ? 2 : -2,
  points,
  isLevel: false,
});
const groups: GroupTables = {
  competition: 'world-cup-2026',
  stage: 'Group stage',
  tables: [
    {
      group: 'H',
      name: 'Group H',
      tieBreak: 'fifa-world-cup-2026',
      isComplete: false,
      rows: [row(1, spain, 3), row(2, argentina, 0)],
    },
  ],
};
const bracket: Bracket = {
  competition: 'world-cup-2026',
  rounds: [
    {
      name: 'Final',
      ties: [
        {
          id: 104,
          home: { team: null, slot: { kind: 'winner', match: 101 } },
          away: { team: null, slot: { kind: 'winner', match: 102 } },
          legs: [
            {
              matchId: 900,
              leg: null,
              kickoff: '2026-07-19T19:00:00Z',
              hostSide: 'home',
              isFinished: false,
              fullTime: null,
              extraTime: null,
              penalties: null,
            },
          ],
          aggregate: null,
          winner: null,
          decidedBy: null,
        },
      ],
    },
  ],
};

const handlers = [
  http.get(api('/competitions'), () => ok([premierLeague, worldCup])),
  http.get(api('/competitions/world-cup-2026/groups'), () => ok(groups)),
  http.get(api('/competitions/world-cup-2026/bracket'), () => ok(bracket)),
];

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
});

describe('/competitions and a competition page (issue 58, ADR 104)', () => {
  it('lists the competitions, each linking to its page, and opens the World Cup on its groups, then its bracket', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/competitions', { handlers });
    const link = await screen.findByRole('link', { name: /World Cup 2026/ });
    expect(link.textContent).toContain('Group stage · Matchday 1');
    expect(screen.getByRole('link', { name: /Premier League 2023\/24/ })).toBeDefined();

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'World Cup 2026' })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Group H' });
    expect(within(table).getByRole('rowheader', { name: /Spain/ })).toBeDefined();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: tournamentMessages.knockoutTab }));
    expect(router.state.location.search).toBe('?view=knockout');
    const rounds = await screen.findByRole('region', { name: tournamentMessages.bracketLabel });
    expect(within(rounds).getByRole('heading', { name: 'Final' })).toBeDefined();
    expect(within(rounds).getByText('Winner match 101')).toBeDefined();
    // The tie's own number, which the slots name.
    expect(within(rounds).getByText(/^Match 104 · /)).toBeDefined();
    // Public: no bearer on the tournament calls.
    expect(sentRequests('GET /competitions/world-cup-2026/groups')[0]?.headers.get('authorization')).toBeNull();
  });

  it('says a competition not played here is not found', async () => {
    await renderRoute('/competitions/euro-2028', {
      handlers: [
        ...handlers,
        http.get(api('/competitions/euro-2028/groups'), () =>
          fail(404, competitionMessages.notFound, { code: 'NOT_FOUND' }),
        ),
        http.get(api('/competitions/euro-2028/bracket'), () =>
          fail(404, competitionMessages.notFound, { code: 'NOT_FOUND' }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: competitionMessages.notFound })).toBeDefined();
    // The way back: the dashboard's tab and the page's own link.
    expect(screen.getAllByRole('link', { name: tournamentMessages.competitionsTitle })).toHaveLength(2);
  });

  it('says a league has no groups or rounds, without asking for them', async () => {
    await renderRoute('/competitions/premier-league-2023-24', { handlers });
    expect(await screen.findByText(tournamentMessages.leaguePage)).toBeDefined();
    expect(sentRequests('GET /competitions/premier-league-2023-24/groups')).toEqual([]);
  });

  it('says in its rules whether jokers are on (issue 59)', async () => {
    await renderRoute('/competitions/premier-league-2023-24', { handlers });
    const rules = await screen.findByRole('region', { name: jokerMessages.rulesTitle });
    expect(within(rules).getByText(jokerMessages.rulesOn)).toBeDefined();
  });

  it('says so when a competition is played without jokers', async () => {
    const withoutJokers = { ...premierLeague, jokers: false };
    await renderRoute('/competitions/premier-league-2023-24', {
      handlers: [http.get(api('/competitions'), () => ok([withoutJokers, worldCup])), ...handlers],
    });
    const rules = await screen.findByRole('region', { name: jokerMessages.rulesTitle });
    expect(within(rules).getByText(jokerMessages.rulesOff)).toBeDefined();
  });

  it('offers a retry when the tables cannot be loaded', async () => {
    await renderRoute('/competitions/world-cup-2026', {
      handlers: [http.get(api('/competitions/world-cup-2026/groups'), () => fail(500, 'Down')), ...handlers],
    });
    expect(await screen.findByText(tournamentMessages.groupsFailed)).toBeDefined();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeDefined();
  });
});
