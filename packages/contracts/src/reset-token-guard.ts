import type { ResetToken } from './auth';
import { hasFields, isInteger, isIsoDateTime, isString, type Check } from './guard-checks';

const resetTokenFields = {
  accessToken: isString,
  id: isInteger,
  email: isString,
  expiresAt: isIsoDateTime,
} satisfies Record<keyof ResetToken, Check>;

/**
 * `resetTokenSchema`, zod-free like the guards of guards.ts: the token a verified password-reset code yields, kept in the
 * tab's storage for the new-password page (guards.test.ts holds it to the schema).
 */
export function isResetToken(value: unknown): value is ResetToken {
  return hasFields(value, resetTokenFields);
}
