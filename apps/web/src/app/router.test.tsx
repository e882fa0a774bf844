import { errorMessages } from '@scoreline/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCredentials, saveCredentials, signOutBlockedAccount } from '@/lib/credentials';
import { makeCredentials } from '@/testing/credentials';
import { AppProvider } from './provider';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function signIn() {
  saveCredentials(makeCredentials());
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false })); // react-hot-toast checks reduced motion
  vi.stubGlobal('scrollTo', vi.fn()); // ScrollRestoration scrolls; jsdom cannot
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('routes (spec §2)', () => {
  it('shows the 404 page for an unknown address', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('sends a visitor without credentials from the dashboard to the landing page', async () => {
    const router = renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: /call the score/i })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in player from the landing page to the upcoming matches', async () => {
    signIn();
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Upcoming matches' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/upcoming-matches');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeDefined();
  });

  it('hides the header items on the landing page only', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: /call the score/i });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it('offers Login and Sign up to visitors elsewhere', async () => {
    renderAt('/terms-of-use');
    await screen.findByRole('heading', { name: 'Terms of Use' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
  });

  it('logs out by ending the server session, clearing local storage and going to the landing page', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    localStorage.setItem('other', 'value');
    const router = renderAt('/leaderboard/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: /call the score/i })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.length).toBe(0);
    // The first call is the app-load profile refresh (spec §4); then the sign-out.
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === '/api/v1/auth/sign-out') ?? [];
    expect([url, init?.method]).toEqual(['/api/v1/auth/sign-out', 'POST']);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('refreshes the profile on app load and signs out an account that is no longer active (spec §4)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () =>
      Response.json({
        success: true,
        data: {
          id: 7,
          username: 'ada',
          firstname: 'Ada',
          lastname: 'L',
          email: 'ada@example.com',
          status: 'blocked',
          profile_picture: null,
          biography: null,
          nationality: null,
          telegram_user_name: null,
          x_profile_link: null,
          wallet: null,
          rank: null,
          totalPredictions: 0,
          totalPoints: 0,
          averagePointsPerPredictions: 0,
          favouriteTeam: null,
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    const router = renderAt('/terms-of-use');
    expect(await screen.findByText(errorMessages.accountBlocked)).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/7');
  });

  it('sends a blocked player to the landing page with the blocked message', async () => {
    signIn();
    const router = renderAt('/terms-of-use');
    await screen.findByRole('heading', { name: 'Terms of Use' });

    act(() => {
      signOutBlockedAccount();
    });

    expect(await screen.findByText(errorMessages.accountBlocked)).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(readCredentials()).toBeNull();
  });
});
