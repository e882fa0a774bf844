import { messageResponseSchema } from '@scoreline/contracts';
import { apiRequest } from '@/lib/api/api-client';

/** Ends the session on the server too (POST /auth/sign-out); call it before the stored token is cleared. */
export function revokeSession(): Promise<unknown> {
  return apiRequest('/auth/sign-out', { method: 'POST', auth: 'required', schema: messageResponseSchema });
}
