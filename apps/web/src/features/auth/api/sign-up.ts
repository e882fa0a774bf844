import { signUpResponseSchema, type SignUpBody } from '@scoreline/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** POST /auth/sign-up: an unverified account and an e-mailed OTP; answers data.email (spec §7). */
export function signUp(body: SignUpBody) {
  return apiRequest('/auth/sign-up', { method: 'POST', body, schema: signUpResponseSchema });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
