import { webMessages } from '@scoreline/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });

/** Issue 13: an unknown player is said plainly, never an endless skeleton or a made-up 'RANK #1'. */
describe('/leaderboard/:id for a player who does not exist', () => {
  it('says the player was not found and leads back to the leaderboard', async () => {
    const { input, router } = await renderRoute('/leaderboard/99999', {
      user: me,
      handlers: [http.get(api('/users/:id'), () => fail(404, 'User not found', { code: 'NOT_FOUND' }))],
    });
    expect(await screen.findByText(webMessages.playerNotFound)).toBeDefined();
    expect(screen.queryByText(/Rank #/)).toBeNull();
    expect(screen.queryByText('User not found')).toBeNull(); // no error toast for an honest not-found
    await input.click(screen.getByRole('link', { name: 'Back to leaderboard' }));
    expect(router.state.location.pathname).toBe('/leaderboard');
    await waitFor(() => {
      expect(screen.queryByText(webMessages.playerNotFound)).toBeNull();
    });
  });

  it('says the same for an address that is not a player id', async () => {
    await renderRoute('/leaderboard/abc', { user: me });
    expect(await screen.findByText(webMessages.playerNotFound)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });
});
