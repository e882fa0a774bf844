import './zod-setup';
import { z } from 'zod';
import { limits } from './limits';
import { validationMessages as m } from './messages';
import { primitiveMessages, safeString, stop, strictObject, withoutControlCharacters } from './primitives';

/**
 * spec §5: only the first failing rule per field is shown. Zod reports issues in rule order,
 * so the first issue whose path starts with a field is that field's message.
 */
export function firstErrorPerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    // An unknown field is reported under its own name (strict objects, issue #10).
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const key = path.length > 0 ? path.map(String).join('.') : '_';
      if (!(key in errors))
        errors[key] = issue.code === 'unrecognized_keys' ? primitiveMessages.unknownField : issue.message;
    }
  }
  return errors;
}

/**
 * A strict address rule (issue #10): zod's own e-mail pattern, the one config's ADMIN_EMAILS uses. Letters, digits
 * and `_ ' + - .` before the @, a dotted host name with a letters-only top-level domain after it. Nothing a mail
 * library could read as a display name, a group or a second address (`<`, `>`, `"`, `,`, `:`, `;`, spaces,
 * control characters) can pass.
 */
export const emailPattern = z.regexes.email;

/**
 * The address rule alone, on an address already trimmed (nothing lower-cased): what `emailField` checks after its
 * trim. The web's OTP page applies its generated check (`emailAddressCheck`, ADR 043) to the address in its URL, so
 * that page loads no zod (ADR 044); validation.test.ts holds the two to the same verdict.
 */
export const emailAddressSchema = z.string().min(1).max(limits.emailMax).regex(emailPattern);

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { message: m.emailRequired, ...stop })
  .max(limits.emailMax, { message: m.emailInvalid, ...stop })
  .regex(emailPattern, { message: m.emailInvalid, ...stop })
  .transform((email) => email.toLowerCase());

export const signInPasswordField = safeString({ error: m.passwordRequired })
  .min(1, { message: m.passwordRequired, ...stop })
  .max(limits.passwordMax, { message: `Password must be at most ${limits.passwordMax} characters long`, ...stop });

/** spec §5: required, at least 6, an uppercase, a lowercase, a digit, in that order. */
export const newPasswordField = safeString({ error: m.passwordRequired })
  .min(1, { message: m.passwordRequired, ...stop })
  .min(limits.passwordMin, { message: m.passwordTooShort, ...stop })
  .max(limits.passwordMax, { message: `Password must be at most ${limits.passwordMax} characters long`, ...stop })
  .regex(/[A-Z]/, { message: m.passwordUppercase, ...stop })
  .regex(/[a-z]/, { message: m.passwordLowercase, ...stop })
  .regex(/[0-9]/, { message: m.passwordNumber, ...stop })
  // The OpenAPI document shows a password that passes every rule (and the fuzz suite starts from it).
  .meta({ examples: ['Secret123'] });

function requiredName(required: string, label: string) {
  return withoutControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, { message: required, ...stop })
      .max(limits.nameMax, { message: `${label} must be at most ${limits.nameMax} characters long`, ...stop }),
  );
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

const confirmPasswordField = safeString({ error: m.confirmPasswordRequired })
  .min(1, { message: m.confirmPasswordRequired, ...stop })
  .meta({ examples: ['Secret123'] });

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
>(schema: T, passwordKey: K, options: { strict?: boolean } = {}) {
  const known = new Set(Object.keys(schema.shape));
  // This side reads the raw input. zod reports a key of an intersection as unknown only when both sides reject it,
  // so a strict body (issue #10) reports its unknown fields here, one per field. Its issues end the parse
  // (`continue: false`), or zod would try to merge this side's raw value with the normalised one and throw.
  const passwordsMatch = z
    .unknown()
    .superRefine((input, ctx) => {
      if (typeof input !== 'object' || input === null) return;
      const record = input as Record<string, unknown>;
      if (options.strict) {
        for (const key of Object.keys(record)) {
          if (!known.has(key)) {
            ctx.addIssue({ code: 'custom', path: [key], message: primitiveMessages.unknownField, continue: false });
          }
        }
      }
      const confirm = record.confirmPassword;
      if (typeof confirm === 'string' && confirm.length > 0 && confirm !== record[passwordKey]) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDoNotMatch, continue: false });
      }
    })
    // This side only checks: its output adds nothing, so it never clashes with the normalised fields of `schema`.
    .transform(() => ({}));
  return z.intersection((options.strict ? schema.strict() : schema) as T, passwordsMatch);
}

export const signInBodySchema = strictObject({ email: emailField, password: signInPasswordField }).meta({
  id: 'SignInBody',
});
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
export const signUpBodySchema = withMatchingPasswords(signUpObject, 'password', { strict: true }).meta({
  id: 'SignUpBody',
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** The sign-up form adds the Terms checkbox (spec §5), which the API does not need. */
export const signUpFormSchema = withMatchingPasswords(
  signUpObject.extend({
    acceptTerms: z.boolean({ error: m.termsRequired }).refine((accepted) => accepted, { message: m.termsRequired }),
  }),
  'password',
);
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** spec §2 reset password: a new password with confirmation. */
export const newPasswordFormSchema = withMatchingPasswords(
  z.object({ newPassword: newPasswordField, confirmPassword: confirmPasswordField }),
  'newPassword',
);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
