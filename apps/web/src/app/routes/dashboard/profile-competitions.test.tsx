import { competitionMessages, type CompetitionSeason } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeCompetitionSeason, makeUser } from '@/testing/handlers';
import { sentBodies, sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** issue 58 (ADR 107): the profile's figures per competition with a total, and 'My competitions'. */
const me = makeCredentials({ totalPredictions: 12, totalPoints: 31 });
const PL = 'premier-league-2023-24';
const WC = 'world-cup-2026';
const worldCup = (changes: Partial<CompetitionSeason> = {}) =>
  makeCompetitionSeason({
    slug: WC,
    name: 'World Cup',
    kind: 'tournament',
    season: '2026',
    isDefault: false,
    currentStage: { key: 'group-stage-1', name: 'Group stage · Matchday 1', kind: 'group', order: 1 },
    mine: false,
    ...changes,
  });

/** Each competition's figures for the signed-in player; 'all' their sum. */
const totals: Record<string, { totalPredictions: number; totalPoints: number }> = {
  [PL]: { totalPredictions: 12, totalPoints: 31 },
  [WC]: { totalPredictions: 4, totalPoints: 9 },
  all: { totalPredictions: 16, totalPoints: 40 },
};
const users = http.get(api('/users/:id'), ({ params, request }) => {
  const competition = new URL(request.url).searchParams.get('competition') ?? PL;
  return ok(makeUser(Number(params.id), totals[competition]));
});

let listed: CompetitionSeason[];
const competitions = [
  http.get(api('/competitions'), () => ok(listed)),
  http.put(api('/user/competitions'), async ({ request }) => {
    const { competitions: chosen } = (await request.json()) as { competitions: string[] };
    listed = listed.map((competition) => ({ ...competition, mine: chosen.includes(competition.slug) }));
    return ok(listed, competitionMessages.saved);
  }),
];

beforeEach(() => {
  window.localStorage.clear();
  listed = [makeCompetitionSeason(), worldCup()];
});

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Stats' })).getByText(label).nextElementSibling?.textContent;

describe('the profile per competition (issue 58)', () => {
  it("shows the chosen competition's figures, badges and insights, and every competition summed", async () => {
    const { input } = await renderRoute('/profile', { user: me, handlers: [users, ...competitions] });
    await screen.findByRole('region', { name: 'Stats' });
    expect(figure('Total Points')).toBe('31');

    const switcher = await screen.findByRole('combobox', { name: 'Competition' });
    await input.selectOptions(switcher, WC);
    expect(await screen.findByText('9')).toBeDefined();
    expect(figure('Total Predictions Made')).toBe('4');
    expect(sentRequests('GET /user/badges').at(-1)?.search).toContain(`competition=${WC}`);
    expect(sentRequests(`GET /users/${me.id}/insights`).at(-1)?.search).toContain(`competition=${WC}`);

    await input.selectOptions(switcher, 'all');
    expect(await screen.findByText('40')).toBeDefined();
    expect(figure('Total Predictions Made')).toBe('16');
    expect(sentRequests('GET /user/badges').at(-1)?.search).toContain('competition=all');
    // Insights are one competition's: under the summed figures, the default one's, and the section says which.
    const insightCalls = sentRequests(`GET /users/${me.id}/insights`).map((request) => request.search);
    expect(insightCalls.some((search) => search.includes('competition=all'))).toBe(false);
    const insights = screen.getByRole('region', { name: 'Insights' });
    expect(
      within(insights).getByText('Insights are per competition: these are for Premier League 2023/24.'),
    ).toBeDefined();
  });
});

describe("'My competitions' on the profile (ADR 107)", () => {
  it('ticks the saved choice, saves a new one, and the switcher lists the chosen first', async () => {
    const { input } = await renderRoute('/profile', { user: me, handlers: [users, ...competitions] });
    const card = await screen.findByRole('region', { name: 'My competitions' });
    const box = (name: string) => within(card).getByRole<HTMLInputElement>('checkbox', { name });
    expect(box('Premier League 2023/24').checked).toBe(true);
    expect(box('World Cup 2026').checked).toBe(false);
    const save = within(card).getByRole<HTMLButtonElement>('button', { name: 'Save competitions' });
    expect(save.disabled).toBe(true);

    // The switcher groups the player's competitions first.
    const switcher = screen.getByRole('combobox', { name: 'Competition' });
    const groups = within(switcher).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['My competitions', 'Other competitions']);
    expect(within(groups[1]!).getByRole('option').textContent).toBe('World Cup 2026');

    // None ticked: said, and nothing can be saved.
    await input.click(box('Premier League 2023/24'));
    expect(within(card).getByRole('alert').textContent).toBe(competitionMessages.chooseOne);
    expect(save.disabled).toBe(true);

    await input.click(box('World Cup 2026'));
    await input.click(save);
    expect(await screen.findByText(competitionMessages.saved)).toBeDefined();
    expect(await sentBodies('PUT /user/competitions')).toEqual([{ competitions: [WC] }]);
    expect(box('World Cup 2026').checked).toBe(true);
    expect(box('Premier League 2023/24').checked).toBe(false);
    const regrouped = within(screen.getByRole('combobox', { name: 'Competition' })).getAllByRole('group');
    expect(within(regrouped[0]!).getByRole('option').textContent).toBe('World Cup 2026');
  });

  it('is not shown with one competition played', async () => {
    listed = [makeCompetitionSeason()];
    await renderRoute('/profile', { user: me, handlers: [users, ...competitions] });
    await screen.findByRole('region', { name: 'Stats' });
    expect(screen.queryByRole('region', { name: 'My competitions' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Competition' })).toBeNull();
  });
});
