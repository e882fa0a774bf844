import { OtpVerification } from '@/features/auth/components/otp-verification';

/** spec §2 /verify-otp/:email: the OTP entry after sign-up (and after signing in unverified, spec §4). */
export default function VerifyOtpRoute() {
  return <OtpVerification purpose="sign_up" />;
}
