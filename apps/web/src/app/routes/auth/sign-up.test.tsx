import { validationMessages as m } from '@scoreline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponse,
  renderAuthRoute,
  sentBodies,
  setUpAuthScreens,
  stubApi,
  tearDownAuthScreens,
} from '../testing/render-auth-route';

const valid = {
  email: 'Kim@Example.com',
  firstname: 'Kim',
  lastname: 'Little',
  username: 'kim_10',
  password: 'Secret1',
  confirmPassword: 'Secret1',
};

const labels: Record<keyof typeof valid, RegExp> = {
  email: /^email$/i,
  firstname: /^first name$/i,
  lastname: /^last name$/i,
  username: /^username$/i,
  password: /^password$/i,
  confirmPassword: /^confirm password$/i,
};

function fillForm(values: Partial<typeof valid> = {}, { acceptTerms = true } = {}) {
  for (const [field, value] of Object.entries({ ...valid, ...values })) {
    fireEvent.change(screen.getByLabelText(labels[field as keyof typeof valid]), { target: { value } });
  }
  if (acceptTerms) fireEvent.click(screen.getByRole('checkbox', { name: /terms of use/i }));
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
};

/** The message shown under a field (its accessible description), or '' when there is none. */
function messageUnder(label: RegExp): string {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.id.endsWith('-error'))
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

beforeEach(setUpAuthScreens);
afterEach(tearDownAuthScreens);

describe('sign-up page', () => {
  it('shows every §5 message on an empty submit and sends nothing', async () => {
    const fetchMock = stubApi();
    renderAuthRoute('/sign-up');
    submit();

    expect(await screen.findByText(m.emailRequired)).toBeDefined();
    expect(messageUnder(labels.firstname)).toBe(m.firstnameRequired);
    expect(messageUnder(labels.lastname)).toBe(m.lastnameRequired);
    expect(messageUnder(labels.username)).toBe(m.usernameRequired);
    expect(messageUnder(labels.password)).toBe(m.passwordRequired);
    expect(messageUnder(labels.confirmPassword)).toBe(m.confirmPasswordRequired);
    expect(screen.getByText(m.termsRequired)).toBeDefined();
    expect(sentBodies(fetchMock, 'POST /auth/sign-up')).toEqual([]);
  });

  it('puts the focus on the first invalid field in reading order', async () => {
    stubApi();
    renderAuthRoute('/sign-up');
    fillForm({ email: '', username: '' }, { acceptTerms: false });
    submit();
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByLabelText(labels.email));
    });
  });

  it.each([
    ['Ab1', m.passwordTooShort],
    ['abcdef1', m.passwordUppercase],
    ['ABCDEF1', m.passwordLowercase],
    ['Abcdefg', m.passwordNumber],
  ])('shows only the first failing password rule for %j', async (password, message) => {
    stubApi();
    renderAuthRoute('/sign-up');
    fillForm({ password, confirmPassword: password });
    submit();
    await waitFor(() => {
      expect(messageUnder(labels.password)).toBe(message);
    });
    expect(messageUnder(labels.confirmPassword)).toBe('');
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    stubApi();
    renderAuthRoute('/sign-up');
    fillForm({ confirmPassword: 'Secret2' });
    submit();
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeDefined();
    expect(messageUnder(labels.password)).toBe('');
  });

  it('asks for the Terms of Use, and links to them', async () => {
    stubApi();
    renderAuthRoute('/sign-up');
    expect(screen.getByRole('link', { name: /terms of use/i }).getAttribute('href')).toBe('/terms-of-use');
    fillForm({}, { acceptTerms: false });
    submit();
    expect(await screen.findByText(m.termsRequired)).toBeDefined();
  });

  it('creates the account with the §7 fields and goes to the OTP page', async () => {
    const fetchMock = stubApi({
      'POST /auth/sign-up': Response.json(
        {
          success: true,
          message: 'Account created. We have sent an OTP to your email.',
          data: { email: 'kim@example.com' },
        },
        { status: 201 },
      ),
    });
    const router = renderAuthRoute('/sign-up');
    fillForm();
    submit();

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/verify-otp/kim@example.com');
    });
    expect(await screen.findByText('Account created. We have sent an OTP to your email.')).toBeDefined();
    expect(sentBodies(fetchMock, 'POST /auth/sign-up')).toEqual([{ ...valid, email: 'kim@example.com' }]);
  });

  it("shows the server's field errors under the fields, and its message in a toast", async () => {
    stubApi({
      'POST /auth/sign-up': errorResponse(400, 'Username may contain only letters, numbers and underscores', {
        errors: { username: 'Username may contain only letters, numbers and underscores' },
      }),
    });
    renderAuthRoute('/sign-up');
    fillForm();
    submit();
    await waitFor(() => {
      expect(messageUnder(labels.username)).toBe('Username may contain only letters, numbers and underscores');
    });
    expect(screen.getAllByText('Username may contain only letters, numbers and underscores')).toHaveLength(2);
  });

  it('toasts a duplicate account and stays on the form', async () => {
    stubApi({
      'POST /auth/sign-up': errorResponse(409, 'An account with this email already exists', { code: 'CONFLICT' }),
    });
    const router = renderAuthRoute('/sign-up');
    fillForm();
    submit();
    expect(await screen.findByText('An account with this email already exists')).toBeDefined();
    expect(router.state.location.pathname).toBe('/sign-up');
  });
});
