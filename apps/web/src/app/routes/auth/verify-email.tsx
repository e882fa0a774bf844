import { OtpVerification } from '@/features/auth/components/otp-verification';

/** spec §2 /verify-email/:email: the password reset's OTP step. */
export default function VerifyEmailRoute() {
  return <OtpVerification purpose="password_reset" />;
}
