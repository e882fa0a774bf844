import { validationMessages as m } from '@scoreline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCredentials } from '@/lib/credentials';
import { makeCredentials } from '@/testing/credentials';
import {
  errorResponse,
  renderAuthRoute,
  sentBodies,
  setUpAuthScreens,
  stubApi,
  tearDownAuthScreens,
} from '../testing/render-auth-route';
import { readResetToken, saveResetToken } from '../utils/reset-token';

const email = 'kim@example.com';
const resetToken = { accessToken: 'reset-1', id: 3, email, expiresAt: '2099-01-01T00:00:00.000Z' };

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

beforeEach(setUpAuthScreens);
afterEach(tearDownAuthScreens);

describe('forgot password', () => {
  it('shows the §5 e-mail messages', async () => {
    const fetchMock = stubApi();
    renderAuthRoute('/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(m.emailRequired)).toBeDefined();
    fill(/^email$/i, 'kim@');
    expect(await screen.findByText(m.emailInvalid)).toBeDefined();
    expect(sentBodies(fetchMock, 'POST /auth/forgot-password')).toEqual([]);
  });

  it('asks for a code and goes to /verify-email/{email}', async () => {
    const fetchMock = stubApi({
      'POST /auth/forgot-password': Response.json({
        success: true,
        message: 'Verification OTP sent',
        data: null,
      }),
    });
    const router = renderAuthRoute('/forgot-password');
    fill(/^email$/i, 'Kim@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/verify-email/${email}`);
    });
    expect(sentBodies(fetchMock, 'POST /auth/forgot-password')).toEqual([{ email }]);
    expect(await screen.findByRole('heading', { name: 'Verify email' })).toBeDefined();
  });
});

describe('new password', () => {
  it('sends a visitor without a verified reset code to /forgot-password', async () => {
    stubApi();
    const router = renderAuthRoute('/new-password');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password');
    });
  });

  it('treats an expired reset token as none', async () => {
    stubApi();
    saveResetToken({ ...resetToken, expiresAt: '2001-01-01T00:00:00.000Z' });
    const router = renderAuthRoute('/new-password');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password');
    });
  });

  it('is also what /reset-password opens', async () => {
    stubApi();
    saveResetToken(resetToken);
    const router = renderAuthRoute('/reset-password');
    expect(await screen.findByRole('heading', { name: 'New password' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/new-password');
  });

  it.each([
    ['', '', m.passwordRequired, m.confirmPasswordRequired],
    ['secret', '', m.passwordUppercase, m.confirmPasswordRequired],
    ['Secret1', 'Secret2', '', m.passwordsDoNotMatch],
  ])('validates %j / %j with the §5 messages', async (password, confirmation, passwordMessage, confirmMessage) => {
    const fetchMock = stubApi();
    saveResetToken(resetToken);
    renderAuthRoute('/new-password');
    fill(/^new password$/i, password);
    fill(/^confirm password$/i, confirmation);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(confirmMessage)).toBeDefined();
    if (passwordMessage) expect(screen.getByText(passwordMessage)).toBeDefined();
    expect(sentBodies(fetchMock, 'POST /auth/reset-password')).toEqual([]);
  });

  it('resets with the reset token (not the sign-in token), forgets it and shows the success page', async () => {
    saveCredentials(makeCredentials({ accessToken: 'session-token' }));
    const fetchMock = stubApi({
      'POST /auth/reset-password': Response.json({ success: true, message: 'Password reset successfully', data: null }),
    });
    saveResetToken(resetToken);
    const router = renderAuthRoute('/new-password');
    expect(screen.getByText(email)).toBeDefined();
    fill(/^new password$/i, 'NewSecret9');
    fill(/^confirm password$/i, 'NewSecret9');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/password-reset-success');
    });
    expect(await screen.findByText('Password reset successfully')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log in account' }).getAttribute('href')).toBe('/sign-in');
    expect(sentBodies(fetchMock, 'POST /auth/reset-password')).toEqual([{ newPassword: 'NewSecret9' }]);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/v1/auth/reset-password') ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer reset-1');
    expect(readResetToken()).toBeNull();
  });

  it('starts the flow again when the reset token is no longer accepted', async () => {
    stubApi({ 'POST /auth/reset-password': errorResponse(401, 'Access token is invalid or expired') });
    saveResetToken(resetToken);
    const router = renderAuthRoute('/new-password');
    fill(/^new password$/i, 'NewSecret9');
    fill(/^confirm password$/i, 'NewSecret9');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Access token is invalid or expired')).toBeDefined();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password');
    });
    expect(readResetToken()).toBeNull();
  });
});
