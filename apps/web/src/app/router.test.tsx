import { errorMessages } from '@scoreline/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readCredentials, signOutBlockedAccount } from '@/lib/credentials';
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

  it('sends a visitor without credentials from the dashboard to the landing page', async () => {
    const { router } = await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: /call the score/i })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in player from the landing page to the upcoming matches', async () => {
    const { router } = await renderRoute('/', {
      user: makeCredentials(),
      handlers: [
        http.get(api('/match'), () =>
          ok({ matches: { rows: [], count: 0 }, round: 27, total_rounds: 38, current_round: 27 }),
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
    expect(await screen.findByText(errorMessages.accountBlocked)).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(sentRequests('GET /users/7')).toHaveLength(1);
  });

  it('sends a blocked player to the landing page with the blocked message', async () => {
    const { router } = await renderRoute('/terms-of-use', { user: makeCredentials() });
    await screen.findByRole('heading', { name: 'Terms of Use' });

    act(() => {
      signOutBlockedAccount();
    });

    expect(await screen.findByText(errorMessages.accountBlocked)).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(readCredentials()).toBeNull();
  });
});
