import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@scoreline/domain';
import { usePublicConfig } from '@/lib/api/public-config';

/** spec §9 values, used until GET /config answers (and if it cannot). */
export const defaultOtpSettings = { otpLength: OTP_LENGTH, otpResendSeconds: OTP_RESEND_SECONDS } as const;

export function useOtpSettings(): { otpLength: number; otpResendSeconds: number } {
  return usePublicConfig() ?? defaultOtpSettings;
}
