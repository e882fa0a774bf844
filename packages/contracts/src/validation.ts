import { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * spec §5: only the first failing rule per field is shown. Zod reports issues in rule order,
 * so the first issue whose path starts with a field is that field's message.
 */
export function firstErrorPerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Limits the spec leaves open (spec §5 "Length bounds beyond those above: not shown"); see docs/decisions. */
export const limits = {
  emailMax: 254,
  nameMax: 50,
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 6,
  /** argon2 cost grows with input; 128 characters is far beyond any human password. */
  passwordMax: 128,
  otpLength: 4,
} as const;

// A pragmatic address check: something@something.tld, no spaces. The mail server is the real judge.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stops checks after the first failure so exactly one message per field is reported. */
const stop = { abort: true } as const;

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { message: m.emailRequired, ...stop })
  .max(limits.emailMax, { message: m.emailInvalid, ...stop })
  .regex(emailPattern, { message: m.emailInvalid, ...stop })
  .transform((email) => email.toLowerCase());

export const signInPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, { message: m.passwordRequired, ...stop })
  .max(limits.passwordMax, { message: `Password must be at most ${limits.passwordMax} characters long`, ...stop });

/** spec §5: required, at least 6, an uppercase, a lowercase, a digit, in that order. */
export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, { message: m.passwordRequired, ...stop })
  .min(limits.passwordMin, { message: m.passwordTooShort, ...stop })
  .max(limits.passwordMax, { message: `Password must be at most ${limits.passwordMax} characters long`, ...stop })
  .regex(/[A-Z]/, { message: m.passwordUppercase, ...stop })
  .regex(/[a-z]/, { message: m.passwordLowercase, ...stop })
  .regex(/[0-9]/, { message: m.passwordNumber, ...stop });

function requiredName(required: string, label: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required, ...stop })
    .max(limits.nameMax, { message: `${label} must be at most ${limits.nameMax} characters long`, ...stop });
}

export const firstnameField = requiredName(m.firstnameRequired, 'First name');
export const lastnameField = requiredName(m.lastnameRequired, 'Last name');

export const usernameField = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, { message: m.usernameRequired, ...stop })
  .min(limits.usernameMin, { message: `Username must be at least ${limits.usernameMin} characters long`, ...stop })
  .max(limits.usernameMax, { message: `Username must be at most ${limits.usernameMax} characters long`, ...stop })
  .regex(/^[A-Za-z0-9_]+$/, { message: 'Username may contain only letters, numbers and underscores', ...stop });

const confirmPasswordField = z
  .string({ error: m.confirmPasswordRequired })
  .min(1, { message: m.confirmPasswordRequired, ...stop });

/**
 * Adds the "Passwords do not match" rule (spec §5): reported exactly when confirmPassword is
 * non-empty and differs from the password, whatever the other fields hold. The fields' rules stop
 * with an explicit abort, after which zod skips every refinement on the object itself (even one
 * with `when`), so the rule lives on a second object that reads the same two raw strings and is
 * joined to the first by an intersection. Neither password field may transform its value, or the
 * intersection could not merge the two results.
 */
function withMatchingPasswords<
  T extends z.ZodObject<{ confirmPassword: typeof confirmPasswordField }>,
  K extends 'password' | 'newPassword',
>(schema: T, passwordKey: K) {
  const rawPasswords = { [passwordKey]: z.unknown().optional(), confirmPassword: z.unknown().optional() };
  const passwordsMatch = z
    .object(rawPasswords as Record<K | 'confirmPassword', z.ZodOptional<z.ZodUnknown>>)
    .superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      const confirm = record.confirmPassword;
      if (typeof confirm === 'string' && confirm.length > 0 && confirm !== record[passwordKey]) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDoNotMatch });
      }
    });
  return z.intersection(schema, passwordsMatch);
}

export const signInBodySchema = z
  .object({ email: emailField, password: signInPasswordField })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.input<typeof signInBodySchema>;

const signUpObject = z.object({
  email: emailField,
  firstname: firstnameField,
  lastname: lastnameField,
  username: usernameField,
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
});

/** spec §7 POST /auth/sign-up payload. */
export const signUpBodySchema = withMatchingPasswords(signUpObject, 'password').meta({ id: 'SignUpBody' });
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** The sign-up form adds the Terms checkbox (spec §5), which the API does not need. */
export const signUpFormSchema = withMatchingPasswords(
  signUpObject.extend({
    acceptTerms: z.boolean({ error: m.termsRequired }).refine((accepted) => accepted, { message: m.termsRequired }),
  }),
  'password',
);
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField }).meta({ id: 'ForgotPasswordBody' });

/** spec §2 reset password: a new password with confirmation. */
export const newPasswordFormSchema = withMatchingPasswords(
  z.object({ newPassword: newPasswordField, confirmPassword: confirmPasswordField }),
  'newPassword',
);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

export function otpField(length: number = limits.otpLength) {
  return z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${length}}$`), { message: `Enter the ${length}-digit code` });
}

/**
 * spec §5 prediction: both inputs non-empty after trimming and numeric, else 'Invalid fields'.
 * The parsed score and its bounds live in @scoreline/domain (parsePrediction).
 */
export const predictionInputsSchema = z
  .object({
    home: z
      .string({ error: m.invalidFields })
      .trim()
      .regex(/^[0-9]+$/, { message: m.invalidFields }),
    away: z
      .string({ error: m.invalidFields })
      .trim()
      .regex(/^[0-9]+$/, { message: m.invalidFields }),
  })
  .meta({ id: 'PredictionInputs' });

/** spec §5: comment text, league code and league name must be non-empty (button disabled otherwise). */
export const nonEmptyText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, ...stop })
    .max(max, { message: `Must be at most ${max} characters long`, ...stop });
