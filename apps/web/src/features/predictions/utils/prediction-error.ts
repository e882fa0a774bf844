import { errorMessages } from '@scoreline/contracts/plain';
import { isApiError, isCancelledRequest } from '@/lib/api/errors';

/**
 * spec §8: the server's message for a refused prediction, else 'OOOPPPSS!! Something went wrong' (a network failure,
 * a timeout, a server error); null for a request the app itself cancelled. One card's submit and the round's Save all
 * say the same.
 */
export function predictionErrorMessage(error: Error): string | null {
  if (isCancelledRequest(error)) return null;
  if (isApiError(error) && error.hasServerMessage && error.status >= 400 && error.status < 500) return error.message;
  return errorMessages.matchesFailed;
}
