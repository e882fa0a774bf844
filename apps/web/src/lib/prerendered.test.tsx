import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

/** issue 14: the app takes over from a pre-rendered page (src/prerender.tsx) once it has drawn the same page. */
describe('the hand-over from a pre-rendered page', () => {
  it('removes the copy once the landing page is drawn', async () => {
    const copy = document.body.appendChild(document.createElement('div'));
    copy.id = 'prerendered';
    await renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Call the score/ })).toBeDefined();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('gives way to the error page when a page fails to draw', async () => {
    const copy = document.body.appendChild(document.createElement('div'));
    copy.id = 'prerendered';
    // React reports the error it caught; the page's failure is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('chunk failed');
    };
    await renderRoute('/', { element: <Broken /> });
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(document.getElementById('prerendered')).toBeNull();
  });
});
