import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { validationMessages as m } from './messages';
import { limits } from './limits';
import { emailAddressSchema, emailField, firstErrorPerField, signInBodySchema, signUpBodySchema } from './validation';
import { forgotPasswordRequestSchema } from './auth';
import { dataOf, errorsOf, issueCount, validSignUp } from './validation.test-support';

describe('firstErrorPerField', () => {
  const issue = (path: PropertyKey[], message: string) =>
    ({ code: 'custom', path, message, input: undefined }) as unknown as z.core.$ZodIssue;

  it('keeps the first message per field, in order', () => {
    expect(
      firstErrorPerField([
        issue(['password'], 'first'),
        issue(['email'], 'email first'),
        issue(['password'], 'second'),
        issue(['email'], 'email second'),
      ]),
    ).toEqual({ password: 'first', email: 'email first' });
  });

  it('joins nested paths with dots and files root issues under "_"', () => {
    expect(
      firstErrorPerField([issue(['items', 0, 'name'], 'nested'), issue([], 'root'), issue([], 'root again')]),
    ).toEqual({ 'items.0.name': 'nested', _: 'root' });
  });

  it('gives an empty record for no issues', () => {
    expect(firstErrorPerField([])).toEqual({});
  });
});

describe('email field', () => {
  it.each([
    ['', m.emailRequired],
    ['   ', m.emailRequired],
    ['\t\n', m.emailRequired],
    ['nope', m.emailInvalid],
    ['a@b', m.emailInvalid],
    ['@b.co', m.emailInvalid],
    ['a@.co', m.emailInvalid],
    ['a@b.', m.emailInvalid],
    ['a@@b.co', m.emailInvalid],
    ['a b@c.de', m.emailInvalid],
    ['ada@exa mple.com', m.emailInvalid],
    [`${'a'.repeat(250)}@b.co`, m.emailInvalid],
  ])('%j → %j', (email, message) => {
    expect(errorsOf(signInBodySchema, { email, password: 'x' })).toEqual({ email: message });
    expect(issueCount(signInBodySchema, { email, password: 'x' }, 'email')).toBe(1);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a number', 42],
  ])('%s → "Email is required", not zod\'s generic message', (_label, email) => {
    expect(errorsOf(signInBodySchema, { email, password: 'x' })).toEqual({ email: m.emailRequired });
  });

  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada.Lovelace@Example.COM  ', 'ada.lovelace@example.com'],
    ['\tUSER+tag@Sub.Example.org\n', 'user+tag@sub.example.org'],
    ['a@b.co', 'a@b.co'],
  ])('accepts %j and gives %j (trimmed, lower-cased)', (email, expected) => {
    expect(dataOf(emailField, email)).toBe(expected);
  });

  it('accepts an address of exactly the maximum length', () => {
    const email = `${'a'.repeat(limits.emailMax - '@b.co'.length)}@b.co`;
    expect(email).toHaveLength(254);
    expect(dataOf(emailField, email)).toBe(email);
    expect(errorsOf(emailField, `a${email}`)).toEqual({ _: m.emailInvalid });
  });
});

describe('emailAddressSchema', () => {
  it('gives the verdict of emailField on the trimmed address, whose lower case is what emailField gives', () => {
    const text = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((email) => ` ${email.toUpperCase()}\t`),
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.constantFrom(
        '',
        ' ',
        'a@b',
        'a@b.c0',
        `${'a'.repeat(limits.emailMax - 5)}@b.co`,
        `${'a'.repeat(limits.emailMax)}@b.co`,
      ),
    );
    fc.assert(
      fc.property(text, (email) => {
        const field = emailField.safeParse(email);
        const address = emailAddressSchema.safeParse(email.trim());
        expect(address.success).toBe(field.success);
        if (field.success) expect(email.trim().toLowerCase()).toBe(field.data);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('signInBodySchema', () => {
  it('accepts a valid body and normalises the email', () => {
    expect(dataOf(signInBodySchema, { email: ' Ada@Example.com ', password: 'anything' })).toEqual({
      email: 'ada@example.com',
      password: 'anything',
    });
  });

  it('reports both required messages for an empty object', () => {
    expect(errorsOf(signInBodySchema, {})).toEqual({ email: m.emailRequired, password: m.passwordRequired });
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['null', null],
  ])('password %s → "Password is required"', (_label, password) => {
    expect(errorsOf(signInBodySchema, { email: 'ada@example.com', password })).toEqual({
      password: m.passwordRequired,
    });
  });

  it('does not apply the sign-up strength rules', () => {
    expect(dataOf(signInBodySchema, { email: 'ada@example.com', password: 'a' })).toEqual({
      email: 'ada@example.com',
      password: 'a',
    });
  });

  it('never trims passwords (whitespace can be part of a password)', () => {
    expect(dataOf(signInBodySchema, { email: 'ada@example.com', password: '  pw  ' })).toEqual({
      email: 'ada@example.com',
      password: '  pw  ',
    });
  });

  it('caps the password length', () => {
    const body = { email: 'ada@example.com', password: 'a'.repeat(limits.passwordMax) };
    expect(dataOf(signInBodySchema, body)).toEqual(body);
    expect(errorsOf(signInBodySchema, { ...body, password: 'a'.repeat(limits.passwordMax + 1) })).toEqual({
      password: 'Password must be at most 128 characters long',
    });
  });

  it('refuses unknown keys, each under its own name (issue #10)', () => {
    expect(errorsOf(signInBodySchema, { email: 'ada@example.com', password: 'x', admin: true })).toEqual({
      admin: 'Unknown field',
    });
  });
});

describe('forgotPasswordRequestSchema', () => {
  it.each([
    [{}, m.emailRequired],
    [{ email: '' }, m.emailRequired],
    [{ email: 'nope' }, m.emailInvalid],
  ])('%j → %j', (body, message) => {
    expect(errorsOf(forgotPasswordRequestSchema, body)).toEqual({ email: message });
  });

  it('normalises the email', () => {
    expect(dataOf(forgotPasswordRequestSchema, { email: ' ADA@example.com' })).toEqual({ email: 'ada@example.com' });
  });
});

describe('sign-up password rules, in spec order', () => {
  it('"" → "Password is required" (and its empty confirmation "Please confirm your password")', () => {
    const input = { ...validSignUp, password: '', confirmPassword: '' };
    expect(errorsOf(signUpBodySchema, input)).toEqual({
      password: m.passwordRequired,
      confirmPassword: m.confirmPasswordRequired,
    });
    expect(issueCount(signUpBodySchema, input, 'password')).toBe(1);
  });

  it.each([
    ['a', m.passwordTooShort],
    ['abc', m.passwordTooShort],
    ['ABC', m.passwordTooShort],
    ['Ab1', m.passwordTooShort],
    ['Abcd1', m.passwordTooShort],
    ['abcdef', m.passwordUppercase],
    ['123456', m.passwordUppercase],
    ['abcde1', m.passwordUppercase],
    ['      ', m.passwordUppercase],
    ['ABCDEF', m.passwordLowercase],
    ['ABCDE1', m.passwordLowercase],
    ['Abcdef', m.passwordNumber],
    ['ABCDEf', m.passwordNumber],
    ['a'.repeat(129), 'Password must be at most 128 characters long'],
  ])('%j → %j and nothing else', (password, message) => {
    const input = { ...validSignUp, password, confirmPassword: password };
    expect(errorsOf(signUpBodySchema, input)).toEqual({ password: message });
    // Only the first failing rule is even reported.
    expect(issueCount(signUpBodySchema, input, 'password')).toBe(1);
  });

  it.each(['Abcde1', 'aB3456', 'Zz9zzz', `Aa1${'x'.repeat(125)}`])('accepts %j', (password) => {
    expect(dataOf(signUpBodySchema, { ...validSignUp, password, confirmPassword: password })).toEqual({
      ...validSignUp,
      password,
      confirmPassword: password,
    });
  });
});
