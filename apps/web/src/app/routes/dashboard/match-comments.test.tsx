import { commentMessages, type CommentsPage } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeComment, makeCommentsPage, makeReply } from '@/testing/make-comment';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch } from '@/testing/make-match';
import { sentBodies } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker', rank: 4 });

/** The match page of match 50 (line-up tab) with these comments answers. */
function renderComments(pages: CommentsPage | ((page: number) => CommentsPage), handlers: RequestHandler[] = []) {
  return renderRoute('/upcoming-matches/50', {
    user: me,
    handlers: [
      ...handlers,
      http.get(api('/match/50'), () => ok(makeMatch({ id: 50 }))),
      http.get(api('/match/api/lineups/50'), () => ok([])),
      http.get(api('/match/api/injuries/50'), () => ok([])),
      http.get(api('/match/50/comments'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return ok(typeof pages === 'function' ? pages(page) : pages);
      }),
    ],
  });
}

// The first page load transforms the lazy page's modules: slow on a busy machine.
const commentsList = () => screen.findByRole('list', { name: 'Comments, newest first' }, { timeout: 5_000 });

describe('match page comments (spec §2 Match detail, issue 12)', () => {
  it('lists comments with their replies, and a deleted parent as "comment deleted" with its replies', async () => {
    await renderComments(
      makeCommentsPage([
        makeComment(2, { content: 'Great game', replies: [makeReply(3, { parentCommentId: 2, content: 'Agreed' })] }),
        makeComment(1, {
          deleted: true,
          content: '',
          replies: [makeReply(4, { parentCommentId: 1, content: 'Still here' })],
        }),
      ]),
    );

    const list = await commentsList();
    expect(screen.getByRole('heading', { name: /Comments/ })).toBeDefined();
    const threads = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(threads).toHaveLength(2);
    expect(within(threads[0]!).getByText('Great game')).toBeDefined();
    expect(within(within(threads[0]!).getByRole('list', { name: 'Replies (1)' })).getByText('Agreed')).toBeDefined();
    expect(within(threads[1]!).getByText(commentMessages.deletedPlaceholder)).toBeDefined();
    expect(within(threads[1]!).getByText('Still here')).toBeDefined();
  });

  it("heads the section exactly 'Comments' (spec §2), with how many there are beside the heading", async () => {
    await renderComments(makeCommentsPage([makeComment(2), makeComment(1)], { total: 12 }));
    await commentsList();

    const heading = screen.getByRole('heading', { level: 2, name: 'Comments' });
    expect(heading.textContent).toBe('Comments');
    const section = screen.getByRole('region', { name: 'Comments' });
    expect(within(section).getByText(matchPageMessages.commentsCount(12)).textContent).toBe('12 comments');
  });

  it('keeps Post disabled while empty, posts, shows the server message and closes a reply box', async () => {
    const { input } = await renderComments(makeCommentsPage([makeComment(1)]), [
      http.post(api('/match/comments'), () =>
        ok(makeReply(9, { parentCommentId: 1, content: 'Nice' }), 'Reply posted by the server', { status: 201 }),
      ),
    ]);
    const list = await commentsList();
    const post = screen.getByRole('button', { name: 'Post comment' });
    expect(post).toHaveProperty('disabled', true);
    await input.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    expect(post).toHaveProperty('disabled', true);

    await input.click(within(list).getByRole('button', { name: 'Comment' }));
    const reply = screen.getByRole('textbox', { name: 'Reply to fan_1' });
    await input.type(reply, 'Nice');
    await input.click(screen.getByRole('button', { name: 'Reply' }));

    expect(await screen.findByText('Reply posted by the server')).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByRole('textbox', { name: 'Reply to fan_1' })).toBeNull();
    });
    expect(await sentBodies('POST /match/comments')).toEqual([{ matchId: 50, content: 'Nice', parentCommentId: 1 }]);
  });

  it('opens a reply to a reply under that reply, named after its author, and posts it to the thread', async () => {
    const { input } = await renderComments(
      makeCommentsPage([
        makeComment(1, {
          replies: [
            makeReply(3, { parentCommentId: 1, content: 'First reply' }),
            makeReply(4, { parentCommentId: 1, content: 'Second reply' }),
          ],
        }),
      ]),
      [
        http.post(api('/match/comments'), () =>
          ok(makeReply(9, { content: 'Quite' }), 'Reply posted', { status: 201 }),
        ),
      ],
    );
    const replies = within(await commentsList()).getByRole('list', { name: 'Replies (2)' });
    const [first, second] = within(replies).getAllByRole('listitem');
    await input.click(within(first!).getByRole('button', { name: 'Comment' }));

    const box = within(first!).getByRole('textbox', { name: 'Reply to fan_3' });
    expect(within(second!).queryByRole('textbox')).toBeNull();
    await input.type(box, 'Quite');
    await input.click(within(first!).getByRole('button', { name: 'Reply' }));
    expect(await sentBodies('POST /match/comments')).toEqual([{ matchId: 50, content: 'Quite', parentCommentId: 1 }]);
  });

  it('shows the server message of a refused post as an error toast', async () => {
    const { input } = await renderComments(makeCommentsPage([]), [
      http.post(api('/match/comments'), () => fail(429, commentMessages.tooSoon(3), { code: 'RATE_LIMITED' })),
    ]);
    await screen.findByText(/No comments yet/);
    await input.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Again');
    await input.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(commentMessages.tooSoon(3))).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveProperty('value', 'Again');
  });

  it('highlights a like at once (aria-pressed) with its count, and keeps the server counts', async () => {
    const { input } = await renderComments(makeCommentsPage([makeComment(1, { likes: 2, dislikes: 1 })]), [
      http.post(api('/match/comments/like-or-dislike'), () =>
        ok({ commentId: 1, likes: 3, dislikes: 1, userLikeStatus: { type: 'liked' } }),
      ),
    ]);
    const list = await commentsList();
    const like = within(list).getByRole('button', { name: 'Like (2)' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await input.click(like);
    const liked = await within(list).findByRole('button', { name: 'Like (3)' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(within(list).getByRole('button', { name: 'Dislike (1)' }).getAttribute('aria-pressed')).toBe('false');
    expect(await sentBodies('POST /match/comments/like-or-dislike')).toEqual([{ commentId: 1, type: 'liked' }]);
  });

  it('rolls a refused like back and says why', async () => {
    const { input } = await renderComments(makeCommentsPage([makeComment(1, { likes: 2 })]), [
      http.post(api('/match/comments/like-or-dislike'), () =>
        fail(404, commentMessages.commentNotFound, { code: 'NOT_FOUND' }),
      ),
    ]);
    const list = await commentsList();
    await input.click(within(list).getByRole('button', { name: 'Like (2)' }));
    expect(await screen.findByText(commentMessages.commentNotFound)).toBeDefined();
    expect(within(list).getByRole('button', { name: 'Like (2)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a script payload as literal text, line breaks kept', async () => {
    const payload = '<script>alert("x")</script>\n<b>bold</b> https://example.com';
    await renderComments(makeCommentsPage([makeComment(1, { content: payload })]));
    const list = await commentsList();
    const text = within(list).getByText((_, element) => element?.textContent === payload && element.tagName === 'P');
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('loads the next page with Load more', async () => {
    const first = Array.from({ length: 10 }, (_, index) => makeComment(30 - index));
    const { input } = await renderComments((page) =>
      page === 1
        ? makeCommentsPage(first, { total: 12 })
        : makeCommentsPage([makeComment(11), makeComment(10)], { page: 2, total: 12 }),
    );
    const list = await commentsList();
    expect(within(list).queryByText('Comment 10')).toBeNull();
    await input.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Comment 10')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when Load more fails, and loads the next page with Try again', async () => {
    let isDown = true;
    const first = Array.from({ length: 10 }, (_, index) => makeComment(30 - index));
    const { input } = await renderComments(
      () => makeCommentsPage([], { total: 12 }), // (answered by the handler below, in front)
      [
        http.get(api('/match/50/comments'), ({ request }) => {
          if (new URL(request.url).searchParams.get('page') === '1') return ok(makeCommentsPage(first, { total: 12 }));
          if (isDown) return fail(503, 'Service unavailable');
          return ok(makeCommentsPage([makeComment(11), makeComment(10)], { page: 2, total: 12 }));
        }),
      ],
    );
    const list = await commentsList();
    await input.click(screen.getByRole('button', { name: 'Load more' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(matchPageMessages.commentsMoreFailed);
    expect(within(list).getByText('Comment 30')).toBeDefined();
    isDown = false;
    await input.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByText('Comment 10')).toBeDefined();
    expect(screen.queryByText(matchPageMessages.commentsMoreFailed)).toBeNull();
  });

  it('deletes one of my own comments after confirming', async () => {
    let deleted = false;
    const { input } = await renderComments(
      () =>
        makeCommentsPage(
          deleted ? [] : [makeComment(1, { user: { id: 7, username: 'striker', profile_picture: null, rank: 4 } })],
        ),
      [
        http.delete(api('/match/comments/1'), () => {
          deleted = true;
          return ok(null, commentMessages.deleted);
        }),
      ],
    );
    const list = await commentsList();
    await input.click(within(list).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await input.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(commentMessages.deleted)).toBeDefined();
    expect(await screen.findByText(/No comments yet/)).toBeDefined();
  });
});
