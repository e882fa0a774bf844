import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages, errorMessages } from '@scoreline/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newMatch, pageOf, posted, quickPlayers, react, type QuickPlayer } from './comment-helpers';

/** spec §4 reactions (like or dislike toggled, highlighted after click), §7 POST /match/comments/like-or-dislike. */
let t: TestApp;
let matchId: number;
let author: QuickPlayer;

beforeAll(async () => {
  t = await createTestApp();
  matchId = await newMatch(t.app);
  [author] = (await quickPlayers(t.app, 1)) as [QuickPlayer];
});
afterAll(() => t.close());

async function freshComment(): Promise<number> {
  return posted(t.app, t.clock, author.token, matchId, 'React to this');
}

describe('liking and disliking a comment', () => {
  it('goes through every transition: none→liked→none, liked→disliked, disliked→liked, disliked→none', async () => {
    const id = await freshComment();
    const [fan] = await quickPlayers(t.app, 1);
    const step = async (type: string) => {
      const response = await react(t.app, fan!.token, id, type);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };

    expect(await step('liked')).toEqual({ commentId: id, likes: 1, dislikes: 0, userLikeStatus: { type: 'liked' } });
    expect(await step('liked')).toEqual({ commentId: id, likes: 0, dislikes: 0, userLikeStatus: null });
    expect(await step('liked')).toMatchObject({ likes: 1, dislikes: 0, userLikeStatus: { type: 'liked' } });
    expect(await step('disliked')).toMatchObject({ likes: 0, dislikes: 1, userLikeStatus: { type: 'disliked' } });
    expect(await step('liked')).toMatchObject({ likes: 1, dislikes: 0, userLikeStatus: { type: 'liked' } });
    expect(await step('disliked')).toMatchObject({ likes: 0, dislikes: 1, userLikeStatus: { type: 'disliked' } });
    expect(await step('disliked')).toEqual({ commentId: id, likes: 0, dislikes: 0, userLikeStatus: null });

    const listed = (await pageOf(t.app, matchId, '', fan!.token)).comments.find((comment) => comment.id === id);
    expect(listed).toMatchObject({ likes: 0, dislikes: 0, userLikeStatus: null });
  });

  it("counts each player's reaction once, and shows each player their own", async () => {
    const id = await freshComment();
    const [a, b, c] = (await quickPlayers(t.app, 3)) as QuickPlayer[];
    await react(t.app, a!.token, id, 'liked');
    await react(t.app, b!.token, id, 'liked');
    const last = await react(t.app, c!.token, id, 'disliked');
    expect(last.json().data).toEqual({ commentId: id, likes: 2, dislikes: 1, userLikeStatus: { type: 'disliked' } });

    const statusFor = async (token: string) =>
      (await pageOf(t.app, matchId, '', token)).comments.find((comment) => comment.id === id)?.userLikeStatus;
    expect(await statusFor(a!.token)).toEqual({ type: 'liked' });
    expect(await statusFor(c!.token)).toEqual({ type: 'disliked' });
    expect(await statusFor(author.token)).toBeNull();
  });

  it('keeps exact counts under 50 concurrent reactions from 50 players', async () => {
    const id = await freshComment();
    const fans = await quickPlayers(t.app, 50);
    const responses = await Promise.all(
      fans.map((fan, index) => react(t.app, fan.token, id, index % 5 === 0 ? 'disliked' : 'liked')),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const listed = (await pageOf(t.app, matchId)).comments.find((comment) => comment.id === id);
    expect(listed).toMatchObject({ likes: 40, dislikes: 10 });
    // Each answer counted every reaction committed before it, and none after: the counts seen are all different.
    const seen = responses.map((response) => response.json().data.likes + response.json().data.dislikes);
    expect(new Set(seen).size).toBe(50);
  });

  it('keeps one reaction per player under 20 concurrent clicks of the same player (within the per-player limit, ADR 090)', async () => {
    const id = await freshComment();
    const [fan, second] = await quickPlayers(t.app, 2);
    // 20 likes: each toggles the one before, so an even number leaves nothing.
    const likes = await Promise.all(Array.from({ length: 20 }, () => react(t.app, fan!.token, id, 'liked')));
    expect(likes.every((response) => response.statusCode === 200)).toBe(true);
    expect(likes.filter((response) => response.json().data.userLikeStatus !== null)).toHaveLength(10);
    let listed = (await pageOf(t.app, matchId, '', fan!.token)).comments.find((comment) => comment.id === id);
    expect(listed).toMatchObject({ likes: 0, dislikes: 0, userLikeStatus: null });

    // Another player's 10 likes and 10 dislikes at once: whatever the order, at most one reaction and the counts
    // agree with it.
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, index) => react(t.app, second!.token, id, index % 2 ? 'liked' : 'disliked')),
    );
    expect(mixed.every((response) => response.statusCode === 200)).toBe(true);
    for (const response of mixed) {
      const { likes, dislikes } = response.json().data;
      expect(likes + dislikes).toBeLessThanOrEqual(1);
    }
    listed = (await pageOf(t.app, matchId, '', second!.token)).comments.find((comment) => comment.id === id);
    const status = listed!.userLikeStatus?.type;
    expect({ likes: listed!.likes, dislikes: listed!.dislikes }).toEqual({
      likes: status === 'liked' ? 1 : 0,
      dislikes: status === 'disliked' ? 1 : 0,
    });
  });

  it('refuses an unknown comment (404), a bad reaction (400) and a missing token (401)', async () => {
    const [fan] = await quickPlayers(t.app, 1);
    const unknown = await react(t.app, fan!.token, 999_999, 'liked');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: commentMessages.commentNotFound, code: 'NOT_FOUND' });

    const id = await freshComment();
    const bad = await react(t.app, fan!.token, id, 'loved');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ type: commentMessages.reactionInvalid });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/match/comments/like-or-dislike',
      payload: { commentId: id, type: 'liked' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(errorMessages.accessTokenMissing);
  });
});
