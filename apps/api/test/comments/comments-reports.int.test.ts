import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages, REPORTS_PER_HOUR } from '@scoreline/contracts';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { moderate, newMatch, posted, quickPlayers, type QuickPlayer } from './comment-helpers';

/** Issue 61: players report comments; the operators' list shows the reported ones first. */
let t: TestApp;
let operator: { token: string };
let ada: QuickPlayer;
let bob: QuickPlayer;
let cy: QuickPlayer;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'moderator@example.com' } });
  const account = await createPlayer(t.app, { email: 'moderator@example.com' });
  await makeOperator(t.app, account);
  operator = account;
  [ada, bob, cy] = (await quickPlayers(t.app, 3)) as [QuickPlayer, QuickPlayer, QuickPlayer];
});
afterAll(() => t.close());

const report = (token: string | undefined, commentId: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/match/comments/${commentId}/report`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

type Listed = { id: number; reports: number; hidden: boolean; author: { id: number }; content: string };
const listed = async (query = '') => {
  const answer = await get(t.app, `/admin/comments${query}`, { token: operator.token });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { results: Listed[]; total: number };
};

describe('reporting a comment', () => {
  it("counts one report per player, refuses one's own and what nobody sees, and lists reported comments first", async () => {
    const matchId = await newMatch(t.app);
    const older = await posted(t.app, t.clock, ada.token, matchId, 'Something abusive');
    const newer = await posted(t.app, t.clock, ada.token, matchId, 'A fair point');

    const first = await report(bob.token, older);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: commentMessages.reported,
      data: { commentId: older, reported: true },
    });
    // Twice by the same player is once; a second player makes it two.
    expect((await report(bob.token, older)).json().message).toBe(commentMessages.reportedAlready);
    expect((await report(cy.token, older)).statusCode).toBe(200);

    const own = await report(ada.token, older);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(commentMessages.reportOwn);
    expect((await report(bob.token, 999_999)).statusCode).toBe(404);
    expect((await report(undefined, older)).statusCode).toBe(401);
    expect((await report(bob.token, 'abc')).statusCode).toBe(400);

    // The operators see it first, with its two reports, though it is older; only it with reported=true.
    const all = await listed();
    expect(all.results.slice(0, 2).map(({ id, reports }) => [id, reports])).toEqual([
      [older, 2],
      [newer, 0],
    ]);
    expect((await listed('?reported=true')).results.map(({ id }) => id)).toEqual([older]);
    expect((await listed(`?user=${ada.id}`)).results.map(({ id }) => id)).toEqual([older, newer]);

    // Hidden, it is dealt with: no longer first, no longer in the reported list, and players cannot report it.
    expect((await moderate(t.app, operator.token, older, 'hide')).statusCode).toBe(200);
    expect((await listed('?reported=true')).results).toEqual([]);
    const [top] = (await listed(`?user=${ada.id}`)).results;
    expect(top).toMatchObject({ id: newer, hidden: false });
    expect((await report(bob.token, older)).statusCode).toBe(404);

    // A player cannot read the list.
    expect((await get(t.app, '/admin/comments', { token: bob.token })).statusCode).toBe(403);
  });

  it(`slows a player down past ${REPORTS_PER_HOUR} reports an hour, whatever the addresses`, async () => {
    const matchId = await newMatch(t.app);
    const [reporter] = (await quickPlayers(t.app, 1)) as [QuickPlayer];
    const statuses: number[] = [];
    for (let index = 0; index <= REPORTS_PER_HOUR; index += 1) {
      const commentId = await posted(t.app, t.clock, ada.token, matchId, `Comment ${index}`);
      statuses.push((await report(reporter.token, commentId)).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(REPORTS_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the audit log (issue 61)', () => {
  it('lists operator actions newest first with who, what and on what, filters them, and exports them as CSV', async () => {
    const matchId = await newMatch(t.app);
    const commentId = await posted(t.app, t.clock, ada.token, matchId, '=HYPERLINK("http://evil.example")');
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/comments/${commentId}/hide`,
      headers: { authorization: `Bearer ${operator.token}` },
      payload: { reason: ' Abuse of another player ' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await moderate(t.app, operator.token, commentId, 'unhide')).statusCode).toBe(200);

    const page = await get(t.app, `/admin/audit?action=comment.&subject=comment:${commentId}`, {
      token: operator.token,
    });
    expect(page.statusCode).toBe(200);
    const { results, total } = page.json().data;
    expect(total).toBe(2);
    expect(results.map((entry: { action: string }) => entry.action)).toEqual(['comment.unhide', 'comment.hide']);
    expect(results[1]).toMatchObject({ actor: { username: expect.any(String) }, subject: `comment:${commentId}` });
    expect(JSON.parse(results[1].details)).toMatchObject({
      matchId,
      authorUserId: ada.id,
      reason: 'Abuse of another player',
    });
    expect(JSON.parse(results[0].details)).not.toHaveProperty('reason');
    const one = await get(t.app, `/admin/audit?action=comment.hide&subject=comment:${commentId}`, {
      token: operator.token,
    });
    expect(one.json().data.total).toBe(1);

    const file = await get(t.app, `/admin/audit/export?subject=comment:${commentId}`, { token: operator.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When (UTC),Operator,Action,Subject,Details');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['comment.unhide', 'comment.hide']);

    expect((await get(t.app, '/admin/audit', { token: bob.token })).statusCode).toBe(403);
    expect((await get(t.app, '/admin/audit/export', { token: bob.token })).statusCode).toBe(403);
    const reversed = await get(t.app, '/admin/audit?from=2024-03-02&to=2024-03-01', { token: operator.token });
    expect(reversed.statusCode).toBe(400);
  });
});
