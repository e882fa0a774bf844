import { leagueWebMessages, privateLeagueMessages } from '@scoreline/contracts';
import { act, screen, within } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeague, makeLeagueDetail, makeLeagueLeaderboard } from '@/testing/make-league';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });

/** League 5, owned by the signed-in player, with these handlers in front. */
async function renderLeague(handlers: RequestHandler[] = []) {
  const rendered = await renderRoute('/profile/private-league/5', {
    user: me,
    handlers: [
      ...handlers,
      http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
      http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail())),
    ],
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** A league whose code changes with POST /private-leagues/5/code. */
function regeneratingCode() {
  let code = 'ABCD2345';
  return [
    http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ invitationCode: code }))),
    http.post(api('/private-leagues/5/code'), () => {
      code = 'WXYZ6789';
      return ok(makeLeague({ invitationCode: code }), privateLeagueMessages.codeRegenerated);
    }),
  ];
}

const inviteCard = () => screen.getByRole('region', { name: 'Invite friends' });

describe('/profile/private-league/:id: the confirmations open on Cancel', () => {
  it('does not leave the league when Enter is pressed twice on Leave league', async () => {
    const { input } = await renderLeague();
    screen.getByRole('button', { name: 'Leave league' }).focus();
    await input.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Leave Office League?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await input.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentRequests('POST /private-leagues/5/leave')).toEqual([]);
  });
});

describe('/profile/private-league/:id: a new invite code', () => {
  it('asks before making a new code, and Cancel keeps the current one', async () => {
    const { input } = await renderLeague(regeneratingCode());
    await input.click(within(inviteCard()).getByRole('button', { name: 'New invite code' }));
    const dialog = await screen.findByRole('dialog', { name: leagueWebMessages.leagueNewCodeTitle });
    expect(within(dialog).getByText(leagueWebMessages.leagueNewCodeBody)).toBeDefined();

    await input.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentRequests('POST /private-leagues/5/code')).toEqual([]);
    expect(within(inviteCard()).getByRole('textbox', { name: 'Invite code' })).toHaveProperty('value', 'ABCD2345');
  });

  it("does not say 'Copied' of the new code and link, which were never copied", async () => {
    const { input } = await renderLeague(regeneratingCode());
    const card = inviteCard();
    await input.click(within(card).getByRole('button', { name: 'Copy invite code' }));
    await input.click(within(card).getByRole('button', { name: 'Copy share link' }));
    await input.click(within(card).getByRole('button', { name: 'New invite code' }));
    const dialog = await screen.findByRole('dialog', { name: leagueWebMessages.leagueNewCodeTitle });
    // Still said of the old code up to the moment the new one comes (its two seconds are not over).
    expect(within(card).getAllByText(leagueWebMessages.codeCopied)).toHaveLength(4);
    await input.click(within(dialog).getByRole('button', { name: leagueWebMessages.leagueNewCodeConfirm }));
    expect(await within(card).findByDisplayValue('WXYZ6789')).toBeDefined();
    expect(within(card).queryByText(leagueWebMessages.codeCopied)).toBeNull();
  });

  it("says 'Copied' for two seconds after a copy", async () => {
    const { input } = await renderLeague();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const card = inviteCard();
    await input.click(within(card).getByRole('button', { name: 'Copy invite code' }));
    expect(within(card).getAllByText(leagueWebMessages.codeCopied)).not.toHaveLength(0);

    // The fake clock also moves with real time (user-event needs it to): a second in, not a second and a half, so a
    // slow machine's own time between the click and here cannot end the two seconds early.
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(within(card).getAllByText(leagueWebMessages.codeCopied)).not.toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(within(card).queryByText(leagueWebMessages.codeCopied)).toBeNull();
  });
});

describe('/profile/private-league/:id: focus stays on the page after an action', () => {
  it('gives focus to the Members heading once a member is removed', async () => {
    const [owner, keeper] = makeLeagueDetail().members;
    let members = [owner!, keeper!];
    const league = () => ({ ...makeLeagueDetail({ memberCount: members.length }), members });
    const { input } = await renderLeague([
      http.get(api('/private-leagues/5'), () => ok(league())),
      http.delete(api('/private-leagues/5/members/8'), () => {
        members = [owner!];
        return ok(league(), privateLeagueMessages.memberRemoved);
      }),
    ]);
    const card = screen.getByRole('region', { name: 'Members (2)' });
    await input.click(within(card).getByRole('button', { name: 'Remove keeper' }));
    await input.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(privateLeagueMessages.memberRemoved)).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Members (1)' })).toBe(document.activeElement);
  });

  it('keeps focus in the league name field after a rename', async () => {
    let leagueName = 'Office League';
    const { input } = await renderLeague([
      http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ leagueName }))),
      http.patch(api('/private-leagues/5'), async ({ request }) => {
        ({ leagueName } = (await request.json()) as { leagueName: string });
        return ok(makeLeague({ leagueName }), privateLeagueMessages.renamed);
      }),
    ]);
    const field = screen.getByRole('textbox', { name: 'League name' });
    await input.clear(field);
    await input.type(field, 'Five-a-side{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Five-a-side' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'League name' }));
  });
});
