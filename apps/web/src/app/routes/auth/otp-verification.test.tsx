import { errorMessages } from '@scoreline/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCredentials } from '@/lib/credentials';
import {
  errorResponse,
  renderAuthRoute,
  sentBodies,
  setUpAuthScreens,
  stubApi,
  tearDownAuthScreens,
} from '../testing/render-auth-route';

const email = 'kim@example.com';
const verified = () =>
  Response.json({ success: true, message: 'Email verified', data: { purpose: 'sign_up', email, verified: true } });
const resetToken = { accessToken: 'reset-1', id: 3, email, expiresAt: '2099-01-01T00:00:00.000Z' };
const resetVerified = () =>
  Response.json({ success: true, message: 'Email verified', data: { purpose: 'password_reset', resetToken } });

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Digit/ });

function enterCode(code: string) {
  const [first] = boxes();
  if (!first) throw new Error('no OTP boxes');
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'VERIFY OTP' });

beforeEach(setUpAuthScreens);
afterEach(tearDownAuthScreens);

describe('OTP verification (/verify-otp/:email and /verify-email/:email)', () => {
  it('sends a visitor without a valid e-mail in the address to /sign-in', async () => {
    stubApi();
    const router = renderAuthRoute('/verify-email/not-an-email');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sign-in');
    });
  });

  it("shows 'VERIFY EMAIL', the address, one box per digit, VERIFY OTP and the resend line", async () => {
    stubApi();
    renderAuthRoute(`/verify-email/${email}`);
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
    stubApi({
      'GET /config': Response.json({ success: true, data: { otpLength: 6, otpResendSeconds: 60, demo: false } }),
    });
    renderAuthRoute(`/verify-otp/${email}`);
    await waitFor(() => {
      expect(boxes()).toHaveLength(6);
    });
  });

  it('does nothing while the code is incomplete', () => {
    const fetchMock = stubApi({ 'POST /auth/verify': verified });
    renderAuthRoute(`/verify-otp/${email}`);
    fireEvent.click(verifyButton());
    enterCode('12');
    fireEvent.click(verifyButton());
    expect(sentBodies(fetchMock, 'POST /auth/verify')).toEqual([]);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('verifies a sign-up code and goes to the success page', async () => {
    const fetchMock = stubApi({ 'POST /auth/verify': verified });
    const router = renderAuthRoute(`/verify-otp/${email}`);
    enterCode('4821');
    fireEvent.click(verifyButton());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/success');
    });
    expect(sentBodies(fetchMock, 'POST /auth/verify')).toEqual([{ email, otp: '4821', purpose: 'sign_up' }]);
    expect(screen.getByRole('link', { name: 'Log in account' }).getAttribute('href')).toBe('/sign-in');
  });

  it('keeps the reset token apart from the sign-in credentials and goes to /new-password', async () => {
    const fetchMock = stubApi({ 'POST /auth/verify': resetVerified });
    const router = renderAuthRoute(`/verify-email/${email}`);
    enterCode('4821');
    fireEvent.click(verifyButton());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/new-password');
    });
    expect(sentBodies(fetchMock, 'POST /auth/verify')).toEqual([{ email, otp: '4821', purpose: 'password_reset' }]);
    expect(JSON.parse(sessionStorage.getItem('scoreline.reset-token') ?? 'null')).toEqual(resetToken);
    expect(readCredentials()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'New password' })).toBeDefined();
  });

  it("reads 'PLEASE WAIT...' and is disabled while verifying", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'POST /auth/verify': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderAuthRoute(`/verify-otp/${email}`);
    enterCode('4821');
    fireEvent.click(verifyButton());
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'PLEASE WAIT...' });
    expect(busy.disabled).toBe(true);
    answer(verified());
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeDefined();
  });

  it('shows a wrong code under the boxes and in a toast, and empties the boxes', async () => {
    stubApi({
      'POST /auth/verify': errorResponse(400, 'Invalid or expired OTP', {
        code: 'VALIDATION',
        errors: { otp: 'Invalid or expired OTP' },
      }),
    });
    const router = renderAuthRoute(`/verify-otp/${email}`);
    enterCode('0000');
    fireEvent.click(verifyButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired OTP');
    expect(screen.getAllByText('Invalid or expired OTP')).toHaveLength(2);
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(router.state.location.pathname).toBe(`/verify-otp/${email}`);
  });

  it("says 'OOPS!! Something went wrong!' when no server message arrives", async () => {
    stubApi({ 'POST /auth/verify': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAuthRoute(`/verify-otp/${email}`);
    enterCode('4821');
    fireEvent.click(verifyButton());
    expect(await screen.findByText(errorMessages.otpFailed)).toBeDefined();
  });

  it('points to the development outbox only when the API keeps one', async () => {
    stubApi({ 'GET /dev/mail.json': Response.json({ success: true, data: [] }) });
    renderAuthRoute(`/verify-otp/${email}`);
    const link = await screen.findByRole('link', { name: /development outbox/ });
    expect(link.getAttribute('href')).toBe('/dev/mail');
  });

  it('has no outbox hint when /dev/mail.json is just the app page', async () => {
    const fetchMock = stubApi();
    renderAuthRoute(`/verify-otp/${email}`);
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => url === '/dev/mail.json')).toBe(true);
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
    const fetchMock = stubApi({
      'POST /auth/send-verification': Response.json({ success: true, message: 'Verification OTP sent', data: null }),
    });
    renderAuthRoute(`/verify-email/${email}`);
    expect(screen.getByRole('button', { name: 'Resend in 60' })).toBeDefined();
    advanceSeconds(1);
    expect(screen.getByRole('button', { name: 'Resend in 59' })).toBeDefined();
    advanceSeconds(58);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 1' }).disabled).toBe(true);
    advanceSeconds(1);

    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'RESEND OTP' });
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);

    expect(await screen.findByText('Verification OTP sent')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Resend in 60' })).toBeDefined();
    expect(sentBodies(fetchMock, 'POST /auth/send-verification')).toEqual([{ email, purpose: 'password_reset' }]);
  });

  it("toasts the server's cooldown message and keeps RESEND OTP available", async () => {
    stubApi({
      'POST /auth/send-verification': errorResponse(429, 'Please wait 12 seconds before requesting a new OTP.', {
        code: 'RATE_LIMITED',
      }),
    });
    renderAuthRoute(`/verify-otp/${email}`);
    advanceSeconds(60);
    fireEvent.click(screen.getByRole('button', { name: 'RESEND OTP' }));
    expect(await screen.findByText('Please wait 12 seconds before requesting a new OTP.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'RESEND OTP' })).toBeDefined();
  });
});
