import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  errorMessages,
  primitiveMessages,
  validationMessages,
  type ErrorCode,
  type ErrorEnvelope,
} from '@scoreline/contracts';
import { AppError, ThrottledError } from '../lib/app-error';
import { isDatabaseUnavailable, isDataException } from '../lib/db-errors';
import { RETRY_AFTER_SECONDS } from '../http-limits';
import { applyAnswerHeaders } from './security-headers';

/** Fastify's own client errors, answered with the product's words. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errorMessages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: errorMessages.emptyJsonBody,
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorMessages.contentLengthMismatch,
  FST_ERR_VALIDATION: validationMessages.invalidFields,
  FST_ERR_MAX_PARAM_LENGTH: errorMessages.uriTooLong,
  FST_ERR_BAD_URL: errorMessages.badUrl,
};

/** The stable code of a client error Fastify raises itself, by status (clients decide by code, ADR 011). */
function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION';
  }
}

function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of error.validation ?? []) {
    // fastify-type-provider-zod: keyword is the zod issue code, instancePath its path, params the rest of it.
    const base = entry.instancePath.replace(/^\//, '');
    const unknownKeys = (entry.params as { keys?: unknown }).keys;
    // A strict object's unknown fields (issue #10) are each reported under their own name.
    if (entry.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      for (const key of unknownKeys as string[]) {
        const field = base ? `${base}.${key}` : key;
        if (!(field in errors)) errors[field] = primitiveMessages.unknownField;
      }
      continue;
    }
    const key = base.split('/').join('.') || '_';
    // spec §5: only the first failing rule per field.
    if (!(key in errors)) errors[key] = entry.message ?? validationMessages.invalidFields;
  }
  return errors;
}

/** 503 with Retry-After: a dependency is down, or the server is not ready yet (routes may answer it themselves). */
export function sendUnavailable(
  reply: FastifyReply,
  message: string,
  code?: ErrorCode,
  errors?: Record<string, string>,
) {
  const body: ErrorEnvelope = { success: false, message, code: code ?? 'UNAVAILABLE', ...(errors ? { errors } : {}) };
  return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
}

/**
 * One error handler (engineering guide): AppErrors map to their status (a throttled one with Retry-After), client
 * mistakes to a 4xx envelope, an unreachable database to 503 with Retry-After, anything else to a 500 whose details stay
 * in the log, never in the answer.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'service unavailable');
      if (error.status === 503) return sendUnavailable(reply, error.message, error.code);
      const body: ErrorEnvelope = { success: false, message: error.message, code: error.code };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      // A throttled attempt says when to come back (RFC 9110 Retry-After), next to the message that says it too.
      if (error instanceof ThrottledError) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      const first = Object.values(errors)[0];
      return reply
        .status(400)
        .send({ success: false, message: first ?? validationMessages.invalidFields, code: 'VALIDATION', errors });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ success: false, message: errorMessages.internal, code: 'INTERNAL' });
    }

    // issue #10: the database is down or restarting; clients retry, and the pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      return sendUnavailable(reply, errorMessages.databaseUnavailable);
    }
    // issue #10: a value the database cannot hold (out of range, bad date, bad byte) is the request's fault.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ success: false, message: errorMessages.badRequest, code: 'VALIDATION' });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: errorMessages.rateLimited, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && frameworkMessages[error.code]) || errorMessages.badRequest;
      return reply.status(status).send({ success: false, message, code: codeOfStatus(status) });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: errorMessages.internal, code: 'INTERNAL' });
  });
}

/**
 * Fastify's `frameworkErrors`: a bad or over-long URL is refused by the router before any hook runs, so its answer
 * gets the envelope and the security headers here (issue #10: a 414 used to leave both behind).
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = (error.code && frameworkMessages[error.code]) || errorMessages.badRequest;
  applyAnswerHeaders(request, reply)
    .status(status)
    .send({ success: false, message, code: codeOfStatus(status) });
}
