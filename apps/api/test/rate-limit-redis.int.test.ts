import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMatch, posted, quickPlayers, type QuickPlayer } from './comments/comment-helpers';
import { post } from './helpers/auth-helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * With REDIS_URL, per-IP limits are counted in Redis, so several API processes (WORKERS, or several machines)
 * share one count: an attacker gets the published number of guesses, not that number per process.
 * Uses the Redis on 127.0.0.1:6379 (REDIS_TEST_URL to change it); each run uses its own random addresses.
 */
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ env: { REDIS_URL: redisUrl } });
  second = await createTestApp({ env: { REDIS_URL: redisUrl } });
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('per-IP rate limits in Redis', () => {
  it('counts sign-in attempts from one address across two API processes together', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    // 20 a minute per address (spec §6 / auth.routes.ts): ten on each process, then one more.
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const app = attempt % 2 === 0 ? first.app : second.app;
      const response = await post(app, '/auth/sign-in', { email: `r${attempt}@example.com`, password: 'x' }, { ip });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    const other = await post(
      second.app,
      '/auth/sign-in',
      { email: 'r@example.com', password: 'x' },
      { ip: randomIp() },
    );
    expect(other.statusCode).toBe(401);
  });

  it('keeps serving when Redis is unreachable, and counts in this process meanwhile (ADR 091)', async () => {
    const offline = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        const response = await post(
          offline.app,
          '/auth/sign-in',
          { email: `o${attempt}@example.com`, password: 'x' },
          { ip },
        );
        statuses.push(response.statusCode);
      }
      // Sign-in still answers (401: no such account), and the 21st from one address is limited, not let through.
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      const other = await post(
        offline.app,
        '/auth/sign-in',
        { email: 'o@example.com', password: 'x' },
        { ip: randomIp() },
      );
      expect(other.statusCode).toBe(401);
    } finally {
      await offline.close();
    }
  });

  it("counts a player's reactions in Redis under the limit's own key (ADR 090)", async () => {
    const matchId = await newMatch(first.app);
    const [author, fan] = (await quickPlayers(first.app, 2)) as [QuickPlayer, QuickPlayer];
    const commentId = await posted(first.app, first.clock, author.token, matchId, 'Counted once');
    const react = await first.app.inject({
      method: 'POST',
      url: '/api/v1/match/comments/like-or-dislike',
      headers: { authorization: `Bearer ${fan.token}` },
      payload: { commentId, type: 'liked' },
    });
    expect(react.statusCode).toBe(200);
    const redis = new Redis(redisUrl);
    try {
      // The minute's count, under the limit's own key: a limiter outside a route had the library's route prefix,
      // `undefinedundefined-`, in its keys. (A count lives a minute, so another run's player of the same id is gone.)
      const keys = await redis.keys(`scoreline:rate-limit:*reactions:minute:${fan.id}`);
      expect(keys).toEqual([`scoreline:rate-limit:reactions:minute:${fan.id}`]);
    } finally {
      redis.disconnect();
    }
  });
});
