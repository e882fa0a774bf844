import { errorMessages, validationMessages as m } from '@scoreline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCredentials } from '@/lib/credentials';
import { makeCredentials } from '@/testing/credentials';
import {
  errorResponse,
  renderAuthRoute,
  sentBodies,
  setUpAuthScreens,
  stubApi,
  tearDownAuthScreens,
} from '../testing/render-auth-route';

const storageKey = 'scoreline.credentials';
const signedIn = () =>
  Response.json({
    success: true,
    message: 'Successfully logged in',
    data: makeCredentials({ email: 'sam@example.com' }),
  });

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeEach(setUpAuthScreens);
afterEach(tearDownAuthScreens);

describe('sign-in page', () => {
  it('shows the §5 messages on an empty submit and sends nothing', async () => {
    const fetchMock = stubApi();
    renderAuthRoute('/sign-in');
    submit();
    expect(await screen.findByText(m.emailRequired)).toBeDefined();
    expect(screen.getByText(m.passwordRequired)).toBeDefined();
    expect(sentBodies(fetchMock, 'POST /auth/sign-in')).toEqual([]);
  });

  it("says 'Invalid email address' for a malformed address", async () => {
    stubApi();
    renderAuthRoute('/sign-in');
    fill(/^email$/i, 'sam@example');
    fill(/^password$/i, 'Secret1');
    submit();
    expect(await screen.findByText(m.emailInvalid)).toBeDefined();
    expect(screen.queryByText(m.passwordRequired)).toBeNull();
  });

  it('offers Forgot Password and Create Account, with Remember this device checked', () => {
    stubApi();
    renderAuthRoute('/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember this device' }).checked).toBe(true);
  });

  it('signs in, remembers the device, toasts and goes to the upcoming matches', async () => {
    const fetchMock = stubApi({ 'POST /auth/sign-in': signedIn });
    const router = renderAuthRoute('/sign-in');
    fill(/^email$/i, '  Sam@Example.com ');
    fill(/^password$/i, 'Secret1');
    submit();

    expect(await screen.findByText('Successfully logged in')).toBeDefined();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/upcoming-matches');
    });
    expect(sentBodies(fetchMock, 'POST /auth/sign-in')).toEqual([
      { email: 'sam@example.com', password: 'Secret1', remember: true },
    ]);
    expect(localStorage.getItem(storageKey)).not.toBeNull();
    expect(readCredentials()?.accessToken).toBe('token-1');
  });

  it('returns to the signed-in page that sent the visitor (?next=), and never to another site', async () => {
    stubApi({ 'POST /auth/sign-in': signedIn });
    const router = renderAuthRoute('/sign-in?next=%2Fleaderboard%3Fround%3D3');
    fill(/^email$/i, 'sam@example.com');
    fill(/^password$/i, 'Secret1');
    submit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/leaderboard');
    });
    expect(router.state.location.search).toBe('?round=3');
  });

  it('keeps the credentials for this browser session only when the device is not remembered', async () => {
    const fetchMock = stubApi({ 'POST /auth/sign-in': signedIn });
    const router = renderAuthRoute('/sign-in');
    fill(/^email$/i, 'sam@example.com');
    fill(/^password$/i, 'Secret1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember this device' }));
    submit();

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/upcoming-matches');
    });
    expect(sentBodies(fetchMock, 'POST /auth/sign-in')[0]).toMatchObject({ remember: false });
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(sessionStorage.getItem(storageKey)).not.toBeNull();
  });

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubApi({ 'POST /auth/sign-in': () => pending });
    renderAuthRoute('/sign-in');
    fill(/^email$/i, 'sam@example.com');
    fill(/^password$/i, 'Secret1');
    submit();

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Signing in...' });
    expect(busy.disabled).toBe(true);
    answer(signedIn());
    expect(await screen.findByText('Successfully logged in')).toBeDefined();
  });

  it("routes an unverified account to the OTP page on 'Email verification sent'", async () => {
    stubApi({
      'POST /auth/sign-in': errorResponse(403, 'Email verification sent', { code: 'EMAIL_NOT_VERIFIED' }),
    });
    const router = renderAuthRoute('/sign-in');
    fill(/^email$/i, 'New@Example.com');
    fill(/^password$/i, 'Secret1');
    submit();

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/verify-otp/new@example.com');
    });
    expect(await screen.findByText('Email verification sent')).toBeDefined();
    expect(readCredentials()).toBeNull();
  });

  it('shows the blocked message on the form and in a toast', async () => {
    stubApi({
      'POST /auth/sign-in': errorResponse(403, errorMessages.accountBlocked, { code: 'ACCOUNT_BLOCKED' }),
    });
    const router = renderAuthRoute('/sign-in');
    fill(/^email$/i, 'sam@example.com');
    fill(/^password$/i, 'Secret1');
    submit();

    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.accountBlocked);
    expect(screen.getAllByText(errorMessages.accountBlocked)).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it("toasts the server's message for wrong credentials", async () => {
    stubApi({ 'POST /auth/sign-in': errorResponse(401, 'Invalid email or password', { code: 'INVALID_CREDENTIALS' }) });
    renderAuthRoute('/sign-in');
    fill(/^email$/i, 'sam@example.com');
    fill(/^password$/i, 'Wrong1');
    submit();
    expect(await screen.findByText('Invalid email or password')).toBeDefined();
    expect(readCredentials()).toBeNull();
  });

  it("falls back to 'An error occurred' when the answer carries no message", async () => {
    stubApi({ 'POST /auth/sign-in': new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderAuthRoute('/sign-in');
    fill(/^email$/i, 'sam@example.com');
    fill(/^password$/i, 'Secret1');
    submit();
    expect(await screen.findByText(errorMessages.generic)).toBeDefined();
  });
});
