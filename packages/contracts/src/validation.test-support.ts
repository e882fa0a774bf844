import type { z } from 'zod';
import { firstErrorPerField } from './validation';

// Shared by the validation tests (not exported from the package).

/** The form's field errors for an input that must fail: the first failing rule per field (spec §5). */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail, got ${JSON.stringify(result.data)}`);
  return firstErrorPerField(result.error.issues);
}

/** The parsed value for an input that must pass. */
export function dataOf(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected ${JSON.stringify(input)} to pass, got ${JSON.stringify(result.error.issues)}`);
  }
  return result.data;
}

/** How many raw issues zod reported for one field. */
export function issueCount(schema: z.ZodType, input: unknown, field: string): number {
  const result = schema.safeParse(input);
  return result.success ? 0 : result.error.issues.filter((issue) => issue.path.join('.') === field).length;
}

export const validSignUp = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  username: 'ada_l',
  password: 'Abcde1',
  confirmPassword: 'Abcde1',
};
export const validSignUpForm = { ...validSignUp, acceptTerms: true };
