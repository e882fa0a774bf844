import { readCredentials } from '@/lib/credentials';

/** Where `/` leads a signed-in player (spec §2; `Home`). */
export const playersStart = '/upcoming-matches';

/**
 * At start, before the router exists: a signed-in player opening `/` is moved to their matches in the address bar, as
 * `Home` would, so the router loads that page before its first render, as on a direct visit. Left to `Home`, the
 * header is drawn first and the page later, and on a phone every task in between counts as blocking (issue 14).
 */
export function skipLandingWhenSignedIn(): void {
  if (window.location.pathname === '/' && readCredentials()) {
    window.history.replaceState(window.history.state, '', playersStart);
  }
}
