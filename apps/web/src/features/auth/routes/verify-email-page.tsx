import { OtpVerification } from '../components/otp-verification';

/** spec §2 verify email page: the password reset's OTP step. */
export default function VerifyEmailPage() {
  return <OtpVerification purpose="password_reset" />;
}
