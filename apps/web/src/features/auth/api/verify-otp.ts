import { type verifyOtpBodySchema } from '@scoreline/contracts';
import { verifyOtpResponseCheck } from '@scoreline/contracts/answers';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';

export type VerifyOtpBody = z.output<typeof verifyOtpBodySchema>;

/**
 * POST /auth/verify {email, otp, purpose} (docs/decisions/004, replacing spec §7's GET /auth/verify/{otp}):
 * a sign-up code verifies the address; a reset code yields the password-reset token.
 */
export function verifyOtp(body: VerifyOtpBody) {
  return apiRequest('/auth/verify', { method: 'POST', body, schema: verifyOtpResponseCheck });
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
