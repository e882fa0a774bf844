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
