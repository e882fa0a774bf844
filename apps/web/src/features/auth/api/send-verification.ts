import { type sendVerificationBodySchema } from '@scoreline/contracts';
import { messageResponseCheck } from '@scoreline/contracts/answers';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';

export type SendVerificationBody = z.output<typeof sendVerificationBodySchema>;

/** POST /auth/send-verification: a fresh OTP ('Verification OTP sent'); 429 within the 60 s cooldown. */
export function sendVerification(body: SendVerificationBody) {
  return apiRequest('/auth/send-verification', { method: 'POST', body, schema: messageResponseCheck });
}

export const useSendVerification = () => useMutation({ mutationFn: sendVerification });
