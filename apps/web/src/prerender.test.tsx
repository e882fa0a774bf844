import { describe, expect, it } from 'vitest';
import { makeCredentials } from '@/testing/credentials';
import { renderPage, sessionGate } from './prerender';

/** issue 14: the visitors' pages are drawn at build time, and the app takes over from that copy once it has drawn them. */
describe('pre-rendered visitor pages', () => {
  it('draws the landing page as a visitor first sees it, with its title and no script', async () => {
    const { title, markup } = await renderPage('/');
    expect(title).toBe('Football prediction league · Scoreline');
    expect(markup).toContain('Predict the exact score of every upcoming match');
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<title>');
  });

  it('draws the sign-in form', async () => {
    const { title, markup } = await renderPage('/sign-in');
    expect(title).toBe('Sign in · Scoreline');
    expect(markup).toContain('Sign in to make your predictions');
    expect(markup).toMatch(/<input[^>]+type="password"/);
  });

  it('marks the document when a session is stored, before any of the app has run', () => {
    localStorage.setItem('scoreline.credentials', JSON.stringify(makeCredentials()));
    new Function(sessionGate)();
    expect(document.documentElement.classList.contains('has-session')).toBe(true);
    document.documentElement.classList.remove('has-session');
    localStorage.clear();
    new Function(sessionGate)();
    expect(document.documentElement.classList.contains('has-session')).toBe(false);
  });
});
