import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { validationMessages as m } from './messages';
import {
  emailField,
  firstErrorPerField,
  forgotPasswordBodySchema,
  limits,
  newPasswordFormSchema,
  nonEmptyText,
  otpField,
  predictionInputsSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpFormSchema,
} from './validation';

/** The form's field errors for an input that must fail: the first failing rule per field (spec §5). */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail, got ${JSON.stringify(result.data)}`);
  return firstErrorPerField(result.error.issues);
}

/** The parsed value for an input that must pass. */
function dataOf(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected ${JSON.stringify(input)} to pass, got ${JSON.stringify(result.error.issues)}`);
  }
  return result.data;
}

/** How many raw issues zod reported for one field. */
function issueCount(schema: z.ZodType, input: unknown, field: string): number {
  const result = schema.safeParse(input);
  return result.success ? 0 : result.error.issues.filter((issue) => issue.path.join('.') === field).length;
}

const validSignUp = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  username: 'ada_l',
  password: 'Abcde1',
  confirmPassword: 'Abcde1',
};
const validSignUpForm = { ...validSignUp, acceptTerms: true };

describe('spec §5 messages', () => {
  it('are word for word', () => {
    expect(m).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      passwordRequired: 'Password is required',
      firstnameRequired: 'First name is required',
      lastnameRequired: 'Last name is required',
      usernameRequired: 'Username is required',
      passwordTooShort: 'Password must be at least 6 characters long',
      passwordUppercase: 'Password must contain an uppercase letter',
      passwordLowercase: 'Password must contain a lowercase letter',
      passwordNumber: 'Password must contain a number',
      confirmPasswordRequired: 'Please confirm your password',
      passwordsDoNotMatch: 'Passwords do not match',
      termsRequired: 'Please accept the Terms of Use to proceed',
      invalidFields: 'Invalid fields',
    });
  });
});

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

describe('forgotPasswordBodySchema', () => {
  it.each([
    [{}, m.emailRequired],
    [{ email: '' }, m.emailRequired],
    [{ email: 'nope' }, m.emailInvalid],
  ])('%j → %j', (body, message) => {
    expect(errorsOf(forgotPasswordBodySchema, body)).toEqual({ email: message });
  });

  it('normalises the email', () => {
    expect(dataOf(forgotPasswordBodySchema, { email: ' ADA@example.com' })).toEqual({ email: 'ada@example.com' });
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

describe('signUpBodySchema / signUpFormSchema', () => {
  it('accepts a valid form and normalises email, names and username', () => {
    const input = {
      ...validSignUpForm,
      email: '  Ada@Example.COM ',
      firstname: ' Ada ',
      lastname: '\tLovelace\n',
      username: ' ada_l ',
    };
    expect(dataOf(signUpFormSchema, input)).toEqual(validSignUpForm);
  });

  it('the API body refuses fields it does not know, acceptTerms included (issue #10)', () => {
    expect(errorsOf(signUpBodySchema, { ...validSignUp, acceptTerms: false, role: 'admin' })).toEqual({
      acceptTerms: 'Unknown field',
      role: 'Unknown field',
    });
    expect(dataOf(signUpBodySchema, validSignUp)).toEqual(validSignUp);
  });

  it('reports every required message for an empty form (missing keys are not zod generic errors)', () => {
    expect(errorsOf(signUpFormSchema, {})).toEqual({
      email: m.emailRequired,
      firstname: m.firstnameRequired,
      lastname: m.lastnameRequired,
      username: m.usernameRequired,
      password: m.passwordRequired,
      confirmPassword: m.confirmPasswordRequired,
      acceptTerms: m.termsRequired,
    });
  });

  it('reports every required message for a form of empty strings', () => {
    expect(
      errorsOf(signUpFormSchema, {
        email: '',
        firstname: '',
        lastname: '',
        username: '',
        password: '',
        confirmPassword: '',
        acceptTerms: false,
      }),
    ).toEqual({
      email: m.emailRequired,
      firstname: m.firstnameRequired,
      lastname: m.lastnameRequired,
      username: m.usernameRequired,
      password: m.passwordRequired,
      confirmPassword: m.confirmPasswordRequired,
      acceptTerms: m.termsRequired,
    });
  });

  it('no message anywhere is zod\'s generic "Invalid input"', () => {
    for (const input of [{}, { email: null, firstname: 1, lastname: [], username: {}, password: false }]) {
      const result = signUpFormSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) expect(issue.message).not.toMatch(/^Invalid input/);
    }
  });

  describe.each([
    ['firstname', m.firstnameRequired, 'First name must be at most 50 characters long'],
    ['lastname', m.lastnameRequired, 'Last name must be at most 50 characters long'],
  ] as const)('%s', (field, required, tooLong) => {
    it.each([
      ['empty', ''],
      ['a space', ' '],
      ['whitespace only', ' \t \n '],
      ['missing', undefined],
      ['null', null],
    ])(`%s → ${required}`, (_label, value) => {
      expect(errorsOf(signUpFormSchema, { ...validSignUpForm, [field]: value })).toEqual({ [field]: required });
    });

    it('accepts 50 characters and rejects 51', () => {
      expect(dataOf(signUpBodySchema, { ...validSignUp, [field]: 'x'.repeat(50) })).toMatchObject({
        [field]: 'x'.repeat(50),
      });
      expect(errorsOf(signUpBodySchema, { ...validSignUp, [field]: 'x'.repeat(51) })).toEqual({ [field]: tooLong });
    });
  });

  describe('username', () => {
    it.each([
      ['empty', '', m.usernameRequired],
      ['whitespace only', '   ', m.usernameRequired],
      ['missing', undefined, m.usernameRequired],
      ['too short', 'ab', 'Username must be at least 3 characters long'],
      ['too short after trimming', '  ab  ', 'Username must be at least 3 characters long'],
      ['too long', 'a'.repeat(21), 'Username must be at most 20 characters long'],
      ['with a space', 'ada l', 'Username may contain only letters, numbers and underscores'],
      ['with a dash', 'ada-l', 'Username may contain only letters, numbers and underscores'],
      ['with an accent', 'adé', 'Username may contain only letters, numbers and underscores'],
    ])('%s → %j', (_label, username, message) => {
      expect(errorsOf(signUpBodySchema, { ...validSignUp, username })).toEqual({ username: message });
    });

    it.each(['abc', 'A_1', 'a'.repeat(20), '___'])('accepts %j', (username) => {
      expect(dataOf(signUpBodySchema, { ...validSignUp, username })).toMatchObject({ username });
    });
  });

  describe('confirmPassword', () => {
    it.each([
      ['empty', ''],
      ['missing', undefined],
      ['null', null],
    ])('%s → only "Please confirm your password" (no mismatch as well)', (_label, confirmPassword) => {
      const input = { ...validSignUpForm, confirmPassword };
      expect(errorsOf(signUpFormSchema, input)).toEqual({ confirmPassword: m.confirmPasswordRequired });
      expect(issueCount(signUpFormSchema, input, 'confirmPassword')).toBe(1);
    });

    it.each([
      ['a different password', 'Abcde2'],
      ['a different case', 'abcde1'],
      ['a trailing space', 'Abcde1 '],
      ['a prefix', 'Abcde'],
      ['a single space', ' '],
    ])('%s → "Passwords do not match"', (_label, confirmPassword) => {
      const input = { ...validSignUpForm, confirmPassword };
      expect(errorsOf(signUpFormSchema, input)).toEqual({ confirmPassword: m.passwordsDoNotMatch });
      const { acceptTerms: _accepted, ...body } = input;
      expect(errorsOf(signUpBodySchema, body)).toEqual({ confirmPassword: m.passwordsDoNotMatch });
    });

    it('a matching confirmation passes', () => {
      expect(dataOf(signUpFormSchema, validSignUpForm)).toEqual(validSignUpForm);
    });

    it('a mismatch is reported even when other fields fail too', () => {
      expect(errorsOf(signUpFormSchema, { ...validSignUpForm, email: '', confirmPassword: 'Other1' })).toEqual({
        email: m.emailRequired,
        confirmPassword: m.passwordsDoNotMatch,
      });
      expect(errorsOf(signUpFormSchema, { ...validSignUpForm, acceptTerms: false, confirmPassword: 'Other1' })).toEqual(
        { acceptTerms: m.termsRequired, confirmPassword: m.passwordsDoNotMatch },
      );
      expect(errorsOf(signUpFormSchema, { email: 'nope', confirmPassword: 'Other1' })).toEqual({
        email: m.emailInvalid,
        firstname: m.firstnameRequired,
        lastname: m.lastnameRequired,
        username: m.usernameRequired,
        password: m.passwordRequired,
        confirmPassword: m.passwordsDoNotMatch,
        acceptTerms: m.termsRequired,
      });
    });

    it('a weak password and a different confirmation give one message each', () => {
      expect(errorsOf(signUpFormSchema, { ...validSignUpForm, password: 'abc', confirmPassword: 'abd' })).toEqual({
        password: m.passwordTooShort,
        confirmPassword: m.passwordsDoNotMatch,
      });
      expect(errorsOf(signUpFormSchema, { ...validSignUpForm, password: '', confirmPassword: 'abd' })).toEqual({
        password: m.passwordRequired,
        confirmPassword: m.passwordsDoNotMatch,
      });
    });

    it('a weak password confirmed identically only reports the password', () => {
      expect(errorsOf(signUpFormSchema, { ...validSignUpForm, password: 'abc', confirmPassword: 'abc' })).toEqual({
        password: m.passwordTooShort,
      });
    });
  });

  describe('acceptTerms', () => {
    it.each([
      ['false', false],
      ['missing', undefined],
      ['null', null],
      ['the string "true"', 'true'],
    ])('%s → "Please accept the Terms of Use to proceed"', (_label, acceptTerms) => {
      expect(errorsOf(signUpFormSchema, { ...validSignUpForm, acceptTerms })).toEqual({
        acceptTerms: m.termsRequired,
      });
    });
  });

  it('rejects a body that is not an object', () => {
    for (const input of [null, undefined, 'text', 42, []]) {
      const errors = errorsOf(signUpBodySchema, input);
      expect(Object.keys(errors)).toEqual(['_']);
    }
  });
});

describe('newPasswordFormSchema (reset password)', () => {
  const valid = { newPassword: 'Abcde1', confirmPassword: 'Abcde1' };

  it('accepts matching strong passwords', () => {
    expect(dataOf(newPasswordFormSchema, valid)).toEqual(valid);
  });

  it('reports both required messages for an empty form', () => {
    expect(errorsOf(newPasswordFormSchema, {})).toEqual({
      newPassword: m.passwordRequired,
      confirmPassword: m.confirmPasswordRequired,
    });
    expect(errorsOf(newPasswordFormSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: m.passwordRequired,
      confirmPassword: m.confirmPasswordRequired,
    });
  });

  it.each([
    ['abc', m.passwordTooShort],
    ['abcdef', m.passwordUppercase],
    ['ABCDEF', m.passwordLowercase],
    ['Abcdef', m.passwordNumber],
  ])('new password %j → %j', (newPassword, message) => {
    expect(errorsOf(newPasswordFormSchema, { newPassword, confirmPassword: newPassword })).toEqual({
      newPassword: message,
    });
  });

  it('compares the confirmation with newPassword, not with a stray "password" key', () => {
    expect(errorsOf(newPasswordFormSchema, { ...valid, confirmPassword: 'Abcde2' })).toEqual({
      confirmPassword: m.passwordsDoNotMatch,
    });
    expect(dataOf(newPasswordFormSchema, { ...valid, password: 'Other1' })).toEqual(valid);
    expect(errorsOf(newPasswordFormSchema, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: m.passwordTooShort,
      confirmPassword: m.passwordsDoNotMatch,
    });
  });

  it('an empty confirmation is "Please confirm your password" only', () => {
    const input = { newPassword: 'Abcde1', confirmPassword: '' };
    expect(errorsOf(newPasswordFormSchema, input)).toEqual({ confirmPassword: m.confirmPasswordRequired });
    expect(issueCount(newPasswordFormSchema, input, 'confirmPassword')).toBe(1);
  });
});

describe('predictionInputsSchema', () => {
  it.each([
    [
      { home: '2', away: '1' },
      { home: '2', away: '1' },
    ],
    [
      { home: ' 2 ', away: '\t1\n' },
      { home: '2', away: '1' },
    ],
    [
      { home: '0', away: '0' },
      { home: '0', away: '0' },
    ],
    [
      { home: '007', away: '10' },
      { home: '007', away: '10' },
    ],
  ])('accepts %j as %j', (input, expected) => {
    expect(dataOf(predictionInputsSchema, input)).toEqual(expected);
  });

  it.each(['', ' ', '\t', 'a', '-1', '+1', '1.5', '1e2', '1 2', '２', 'one'])('home %j → "Invalid fields"', (home) => {
    expect(errorsOf(predictionInputsSchema, { home, away: '1' })).toEqual({ home: m.invalidFields });
  });

  it.each(['', '  ', 'x', '-0', '0.0'])('away %j → "Invalid fields"', (away) => {
    expect(errorsOf(predictionInputsSchema, { home: '1', away })).toEqual({ away: m.invalidFields });
  });

  it.each([
    ['missing', {}],
    ['null', { home: null, away: null }],
    ['numbers instead of text', { home: 2, away: 1 }],
    ['both empty', { home: '', away: '' }],
  ])('%s → "Invalid fields" for both', (_label, input) => {
    expect(errorsOf(predictionInputsSchema, input)).toEqual({ home: m.invalidFields, away: m.invalidFields });
  });
});

describe('otpField', () => {
  it.each([
    ['1234', '1234'],
    [' 0000 ', '0000'],
  ])('accepts %j as %j', (input, expected) => {
    expect(dataOf(otpField(), input)).toBe(expected);
  });

  it.each(['', '123', '12345', 'abcd', '12 34', '12a4'])('rejects %j', (input) => {
    expect(errorsOf(otpField(), input)).toEqual({ _: 'Enter the 4-digit code' });
  });

  it('uses the given length', () => {
    expect(dataOf(otpField(6), '123456')).toBe('123456');
    expect(errorsOf(otpField(6), '1234')).toEqual({ _: 'Enter the 6-digit code' });
  });
});

describe('nonEmptyText', () => {
  const leagueName = nonEmptyText('League name is required', 10);

  it('trims and accepts text up to the maximum', () => {
    expect(dataOf(leagueName, '  Friends  ')).toBe('Friends');
    expect(dataOf(leagueName, 'x'.repeat(10))).toBe('x'.repeat(10));
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '  \n '],
    ['missing', undefined],
    ['null', null],
  ])('%s → the given message', (_label, value) => {
    expect(errorsOf(leagueName, value)).toEqual({ _: 'League name is required' });
  });

  it('rejects text over the maximum', () => {
    expect(errorsOf(leagueName, 'x'.repeat(11))).toEqual({ _: 'Must be at most 10 characters long' });
  });
});
