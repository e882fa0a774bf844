import type { ResetToken } from '@scoreline/contracts';
import { isResetToken } from '@scoreline/contracts/plain';
import { resetTokenStorageKey } from './reset-token-store';

export type { ResetToken };

/*
 * The token a verified password-reset code yields (docs/decisions/004). It opens only
 * POST /auth/reset-password, so it is kept apart from the sign-in credentials, for this tab only.
 */

export function saveResetToken(token: ResetToken): void {
  try {
    sessionStorage.setItem(resetTokenStorageKey, JSON.stringify(token));
  } catch {
    // Storage disabled: the new-password page will send the player back to ask for a new code.
  }
}

/** The stored token, or null when there is none, it is unreadable or it has expired. */
export function readResetToken(now: number = Date.now()): ResetToken | null {
  try {
    const raw = sessionStorage.getItem(resetTokenStorageKey);
    if (raw === null) return null;
    // Checked like the stored credentials, with the contracts' zod-free guard (ADR 024): the page loads no checks.
    const stored: unknown = JSON.parse(raw);
    if (!isResetToken(stored) || Date.parse(stored.expiresAt) <= now) return null;
    return stored;
  } catch {
    return null;
  }
}

export function clearResetToken(): void {
  try {
    sessionStorage.removeItem(resetTokenStorageKey);
  } catch {
    // Nothing stored.
  }
}
