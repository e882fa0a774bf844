import { leagueWebMessages, privateLeagueMessages } from '@scoreline/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { makeLeague, makeLeagueDetail, makeLeagueLeaderboard } from '@/testing/make-league';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });
const joined = privateLeagueMessages.joined('Office League');
const board = http.get(api('/private-leagues/5/score'), () =>
  ok(
    makeLeagueLeaderboard({
      results: [
        makeLeaderboardEntry(8, 1, { user: { id: 8, username: 'keeper', profile_picture: null } }),
        makeLeaderboardEntry(7, 2, { user: { id: 7, username: 'striker', profile_picture: null } }),
      ],
      total: 2,
      roundWinners: { round: 26, points: 9, users: [{ id: 8, username: 'keeper', profile_picture: null }] },
    }),
  ),
);

describe('/profile/private-league/:id (issue 12)', () => {
  it("shows the league's leaderboard, its round winner and members, and lets the owner remove a member", async () => {
    let removed = false;
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        board,
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail())),
        http.delete(api('/private-leagues/5/members/8'), () => {
          removed = true;
          return ok(makeLeagueDetail({ memberCount: 1 }), privateLeagueMessages.memberRemoved);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Office League' })).toBeDefined();
    const table = await screen.findByRole('table', { name: /Office League leaderboard/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Round 26 winner' })).getByText('keeper')).toBeDefined();
    const members = screen.getByRole('region', { name: 'Members (2)' });
    expect(within(members).getByText('Owner')).toBeDefined();
    expect(within(members).queryByRole('button', { name: 'Remove striker' })).toBeNull();

    await input.click(within(members).getByRole('button', { name: 'Remove keeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove @keeper from the league?' });
    await input.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(privateLeagueMessages.memberRemoved)).toBeDefined();
    expect(removed).toBe(true);
  });

  it("keeps the league's scope in the address: a round, its pages and Around me", async () => {
    const { input, router } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        http.get(api('/private-leagues/5/score'), ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          const results = Array.from({ length: 20 }, (_, index) => makeLeaderboardEntry(100 + index, index + 1));
          return ok(
            makeLeagueLeaderboard({
              results,
              total: 45,
              page,
              size: 20,
              me: makeLeaderboardEntry(7, 30),
              around: [makeLeaderboardEntry(7, 30)],
            }),
          );
        }),
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail())),
      ],
    });
    await screen.findByRole('table', { name: /Office League leaderboard, Overall/ });
    await input.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '3');
    expect(await screen.findByText('2 members · Round 3')).toBeDefined();
    await input.click(await screen.findByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?round=3&page=2');
    await input.click(screen.getByRole('button', { name: 'Around me' }));
    expect(router.state.location.search).toBe('?round=3&around=me');
    await screen.findByRole('table', { name: /Round 3, around you/ });
    await input.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('?around=me');
    const asked = sentRequests('GET /private-leagues/5/score').map((request) => request.search);
    expect(asked).toContain('?round=3&page=2&size=20');
    expect(asked).toContain('?round=3&page=1&size=20&around=me');
  });

  it('regenerates the code for the owner once confirmed and shows the new one', async () => {
    let code = 'ABCD2345';
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        board,
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ invitationCode: code }))),
        http.post(api('/private-leagues/5/code'), () => {
          code = 'NEWC0DE9'.replace('0', 'Q');
          return ok(makeLeague({ invitationCode: code }), privateLeagueMessages.codeRegenerated);
        }),
      ],
    });
    const codeField = await screen.findByRole('textbox', { name: 'Invite code' });
    expect(codeField).toHaveProperty('value', 'ABCD2345');
    await input.click(screen.getByRole('button', { name: 'New invite code' }));
    const dialog = await screen.findByRole('dialog', { name: leagueWebMessages.leagueNewCodeTitle });
    await input.click(within(dialog).getByRole('button', { name: leagueWebMessages.leagueNewCodeConfirm }));
    expect(await screen.findByText(privateLeagueMessages.codeRegenerated)).toBeDefined();
    expect(await screen.findByDisplayValue('NEWCQDE9')).toBeDefined();
  });

  it('says a league the player is not in does not exist, with a way back', async () => {
    await renderRoute('/profile/private-league/99', {
      user: me,
      handlers: [
        http.get(api('/private-leagues/99/score'), () =>
          fail(404, privateLeagueMessages.leagueNotFound, { code: 'NOT_FOUND' }),
        ),
        http.get(api('/private-leagues/99'), () =>
          fail(404, privateLeagueMessages.leagueNotFound, { code: 'NOT_FOUND' }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'League not found' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: /My leagues/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

/** The league page's notice from the share link: its words, said as a status. */
const findNotice = (message: string) => screen.findByText(message, { selector: '[role="status"]' });
const leagueDetail = http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ isOwner: false })));
const joinHandlers = [
  board,
  leagueDetail,
  http.post(api('/private-leagues/join'), () => ok(makeLeague({ isOwner: false }), joined)),
];

describe('/join/:code, the share link (issue 12)', () => {
  it('tells a signed-out visitor which league invites them, and signs them in coming back to the link', async () => {
    const { router, input } = await renderRoute('/join/ABCD2345', {
      handlers: [
        http.get(api('/private-leagues/invite/:code'), () => ok({ leagueName: 'Office League', memberCount: 3 })),
      ],
    });
    const invitation = await screen.findByRole('region', { name: leagueWebMessages.inviteTitle('Office League') });
    expect(screen.getByText(leagueWebMessages.inviteMembers(3))).toBeDefined();
    const [asked] = sentRequests('GET /private-leagues/invite/ABCD2345');
    expect(asked?.headers.get('authorization')).toBeNull();
    expect(within(invitation).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/sign-up?next=${encodeURIComponent('/join/ABCD2345')}`,
    );
    await input.click(within(invitation).getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/join/ABCD2345')}`);
  });

  it("says so when no league has the link's code", async () => {
    await renderRoute('/join/ZZZZZZZZ', {
      handlers: [
        http.get(api('/private-leagues/invite/:code'), () =>
          fail(404, privateLeagueMessages.codeNotFound, { code: 'NOT_FOUND' }),
        ),
      ],
    });
    expect(await screen.findByText(privateLeagueMessages.codeNotFound)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeDefined();
  });

  it('joins a signed-in player and opens the league saying so, as a status', async () => {
    const { router } = await renderRoute('/join/ABCD2345', { user: me, handlers: joinHandlers });
    expect(await findNotice(joined)).toBeDefined();
    expect(router.state.location.pathname).toBe('/profile/private-league/5');
    expect(screen.getByRole('heading', { level: 1, name: 'Office League' })).toBeDefined();
  });

  it("reads the join's message with the heading that takes the focus, for screen readers that miss the status", async () => {
    await renderRoute('/join/ABCD2345', { user: me, handlers: joinHandlers });
    await findNotice(joined);
    const heading = screen.getByRole('heading', { level: 1, name: 'Office League', description: joined });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
  });

  it("opens the league of a player already in it with the server's message", async () => {
    await renderRoute('/join/abcd2345', {
      user: me,
      handlers: [
        board,
        leagueDetail,
        http.post(api('/private-leagues/join'), () =>
          fail(409, privateLeagueMessages.alreadyMember, { code: 'CONFLICT' }),
        ),
        http.get(api('/private-leagues'), () => ok({ leagues: [{ ...makeLeague(), myPosition: 1 }] })),
      ],
    });
    expect(await findNotice(privateLeagueMessages.alreadyMember)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Office League' })).toBeDefined();
  });

  it("removes the join's message when the player dismisses it", async () => {
    const { input } = await renderRoute('/join/ABCD2345', { user: me, handlers: joinHandlers });
    await findNotice(joined);
    await input.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(joined)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Office League' }));
  });

  it("does not say the join's message again on coming back to the league page", async () => {
    const { input, router } = await renderRoute('/join/ABCD2345', {
      user: me,
      handlers: [...joinHandlers, http.get(api('/private-leagues'), () => ok({ leagues: [] }))],
    });
    await findNotice(joined);
    await input.click(screen.getByRole('link', { name: '← My leagues' }));
    await screen.findByRole('heading', { level: 1, name: 'Private leagues' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Office League' })).toBeDefined();
    expect(screen.queryByText(joined)).toBeNull();
  });

  it("says no join's message on a league page opened directly", async () => {
    await renderRoute('/profile/private-league/5', { user: me, handlers: [board, leagueDetail] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Office League' })).toBeDefined();
    expect(screen.queryByText(joined)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('tells an owner what leaving does: the league passes to the longest-standing member, or is deleted', async () => {
    const owned = (members: ReturnType<typeof makeLeagueDetail>['members']) =>
      http.get(api('/private-leagues/5'), () => ok({ ...makeLeagueDetail(), members, memberCount: members.length }));
    const [owner, keeper] = makeLeagueDetail().members;
    if (!owner || !keeper) throw new Error('makeLeagueDetail has two members');
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [board, owned([owner, keeper])],
    });
    await input.click(await screen.findByRole('button', { name: 'Leave league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Office League?' });
    expect(within(dialog).getByText(leagueWebMessages.leagueLeaveOwnerBody('keeper'))).toBeDefined();
    expect(within(dialog).queryByText(leagueWebMessages.leagueLeaveBody)).toBeNull();
    cleanup();

    const alone = await renderRoute('/profile/private-league/5', { user: me, handlers: [board, owned([owner])] });
    await alone.input.click(await screen.findByRole('button', { name: 'Leave league' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Leave Office League?' })).getByText(
        leagueWebMessages.leagueLeaveLastBody,
      ),
    ).toBeDefined();
  });

  it('tells a member they can join again later', async () => {
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [board, http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ isOwner: false })))],
    });
    await input.click(await screen.findByRole('button', { name: 'Leave league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Office League?' });
    expect(within(dialog).getByText(leagueWebMessages.leagueLeaveBody)).toBeDefined();
  });
});
