import type { ErrorCode } from '@scoreline/contracts';
import { ApiError } from './api-client';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Cancelled by the caller (e.g. TanStack Query on unmount): UIs stay silent (spec §8). */
export const isCancelledRequest = (error: unknown): boolean => isApiError(error) && error.isCancelled;

/**
 * Whether the server refused for one of these reasons. The web app decides on an error's `code` (the API's stable
 * names, `errorCodes` in @scoreline/contracts), never by comparing message text.
 */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorCode[]): error is ApiError {
  return isApiError(error) && error.code !== undefined && (codes as readonly string[]).includes(error.code);
}

/**
 * The request itself was refused as invalid (400). A business rule answers VALIDATION; the API's schema check
 * answers 400 with field errors but no code yet, so a coded-less 400 from the server counts too.
 */
export const isInvalidRequest = (error: unknown): error is ApiError =>
  hasErrorCode(error, 'VALIDATION') ||
  (isApiError(error) && error.status === 400 && error.code === undefined && error.hasServerMessage);

/**
 * No answer came because there is no connection (offline, the network failed): not cancelled, not timed out, and not
 * refused before it was sent (issue 60: such a pick waits for the connection, ADR 116).
 */
export const isConnectionFailure = (error: unknown): boolean =>
  isApiError(error) && error.status === 0 && !error.isCancelled && !error.isTimeout && error.cause instanceof TypeError;

/** Whether the browser says it has no connection, so a write is not even tried. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
