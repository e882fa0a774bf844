import type { signInBodyWithDeviceSchema } from '@scoreline/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';

export type SignInBody = z.output<typeof signInBodyWithDeviceSchema>;

/** Imported with the call (ADR 042): the sign-in page's first load carries no zod. */
const signInResponse = () => import('../utils/schemas').then((schemas) => schemas.signInResponseCheck);

/** POST /auth/sign-in: credentials, or 403 EMAIL_NOT_VERIFIED / ACCOUNT_BLOCKED, 401, 429. */
export function signIn(body: SignInBody) {
  return apiRequest('/auth/sign-in', { method: 'POST', body, schema: signInResponse });
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
