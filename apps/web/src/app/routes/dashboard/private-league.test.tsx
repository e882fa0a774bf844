import { privateLeagueMessages } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeague } from '@/testing/make-league';
import { sentBodies } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const myLeagues = http.get(api('/private-leagues'), () =>
  ok({ leagues: [{ ...makeLeague({ id: 3, leagueName: 'Five-a-side' }), myPosition: 2 }] }),
);

describe('/profile/private-league (spec §2, issue 12)', () => {
  it('creates a league and shows the real invitation code with Copy', async () => {
    const { input } = await renderRoute('/profile/private-league', {
      user: makeCredentials(),
      handlers: [
        myLeagues,
        http.post(api('/private-leagues'), () =>
          ok(makeLeague({ invitationCode: 'QWER7890' }), privateLeagueMessages.created, { status: 201 }),
        ),
      ],
    });
    expect(await screen.findByRole('link', { name: /Five-a-side/ })).toBeDefined();
    await input.click(screen.getByRole('button', { name: 'Create Private League' }));
    const create = screen.getByRole('button', { name: 'Create league' });
    expect(create).toHaveProperty('disabled', true);
    await input.type(screen.getByRole('textbox', { name: 'Give your league a name' }), 'Office League');
    await input.click(create);

    const dialog = await screen.findByRole('dialog', { name: privateLeagueMessages.created });
    expect(within(dialog).getByRole('textbox', { name: 'Invite code' })).toHaveProperty('value', 'QWER7890');
    expect(within(dialog).getByRole('textbox', { name: 'Share link' })).toHaveProperty(
      'value',
      `${window.location.origin}/join/QWER7890`,
    );
    await input.click(within(dialog).getByRole('button', { name: 'Copy invite code' }));
    expect(await within(dialog).findAllByText('Copied')).not.toHaveLength(0);
    expect(await navigator.clipboard.readText()).toBe('QWER7890');
    expect(await sentBodies('POST /private-leagues')).toEqual([
      { leagueName: 'Office League', jokers: true, bonus: true },
    ]);

    // Closing it leaves focus on the page (the form's button is disabled by now), not on its body.
    await input.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Private leagues' }));
  });

  it('joins with a code and says so in the join modal', async () => {
    let joined = false;
    const { input } = await renderRoute('/profile/private-league', {
      user: makeCredentials(),
      handlers: [
        http.get(api('/private-leagues'), () =>
          ok({
            leagues: [
              { ...makeLeague({ id: 3, leagueName: 'Five-a-side' }), myPosition: 2 },
              ...(joined ? [{ ...makeLeague({ isOwner: false }), myPosition: null }] : []),
            ],
          }),
        ),
        http.post(api('/private-leagues/join'), () => {
          joined = true;
          return ok(makeLeague({ isOwner: false }), privateLeagueMessages.joined('Office League'));
        }),
      ],
    });
    const join = screen.getByRole('button', { name: 'Join League' });
    expect(join).toHaveProperty('disabled', true);
    await input.type(screen.getByRole('textbox', { name: 'League code' }), ' abcd2345 ');
    await input.click(join);
    expect(await screen.findByRole('dialog', { name: 'You have successfully joined Office League' })).toBeDefined();
    expect(await sentBodies('POST /private-leagues/join')).toEqual([{ invitationCode: 'abcd2345' }]);

    // Closing it takes focus to the league just joined, in My leagues.
    const officeLink = await screen.findByRole('link', { name: /Office League/ });
    await input.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(officeLink);
  });

  it("shows a refused join's server message as a toast and opens no modal", async () => {
    const { input } = await renderRoute('/profile/private-league', {
      user: makeCredentials(),
      handlers: [
        myLeagues,
        http.post(api('/private-leagues/join'), () =>
          fail(404, privateLeagueMessages.codeNotFound, { code: 'NOT_FOUND' }),
        ),
      ],
    });
    await input.type(screen.getByRole('textbox', { name: 'League code' }), 'WRONG234');
    await input.click(screen.getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText(privateLeagueMessages.codeNotFound)).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
