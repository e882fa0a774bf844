import { errorMessages } from '@scoreline/contracts/plain';
import { isApiError } from '@/lib/api/errors';

/**
 * spec §8 auth calls: the server's message if present, else the client's error message,
 * else 'An error occurred'. ApiError already carries the first two in that order.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return errorMessages.generic;
}

/**
 * spec §8 OTP verify and resend: the server's message when it sent one, else
 * 'OOPS!! Something went wrong!' (also for network failures and timeouts, which have no server message).
 */
export function otpErrorMessage(error: unknown): string {
  return isApiError(error) && error.hasServerMessage ? error.message : errorMessages.otpFailed;
}
