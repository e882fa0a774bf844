import { validationMessages as m } from '@scoreline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { sentBodies } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

type Input = Awaited<ReturnType<typeof renderRoute>>['input'];

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

async function fillForm(input: Input, values: Partial<typeof valid> = {}, { acceptTerms = true } = {}) {
  for (const [field, value] of Object.entries({ ...valid, ...values })) {
    const control = screen.getByLabelText(labels[field as keyof typeof valid]);
    await input.clear(control);
    if (value) await input.type(control, value);
  }
  if (acceptTerms) await input.click(screen.getByRole('checkbox', { name: /terms of use/i }));
}

const submit = (input: Input) => input.click(screen.getByRole('button', { name: 'Create account' }));

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

describe('sign-up page', () => {
  it('shows every §5 message on an empty submit and sends nothing', async () => {
    const { input } = await renderRoute('/sign-up');
    await submit(input);

    expect(await screen.findByText(m.emailRequired)).toBeDefined();
    expect(messageUnder(labels.firstname)).toBe(m.firstnameRequired);
    expect(messageUnder(labels.lastname)).toBe(m.lastnameRequired);
    expect(messageUnder(labels.username)).toBe(m.usernameRequired);
    expect(messageUnder(labels.password)).toBe(m.passwordRequired);
    expect(messageUnder(labels.confirmPassword)).toBe(m.confirmPasswordRequired);
    expect(screen.getByText(m.termsRequired)).toBeDefined();
    expect(await sentBodies('POST /auth/sign-up')).toEqual([]);
  });

  it('puts the focus on the first invalid field in reading order', async () => {
    const { input } = await renderRoute('/sign-up');
    await fillForm(input, { email: '', username: '' }, { acceptTerms: false });
    await submit(input);
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
    const { input } = await renderRoute('/sign-up');
    await fillForm(input, { password, confirmPassword: password });
    await submit(input);
    await waitFor(() => {
      expect(messageUnder(labels.password)).toBe(message);
    });
    expect(messageUnder(labels.confirmPassword)).toBe('');
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const { input } = await renderRoute('/sign-up');
    await fillForm(input, { confirmPassword: 'Secret2' });
    await submit(input);
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeDefined();
    expect(messageUnder(labels.password)).toBe('');
  });

  it('asks for the Terms of Use, and links to them', async () => {
    const { input } = await renderRoute('/sign-up');
    // The form's own link (the footer has one too).
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: /terms of use/i }).getAttribute('href')).toBe('/terms-of-use');
    await fillForm(input, {}, { acceptTerms: false });
    await submit(input);
    expect(await screen.findByText(m.termsRequired)).toBeDefined();
  });

  it('creates the account with the §7 fields and goes to the OTP page', async () => {
    const { router, input } = await renderRoute('/sign-up', {
      handlers: [
        http.post(api('/auth/sign-up'), () =>
          ok({ email: 'kim@example.com' }, 'Account created. We have sent an OTP to your email.', { status: 201 }),
        ),
      ],
    });
    await fillForm(input);
    await submit(input);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/verify-otp/kim@example.com');
    });
    expect(await screen.findByText('Account created. We have sent an OTP to your email.')).toBeDefined();
    expect(await sentBodies('POST /auth/sign-up')).toEqual([{ ...valid, email: 'kim@example.com' }]);
  });

  it("shows the server's field errors under the fields, and its message in a toast", async () => {
    const { input } = await renderRoute('/sign-up', {
      handlers: [
        http.post(api('/auth/sign-up'), () =>
          fail(400, 'Username may contain only letters, numbers and underscores', {
            errors: { username: 'Username may contain only letters, numbers and underscores' },
          }),
        ),
      ],
    });
    await fillForm(input);
    await submit(input);
    await waitFor(() => {
      expect(messageUnder(labels.username)).toBe('Username may contain only letters, numbers and underscores');
    });
    expect(screen.getAllByText('Username may contain only letters, numbers and underscores')).toHaveLength(2);
  });

  it('toasts a duplicate account and stays on the form', async () => {
    const { router, input } = await renderRoute('/sign-up', {
      handlers: [
        http.post(api('/auth/sign-up'), () =>
          fail(409, 'An account with this email already exists', { code: 'CONFLICT' }),
        ),
      ],
    });
    await fillForm(input);
    await submit(input);
    expect(await screen.findByText('An account with this email already exists')).toBeDefined();
    expect(router.state.location.pathname).toBe('/sign-up');
  });
});
