import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { safeString, strictObject } from './primitives';
import { userSchema } from './users';
import { emailField, newPasswordField, signInPasswordField } from './validation';

/** spec §3 Credentials: the access token, the user's id and the user fields, kept in browser storage. */
export const credentialsSchema = userSchema
  .extend({
    accessToken: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'Credentials' });
export type Credentials = z.infer<typeof credentialsSchema>;

export const signInBodyWithDeviceSchema = strictObject({
  email: emailField,
  password: signInPasswordField,
  /** "Remember this device": a long session when true (default), a short one otherwise. */
  remember: z.boolean().optional(),
}).meta({ id: 'SignInRequest' });

export const signInResponseSchema = successEnvelope(credentialsSchema);
export const signUpResponseSchema = successEnvelope(z.object({ email: z.string() }));

/** Which flow an OTP belongs to: a code for one purpose never works for the other. */
export const otpPurposeSchema = z.enum(['sign_up', 'password_reset']);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

/** The server decides the code's length (OTP_LENGTH, 4 by default per spec §9); any 4–8 digits pass here. */
export const verifyOtpBodySchema = strictObject({
  email: emailField,
  otp: safeString({ error: 'OTP is required' })
    .trim()
    .regex(/^[0-9]{4,8}$/, { message: 'The OTP is made of digits only' }),
  purpose: otpPurposeSchema,
}).meta({ id: 'VerifyOtpRequest' });

/** A verified password-reset code yields a short-lived token accepted only by POST /auth/reset-password. */
export const resetTokenSchema = z
  .object({ accessToken: z.string(), id: z.number().int(), email: z.string(), expiresAt: z.iso.datetime() })
  .meta({ id: 'ResetToken' });
export type ResetToken = z.infer<typeof resetTokenSchema>;

export const verifyOtpResponseSchema = successEnvelope(
  z.discriminatedUnion('purpose', [
    z.object({ purpose: z.literal('sign_up'), email: z.string(), verified: z.literal(true) }),
    z.object({ purpose: z.literal('password_reset'), resetToken: resetTokenSchema }),
  ]),
);

export const sendVerificationBodySchema = strictObject({
  email: emailField,
  purpose: otpPurposeSchema.optional(),
}).meta({ id: 'SendVerificationRequest' });

export const forgotPasswordRequestSchema = strictObject({ email: emailField }).meta({ id: 'ForgotPasswordRequest' });

export const resetPasswordBodySchema = strictObject({ newPassword: newPasswordField }).meta({
  id: 'ResetPasswordRequest',
});

/** Answers that carry only a message. */
export const messageResponseSchema = successEnvelope(z.null());

/** An operator's link to one of the product's social channels (an http(s) address, checked at start), or null. */
const socialLink = z
  .string()
  .regex(/^https?:\/\/\S+$/)
  .nullable();

/**
 * Public settings the web app needs before anyone signs in: the explicit public subset of the server's configuration.
 * `footballData` says where fixtures come from: the embedded 2023/24 season (no line-ups or match statistics; squads
 * instead) or API-Football, with a provider key.
 */
export const publicConfigSchema = z
  .object({
    otpLength: z.number().int(),
    otpResendSeconds: z.number().int(),
    demo: z.boolean(),
    socialLinks: z.object({ instagram: socialLink, x: socialLink, discord: socialLink, telegram: socialLink }),
    footballData: z.enum(['embedded', 'api-football']),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export const publicConfigResponseSchema = successEnvelope(publicConfigSchema);
