import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages, errorMessages } from '@scoreline/contracts';
import { playerTotals } from '../../src/db/schema';
import { onlySeason } from '../helpers/football-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  contents,
  deleteComment,
  listComments,
  newMatch,
  pageOf,
  postComment,
  posted,
  quickPlayers,
  react,
  type QuickPlayer,
} from './comment-helpers';

/** spec §2 Match detail Comments, §7 GET /match/{id}/comments, §9 page size 10; docs/decisions/019. */
let t: TestApp;
let ada: QuickPlayer;
let bob: QuickPlayer;

beforeAll(async () => {
  t = await createTestApp();
  [ada, bob] = (await quickPlayers(t.app, 2)) as [QuickPlayer, QuickPlayer];
});
afterAll(() => t.close());

describe('listing a match\u2019s comments', () => {
  it('pages top-level comments newest first, 10 by default, with the top-level total', async () => {
    const matchId = await newMatch(t.app);
    for (let index = 1; index <= 15; index += 1) await posted(t.app, t.clock, ada.token, matchId, `comment ${index}`);

    const first = await pageOf(t.app, matchId);
    expect(first).toMatchObject({ page: 1, size: 10, total: 15 });
    expect(contents(first.comments)).toEqual(Array.from({ length: 10 }, (_, index) => `comment ${15 - index}`));

    const second = await pageOf(t.app, matchId, '?page=2&size=10');
    expect(second).toMatchObject({ page: 2, size: 10, total: 15 });
    expect(contents(second.comments)).toEqual(['comment 5', 'comment 4', 'comment 3', 'comment 2', 'comment 1']);

    const beyond = await pageOf(t.app, matchId, '?page=3');
    expect(beyond.comments).toEqual([]);
    expect(beyond.total).toBe(15);
  });

  it('shows each comment whole: author, counts, dates, no reaction without a token', async () => {
    const matchId = await newMatch(t.app);
    const id = await posted(t.app, t.clock, ada.token, matchId, 'Up the Clubs!');
    const [comment] = (await pageOf(t.app, matchId)).comments;
    expect(comment).toEqual({
      id,
      matchId,
      content: 'Up the Clubs!',
      parentCommentId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deleted: false,
      likes: 0,
      dislikes: 0,
      user: { id: ada.id, username: ada.username, profile_picture: null, rank: null },
      userLikeStatus: null,
      replies: [],
    });
  });

  it("shows each author's overall rank, for top-level comments and replies alike", async () => {
    const matchId = await newMatch(t.app);
    const db = t.app.deps.database.db;
    // Scored totals as scoring leaves them: Bob leads, Ada second (spec §3 User rank, the published tie-break).
    const season = await onlySeason(db);
    await db.insert(playerTotals).values([
      { ...season, userId: bob.id, predictionsMade: 3, points: 9, scored: 3, exact: 1, outcomes: 2 },
      { ...season, userId: ada.id, predictionsMade: 2, points: 4, scored: 2, exact: 0, outcomes: 2 },
    ]);
    await db.transaction((tx) => t.app.deps.leaderboard.markChanged(tx));
    const top = await posted(t.app, t.clock, ada.token, matchId, 'Ranked');
    await posted(t.app, t.clock, bob.token, matchId, 'Ranked higher', top);

    const [comment] = (await pageOf(t.app, matchId)).comments;
    expect(comment!.user).toMatchObject({ id: ada.id, rank: 2 });
    expect(comment!.replies[0]!.user).toMatchObject({ id: bob.id, rank: 1 });
    await db.delete(playerTotals);
    await db.transaction((tx) => t.app.deps.leaderboard.markChanged(tx));
  });

  it('lists replies under their comment, oldest first; a reply to a reply joins the thread', async () => {
    const matchId = await newMatch(t.app);
    const top = await posted(t.app, t.clock, ada.token, matchId, 'Who wins?');
    const firstReply = await posted(t.app, t.clock, bob.token, matchId, 'Home', top);
    const secondReply = await posted(t.app, t.clock, ada.token, matchId, 'Away', top);
    // Replying to a reply attaches to the top-level comment (one level deep).
    const nested = await posted(t.app, t.clock, bob.token, matchId, 'Never', secondReply);
    await posted(t.app, t.clock, bob.token, matchId, 'Another thread');

    const page = await pageOf(t.app, matchId);
    expect(page.total).toBe(2);
    expect(contents(page.comments)).toEqual(['Another thread', 'Who wins?']);
    const thread = page.comments[1]!;
    expect(thread.replies.map((reply) => reply.id)).toEqual([firstReply, secondReply, nested]);
    expect(contents(thread.replies)).toEqual(['Home', 'Away', 'Never']);
    expect(thread.replies.every((reply) => reply.parentCommentId === top)).toBe(true);
    expect(thread.replies[0]).not.toHaveProperty('replies');
  });

  it("fills userLikeStatus with the caller's own reaction only when a token comes", async () => {
    const matchId = await newMatch(t.app);
    const top = await posted(t.app, t.clock, ada.token, matchId, 'React to me');
    const reply = await posted(t.app, t.clock, ada.token, matchId, 'And me', top);
    expect((await react(t.app, bob.token, top, 'liked')).statusCode).toBe(200);
    expect((await react(t.app, bob.token, reply, 'disliked')).statusCode).toBe(200);

    const asBob = (await pageOf(t.app, matchId, '', bob.token)).comments[0]!;
    expect(asBob).toMatchObject({ likes: 1, dislikes: 0, userLikeStatus: { type: 'liked' } });
    expect(asBob.replies[0]).toMatchObject({ likes: 0, dislikes: 1, userLikeStatus: { type: 'disliked' } });

    const asAda = (await pageOf(t.app, matchId, '', ada.token)).comments[0]!;
    expect(asAda).toMatchObject({ likes: 1, userLikeStatus: null });
    const anonymous = (await pageOf(t.app, matchId)).comments[0]!;
    expect(anonymous).toMatchObject({ likes: 1, userLikeStatus: null });
    expect(anonymous.replies[0]).toMatchObject({ dislikes: 1, userLikeStatus: null });
  });

  it('answers 404 for an unknown match and 400 for a bad page or size', async () => {
    const unknown = await listComments(t.app, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: commentMessages.matchNotFound, code: 'NOT_FOUND' });
    const matchId = await newMatch(t.app);
    expect((await listComments(t.app, matchId, '?size=51')).json().errors).toEqual({
      size: commentMessages.sizeInvalid,
    });
    expect((await listComments(t.app, matchId, '?page=0')).statusCode).toBe(400);
    const badToken = await listComments(t.app, matchId, '', 'x'.repeat(43));
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().message).toBe(errorMessages.invalidToken);
  });
});

describe('deleting a comment', () => {
  it('keeps a deleted comment with replies in the list, emptied and marked deleted; the replies stay', async () => {
    const matchId = await newMatch(t.app);
    const top = await posted(t.app, t.clock, ada.token, matchId, 'I regret this');
    await posted(t.app, t.clock, bob.token, matchId, 'Too late', top);

    const deleted = await deleteComment(t.app, ada.token, top);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: commentMessages.deleted, data: null });

    const page = await pageOf(t.app, matchId);
    expect(page.total).toBe(1);
    expect(page.comments[0]).toMatchObject({ id: top, deleted: true, content: '', user: { id: ada.id } });
    expect(contents(page.comments[0]!.replies)).toEqual(['Too late']);
    // A second delete of one's own comment changes nothing (a safe retry).
    expect((await deleteComment(t.app, ada.token, top)).statusCode).toBe(200);
  });

  it('drops a deleted comment without replies, and a deleted reply, from the list and the total', async () => {
    const matchId = await newMatch(t.app);
    const lonely = await posted(t.app, t.clock, ada.token, matchId, 'Nobody answers');
    const top = await posted(t.app, t.clock, ada.token, matchId, 'Thread');
    const reply = await posted(t.app, t.clock, bob.token, matchId, 'Only reply', top);

    expect((await deleteComment(t.app, ada.token, lonely)).statusCode).toBe(200);
    expect((await deleteComment(t.app, bob.token, reply)).statusCode).toBe(200);
    let page = await pageOf(t.app, matchId);
    expect(page.total).toBe(1);
    expect(page.comments).toHaveLength(1);
    expect(page.comments[0]).toMatchObject({ id: top, deleted: false, replies: [] });

    // The thread's only reply is gone, so deleting the top-level comment now removes the thread.
    expect((await deleteComment(t.app, ada.token, top)).statusCode).toBe(200);
    page = await pageOf(t.app, matchId);
    expect(page).toMatchObject({ total: 0, comments: [] });
  });

  it("refuses to delete another player's comment, and needs a token", async () => {
    const matchId = await newMatch(t.app);
    const top = await posted(t.app, t.clock, ada.token, matchId, 'Mine');

    const refused = await deleteComment(t.app, bob.token, top);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: commentMessages.notYours, code: 'FORBIDDEN' });
    const anonymous = await deleteComment(t.app, undefined, top);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(errorMessages.accessTokenMissing);
    expect((await deleteComment(t.app, bob.token, 999_999)).statusCode).toBe(404);

    expect((await pageOf(t.app, matchId)).comments[0]).toMatchObject({ id: top, deleted: false, content: 'Mine' });
  });

  it('refuses a reply to a deleted comment that is no longer listed, and reactions to a deleted comment', async () => {
    const matchId = await newMatch(t.app);
    const top = await posted(t.app, t.clock, ada.token, matchId, 'Going away');
    expect((await deleteComment(t.app, ada.token, top)).statusCode).toBe(200);

    const reply = await postComment(t.app, bob.token, { matchId, content: 'Wait!', parentCommentId: top });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(commentMessages.parentNotFound);
    const reaction = await react(t.app, bob.token, top, 'liked');
    expect(reaction.statusCode).toBe(404);
    expect(reaction.json().message).toBe(commentMessages.commentNotFound);
  });
});
