import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_PER_DAY, commentMessages, errorMessages, primitiveMessages } from '@scoreline/contracts';
import { comments } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  HTML_PAYLOAD,
  contents,
  newMatch,
  pageOf,
  postComment,
  posted,
  quickPlayers,
  type QuickPlayer,
} from './comment-helpers';

/** spec §7 POST /match/comments, §8 (the server's message is shown); docs/decisions/019. */
let t: TestApp;
let matchId: number;

beforeAll(async () => {
  t = await createTestApp();
  matchId = await newMatch(t.app);
});
afterAll(() => t.close());

/** A player of one's own per test: the per-player limits never leak from one test into another. */
async function player(): Promise<QuickPlayer> {
  const [one] = await quickPlayers(t.app, 1);
  return one!;
}

describe('posting a comment', () => {
  it('answers 201 with the comment and the message to show', async () => {
    const ada = await player();
    const response = await postComment(t.app, ada.token, {
      matchId,
      content: 'Great game ahead',
      parentCommentId: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: commentMessages.posted,
      data: {
        id: expect.any(Number),
        matchId,
        content: 'Great game ahead',
        parentCommentId: null,
        createdAt: t.clock.now().toISOString(),
        deleted: false,
        likes: 0,
        dislikes: 0,
        user: { id: ada.id, username: ada.username, profile_picture: null, rank: null },
        userLikeStatus: null,
      },
    });
    t.clock.advance(5_000);
    const reply = await postComment(t.app, ada.token, {
      matchId,
      content: 'Indeed',
      parentCommentId: response.json().data.id,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      message: commentMessages.replyPosted,
      data: { parentCommentId: response.json().data.id },
    });
  });

  it('stores and returns an HTML/script payload byte for byte', async () => {
    const ada = await player();
    const own = await newMatch(t.app);
    const response = await postComment(t.app, ada.token, { matchId: own, content: HTML_PAYLOAD });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.content).toBe(HTML_PAYLOAD);
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/match/${own}/comments` });
    expect(listed.json().data.comments[0].content).toBe(HTML_PAYLOAD);
    // The JSON text carries the characters themselves, not an HTML-escaped copy.
    expect(listed.body).toContain(JSON.stringify(HTML_PAYLOAD).slice(1, -1));
  });

  it('trims the ends, keeps inner line breaks and tabs, and accepts 2,000 characters', async () => {
    const ada = await player();
    const own = await newMatch(t.app);
    const text = 'First line\r\nsecond\tline\n\nthird ⚽ 😀';
    expect(
      (await postComment(t.app, ada.token, { matchId: own, content: `  \n${text}\n  ` })).json().data.content,
    ).toBe(text);
    t.clock.advance(5_000);
    const longest = 'x'.repeat(2_000);
    const response = await postComment(t.app, ada.token, { matchId: own, content: longest });
    expect(response.statusCode).toBe(201);
    expect(contents((await pageOf(t.app, own)).comments)).toEqual([longest, text]);
  });

  it.each([
    ['empty', '', commentMessages.contentRequired],
    ['whitespace only', ' \n\t  ', commentMessages.contentRequired],
    ['2,001 characters', 'x'.repeat(2_001), commentMessages.contentTooLong],
    ['a NUL', 'a\u0000b', primitiveMessages.controlCharacters],
    ['an escape sequence', 'red \u001b[31m', primitiveMessages.controlCharacters],
    ['a lone surrogate', 'a\uD800b', primitiveMessages.malformedText],
    ['not text', 42, commentMessages.contentRequired],
  ])('refuses %s with its message', async (_label, content, message) => {
    const ada = await player();
    const response = await postComment(t.app, ada.token, { matchId, content });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION', errors: { content: message } });
  });

  it('refuses a missing content, a bad match id and unknown fields', async () => {
    const ada = await player();
    const missing = await postComment(t.app, ada.token, { matchId, content: undefined });
    expect(missing.json().errors).toEqual({ content: commentMessages.contentRequired });
    const badMatch = await postComment(t.app, ada.token, { matchId: '1', content: 'x' });
    expect(badMatch.json().errors).toEqual({ matchId: commentMessages.matchIdInvalid });
    const badParent = await postComment(t.app, ada.token, { matchId, content: 'x', parentCommentId: 0 });
    expect(badParent.json().errors).toEqual({ parentCommentId: commentMessages.parentIdInvalid });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/match/comments',
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { matchId, content: 'x', parentCommentId: null, userId: 1 },
    });
    expect(unknown.json().errors).toEqual({ userId: primitiveMessages.unknownField });
  });

  it('needs a token, and a known match', async () => {
    const anonymous = await postComment(t.app, undefined, { matchId, content: 'Hello' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(errorMessages.accessTokenMissing);
    const ada = await player();
    const unknown = await postComment(t.app, ada.token, { matchId: 999_999, content: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: commentMessages.matchNotFound, code: 'NOT_FOUND' });
  });

  it('refuses a reply to an unknown comment (404) and to a comment on another match (422)', async () => {
    const ada = await player();
    const other = await newMatch(t.app);
    const elsewhere = await posted(t.app, t.clock, ada.token, other, 'On the other match');

    const unknown = await postComment(t.app, ada.token, { matchId, content: 'Hi', parentCommentId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(commentMessages.parentNotFound);
    const wrongMatch = await postComment(t.app, ada.token, { matchId, content: 'Hi', parentCommentId: elsewhere });
    expect(wrongMatch.statusCode).toBe(422);
    expect(wrongMatch.json()).toMatchObject({ message: commentMessages.parentOtherMatch, code: 'UNPROCESSABLE' });
  });
});

describe('per-player limits', () => {
  it('allows one comment every 5 seconds (429 with how long to wait), then again once the clock moved', async () => {
    const ada = await player();
    expect((await postComment(t.app, ada.token, { matchId, content: 'one' })).statusCode).toBe(201);

    t.clock.advance(2_000);
    const tooSoon = await postComment(t.app, ada.token, { matchId, content: 'two' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ message: commentMessages.tooSoon(3), code: 'RATE_LIMITED' });
    expect(tooSoon.json().message).toBe('You can post one comment every 5 seconds. Please try again in 3 seconds.');
    expect(tooSoon.headers['retry-after']).toBe('3');
    // Replies count too, and a refused attempt does not restart the wait.
    t.clock.advance(2_999);
    const reply = await postComment(t.app, ada.token, { matchId, content: 'reply' });
    expect(reply.json().message).toBe(commentMessages.tooSoon(1));

    t.clock.advance(1);
    expect((await postComment(t.app, ada.token, { matchId, content: 'two' })).statusCode).toBe(201);
    // Another player is not held back by Ada's pace.
    const bob = await player();
    expect((await postComment(t.app, bob.token, { matchId, content: 'mine' })).statusCode).toBe(201);
  });

  it('lets only one of two concurrent posts of a player through', async () => {
    const ada = await player();
    const own = await newMatch(t.app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postComment(t.app, ada.token, { matchId: own, content: `race ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    expect((await pageOf(t.app, own)).total).toBe(1);
  });

  it(`caps a player at ${COMMENTS_PER_DAY} comments in 24 hours, with its own message`, async () => {
    const ada = await player();
    const own = await newMatch(t.app);
    const start = t.clock.now().getTime();
    // The first 199 are written straight into the table (one every 5 seconds); the 200th goes through the API.
    await t.app.deps.database.db.insert(comments).values(
      Array.from({ length: COMMENTS_PER_DAY - 1 }, (_, index) => ({
        matchId: own,
        userId: ada.id,
        content: `#${index}`,
        createdAt: new Date(start + index * 5_000),
      })),
    );
    t.clock.set(start + (COMMENTS_PER_DAY - 1) * 5_000);
    await posted(t.app, t.clock, ada.token, own, 'the 200th');
    expect((await pageOf(t.app, own)).total).toBe(COMMENTS_PER_DAY);

    const capped = await postComment(t.app, ada.token, { matchId: own, content: 'one more' });
    expect(capped.statusCode).toBe(429);
    const waitSeconds = Math.ceil((start + 24 * 3_600_000 - t.clock.now().getTime()) / 1000);
    expect(capped.json()).toMatchObject({ message: commentMessages.dailyLimit(waitSeconds), code: 'RATE_LIMITED' });
    expect(capped.json().message).toMatch(
      /^You have posted 200 comments in the last 24 hours.*try again in 24 hours\.$/,
    );
    expect(capped.headers['retry-after']).toBe(String(waitSeconds));

    // 24 hours after the first one, it has left the window and one more may go.
    t.clock.set(start + 24 * 3_600_000 + 1);
    expect((await postComment(t.app, ada.token, { matchId: own, content: 'one more' })).statusCode).toBe(201);
    expect((await postComment(t.app, ada.token, { matchId: own, content: 'and another' })).statusCode).toBe(429);
  });
});
