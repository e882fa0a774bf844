import { commentMessages, type CommentsPage } from '@scoreline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeComment, makeCommentsPage, makeReply } from '@/testing/make-comment';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch } from '@/testing/make-match';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker', rank: 4 });
const mine = { id: 7, username: 'striker', profile_picture: null, rank: 4 };

/** The match page of match 50 with these comments answers. */
function renderComments(pages: () => CommentsPage, handlers: RequestHandler[] = []) {
  return renderRoute('/upcoming-matches/50', {
    user: me,
    handlers: [
      ...handlers,
      http.get(api('/match/50'), () => ok(makeMatch({ id: 50 }))),
      http.get(api('/match/50/comments'), () => ok(pages())),
    ],
  });
}

// The first page load transforms the lazy page's modules: slow on a busy machine.
const commentsList = () => screen.findByRole('list', { name: 'Comments, newest first' }, { timeout: 5_000 });

describe('match page comments: where the keyboard focus goes', () => {
  it('opens the delete question on Cancel, so a second Enter does not delete the comment', async () => {
    const { input } = await renderComments(() => makeCommentsPage([makeComment(1, { user: mine })]));
    const list = await commentsList();
    within(list).getByRole('button', { name: 'Delete' }).focus();
    await input.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await input.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(list).getByText('Comment 1')).toBeDefined();
    expect(sentRequests('DELETE /match/comments/1')).toEqual([]);
  });

  it('gives focus to the Comments heading once a comment is deleted, not to the page body', async () => {
    let deleted = false;
    const { input } = await renderComments(
      () => makeCommentsPage(deleted ? [] : [makeComment(1, { user: mine })]),
      [
        http.delete(api('/match/comments/1'), () => {
          deleted = true;
          return ok(null, commentMessages.deleted);
        }),
      ],
    );
    const list = await commentsList();
    await input.click(within(list).getByRole('button', { name: 'Delete' }));
    await input.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/No comments yet/)).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Comments' }));
  });

  it('gives focus back to the Comment button once a reply is posted', async () => {
    const { input } = await renderComments(
      () => makeCommentsPage([makeComment(1)]),
      [
        http.post(api('/match/comments'), () =>
          ok(makeReply(9, { parentCommentId: 1, content: 'Nice' }), 'Reply posted', { status: 201 }),
        ),
      ],
    );
    const list = await commentsList();
    const opener = within(list).getByRole('button', { name: 'Comment' });
    await input.click(opener);
    await input.type(screen.getByRole('textbox', { name: 'Reply to fan_1' }), 'Nice{Tab}{Tab}{Enter}');

    expect(await screen.findByText('Reply posted')).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByRole('textbox', { name: 'Reply to fan_1' })).toBeNull();
    });
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to the Comment button when the reply box is closed with Escape', async () => {
    const { input } = await renderComments(() => makeCommentsPage([makeComment(1)]));
    const list = await commentsList();
    const opener = within(list).getByRole('button', { name: 'Comment' });
    await input.click(opener);
    await input.type(screen.getByRole('textbox', { name: 'Reply to fan_1' }), 'Never mind{Escape}');

    expect(screen.queryByRole('textbox', { name: 'Reply to fan_1' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("gives focus back to the Comment button when the reply box's Cancel is pressed", async () => {
    const { input } = await renderComments(() => makeCommentsPage([makeComment(1)]));
    const list = await commentsList();
    const opener = within(list).getByRole('button', { name: 'Comment' });
    await input.click(opener);
    await input.keyboard('{Tab}{Enter}');

    expect(screen.queryByRole('textbox', { name: 'Reply to fan_1' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
