import { errorMessages, webMessages } from '@scoreline/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endStoredSession, readCredentials } from '@/lib/credentials';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeUser } from '@/testing/handlers';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

describe('routes (spec §2)', () => {
  it('shows the 404 page for an unknown address', async () => {
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('sends a visitor without credentials from a dashboard page to sign in, keeping the page to come back to', async () => {
    const { router } = await renderRoute('/profile/private-league?tab=join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile/private-league?tab=join');
  });

  it('lets a visitor read the leaderboard and the round (spec §6), with the way in to predict', async () => {
    const { router } = await renderRoute('/leaderboard?round=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/leaderboard');
    const dashboard = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(dashboard)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leaderboard', 'Upcoming matches', 'Competitions']);
    const prompt = screen.getByRole('complementary', { name: 'Sign in to play' });
    expect(within(prompt).getByText(webMessages.visitorPrompt)).toBeDefined();
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/sign-in?next=${encodeURIComponent('/leaderboard?round=3')}`,
    );
  });

  it('brings the visitor back to the deep link once signed in', async () => {
    const { router, input } = await renderRoute('/sign-in?next=%2Fleaderboard%2F12', {
      handlers: [http.post(api('/auth/sign-in'), () => ok(makeCredentials(), 'Login successful'))],
    });
    await input.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await input.type(screen.getByLabelText('Password', { exact: true }), 'Kickoff24');
    await input.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/leaderboard/12');
  });

  it('refuses a deep link to another site after sign-in and goes to the upcoming matches', async () => {
    const { router, input } = await renderRoute('/sign-in?next=%2F%2Fevil.example%2Fleaderboard', {
      handlers: [
        http.post(api('/auth/sign-in'), () => ok(makeCredentials(), 'Login successful')),
        http.get(api('/match'), () =>
          ok({ matches: { rows: [], count: 0 }, round: 27, total_rounds: 38, current_round: 27, stages: [] }),
        ),
      ],
    });
    await input.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await input.type(screen.getByLabelText('Password', { exact: true }), 'Kickoff24');
    await input.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming matches' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/upcoming-matches');
  });

  it('sends a signed-in player from the landing page to the upcoming matches', async () => {
    const { router } = await renderRoute('/', {
      user: makeCredentials(),
      handlers: [
        http.get(api('/match'), () =>
          ok({ matches: { rows: [], count: 0 }, round: 27, total_rounds: 38, current_round: 27, stages: [] }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Upcoming matches' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/upcoming-matches');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeDefined();
  });

  it('hides the header items on the landing page only', async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /call the score/i });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it("moves focus to the new page's main heading after a route change, not on the first load", async () => {
    const { input } = await renderRoute('/terms-of-use');
    const terms = await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(document.activeElement).not.toBe(terms);
    await input.click(screen.getByRole('link', { name: 'Login' }));
    const signIn = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => {
      expect(document.activeElement).toBe(signIn);
    });
  });

  it('shows a failed page as the error page inside the header, and the next page the player opens as usual', async () => {
    // React reports the error it caught; what the player sees is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('chunk failed');
    };
    const { input } = await renderRoute('/broken', { element: <Broken /> });
    expect(await screen.findByRole('heading', { level: 1, name: webMessages.pageCrashedTitle })).toBeDefined();

    await input.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: webMessages.pageCrashedTitle })).toBeNull();
  });

  it('offers Login and Sign up to visitors elsewhere', async () => {
    await renderRoute('/terms-of-use');
    await screen.findByRole('heading', { name: 'Terms of Use' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
  });

  it('logs out by ending the server session, clearing local storage and going to the landing page', async () => {
    localStorage.setItem('other', 'value');
    const { router, input } = await renderRoute('/leaderboard/12', { user: makeCredentials() });
    await input.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: /call the score/i })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.length).toBe(0);
    await waitFor(() => {
      expect(sentRequests('POST /auth/sign-out')).toHaveLength(1);
    });
    expect(sentRequests('POST /auth/sign-out')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('refreshes the profile on app load and signs out an account that is no longer active (spec §4)', async () => {
    const { router } = await renderRoute('/terms-of-use', {
      user: makeCredentials(),
      handlers: [http.get(api('/users/:id'), ({ params }) => ok(makeUser(Number(params.id), { status: 'blocked' })))],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.accountBlocked);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(sentRequests('GET /users/7')).toHaveLength(1);
  });

  it('shows a blocked player the §6 message at once, on the sign-in page', async () => {
    const { router } = await renderRoute('/leaderboard/12', { user: makeCredentials() });
    await screen.findByRole('navigation', { name: 'Dashboard' });

    act(() => {
      endStoredSession('blocked');
    });

    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.accountBlocked);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('');
    expect(readCredentials()).toBeNull();
  });

  it('tells a player whose session the server ended to sign in again, and keeps the page to come back to', async () => {
    const { router } = await renderRoute('/leaderboard/12', { user: makeCredentials() });
    await screen.findByRole('navigation', { name: 'Dashboard' });

    act(() => {
      endStoredSession('expired');
    });

    expect((await screen.findByRole('alert')).textContent).toBe(webMessages.sessionEnded);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/leaderboard/12');
  });
});
