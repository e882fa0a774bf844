import type { forgotPasswordRequestSchema } from '@scoreline/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';

export type ForgotPasswordBody = z.output<typeof forgotPasswordRequestSchema>;

/** Imported with the call (ADR 042): the forgot-password page's first load carries no zod. */
const messageResponse = () => import('../utils/schemas').then((schemas) => schemas.messageResponseCheck);

/** POST /auth/forgot-password: e-mails a reset OTP; the same answer for any address (no enumeration). */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiRequest('/auth/forgot-password', { method: 'POST', body, schema: messageResponse });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
