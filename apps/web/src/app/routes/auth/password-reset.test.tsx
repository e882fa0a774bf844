import { validationMessages as m } from '@scoreline/contracts';
import { authWebMessages } from '@scoreline/contracts/plain';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readResetToken, saveResetToken } from '@/features/auth/utils/reset-token';
import { saveCredentials } from '@/lib/credentials';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { sentBodies, sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const email = 'kim@example.com';
const resetToken = { accessToken: 'reset-1', id: 3, email, expiresAt: '2099-01-01T00:00:00.000Z' };

type Input = Awaited<ReturnType<typeof renderRoute>>['input'];

async function fill(input: Input, label: RegExp, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  await input.clear(field);
  if (value) await input.type(field, value);
}

describe('forgot password', () => {
  it('shows the §5 e-mail messages', async () => {
    const { input } = await renderRoute('/forgot-password');
    await input.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(m.emailRequired)).toBeDefined();
    await fill(input, /^email$/i, 'kim@');
    expect(await screen.findByText(m.emailInvalid)).toBeDefined();
    expect(await sentBodies('POST /auth/forgot-password')).toEqual([]);
  });

  it('asks for a code and goes to /verify-email/{email}', async () => {
    const { router, input } = await renderRoute('/forgot-password', {
      handlers: [http.post(api('/auth/forgot-password'), () => ok(null, 'Verification OTP sent'))],
    });
    await fill(input, /^email$/i, 'Kim@Example.com');
    await input.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/verify-email/${email}`);
    });
    expect(await sentBodies('POST /auth/forgot-password')).toEqual([{ email }]);
    expect(await screen.findByRole('heading', { name: 'Verify email' })).toBeDefined();
  });
});

describe('new password', () => {
  it('sends a visitor without a verified reset code to /forgot-password', async () => {
    const { router } = await renderRoute('/new-password');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password');
    });
  });

  it('treats an expired reset token as none', async () => {
    saveResetToken({ ...resetToken, expiresAt: '2001-01-01T00:00:00.000Z' });
    const { router } = await renderRoute('/new-password');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password');
    });
  });

  it('treats a stored reset token of another shape as none', async () => {
    sessionStorage.setItem('scoreline.reset-token', JSON.stringify({ ...resetToken, id: 'three' }));
    const { router } = await renderRoute('/new-password');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password');
    });
    expect(readResetToken()).toBeNull();
  });

  it('is also what /reset-password opens', async () => {
    saveResetToken(resetToken);
    const { router } = await renderRoute('/reset-password');
    expect(await screen.findByRole('heading', { name: 'New password' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/new-password');
  });

  it.each([
    ['', '', m.passwordRequired, m.confirmPasswordRequired],
    ['secret', '', m.passwordUppercase, m.confirmPasswordRequired],
    ['Secret1', 'Secret2', '', m.passwordsDoNotMatch],
  ])('validates %j / %j with the §5 messages', async (password, confirmation, passwordMessage, confirmMessage) => {
    saveResetToken(resetToken);
    const { input } = await renderRoute('/new-password');
    await fill(input, /^new password$/i, password);
    await fill(input, /^confirm password$/i, confirmation);
    await input.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(confirmMessage)).toBeDefined();
    if (passwordMessage) expect(screen.getByText(passwordMessage)).toBeDefined();
    expect(await sentBodies('POST /auth/reset-password')).toEqual([]);
  });

  it('resets with the reset token (not the sign-in token), forgets it and shows the success page', async () => {
    saveCredentials(makeCredentials({ accessToken: 'session-token' }));
    saveResetToken(resetToken);
    const { router, input } = await renderRoute('/new-password', {
      handlers: [http.post(api('/auth/reset-password'), () => ok(null, 'Password reset successfully'))],
    });
    expect(await screen.findByText(email)).toBeDefined();
    await fill(input, /^new password$/i, 'NewSecret9');
    await fill(input, /^confirm password$/i, 'NewSecret9');
    await input.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/password-reset-success');
    });
    expect(await screen.findByText('Password reset successfully')).toBeDefined();
    // The toast says it at once; the success page (a lazy route) may still be loading.
    expect((await screen.findByRole('link', { name: 'Log in account' })).getAttribute('href')).toBe('/sign-in');
    expect(await sentBodies('POST /auth/reset-password')).toEqual([{ newPassword: 'NewSecret9' }]);
    expect(sentRequests('POST /auth/reset-password')[0]?.headers.get('Authorization')).toBe('Bearer reset-1');
    expect(readResetToken()).toBeNull();
  });

  it('starts the flow again when the reset token is no longer accepted', async () => {
    saveResetToken(resetToken);
    const { router, input } = await renderRoute('/new-password', {
      handlers: [
        http.post(api('/auth/reset-password'), () =>
          fail(401, 'Access token is invalid or expired', { code: 'INVALID_CREDENTIALS' }),
        ),
      ],
    });
    await fill(input, /^new password$/i, 'NewSecret9');
    await fill(input, /^confirm password$/i, 'NewSecret9');
    await input.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Access token is invalid or expired')).toBeDefined();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password');
    });
    expect(readResetToken()).toBeNull();
  });

  it('claims no reset on a direct visit to /password-reset-success: it goes to sign-in', async () => {
    const { router } = await renderRoute('/password-reset-success');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sign-in');
    });
    expect(screen.queryByText(authWebMessages.passwordResetDone)).toBeNull();
  });
});
