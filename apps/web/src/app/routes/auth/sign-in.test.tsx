import { errorMessages, validationMessages as m } from '@scoreline/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readCredentials } from '@/lib/credentials';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { sentBodies } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const storageKey = 'scoreline.credentials';
const signedIn = http.post(api('/auth/sign-in'), () =>
  ok(makeCredentials({ email: 'sam@example.com' }), 'Successfully logged in'),
);
// Where sign-in leads: the matches page asks for its round.
const roundMatches = http.get(api('/match'), () =>
  ok({ matches: { rows: [], count: 0 }, round: 27, total_rounds: 38, current_round: 27, stages: [] }),
);

type Input = Awaited<ReturnType<typeof renderRoute>>['input'];

async function fill(input: Input, label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await input.clear(field);
  if (value) await input.type(field, value);
}

const submit = (input: Input) => input.click(screen.getByRole('button', { name: 'Sign in' }));

describe('sign-in page', () => {
  it('shows the §5 messages on an empty submit and sends nothing', async () => {
    const { input } = await renderRoute('/sign-in');
    await submit(input);
    expect(await screen.findByText(m.emailRequired)).toBeDefined();
    expect(screen.getByText(m.passwordRequired)).toBeDefined();
    expect(await sentBodies('POST /auth/sign-in')).toEqual([]);
  });

  it("says 'Invalid email address' for a malformed address", async () => {
    const { input } = await renderRoute('/sign-in');
    await fill(input, /^email$/i, 'sam@example');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);
    expect(await screen.findByText(m.emailInvalid)).toBeDefined();
    expect(screen.queryByText(m.passwordRequired)).toBeNull();
  });

  it('offers Forgot Password and Create Account, with Remember this device checked', async () => {
    await renderRoute('/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember this device' }).checked).toBe(true);
  });

  it('signs in, remembers the device, toasts and goes to the upcoming matches', async () => {
    const { router, input } = await renderRoute('/sign-in', { handlers: [signedIn, roundMatches] });
    await fill(input, /^email$/i, '  Sam@Example.com ');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);

    expect(await screen.findByText('Successfully logged in')).toBeDefined();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/upcoming-matches');
    });
    expect(await sentBodies('POST /auth/sign-in')).toEqual([
      { email: 'sam@example.com', password: 'Secret1', remember: true },
    ]);
    expect(localStorage.getItem(storageKey)).not.toBeNull();
    expect(readCredentials()?.accessToken).toBe('token-1');
  });

  it('returns to the signed-in page that sent the visitor (?next=), and never to another site', async () => {
    const { router, input } = await renderRoute('/sign-in?next=%2Fleaderboard%3Fround%3D3', { handlers: [signedIn] });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/leaderboard');
    });
    expect(router.state.location.search).toBe('?round=3');
  });

  it('ignores a ?next= that leaves the signed-in pages once normalised', async () => {
    const { router, input } = await renderRoute('/sign-in?next=%2Fleaderboard%2F..%2F..%2Fsign-out', {
      handlers: [signedIn, roundMatches],
    });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/upcoming-matches');
    });
  });

  it('keeps the credentials for this browser session only when the device is not remembered', async () => {
    const { router, input } = await renderRoute('/sign-in', { handlers: [signedIn, roundMatches] });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Secret1');
    await input.click(screen.getByRole('checkbox', { name: 'Remember this device' }));
    await submit(input);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/upcoming-matches');
    });
    expect((await sentBodies('POST /auth/sign-in'))[0]).toMatchObject({ remember: false });
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(sessionStorage.getItem(storageKey)).not.toBeNull();
  });

  it('disables the button while signing in', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { input } = await renderRoute('/sign-in', {
      handlers: [
        http.post(api('/auth/sign-in'), async () => {
          await answered;
          return ok(makeCredentials(), 'Successfully logged in');
        }),
        roundMatches,
      ],
    });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Signing in...' });
    expect(busy.disabled).toBe(true);
    answer();
    expect(await screen.findByText('Successfully logged in')).toBeDefined();
  });

  it("routes an unverified account to the OTP page on 'Email verification sent'", async () => {
    const { router, input } = await renderRoute('/sign-in', {
      handlers: [
        http.post(api('/auth/sign-in'), () => fail(403, 'Email verification sent', { code: 'EMAIL_NOT_VERIFIED' })),
      ],
    });
    await fill(input, /^email$/i, 'New@Example.com');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/verify-otp/new@example.com');
    });
    expect(await screen.findByText('Email verification sent')).toBeDefined();
    expect(readCredentials()).toBeNull();
  });

  it('shows the blocked message on the form and in a toast', async () => {
    const { router, input } = await renderRoute('/sign-in', {
      handlers: [
        http.post(api('/auth/sign-in'), () => fail(403, errorMessages.accountBlocked, { code: 'ACCOUNT_BLOCKED' })),
      ],
    });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);

    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.accountBlocked);
    expect(screen.getAllByText(errorMessages.accountBlocked)).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('decides on the code, not the words: a reworded blocked message still shows the blocked alert', async () => {
    const { input } = await renderRoute('/sign-in', {
      handlers: [http.post(api('/auth/sign-in'), () => fail(403, 'Account suspended', { code: 'ACCOUNT_BLOCKED' }))],
    });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.accountBlocked);
  });

  it("toasts the server's message for wrong credentials", async () => {
    const { input } = await renderRoute('/sign-in', {
      handlers: [
        http.post(api('/auth/sign-in'), () => fail(401, 'Invalid email or password', { code: 'INVALID_CREDENTIALS' })),
      ],
    });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Wrong1');
    await submit(input);
    expect(await screen.findByText('Invalid email or password')).toBeDefined();
    expect(readCredentials()).toBeNull();
  });

  it("falls back to 'An error occurred' when the answer carries no message", async () => {
    const { input } = await renderRoute('/sign-in', {
      handlers: [http.post(api('/auth/sign-in'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }))],
    });
    await fill(input, /^email$/i, 'sam@example.com');
    await fill(input, /^password$/i, 'Secret1');
    await submit(input);
    expect(await screen.findByText(errorMessages.generic)).toBeDefined();
  });
});
