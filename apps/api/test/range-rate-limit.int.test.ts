import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@scoreline/contracts';
import { NEW_RANGES_PER_MINUTE } from '../src/modules/predictions/range-rate-limit';
import { freshIp, get } from './helpers/auth-helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A date range of January 2024 ending on `day`: a new range for each day. */
const range = (day: number, page = 1) =>
  `/score?start=2024-01-01&end=2024-01-${String(day).padStart(2, '0')}&page=${page}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /score: new date ranges are rate-limited per address', () => {
  it(`answers 429 after ${NEW_RANGES_PER_MINUTE} new ranges a minute, and keeps answering what is already ranked`, async () => {
    const ip = freshIp();
    for (let day = 1; day <= NEW_RANGES_PER_MINUTE; day += 1) {
      expect((await get(t.app, range(day), { ip })).statusCode).toBe(200);
    }

    const refused = await get(t.app, range(NEW_RANGES_PER_MINUTE + 1), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: errorMessages.rateLimited, code: 'RATE_LIMITED' });
    // A range already ranked (another page of the latest one), and the overall table, cost no computation.
    expect((await get(t.app, range(NEW_RANGES_PER_MINUTE, 2), { ip })).statusCode).toBe(200);
    expect((await get(t.app, '/score', { ip })).statusCode).toBe(200);
    // Another address is not held back.
    expect((await get(t.app, range(NEW_RANGES_PER_MINUTE + 1))).statusCode).toBe(200);
  });
});
