import { publicConfigResponseCheck } from '@scoreline/contracts/answers';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@scoreline/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §9 values, used until GET /config answers (and if it cannot). */
export const defaultOtpSettings = { otpLength: OTP_LENGTH, otpResendSeconds: OTP_RESEND_SECONDS } as const;

/** GET /config: the public settings (OTP length, resend wait); they change only with a redeploy. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicConfig(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/config', { auth: 'none', signal, schema: publicConfigResponseCheck })).data,
    staleTime: Infinity,
  });

export function useOtpSettings(): { otpLength: number; otpResendSeconds: number } {
  const { data } = useQuery(publicConfigQueryOptions());
  return data ?? defaultOtpSettings;
}
