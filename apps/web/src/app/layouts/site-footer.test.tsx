import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makePublicConfig } from '@/testing/handlers';
import { renderRoute } from '@/testing/render-route';

/** spec §1: the footer links to the product's social channels, as the server's configuration names them (issue 55). */
describe('the footer’s social links', () => {
  it('links each channel the operator set, in a new tab, and leaves out the others', async () => {
    await renderRoute('/terms-of-use', {
      handlers: [
        http.get(api('/config'), () =>
          ok(
            makePublicConfig({
              socialLinks: {
                instagram: 'https://instagram.com/scoreline',
                x: null,
                discord: null,
                telegram: 'https://t.me/scoreline_league',
              },
            }),
          ),
        ),
      ],
    });
    const social = await screen.findByRole('navigation', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Instagram (opens in a new tab)', 'https://instagram.com/scoreline', '_blank'],
      ['Telegram (opens in a new tab)', 'https://t.me/scoreline_league', '_blank'],
    ]);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it('shows no "Follow us" when the operator set none', async () => {
    let answered = false;
    await renderRoute('/terms-of-use', {
      handlers: [
        http.get(api('/config'), () => {
          answered = true;
          return ok(makePublicConfig());
        }),
      ],
    });
    await waitFor(() => expect(answered).toBe(true));
    // The answer's render: the footer draws what it says before the assertions below.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
    expect(screen.queryByText('Follow us')).toBeNull();
  });
});
