import { describe, it, expect } from 'vitest';
import { validationMessages as m } from './messages';
import { newPasswordFormSchema, signUpBodySchema, signUpFormSchema } from './validation';
import { dataOf, errorsOf, issueCount, validSignUp, validSignUpForm } from './validation.test-support';

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

    it('a mismatch with an e-mail typed in capitals is reported, not a failure of the schema itself', () => {
      const input = { ...validSignUpForm, email: 'Kim@Example.COM', confirmPassword: 'Other1' };
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
