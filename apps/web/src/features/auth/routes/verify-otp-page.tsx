import { OtpVerification } from '../components/otp-verification';

/** spec §2 OTP entry after sign-up (and after signing in unverified, spec §4). */
export default function VerifyOtpPage() {
  return <OtpVerification purpose="sign_up" />;
}
