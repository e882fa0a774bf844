import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, validationMessages, type ErrorEnvelope } from '@scoreline/contracts';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors, answered with the product's words. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errorMessages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but a JSON body was expected',
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_VALIDATION: validationMessages.invalidFields,
};

function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of error.validation ?? []) {
    const issue = (entry.params as { issue?: { path?: PropertyKey[]; message?: string } }).issue;
    const key = issue?.path?.length ? issue.path.map(String).join('.') : entry.instancePath.replace(/^\//, '') || '_';
    // spec §5: only the first failing rule per field.
    if (!(key in errors)) errors[key] = issue?.message ?? entry.message ?? validationMessages.invalidFields;
  }
  return errors;
}

/**
 * One error handler (engineering guide): AppErrors map to their status, client mistakes to a 4xx
 * envelope, anything else to a 500 whose details stay in the log, never in the answer.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorEnvelope = { success: false, message: error.message, code: error.code };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error.status >= 500) request.log.error({ err: error }, 'service unavailable');
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      const first = Object.values(errors)[0];
      return reply.status(400).send({ success: false, message: first ?? validationMessages.invalidFields, errors });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ success: false, message: errorMessages.internal });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: errorMessages.rateLimited });
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && frameworkMessages[error.code]) || errorMessages.badRequest;
      return reply.status(status).send({ success: false, message });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: errorMessages.internal });
  });
}
