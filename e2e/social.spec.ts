import { leagueWebMessages, roundMatchesResponseSchema } from '@scoreline/contracts';
import { credentialsOf, pageOf, settleOpenMatch, type Account } from './accounts';
import { expect, snap, test } from './fixtures';

/**
 * Issue 12 end to end, on both widths: two players of each project (their own accounts, so the projects do not
 * share the comment rate limit). One comments, the other replies and likes, and the first sees it without a reload
 * (the comments refetch while visible); a script payload is shown as text. One creates a league and copies its code,
 * the other, signed out, joins through the share link (sign-in first), and both are on the league's page and, once a
 * match they both called is settled, on its leaderboard.
 */

const accountOf = (who: 'a' | 'b', project: string): Account => ({
  email: `social.${who}.${project}@scoreline.test`,
  firstname: who === 'a' ? 'Alex' : 'Billie',
  lastname: 'Social',
  username: `social_${who}_${project}`.slice(0, 30),
  password: 'Kickoff24',
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('comments and private leagues (issue 12)', () => {
  test('one comments, the other replies and likes, the first sees it without reloading; text stays text', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const a = await credentialsOf(request, accountOf('a', testInfo.project.name));
    const b = await credentialsOf(request, accountOf('b', testInfo.project.name));
    const round = await request.get('/api/v1/match', { headers: { Authorization: `Bearer ${a.accessToken}` } });
    const match = roundMatchesResponseSchema.parse(await round.json()).data.matches.rows[0];
    if (!match) throw new Error('the current round has no match');

    const first = await pageOf(browser, a, baseURL);
    const second = await pageOf(browser, b, baseURL);
    await first.goto(`/upcoming-matches/${match.id}`);
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const payload = `<script>window.hacked = true</script> <img src=x onerror="window.hacked = true"> ${stamp}`;
    await first.getByRole('textbox', { name: 'Write a comment' }).fill(payload);
    await first.getByRole('button', { name: 'Post comment' }).click();
    await expect(first.getByText('Comment posted')).toBeVisible();
    const ownComment = first.getByRole('article', { name: `Comment by ${a.username}` }).filter({ hasText: stamp });
    await expect(ownComment.getByText(payload, { exact: true })).toBeVisible();
    expect(await first.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

    await second.goto(`/upcoming-matches/${match.id}`);
    const thread = second.getByRole('listitem').filter({ hasText: stamp }).first();
    await thread.getByRole('button', { name: /^Like/ }).first().click();
    await expect(thread.getByRole('button', { name: 'Like (1)' }).first()).toHaveAttribute('aria-pressed', 'true');
    await thread.getByRole('button', { name: 'Comment' }).first().click();
    await second.getByRole('textbox', { name: `Reply to ${a.username}` }).fill(`Reply to ${stamp}`);
    await second.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(second.getByText('Reply posted')).toBeVisible();
    await expect(second.getByRole('textbox', { name: `Reply to ${a.username}` })).toHaveCount(0);

    // No reload: the first player's page refetches while it is visible.
    await expect(first.getByText(`Reply to ${stamp}`)).toBeVisible({ timeout: 45_000 });
    await expect(ownComment.getByRole('button', { name: 'Like (1)' })).toBeVisible();
    await snap(first, 'social-comments', testInfo.project.name);

    // Answering a reply opens the box right under that reply, named after its author.
    const reply = first
      .getByRole('article', { name: `Comment by ${b.username}` })
      .filter({ hasText: `Reply to ${stamp}` });
    await reply.getByRole('button', { name: 'Comment' }).click();
    const replyBox = first.getByRole('textbox', { name: `Reply to ${b.username}` });
    await expect(replyBox).toBeFocused();
    const [above, box] = [await reply.boundingBox(), await replyBox.boundingBox()];
    if (!above || !box) throw new Error('the reply or its box is not drawn');
    expect(box.y - (above.y + above.height)).toBeGreaterThanOrEqual(0);
    expect(box.y - (above.y + above.height)).toBeLessThan(40);
    await snap(first, 'social-reply-to-reply', testInfo.project.name);
    await first.context().close();
    await second.context().close();
  });

  test('one creates a league and copies the code, the other joins through the share link; both on its leaderboard', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const a = await credentialsOf(request, accountOf('a', testInfo.project.name));
    const b = await credentialsOf(request, accountOf('b', testInfo.project.name));
    const owner = await pageOf(browser, a, baseURL);
    await owner.goto('/profile/private-league');
    await owner.getByRole('button', { name: 'Create Private League' }).click();
    const leagueName = `E2E ${testInfo.project.name} ${Date.now()}`.slice(0, 50);
    await owner.getByRole('textbox', { name: 'Give your league a name' }).fill(leagueName);
    await owner.getByRole('button', { name: 'Create league' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Your league has been created successfully!' });
    const code = await dialog.getByRole('textbox', { name: 'Invite code' }).inputValue();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await dialog.getByRole('button', { name: 'Copy invite code' }).click();
    await expect(dialog.getByText('Copied').filter({ visible: true }).first()).toBeVisible();
    await snap(owner, 'social-league-created', testInfo.project.name);
    const shareLink = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(shareLink).toMatch(new RegExp(`/join/${code}$`));

    // The friend is signed out: the share link names the league (ADR 071), then goes through sign-in and joins.
    const friendContext = await browser.newContext({ baseURL });
    const friend = await friendContext.newPage();
    await friend.goto(new URL(shareLink).pathname);
    const invitation = friend.getByRole('region', { name: leagueWebMessages.inviteTitle(leagueName) });
    await invitation.getByRole('link', { name: 'Sign in' }).click();
    await expect(friend).toHaveURL(/\/sign-in\?next=/);
    await friend.getByRole('textbox', { name: 'Email' }).fill(accountOf('b', testInfo.project.name).email);
    await friend.getByLabel('Password', { exact: true }).fill(accountOf('b', testInfo.project.name).password);
    await friend.getByRole('button', { name: 'Sign in' }).click();
    await expect(friend.getByText(`You have successfully joined ${leagueName}`)).toBeVisible();
    await expect(friend).toHaveURL(/\/profile\/private-league\/\d+$/);
    const members = friend.getByRole('region', { name: /^Members/ });
    await expect(members.getByText(a.username)).toBeVisible();
    await expect(members.getByText(b.username)).toBeVisible();
    await expect(friend.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();

    // Both call a match that the operator then settles: both are on the league's leaderboard with their points.
    await settleOpenMatch(
      request,
      [
        [a, '2:1'],
        [b, '1:0'],
      ],
      { home: 2, away: 1 },
    );
    await friend.reload();
    const table = friend.getByRole('table', { name: new RegExp(`^${escapeRegExp(leagueName)} leaderboard`) });
    await expect(table.getByRole('row').filter({ hasText: a.username })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: b.username })).toHaveCount(1);
    await snap(friend, 'social-league-page', testInfo.project.name);
    await owner.context().close();
    await friendContext.close();
  });
});
