import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages, errorMessages } from '@scoreline/contracts';
import { auditLog } from '../../src/db/schema';
import { createPlayer, makeOperator, post } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  contents,
  moderate,
  newMatch,
  pageOf,
  postComment,
  posted,
  quickPlayers,
  react,
  type QuickPlayer,
} from './comment-helpers';

/** Operators hide comments (docs/decisions/019); blocked players' comments are hidden while they are blocked. */
let t: TestApp;
let operator: { id: number; token: string };
let ada: QuickPlayer;
let bob: QuickPlayer;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'moderator@example.com' } });
  const account = await createPlayer(t.app, { email: 'moderator@example.com' });
  await makeOperator(t.app, account);
  operator = account;
  [ada, bob] = (await quickPlayers(t.app, 2)) as [QuickPlayer, QuickPlayer];
});
afterAll(() => t.close());

const auditOf = (commentId: number) =>
  t.app.deps.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, `comment:${commentId}`));

describe('hiding a comment (operator)', () => {
  it('removes a comment and its replies for everyone, its author included, and writes the audit log', async () => {
    const matchId = await newMatch(t.app);
    const kept = await posted(t.app, t.clock, bob.token, matchId, 'Fair comment');
    const abusive = await posted(t.app, t.clock, ada.token, matchId, 'Something abusive');
    await posted(t.app, t.clock, bob.token, matchId, 'Calm down', abusive);

    const hidden = await moderate(t.app, operator.token, abusive, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({
      success: true,
      message: commentMessages.hidden,
      data: { id: abusive, matchId, userId: ada.id, hidden: true, deleted: false },
    });

    for (const token of [undefined, ada.token, bob.token, operator.token]) {
      const page = await pageOf(t.app, matchId, '', token);
      expect(page.total).toBe(1);
      expect(page.comments.map((comment) => comment.id)).toEqual([kept]);
    }
    const [entry, ...more] = await auditOf(abusive);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: operator.id,
      action: 'comment.hide',
      details: { matchId, authorUserId: ada.id, parentCommentId: null },
    });

    // A hidden comment takes no reactions and no replies.
    expect((await react(t.app, bob.token, abusive, 'liked')).statusCode).toBe(404);
    const reply = await postComment(t.app, bob.token, { matchId, content: 'Hm', parentCommentId: abusive });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(commentMessages.parentNotFound);
  });

  it('hides a single reply; hiding twice is a safe retry written once; unhiding brings it back', async () => {
    const matchId = await newMatch(t.app);
    const top = await posted(t.app, t.clock, ada.token, matchId, 'Thread');
    const reply = await posted(t.app, t.clock, bob.token, matchId, 'Rude reply', top);
    const other = await posted(t.app, t.clock, ada.token, matchId, 'Polite reply', top);

    expect((await moderate(t.app, operator.token, reply, 'hide')).statusCode).toBe(200);
    expect((await moderate(t.app, operator.token, reply, 'hide')).statusCode).toBe(200);
    let page = await pageOf(t.app, matchId);
    expect(page.comments[0]!.replies.map((entry) => entry.id)).toEqual([other]);

    const shown = await moderate(t.app, operator.token, reply, 'unhide');
    expect(shown.json()).toMatchObject({ message: commentMessages.unhidden, data: { id: reply, hidden: false } });
    page = await pageOf(t.app, matchId);
    expect(page.comments[0]!.replies.map((entry) => entry.id)).toEqual([reply, other]);
    expect((await auditOf(reply)).map((entry) => entry.action)).toEqual(['comment.hide', 'comment.unhide']);
  });

  it('is refused to players (403) and to visitors (401); an unknown comment is a 404', async () => {
    const matchId = await newMatch(t.app);
    const id = await posted(t.app, t.clock, ada.token, matchId, 'Stays');
    const byPlayer = await moderate(t.app, bob.token, id, 'hide');
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(errorMessages.forbidden);
    const byVisitor = await t.app.inject({ method: 'POST', url: `/api/v1/admin/comments/${id}/hide` });
    expect(byVisitor.statusCode).toBe(401);
    expect(contents((await pageOf(t.app, matchId)).comments)).toEqual(['Stays']);
    expect(await auditOf(id)).toEqual([]);

    const unknown = await moderate(t.app, operator.token, 999_999, 'hide');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(commentMessages.commentNotFound);
  });
});

describe("a blocked player's comments", () => {
  it('are hidden (not listed, not counted) while the player is blocked, and back once unblocked', async () => {
    const [troll] = (await quickPlayers(t.app, 1)) as [QuickPlayer];
    const matchId = await newMatch(t.app);
    const mine = await posted(t.app, t.clock, bob.token, matchId, 'Bob speaks');
    const trollTop = await posted(t.app, t.clock, troll.token, matchId, 'Troll thread');
    await posted(t.app, t.clock, bob.token, matchId, 'Answering the troll', trollTop);
    const trollReply = await posted(t.app, t.clock, troll.token, matchId, 'Troll reply', mine);

    expect((await post(t.app, `/admin/users/${troll.id}/block`, {}, { token: operator.token })).statusCode).toBe(200);
    let page = await pageOf(t.app, matchId, '', bob.token);
    expect(page.total).toBe(1);
    expect(page.comments.map((comment) => comment.id)).toEqual([mine]);
    expect(page.comments[0]!.replies).toEqual([]);
    // Nor can anyone answer or react to them meanwhile.
    expect((await react(t.app, bob.token, trollReply, 'disliked')).statusCode).toBe(404);

    expect((await post(t.app, `/admin/users/${troll.id}/unblock`, {}, { token: operator.token })).statusCode).toBe(200);
    page = await pageOf(t.app, matchId, '', bob.token);
    expect(page.total).toBe(2);
    expect(contents(page.comments)).toEqual(['Troll thread', 'Bob speaks']);
    expect(page.comments[1]!.replies.map((reply) => reply.id)).toEqual([trollReply]);
  });
});

describe("a blocked player's reactions", () => {
  it('are not counted while the player is blocked, and count again once unblocked', async () => {
    const [fan] = (await quickPlayers(t.app, 1)) as [QuickPlayer];
    const matchId = await newMatch(t.app);
    const comment = await posted(t.app, t.clock, ada.token, matchId, 'Liked by two');
    expect((await react(t.app, bob.token, comment, 'liked')).statusCode).toBe(200);
    expect((await react(t.app, fan.token, comment, 'liked')).statusCode).toBe(200);
    const likes = async () => (await pageOf(t.app, matchId, '', ada.token)).comments[0]!.likes;
    expect(await likes()).toBe(2);

    expect((await post(t.app, `/admin/users/${fan.id}/block`, {}, { token: operator.token })).statusCode).toBe(200);
    expect(await likes()).toBe(1);
    expect((await post(t.app, `/admin/users/${fan.id}/unblock`, {}, { token: operator.token })).statusCode).toBe(200);
    expect(await likes()).toBe(2);
  });
});
