import { messageResponseCheck } from '@scoreline/contracts/answers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

export type ResetPasswordInput = { newPassword: string; resetToken: string };

/** POST /auth/reset-password with the reset token as bearer (never the stored sign-in token). */
export function resetPassword({ newPassword, resetToken }: ResetPasswordInput) {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    body: { newPassword },
    bearerToken: resetToken,
    schema: messageResponseCheck,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
