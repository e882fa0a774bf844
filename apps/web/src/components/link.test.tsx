import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterProbe, type TestRouter } from '@/testing/router-probe';
import { Link, NavLink } from './link';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'active' : 'idle');

function renderAt(path: string, ui: React.ReactNode) {
  const router: { current?: TestRouter } = {};
  render(
    <MemoryRouter initialEntries={['/start', path]}>
      <RouterProbe onChange={(state) => (router.current = state)} />
      {ui}
      <Routes>
        <Route path="/leaderboard" element={<h1>Leaderboard page</h1>} />
        <Route path="*" element={<h1>Other page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { router, input: userEvent.setup() };
}

describe('Link', () => {
  it('is a real link to its address, which a click opens in the app', async () => {
    const { input, router } = renderAt('/here', <Link to="/leaderboard">Leaderboard</Link>);
    const link = screen.getByRole('link', { name: 'Leaderboard' });
    expect(link.getAttribute('href')).toBe('/leaderboard');

    await input.click(link);
    expect(screen.getByRole('heading', { name: 'Leaderboard page' })).toBeDefined();
    expect(router.current?.state.historyAction).toBe('PUSH');
  });

  it('replaces the current entry when asked to', async () => {
    const { input, router } = renderAt(
      '/here',
      <Link to="/leaderboard" replace>
        Leaderboard
      </Link>,
    );
    await input.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(router.current?.state.location.pathname).toBe('/leaderboard');
    expect(router.current?.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key to the browser (a new tab), so the app stays where it is', async () => {
    const { input } = renderAt('/here', <Link to="/leaderboard">Leaderboard</Link>);
    await input.keyboard('{Control>}');
    await input.click(screen.getByRole('link', { name: 'Leaderboard' }));
    await input.keyboard('{/Control}');
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeDefined();
  });

  it("runs the caller's onClick, which can keep the app where it is", async () => {
    const { input } = renderAt(
      '/here',
      <Link to="/leaderboard" onClick={(event) => event.preventDefault()}>
        Leaderboard
      </Link>,
    );
    await input.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeDefined();
  });
});

describe('NavLink', () => {
  const tabs = (
    <nav>
      <NavLink to="/profile" end className={tabClass}>
        Profile
      </NavLink>
      <NavLink to="/profile/private-league" className={tabClass}>
        Leagues
      </NavLink>
    </nav>
  );

  it('marks the tab of the page on screen, and a tab stays lit on the pages under it', () => {
    renderAt('/profile/private-league/7', tabs);
    const leagues = screen.getByRole('link', { name: 'Leagues' });
    expect(leagues.getAttribute('aria-current')).toBe('page');
    expect(leagues.className).toBe('active');
  });

  it('keeps an `end` tab dark under its own address', () => {
    renderAt('/profile/private-league', tabs);
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile.getAttribute('aria-current')).toBeNull();
    expect(profile.className).toBe('idle');
  });

  it('lights an `end` tab on its own address', () => {
    renderAt('/profile', tabs);
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Leagues' }).getAttribute('aria-current')).toBeNull();
  });
});
