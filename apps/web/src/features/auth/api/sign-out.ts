import { apiRequest } from '@/lib/api/api-client';

/**
 * Ends the session on the server too (POST /auth/sign-out); call it before the stored token is cleared. Best effort,
 * its answer unused, so it is not run through a schema: the header that calls it stays out of zod's way (ADR 024).
 */
export function revokeSession(): Promise<unknown> {
  return apiRequest('/auth/sign-out', { method: 'POST', auth: 'required' });
}
