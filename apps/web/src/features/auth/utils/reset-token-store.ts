/**
 * Where the token of a verified password-reset code is kept (docs/decisions/004): for this tab only, apart from the
 * sign-in credentials. reset-token.ts reads and checks it; this module is all the router needs to tell that no reset
 * is under way, without the check (issue 14).
 */
export const resetTokenStorageKey = 'scoreline.reset-token';

/** Whether anything is stored under the key (it may still be unreadable or expired: reset-token.ts decides). */
export function hasStoredResetToken(): boolean {
  try {
    return sessionStorage.getItem(resetTokenStorageKey) !== null;
  } catch {
    return false;
  }
}
