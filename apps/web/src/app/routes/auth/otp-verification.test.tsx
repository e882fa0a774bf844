import { errorMessages } from '@scoreline/contracts';
import { authWebMessages } from '@scoreline/contracts/plain';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCredentials } from '@/lib/credentials';
import { api, fail, ok } from '@/testing/api';
import { sentBodies, sentRequests } from '@/testing/network';
import { makePublicConfig } from '@/testing/handlers';
import { renderRoute } from '@/testing/render-route';

const email = 'kim@example.com';
const verified = http.post(api('/auth/verify'), () =>
  ok({ purpose: 'sign_up', email, verified: true }, 'Email verified'),
);
const resetToken = { accessToken: 'reset-1', id: 3, email, expiresAt: '2099-01-01T00:00:00.000Z' };
const resetVerified = http.post(api('/auth/verify'), () =>
  ok({ purpose: 'password_reset', resetToken }, 'Email verified'),
);

type Input = Awaited<ReturnType<typeof renderRoute>>['input'];

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Digit/ });

/** Pastes the code into the first box, as a person pasting it from the e-mail would. */
async function enterCode(input: Input, code: string) {
  const [first] = boxes();
  if (!first) throw new Error('no OTP boxes');
  await input.click(first);
  await input.paste(code);
}

const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'VERIFY OTP' });

describe('OTP verification (/verify-otp/:email and /verify-email/:email)', () => {
  it('sends a visitor without a valid e-mail in the address to /sign-in', async () => {
    const { router } = await renderRoute('/verify-email/not-an-email');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sign-in');
    });
  });

  it.each(['/verify-otp', '/verify-email'])('sends a visitor to %s with no e-mail at all to /sign-in', async (path) => {
    const { router } = await renderRoute(path);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sign-in');
    });
  });

  it("shows 'VERIFY EMAIL', the address, one box per digit, VERIFY OTP and the resend line", async () => {
    await renderRoute(`/verify-email/${email}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify email' })).toBeDefined();
    expect(screen.getByText(/An OTP was sent to/).textContent).toContain(email);
    expect(boxes()).toHaveLength(4);
    expect(verifyButton()).toBeDefined();
    expect(screen.getByText("Didn't receive an email?")).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 60' }).disabled).toBe(true);
    await waitFor(() => {
      expect(document.activeElement).toBe(boxes()[0]);
    });
  });

  it('uses the OTP length the API publishes', async () => {
    await renderRoute(`/verify-otp/${email}`, {
      handlers: [http.get(api('/config'), () => ok(makePublicConfig({ otpLength: 6 })))],
    });
    await waitFor(() => {
      expect(boxes()).toHaveLength(6);
    });
  });

  it('does nothing while the code is incomplete', async () => {
    const { input } = await renderRoute(`/verify-otp/${email}`, { handlers: [verified] });
    await input.click(verifyButton());
    await enterCode(input, '12');
    await input.click(verifyButton());
    expect(await sentBodies('POST /auth/verify')).toEqual([]);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('verifies a sign-up code and goes to the success page', async () => {
    const { router, input } = await renderRoute(`/verify-otp/${email}`, { handlers: [verified] });
    await enterCode(input, '4821');
    await input.click(verifyButton());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/success');
    });
    expect(await sentBodies('POST /auth/verify')).toEqual([{ email, otp: '4821', purpose: 'sign_up' }]);
    expect((await screen.findByRole('link', { name: 'Log in account' })).getAttribute('href')).toBe('/sign-in');
  });

  it('keeps the reset token apart from the sign-in credentials and goes to /new-password', async () => {
    const { router, input } = await renderRoute(`/verify-email/${email}`, { handlers: [resetVerified] });
    await enterCode(input, '4821');
    await input.click(verifyButton());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/new-password');
    });
    expect(await sentBodies('POST /auth/verify')).toEqual([{ email, otp: '4821', purpose: 'password_reset' }]);
    expect(JSON.parse(sessionStorage.getItem('scoreline.reset-token') ?? 'null')).toEqual(resetToken);
    expect(readCredentials()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'New password' })).toBeDefined();
  });

  it("reads 'PLEASE WAIT...' and is disabled while verifying", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { input } = await renderRoute(`/verify-otp/${email}`, {
      handlers: [
        http.post(api('/auth/verify'), async () => {
          await answered;
          return ok({ purpose: 'sign_up', email, verified: true }, 'Email verified');
        }),
      ],
    });
    await enterCode(input, '4821');
    await input.click(verifyButton());
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'PLEASE WAIT...' });
    expect(busy.disabled).toBe(true);
    answer();
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeDefined();
  });

  it('shows a wrong code under the boxes and in a toast, and empties the boxes', async () => {
    const { router, input } = await renderRoute(`/verify-otp/${email}`, {
      handlers: [
        http.post(api('/auth/verify'), () =>
          fail(400, 'Invalid or expired OTP', { code: 'VALIDATION', errors: { otp: 'Invalid or expired OTP' } }),
        ),
      ],
    });
    await enterCode(input, '0000');
    await input.click(verifyButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired OTP');
    // The toast shows a moment after the message under the boxes (the toaster loads with the first toast).
    await waitFor(() => expect(screen.getAllByText('Invalid or expired OTP')).toHaveLength(2));
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(router.state.location.pathname).toBe(`/verify-otp/${email}`);
  });

  it("says 'OOPS!! Something went wrong!' when no server message arrives", async () => {
    const { input } = await renderRoute(`/verify-otp/${email}`, {
      handlers: [http.post(api('/auth/verify'), () => HttpResponse.error())],
    });
    await enterCode(input, '4821');
    await input.click(verifyButton());
    expect(await screen.findByText(errorMessages.otpFailed)).toBeDefined();
  });

  it('points to the development outbox only when the API keeps one', async () => {
    await renderRoute(`/verify-otp/${email}`, {
      handlers: [http.get('/dev/mail.json', () => HttpResponse.json({ success: true, data: [] }))],
    });
    const link = await screen.findByRole('link', { name: /development outbox/ });
    expect(link.getAttribute('href')).toBe('/dev/mail');
  });

  it('has no outbox hint when /dev/mail.json is just the app page', async () => {
    await renderRoute(`/verify-otp/${email}`);
    await waitFor(() => {
      expect(sentRequests('GET /dev/mail.json')).toHaveLength(1);
    });
    expect(screen.queryByRole('link', { name: /development outbox/ })).toBeNull();
  });
});

describe('OTP resend (spec §4: 60 s after arrival and after each resend)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  const advanceSeconds = (seconds: number) => {
    act(() => {
      vi.advanceTimersByTime(seconds * 1000);
    });
  };

  it("counts down 'Resend in N', then offers RESEND OTP and starts again after a resend", async () => {
    const { input } = await renderRoute(`/verify-email/${email}`, {
      handlers: [http.post(api('/auth/send-verification'), () => ok(null, 'Verification OTP sent'))],
    });
    expect(screen.getByRole('button', { name: 'Resend in 60' })).toBeDefined();
    advanceSeconds(1);
    expect(screen.getByRole('button', { name: 'Resend in 59' })).toBeDefined();
    advanceSeconds(58);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 1' }).disabled).toBe(true);
    advanceSeconds(1);

    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'RESEND OTP' });
    expect(resend.disabled).toBe(false);
    await input.click(resend);

    expect(await screen.findByText('Verification OTP sent')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Resend in 60' })).toBeDefined();
    expect(await sentBodies('POST /auth/send-verification')).toEqual([{ email, purpose: 'password_reset' }]);
  });

  it("toasts the server's cooldown message and keeps RESEND OTP available", async () => {
    const { input } = await renderRoute(`/verify-otp/${email}`, {
      handlers: [
        http.post(api('/auth/send-verification'), () =>
          fail(429, 'Please wait 12 seconds before requesting a new OTP.', { code: 'RATE_LIMITED' }),
        ),
      ],
    });
    advanceSeconds(60);
    await input.click(screen.getByRole('button', { name: 'RESEND OTP' }));
    expect(await screen.findByText('Please wait 12 seconds before requesting a new OTP.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'RESEND OTP' })).toBeDefined();
  });

  it('claims no verified email on a direct visit to /success: it goes to sign-in, keeping next', async () => {
    const { router } = await renderRoute('/success?next=%2Fjoin%2FABCD2345');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sign-in');
    });
    expect(router.state.location.search).toBe('?next=%2Fjoin%2FABCD2345');
    expect(screen.queryByText(authWebMessages.emailVerified)).toBeNull();
  });
});
