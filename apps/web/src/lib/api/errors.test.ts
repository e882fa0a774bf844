import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { hasErrorCode, isCancelledRequest, isInvalidRequest } from './errors';

const serverError = (status: number, code?: string) =>
  new ApiError('Said by the server', { status, code, hasServerMessage: true });

describe('error decisions by code', () => {
  it('matches any of the given codes, whatever the message says', () => {
    expect(hasErrorCode(serverError(403, 'ACCOUNT_BLOCKED'), 'ACCOUNT_BLOCKED')).toBe(true);
    expect(hasErrorCode(serverError(409, 'CONFLICT'), 'CONFLICT', 'UNPROCESSABLE')).toBe(true);
    expect(hasErrorCode(serverError(403, 'FORBIDDEN'), 'ACCOUNT_BLOCKED')).toBe(false);
    expect(hasErrorCode(serverError(403), 'ACCOUNT_BLOCKED')).toBe(false);
    expect(hasErrorCode(new Error('ACCOUNT_BLOCKED'), 'ACCOUNT_BLOCKED')).toBe(false);
  });

  it('counts VALIDATION, and a schema 400 without a code, as an invalid request; nothing the client made up', () => {
    expect(isInvalidRequest(serverError(400, 'VALIDATION'))).toBe(true);
    expect(isInvalidRequest(serverError(400))).toBe(true);
    expect(isInvalidRequest(serverError(422, 'UNPROCESSABLE'))).toBe(false);
    // A proxy's 400 page carries no envelope, so no server message.
    expect(isInvalidRequest(new ApiError('An error occurred', { status: 400 }))).toBe(false);
  });

  it('knows a cancelled request', () => {
    expect(isCancelledRequest(new ApiError('The request was cancelled', { isCancelled: true }))).toBe(true);
    expect(isCancelledRequest(serverError(500))).toBe(false);
  });
});
