import type { resetTokenSchema } from '@scoreline/contracts';
import { resetTokenCheck } from '@scoreline/contracts/answers';
import type { z } from 'zod';

export type ResetToken = z.infer<typeof resetTokenSchema>;

/**
 * The token a verified password-reset code yields (docs/decisions/004). It opens only
 * POST /auth/reset-password, so it is kept apart from the sign-in credentials, for this tab only.
 */
const storageKey = 'scoreline.reset-token';

export function saveResetToken(token: ResetToken): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(token));
  } catch {
    // Storage disabled: the new-password page will send the player back to ask for a new code.
  }
}

/** The stored token, or null when there is none, it is unreadable or it has expired. */
export function readResetToken(now: number = Date.now()): ResetToken | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    // Checked with the contracts' generated check (ADR 043), so the page that reads it loads no zod.
    const stored: unknown = JSON.parse(raw);
    if (!resetTokenCheck.accepts(stored) || Date.parse(stored.expiresAt) <= now) return null;
    return stored;
  } catch {
    return null;
  }
}

export function clearResetToken(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored.
  }
}
