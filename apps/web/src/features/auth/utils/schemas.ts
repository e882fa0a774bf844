/**
 * The visitor forms' schemas and their calls' answer schemas, in one module that the forms import when first used
 * (ADR 042). Named here, so the chunk holds these schemas and zod, not every schema of the contracts.
 */
export {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  signInBodyWithDeviceSchema,
  signInResponseSchema,
  signUpFormSchema,
  signUpResponseSchema,
} from '@scoreline/contracts';
