import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** Imported with the call (ADR 042): the new-password page's first load carries no answer checks. */
const messageResponse = () => import('../utils/schemas').then((schemas) => schemas.messageResponseCheck);

export type ResetPasswordInput = { newPassword: string; resetToken: string };

/** POST /auth/reset-password with the reset token as bearer (never the stored sign-in token). */
export function resetPassword({ newPassword, resetToken }: ResetPasswordInput) {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    body: { newPassword },
    bearerToken: resetToken,
    schema: messageResponse,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
