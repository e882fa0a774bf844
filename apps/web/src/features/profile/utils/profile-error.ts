import { errorMessages } from '@scoreline/contracts/plain';
import { isApiError } from '@/lib/api/errors';

/** spec §8: a profile change that failed says the server's message, else 'OOPPSS!! Something went wrong'. */
export function profileErrorMessage(error: unknown): string {
  return isApiError(error) && error.hasServerMessage ? error.message : errorMessages.profileFailed;
}

/**
 * The one toast of a profile change: a later change (the bio, then the edit form) replaces the earlier one's message
 * instead of stacking a second 'Profile updated successfully' under it.
 */
export const PROFILE_TOAST_ID = 'profile-update';
