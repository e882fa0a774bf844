/**
 * The visitor forms' schemas and their calls' answer checks, in one module that the forms import when first used
 * (ADR 042). Named here, so the chunk holds these schemas, these checks and zod, not every schema of the contracts.
 */
export {
  forgotPasswordRequestSchema,
  newPasswordFormSchema,
  signInBodyWithDeviceSchema,
  signUpFormSchema,
} from '@scoreline/contracts';
export { messageResponseCheck, signInResponseCheck, signUpResponseCheck } from '@scoreline/contracts/answers';
