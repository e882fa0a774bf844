import { leagueWebMessages, privateLeagueMessages } from '@scoreline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeague, makeLeagueDetail, makeLeagueLeaderboard } from '@/testing/make-league';
import { sentBodies } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** Issue 59 (ADR 112): a league's rules, chosen when it is created and changed by its owner until they lock. */
const me = makeCredentials({ id: 7, username: 'striker' });
const OPEN = { jokers: false, bonus: true, locked: false, lockAt: '2030-03-02T15:00:00.000Z' };
const rulesOnPage = async () =>
  within(await screen.findByRole('list', { name: leagueWebMessages.leagueRulesLabel }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("a league's rules", () => {
  it('are chosen when the league is created: both on to begin with, jokers turned off here', async () => {
    const { input } = await renderRoute('/profile/private-league', {
      user: me,
      handlers: [
        http.get(api('/private-leagues'), () => ok({ leagues: [] })),
        http.post(api('/private-leagues'), () =>
          ok(makeLeague({ rules: OPEN }), privateLeagueMessages.created, { status: 201 }),
        ),
      ],
    });
    await input.click(await screen.findByRole('button', { name: 'Create Private League' }));
    const form = screen.getByRole('form', { name: 'Create a league' });
    const rules = within(form).getByRole('group', { name: leagueWebMessages.createRulesLegend });
    const jokers = within(rules).getByRole('checkbox', { name: leagueWebMessages.rulesJokersLabel });
    const bonus = within(rules).getByRole('checkbox', { name: leagueWebMessages.rulesBonusLabel });
    expect(jokers).toHaveProperty('checked', true);
    expect(bonus).toHaveProperty('checked', true);
    expect(rules.getAttribute('aria-describedby')).toBeTruthy();

    await input.type(within(form).getByRole('textbox', { name: 'Give your league a name' }), 'No jokers');
    await input.click(jokers);
    await input.click(within(form).getByRole('button', { name: 'Create league' }));
    expect(await screen.findByRole('dialog', { name: privateLeagueMessages.created })).toBeDefined();
    expect(await sentBodies('POST /private-leagues')).toEqual([
      { leagueName: 'No jokers', jokers: false, bonus: true },
    ]);
  });

  it('are shown on the league page, and the owner changes them while they are open', async () => {
    let rules = OPEN;
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ rules }))),
        http.put(api('/private-leagues/5/rules'), () => {
          rules = { ...OPEN, jokers: true, bonus: false };
          return ok(makeLeague({ rules }), privateLeagueMessages.rulesChanged);
        }),
      ],
    });
    expect(await rulesOnPage()).toEqual(['Jokers: off', 'Bonus questions: on']);
    expect(screen.getByText(leagueWebMessages.rulesJokersOff)).toBeDefined();
    expect(screen.getByText(/until the league's first match kicks off: .*2030/)).toBeDefined();

    const change = screen.getByRole('form', { name: leagueWebMessages.rulesChange });
    const save = within(change).getByRole('button', { name: leagueWebMessages.rulesSave });
    // Nothing changed yet: nothing to save.
    expect(save).toHaveProperty('disabled', true);
    await input.click(within(change).getByRole('checkbox', { name: leagueWebMessages.rulesJokersLabel }));
    await input.click(within(change).getByRole('checkbox', { name: leagueWebMessages.rulesBonusLabel }));
    await input.click(save);
    expect(await screen.findByText(privateLeagueMessages.rulesChanged)).toBeDefined();
    expect(await sentBodies('PUT /private-leagues/5/rules')).toEqual([{ jokers: true, bonus: false }]);
    await waitFor(async () => {
      expect(await rulesOnPage()).toEqual(['Jokers: on', 'Bonus questions: off']);
    });
  });

  it('say since when they are fixed once locked, and offer no change to the owner nor to a member', async () => {
    const locked = { jokers: false, bonus: false, locked: true, lockAt: '2030-03-02T15:00:00.000Z' };
    await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ rules: locked }))),
      ],
    });
    expect(await rulesOnPage()).toEqual(['Jokers: off', 'Bonus questions: off']);
    expect(screen.getByText(/^Fixed since the league's first match kicked off \(.*2030.*\)/)).toBeDefined();
    expect(screen.queryByRole('form', { name: leagueWebMessages.rulesChange })).toBeNull();
  });

  it('are not changed by a member who is not the owner', async () => {
    await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ isOwner: false, rules: OPEN }))),
      ],
    });
    expect(await rulesOnPage()).toEqual(['Jokers: off', 'Bonus questions: on']);
    expect(screen.queryByRole('form', { name: leagueWebMessages.rulesChange })).toBeNull();
  });
});
