import type { MatchComment } from '@scoreline/contracts';
import { commentMessages } from '@scoreline/contracts/plain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeComment, makeCommentsPage, makeReply } from '@/testing/make-comment';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch } from '@/testing/make-match';
import { sentBodies, sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker', rank: 4 });
const mine = { id: 7, username: 'striker', profile_picture: null, rank: 4 };

// The first page load transforms the lazy page's modules: slow on a busy machine.
const commentsList = () => screen.findByRole('list', { name: 'Comments, newest first' }, { timeout: 5_000 });

describe('match page comments: several reply boxes', () => {
  it('keeps an open reply box and its text when a reply under another comment is posted and the list refreshes', async () => {
    // The server's comments: a posted reply joins its thread, so the refetch after the post answers a changed list.
    const comments: MatchComment[] = [makeComment(2), makeComment(1)];
    const { input } = await renderRoute('/upcoming-matches/50', {
      user: me,
      handlers: [
        http.get(api('/match/50'), () => ok(makeMatch({ id: 50 }))),
        http.get(api('/match/50/comments'), () => ok(makeCommentsPage(comments))),
        http.post(api('/match/comments'), () => {
          const reply = makeReply(9, { parentCommentId: 1, content: 'Nice', user: mine });
          comments[1] = { ...comments[1]!, replies: [reply] };
          return ok(reply, 'Reply posted', { status: 201 });
        }),
      ],
    });
    const list = await commentsList();
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);

    await input.click(within(first!).getByRole('button', { name: 'Comment' }));
    await input.type(within(first!).getByRole('textbox', { name: 'Reply to fan_2' }), 'Half a thought');
    await input.click(within(second!).getByRole('button', { name: 'Comment' }));
    await input.type(within(second!).getByRole('textbox', { name: 'Reply to fan_1' }), 'Nice');
    await input.click(within(second!).getByRole('button', { name: 'Reply' }));

    expect(await screen.findByText('Reply posted')).toBeDefined();
    expect(await within(second!).findByRole('list', { name: 'Replies (1)' })).toBeDefined();
    await waitFor(() => {
      expect(within(second!).queryByRole('textbox', { name: 'Reply to fan_1' })).toBeNull();
    });
    expect(within(first!).getByRole('textbox', { name: 'Reply to fan_2' })).toHaveProperty('value', 'Half a thought');
    expect(await sentBodies('POST /match/comments')).toEqual([{ matchId: 50, content: 'Nice', parentCommentId: 1 }]);
  });
});

describe('match page comments: reporting (issue 61)', () => {
  it("reports another player's comment and says the server's word; one's own has no Report", async () => {
    const comments: MatchComment[] = [makeComment(2), makeComment(1, { user: mine })];
    const { input } = await renderRoute('/upcoming-matches/50', {
      user: me,
      handlers: [
        http.get(api('/match/50'), () => ok(makeMatch({ id: 50 }))),
        http.get(api('/match/50/comments'), () => ok(makeCommentsPage(comments))),
        http.post(api('/match/comments/2/report'), () =>
          ok({ commentId: 2, reported: true }, commentMessages.reported),
        ),
      ],
    });
    const list = await commentsList();
    const [theirs, own] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(own!).queryByRole('button', { name: commentMessages.report })).toBeNull();

    const reportIt = within(theirs!).getByRole('button', { name: commentMessages.report });
    expect(reportIt.getAttribute('title')).toBe(commentMessages.reportLabel('fan_2'));
    await input.click(reportIt);
    expect(await screen.findByText(commentMessages.reported)).toBeDefined();
    expect(sentRequests('POST /match/comments/2/report')).toHaveLength(1);
  });
});
