import { leaguePicksWords } from '@scoreline/contracts/plain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeague, makeLeagueDetail, makeLeagueLeaderboard, makeLeaguePicks } from '@/testing/make-league';
import { makeMatch } from '@/testing/make-match';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });

/** The cell of a member's row under a match's column (the columns: player, the matches, points). */
function cellOf(grid: HTMLElement, username: string, column: number) {
  const row = within(grid)
    .getAllByRole('row')
    .find((one) => within(one).queryByRole('rowheader', { name: username }));
  if (!row) throw new Error(`no row for ${username}`);
  return within(row).getAllByRole('cell')[column]!;
}

describe("a private league's picks (issue 59, ADR 109)", () => {
  it("shows the members' picks and points of a match that has kicked off, and a lock on one that has not", async () => {
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail())),
        http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
        http.get(api('/private-leagues/5/picks'), ({ request }) => {
          const round = new URL(request.url).searchParams.get('round');
          return ok(round === '26' ? makeLeaguePicks({ round: 26, matches: [], members: [] }) : makeLeaguePicks());
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: leaguePicksWords.picksTitle });
    const grid = await within(section).findByRole('table', { name: 'Picks, Matchday 27' });
    expect(within(grid).getByRole('columnheader', { name: /ARS – CHE/ })).toBeDefined();

    // The finished match: everyone's pick and points.
    expect(cellOf(grid, 'keeper', 0).textContent).toContain('0–2');
    expect(cellOf(grid, 'keeper', 0).textContent).toContain('0 pts');
    expect(cellOf(grid, 'striker', 0).textContent).toContain('2–1');
    expect(cellOf(grid, 'striker', 0).textContent).toContain('5 pts');
    // Not started: the other member's pick is hidden, the viewer sees their own.
    expect(within(cellOf(grid, 'keeper', 1)).getByText(leaguePicksWords.picksHidden)).toBeDefined();
    expect(cellOf(grid, 'keeper', 1).textContent).not.toMatch(/\d–\d/);
    expect(cellOf(grid, 'striker', 1).textContent).toContain('1–1');
    expect(within(cellOf(grid, 'striker', 1)).getByText(leaguePicksWords.picksYoursHidden)).toBeDefined();
    // The round's points per member.
    expect(cellOf(grid, 'striker', 2).textContent).toBe('5');

    await input.selectOptions(within(section).getByRole('combobox', { name: leaguePicksWords.picksRound }), '26');
    expect(await within(section).findByText(leaguePicksWords.picksNoMatches)).toBeDefined();
    expect(sentRequests('GET /private-leagues/5/picks').some((request) => request.search === '?round=26')).toBe(true);
  });

  it('marks a joker and shows its points as the multiplier times the points', async () => {
    const picks = makeLeaguePicks();
    picks.members[0]!.picks[0] = { matchId: 101, prediction: '2:1', points: 10, multiplier: 2, joker: true };
    await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail())),
        http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
        http.get(api('/private-leagues/5/picks'), () => ok(picks)),
      ],
    });
    const grid = await screen.findByRole('table', { name: 'Picks, Matchday 27' });
    expect(cellOf(grid, 'striker', 0).textContent).toContain('2 × 5 pts');
    expect(within(cellOf(grid, 'striker', 0)).getByText(leaguePicksWords.picksJoker)).toBeDefined();
    expect(within(cellOf(grid, 'keeper', 0)).queryByText(leaguePicksWords.picksJoker)).toBeNull();
  });
});

describe("the match page's leagues' picks (issue 59)", () => {
  const renderMatch = (status: 'FT' | 'NS') =>
    renderRoute('/upcoming-matches/101?tab=stat', {
      user: me,
      handlers: [
        http.get(api('/match/101'), () =>
          ok(
            makeMatch({ id: 101, status, goals: status === 'FT' ? { home: 2, away: 1 } : { home: null, away: null } }),
          ),
        ),
        http.get(api('/match/101/picks'), () =>
          ok({ matchId: 101, total: 1, outcomes: { home: 1, draw: 0, away: 0 }, topScores: [] }),
        ),
        http.get(api('/private-leagues'), () =>
          ok({
            leagues: [
              { ...makeLeague(), myPosition: 1 },
              { ...makeLeague({ id: 6, leagueName: 'Family' }), myPosition: 2 },
            ],
          }),
        ),
        http.get(api('/private-leagues/:id/picks'), ({ params }) => {
          const picks = makeLeaguePicks({ matches: [makeLeaguePicks().matches[0]!] });
          return ok(
            params.id === '6'
              ? { ...picks, league: { id: 6, leagueName: 'Family' }, members: [picks.members[1]!] }
              : picks,
          );
        }),
      ],
    });

  it("shows the members' picks of the chosen league once the match has kicked off", async () => {
    const { input } = await renderMatch('FT');
    const card = await screen.findByRole('region', { name: leaguePicksWords.matchLeaguePicksTitle });
    const grid = await within(card).findByRole('table', { name: 'Picks, Office League' });
    expect(cellOf(grid, 'striker', 0).textContent).toContain('2–1');
    expect(cellOf(grid, 'keeper', 0).textContent).toContain('0–2');
    expect(sentRequests('GET /private-leagues/5/picks')[0]?.search).toBe('?match=101');

    await input.selectOptions(
      within(card).getByRole('combobox', { name: leaguePicksWords.matchLeaguePicksLeague }),
      '6',
    );
    const family = await within(card).findByRole('table', { name: 'Picks, Family' });
    expect(within(family).queryByRole('rowheader', { name: 'striker' })).toBeNull();
  });

  it('shows nothing of the leagues before kick-off, and asks for nothing', async () => {
    await renderMatch('NS');
    await screen.findByRole('region', { name: "Players' Picks" });
    expect(screen.queryByRole('region', { name: leaguePicksWords.matchLeaguePicksTitle })).toBeNull();
    await waitFor(() => {
      expect(sentRequests('GET /private-leagues')).toHaveLength(0);
    });
    expect(sentRequests('GET /private-leagues/5/picks')).toHaveLength(0);
  });
});
