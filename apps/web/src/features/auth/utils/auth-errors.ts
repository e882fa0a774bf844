import { errorMessages } from '@scoreline/contracts';
import { ApiError } from '@/lib/api-client';

/** spec §4: the sign-in answer that routes an unverified player to the OTP page. */
export const emailVerificationSentMessage = 'Email verification sent';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Cancelled requests stay silent (spec §8). */
export const isCancelled = (error: unknown): boolean => isApiError(error) && error.isCancelled;

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
  if (isApiError(error) && error.status > 0 && error.message && error.message !== errorMessages.generic) {
    return error.message;
  }
  return errorMessages.otpFailed;
}
