import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterProbe, type TestRouter } from '@/testing/router-probe';
import { LeagueNotice } from '../components/league-notice';
import { useLeagueNotice } from './use-league-notice';

function LeaguePage() {
  const { notice, dismiss } = useLeagueNotice();
  return (
    <>
      <h1>Office League</h1>
      {notice && <LeagueNotice id="notice" notice={notice} onDismiss={dismiss} />}
    </>
  );
}

/** The league page opened with this history state, in StrictMode (development's double renders and effects). */
function openWithState(state: unknown) {
  const router: { current?: TestRouter } = {};
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[{ pathname: '/profile/private-league/5', search: '?round=3', state }]}>
        <RouterProbe onChange={(now) => (router.current = now)} />
        <Routes>
          <Route path="/profile/private-league/:id" element={<LeaguePage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  return router;
}

describe('useLeagueNotice (issue 14: the share link says its message inline, not in a toast)', () => {
  it('shows the notice once and clears it from the history entry, keeping the address, under StrictMode', () => {
    const router = openWithState({
      notice: { message: 'You have successfully joined Office League', tone: 'success' },
    });
    expect(
      screen.getAllByText('You have successfully joined Office League', { selector: '[role="status"]' }),
    ).toHaveLength(1);
    expect(router.current?.state.location).toMatchObject({
      pathname: '/profile/private-league/5',
      search: '?round=3',
      state: null,
    });
  });

  it.each([
    ['no state', null],
    ['a string', 'You have successfully joined Office League'],
    ['a notice that is a string', { notice: 'You have successfully joined Office League' }],
    ['a message that is not a string', { notice: { message: 42, tone: 'success' } }],
    ['an empty message', { notice: { message: ' ', tone: 'info' } }],
    ['a tone of its own', { notice: { message: '<b>Hi</b>', tone: 'danger' } }],
  ])('shows nothing for a history state that is not a notice: %s', (_, state) => {
    openWithState(state);
    expect(screen.getByRole('heading', { name: 'Office League' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('shows a message as text, never as markup', () => {
    openWithState({ notice: { message: '<img src=x onerror=alert(1)> joined', tone: 'info' } });
    expect(screen.getByRole('status').textContent).toBe('<img src=x onerror=alert(1)> joined');
    expect(document.querySelector('img')).toBeNull();
  });
});
