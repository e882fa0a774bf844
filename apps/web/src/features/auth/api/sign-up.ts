import type { SignUpBody } from '@scoreline/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** Imported with the call (ADR 042): the sign-up page's first load carries no zod. */
const signUpResponse = () => import('../utils/schemas').then((schemas) => schemas.signUpResponseCheck);

/** POST /auth/sign-up: an unverified account and an e-mailed OTP; answers data.email (spec §7). */
export function signUp(body: SignUpBody) {
  return apiRequest('/auth/sign-up', { method: 'POST', body, schema: signUpResponse });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
