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

/** The signed-in pages a `?next=` may return to (spec §2's dashboard group, and a league's share link /join/…). */
const returnablePrefixes = ['/upcoming-matches', '/leaderboard', '/profile', '/join', '/competitions'];

/** Longer than any address of the app's own pages. */
const MAX_NEXT_LENGTH = 512;

// A throwaway origin to resolve against: a `next` that names any other origin is not one of our pages.
const base = new URL('https://scoreline.invalid');

/**
 * Where to go after signing in (docs/decisions/010, 011): `next` when, once normalised, it is one of the app's own
 * signed-in pages, else the upcoming matches. The check is made on the normalised path, never on the text as given,
 * so `/leaderboard/../../sign-out` is the sign-out page it resolves to and is refused. Refused outright: anything not
 * starting with one '/', a backslash, whitespace or control characters (URL parsers drop or reinterpret them),
 * encoded characters in the path (`%2e%2e`, `%2f`, `%5c`, double encoding), empty segments and over-long values.
 */
export function afterSignInPath(next: string | null): string {
  if (!next || next.length > MAX_NEXT_LENGTH || !next.startsWith('/')) return defaultAfterSignIn;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(next)) return defaultAfterSignIn;
  const rawPath = next.split(/[?#]/)[0] ?? '';
  if (rawPath.includes('%') || rawPath.includes('//')) return defaultAfterSignIn;
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return defaultAfterSignIn;
  }
  if (url.origin !== base.origin) return defaultAfterSignIn;
  const path = url.pathname; // dot segments resolved
  const isReturnable = returnablePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return isReturnable ? `${path}${url.search}${url.hash}` : defaultAfterSignIn;
}

/**
 * `path` carrying a returnable `next` along (sign-up → verify → email verified → sign-in → next, issue 12); a
 * `next` that sign-in would ignore is dropped.
 */
export function withNext(path: string, next: string | null): string {
  if (!next || afterSignInPath(next) === defaultAfterSignIn) return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}
