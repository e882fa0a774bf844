import { beforeEach, describe, expect, it } from 'vitest';
import { saveCredentials } from '@/lib/credentials';
import { makeCredentials } from '@/testing/credentials';
import { skipLandingWhenSignedIn } from './players-start';

describe('a signed-in player opening / (issue 14)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('is moved to the upcoming matches before the router starts', () => {
    saveCredentials(makeCredentials());
    skipLandingWhenSignedIn();
    expect(window.location.pathname).toBe('/upcoming-matches');
  });

  it('leaves a visitor on the landing page', () => {
    skipLandingWhenSignedIn();
    expect(window.location.pathname).toBe('/');
  });

  it('leaves a signed-in player on any other page', () => {
    saveCredentials(makeCredentials());
    window.history.replaceState(null, '', '/leaderboard?round=3');
    skipLandingWhenSignedIn();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/leaderboard?round=3');
  });
});
