import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages, REACTIONS_PER_MINUTE } from '@scoreline/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newMatch, posted, quickPlayers, type QuickPlayer } from './comment-helpers';

/**
 * Issue 57 (audit: 2,000 reactions accepted in 14.5 s from rotating addresses): reactions are limited per player,
 * whatever address each one comes from (ADR 090). Behind a proxy (TRUST_PROXY=1) every request names a new client.
 */
let t: TestApp;
let comments: number[];
let fan: QuickPlayer;
let other: QuickPlayer;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' }, webDist: null });
  const matchId = await newMatch(t.app);
  const [author, a, b] = (await quickPlayers(t.app, 3)) as [QuickPlayer, QuickPlayer, QuickPlayer];
  [fan, other] = [a, b];
  comments = [];
  for (let index = 0; index < 3; index += 1) {
    comments.push(await posted(t.app, t.clock, author.token, matchId, `Comment ${index}`));
  }
});
afterAll(() => t.close());

let address = 0;
/** A reaction through the proxy from a client address never seen before. */
function reactFromNewAddress(token: string, commentId: number) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/match/comments/like-or-dislike',
    remoteAddress: '127.0.0.1',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.${address >> 8}.${address & 255}` },
    payload: { commentId, type: address % 2 === 0 ? 'liked' : 'disliked' },
  });
}

describe('reactions per player', () => {
  it(`accepts ${REACTIONS_PER_MINUTE} a minute from rotating addresses, then answers 429 with Retry-After`, async () => {
    for (let index = 0; index < REACTIONS_PER_MINUTE; index += 1) {
      const response = await reactFromNewAddress(fan.token, comments[index % comments.length]!);
      expect(response.statusCode, `reaction ${index + 1}`).toBe(200);
    }
    for (let index = 0; index < 5; index += 1) {
      const refused = await reactFromNewAddress(fan.token, comments[0]!);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        success: false,
        message: commentMessages.reactionsTooFast(seconds),
        code: 'RATE_LIMITED',
      });
    }
  });

  it("does not count one player's reactions against another's", async () => {
    const response = await reactFromNewAddress(other.token, comments[1]!);
    expect(response.statusCode).toBe(200);
  });
});
