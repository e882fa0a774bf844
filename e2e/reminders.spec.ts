import { reminderMessages, reminderWords } from '@scoreline/contracts';
import { bearer, credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, snap, test } from './fixtures';
import { plainText } from './mail';
import { operatorAccount } from './operator';
import { firstMatchFromCurrentRound, stillOpen } from './rounds';
import { mailsFor } from './smtp-capture';

/**
 * Deadline reminders end to end (issue 60, docs/decisions/115): a player who has predicted nothing chooses the e-mail
 * digest on the profile; the operator has moved an open match to kick off in 90 minutes, so saving the settings finds
 * it due and the digest arrives in the SMTP sink at once; its link opens the unsubscribe page signed out, whose button
 * turns the e-mails off. One account per project (their reminders are their own).
 */
test('a reminder e-mail of an unpredicted match, and the unsubscribe link signed out', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const player: Account = {
    email: `reminders.${project}@scoreline.test`,
    firstname: 'Remy',
    lastname: 'Minder',
    username: `reminded_${project}`,
    password: 'Kickoff24',
  };
  const credentials = await credentialsOf(request, player);
  const ops = await credentialsOf(request, operatorAccount);
  const open = await firstMatchFromCurrentRound(
    request,
    credentials.accessToken,
    (match) => !match.predicted && stillOpen(match, 2 * 60 * 60_000),
    'a match open for two hours more',
  );
  const kickoff = new Date(Math.ceil((Date.now() + 90 * 60_000) / 60_000) * 60_000);
  const moved = await request.put(`/api/v1/admin/matches/${open.id}/kickoff`, {
    headers: bearer(ops.accessToken),
    data: { date: kickoff.toISOString() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  await storeCredentials(page, credentials);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: reminderWords.title });
  await card.getByRole('checkbox', { name: reminderWords.emailHint }).check();
  await card
    .getByRole('combobox', { name: `${reminderWords.email}: ${reminderWords.leadTime}` })
    .selectOption({ label: reminderWords.leadOption(2) });
  // Before saving: the toast that follows fades in, which axe would read half-transparent.
  await expectNoAxeViolations(page, 'profile with reminders');
  await snap(page, 'reminders-profile', project);
  const mailsBefore = mailsFor(player.email).length;
  await card.getByRole('button', { name: reminderWords.save }).click();
  await expect(page.getByText(reminderMessages.saved)).toBeVisible();

  let raw = '';
  await expect
    .poll(
      () =>
        (raw =
          mailsFor(player.email)
            .slice(mailsBefore)
            .find((mail) => /to predict on Scoreline/.test(mail)) ?? ''),
      {
        message: 'the reminder e-mail',
        timeout: 20_000,
      },
    )
    .not.toBe('');
  const text = plainText(raw);
  expect(text).toContain(`${kickoff.toISOString().slice(0, 10)} ${kickoff.toISOString().slice(11, 16)} UTC`);
  expect(raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const link = /Unsubscribe from reminder e-mails: (\S+)/.exec(text)?.[1];
  expect(link).toMatch(/\/unsubscribe\/[\w-]{43}$/);

  // The link works signed out: a page of its own, no credentials.
  const context = await browser.newContext({ baseURL });
  const signedOut = await context.newPage();
  await signedOut.goto(new URL(link!).pathname);
  await signedOut.getByRole('button', { name: reminderWords.unsubscribeButton }).click();
  await expect(signedOut.getByRole('heading', { name: reminderWords.unsubscribedTitle })).toBeVisible();
  await expect(signedOut.getByText(reminderWords.unsubscribedBody)).toBeVisible();
  await expectNoAxeViolations(signedOut, 'unsubscribed');
  await snap(signedOut, 'reminders-unsubscribed', project);
  await context.close();

  const settings = await request.get('/api/v1/user/reminders', { headers: bearer(credentials.accessToken) });
  expect((await settings.json()).data.emailEnabled).toBe(false);
});
