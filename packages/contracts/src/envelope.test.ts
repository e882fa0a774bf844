import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, messageOnlyEnvelopeSchema, successEnvelope } from './envelope';
import { healthResponseSchema } from './health';
import { errorMessages, successMessages } from './messages';

describe('successEnvelope', () => {
  const numbers = successEnvelope(z.array(z.number()));

  it('accepts success with data, with or without a message', () => {
    expect(numbers.parse({ success: true, data: [1, 2] })).toEqual({ success: true, data: [1, 2] });
    expect(numbers.parse({ success: true, message: 'ok', data: [] })).toEqual({
      success: true,
      message: 'ok',
      data: [],
    });
  });

  it.each([
    ['success false', { success: false, data: [1] }],
    ['success missing', { data: [1] }],
    ['data of the wrong type', { success: true, data: ['1'] }],
    ['data missing', { success: true }],
    ['a non-string message', { success: true, message: 1, data: [] }],
  ])('rejects %s', (_label, value) => {
    expect(numbers.safeParse(value).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts a failure with a message and optional field errors', () => {
    expect(errorEnvelopeSchema.parse({ success: false, message: 'Invalid fields' })).toEqual({
      success: false,
      message: 'Invalid fields',
    });
    const withErrors = { success: false, message: 'Email is required', errors: { email: 'Email is required' } };
    expect(errorEnvelopeSchema.parse(withErrors)).toEqual(withErrors);
  });

  it.each([
    ['success true', { success: true, message: 'x' }],
    ['no message', { success: false }],
    ['non-string field errors', { success: false, message: 'x', errors: { email: ['a'] } }],
  ])('rejects %s', (_label, value) => {
    expect(errorEnvelopeSchema.safeParse(value).success).toBe(false);
  });
});

describe('messageOnlyEnvelopeSchema', () => {
  it('carries null data', () => {
    expect(messageOnlyEnvelopeSchema.parse({ success: true, message: 'bye', data: null })).toEqual({
      success: true,
      message: 'bye',
      data: null,
    });
    expect(messageOnlyEnvelopeSchema.safeParse({ success: true, data: {} }).success).toBe(false);
  });
});

describe('healthResponseSchema', () => {
  const health = {
    status: 'ok',
    database: { driver: 'pglite', reachable: true, latencyMs: 1.5 },
    version: '0.1.0',
    uptimeSeconds: 12,
    time: '2024-08-17T15:00:00.000Z',
  };

  it('accepts a health answer', () => {
    expect(healthResponseSchema.parse({ success: true, data: health })).toEqual({ success: true, data: health });
    const unreachable = { ...health, status: 'degraded', database: { ...health.database, latencyMs: null } };
    expect(healthResponseSchema.parse({ success: true, data: unreachable }).data).toEqual(unreachable);
  });

  it.each([
    ['an unknown status', { ...health, status: 'down' }],
    ['an unknown driver', { ...health, database: { ...health.database, driver: 'mysql' } }],
    ['a negative latency', { ...health, database: { ...health.database, latencyMs: -1 } }],
    ['a negative uptime', { ...health, uptimeSeconds: -1 }],
    ['a time that is not ISO', { ...health, time: 'yesterday' }],
  ])('rejects %s', (_label, data) => {
    expect(healthResponseSchema.safeParse({ success: true, data }).success).toBe(false);
  });
});

describe('spec §8 messages', () => {
  it.each([
    [errorMessages.accessTokenMissing, 'Access token is missing'],
    [errorMessages.accountBlocked, 'Your account is blocked. Please contact customer support.'],
    [errorMessages.generic, 'An error occurred'],
    [errorMessages.matchesFailed, 'OOOPPPSS!! Something went wrong'],
    [errorMessages.profileFailed, 'OOPPSS!! Something went wrong'],
    [errorMessages.otpFailed, 'OOPS!! Something went wrong!'],
    [errorMessages.fallback, 'OOPPSS!! Something went wrong'],
    [successMessages.loggedIn, 'Successfully logged in'],
    [successMessages.otpSent, 'Verification OTP sent'],
    [successMessages.passwordReset, 'Password reset successfully'],
  ])('%j is word for word', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
