import type { OtpPurpose } from '@scoreline/contracts';
import { emailAddressCheck } from '@scoreline/contracts/answers';
import { authWebMessages, successMessages } from '@scoreline/contracts/plain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon, type IconProps } from '@/components/ui/icons';
import { isOtpComplete } from '@/components/ui/otp-code';
import { OtpInput, type OtpInputHandle } from '@/components/ui/otp-input';
import { isCancelledRequest, isInvalidRequest } from '@/lib/api/errors';
import { useHasDevOutbox } from '../api/dev-outbox';
import { useOtpSettings } from '../api/public-config';
import { useSendVerification } from '../api/send-verification';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { otpErrorMessage } from '../utils/auth-errors';
import { saveResetToken } from '../utils/reset-token';
import { withNext } from '../utils/paths';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';
import { flowDoneState } from '../utils/flow-done';

const MailIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

const copy: Record<OtpPurpose, { eyebrow: string; title: string; goal: string }> = {
  sign_up: { eyebrow: 'Almost there', title: 'Confirm your email', goal: 'to activate your account' },
  // spec §2 verify email page: heading 'VERIFY EMAIL' (the display face sets the capitals).
  password_reset: { eyebrow: 'Password reset', title: 'Verify email', goal: 'to set a new password' },
};

/**
 * The OTP step of both flows (spec §2): /verify-otp/:email after sign-up and /verify-email/:email in
 * the password reset. Without a valid e-mail in the address there is nothing to verify: → /sign-in.
 */
export function OtpVerification({ purpose }: { purpose: OtpPurpose }) {
  const { email: emailParam = '' } = useParams();
  // The contracts' address rule (emailField's: trimmed, then lower-cased), by its generated check: no zod here.
  const address = emailParam.trim();
  if (!emailAddressCheck.accepts(address)) return <Navigate to="/sign-in" replace />;
  const email = address.toLowerCase();
  // A new address starts a new verification (fresh boxes and countdown).
  return <OtpVerificationForm key={email} email={email} purpose={purpose} />;
}

function OtpVerificationForm({ email, purpose }: { email: string; purpose: OtpPurpose }) {
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next');
  const { otpLength, otpResendSeconds } = useOtpSettings();
  const hasDevOutbox = useHasDevOutbox();
  const verify = useVerifyOtp();
  const resend = useSendVerification();
  // spec §4: resend waits 60 s after arrival (a code was just sent) and after each successful resend.
  const countdown = useCountdown(otpResendSeconds);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const otpInput = useRef<OtpInputHandle>(null);
  const errorId = useId();
  const { eyebrow, title, goal } = copy[purpose];

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    // spec §5: submitting an incomplete code does nothing (beyond pointing at the next empty box).
    if (!isOtpComplete(otp, otpLength)) {
      otpInput.current?.focus();
      return;
    }
    setOtpError(null);
    verify.mutate(
      { email, otp, purpose },
      {
        onSuccess: ({ data }) => {
          toast.dismiss('verify-otp'); // an earlier wrong-code message no longer applies
          if (data.purpose === 'password_reset') {
            // Kept apart from sign-in credentials: it opens only POST /auth/reset-password.
            saveResetToken(data.resetToken);
            void navigate('/new-password', { replace: true });
          } else {
            void navigate(withNext('/success', next), { replace: true, state: flowDoneState });
          }
        },
        onError: (error) => {
          if (isCancelledRequest(error)) return;
          const message = otpErrorMessage(error);
          if (isInvalidRequest(error)) {
            // A wrong, expired or dead code: start over in the first box.
            setOtpError(error.errors.otp ?? message);
            setOtp('');
            otpInput.current?.focus(0);
          }
          toast.error(message, { id: 'verify-otp' });
        },
      },
    );
  };

  const onResend = () => {
    resend.mutate(
      { email, purpose },
      {
        onSuccess: (answer) => {
          countdown.restart();
          setOtpError(null);
          toast.success(answer.message ?? successMessages.otpSent, { id: 'resend-otp' });
        },
        onError: (error) => {
          if (isCancelledRequest(error)) return;
          toast.error(otpErrorMessage(error), { id: 'resend-otp' });
        },
      },
    );
  };

  const isWaiting = countdown.secondsLeft > 0;

  return (
    <AuthCard
      eyebrow={eyebrow}
      title={title}
      description={
        <div className="flex items-start gap-3">
          <MailIcon className="mt-0.5 size-6 shrink-0 text-accent" />
          <p>
            An OTP was sent to <strong className="font-semibold wrap-anywhere text-chalk">{email}</strong>. Enter the{' '}
            {otpLength}-digit code {goal}.
          </p>
        </div>
      }
      footer={
        purpose === 'sign_up' ? (
          <>
            Wrong address? <TextLink to="/sign-up">Sign up again</TextLink>
          </>
        ) : (
          <>
            Remembered it? <TextLink to="/sign-in">Back to sign in</TextLink>
          </>
        )
      }
    >
      <form noValidate onSubmit={onVerify} className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <OtpInput
            ref={otpInput}
            length={otpLength}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              if (otpError) setOtpError(null);
            }}
            label="One-time code"
            autoFocus
            invalid={otpError !== null}
            describedBy={otpError ? errorId : undefined}
          />
          {otpError && (
            <p id={errorId} role="alert" className="text-center text-sm font-medium text-danger">
              {otpError}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" isLoading={verify.isPending} className="w-full">
          {verify.isPending ? 'PLEASE WAIT...' : 'VERIFY OTP'}
        </Button>
        <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-chalk-muted">
          <span>Didn&apos;t receive an email?</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={isWaiting}
            isLoading={resend.isPending}
            onClick={onResend}
            className="text-accent tabular-nums"
          >
            {isWaiting ? authWebMessages.resendIn(countdown.secondsLeft) : authWebMessages.resendOtp}
          </Button>
        </div>
        {hasDevOutbox && (
          <p className="rounded-lg border border-dashed border-pitch-500 px-3 py-2 text-center text-xs text-chalk-faint">
            No mail server here: the code is in the{' '}
            <a
              href="/dev/mail"
              target="_blank"
              rel="noopener"
              className="font-semibold text-chalk-muted underline underline-offset-2 hover:text-chalk"
            >
              development outbox
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        )}
      </form>
    </AuthCard>
  );
}
