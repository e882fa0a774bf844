/**
 * An e-mail as a path segment: escaped, except '@', which RFC 3986 allows in a path, so the
 * address stays readable in /verify-otp/{email} (spec §2).
 */
function emailSegment(email: string): string {
  return encodeURIComponent(email).replace(/%40/g, '@');
}

/** spec §2: the sign-up verification page. */
export const verifyOtpPath = (email: string) => `/verify-otp/${emailSegment(email)}`;

/** spec §2: the password-reset verification page. */
export const verifyEmailPath = (email: string) => `/verify-email/${emailSegment(email)}`;

/** Where sign-in goes by default (spec §2). */
export const defaultAfterSignIn = '/upcoming-matches';

/** The signed-in pages a `?next=` may return to; anything else (other sites, auth pages) is ignored. */
const returnablePrefixes = ['/upcoming-matches', '/leaderboard', '/profile'];

/**
 * Where to go after signing in: `next` when it is one of the app's own signed-in pages (a path, never a
 * URL of another site: no scheme, no '//' or '\' tricks), else the upcoming matches.
 */
export function afterSignInPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return defaultAfterSignIn;
  const path = next.split(/[?#]/)[0] ?? '';
  const allowed = returnablePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return allowed ? next : defaultAfterSignIn;
}
