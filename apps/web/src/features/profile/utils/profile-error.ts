import { errorMessages } from '@scoreline/contracts';
import { isApiError } from '@/lib/api/errors';

/** spec §8: a profile change that failed says the server's message, else 'OOPPSS!! Something went wrong'. */
export function profileErrorMessage(error: unknown): string {
  return isApiError(error) && error.hasServerMessage ? error.message : errorMessages.profileFailed;
}
