import { reminderMessages, reminderWords, type ReminderSettings } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { sentBodies } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** Issue 60 (docs/decisions/115): reminder settings on one's own profile, and the unsubscribe page without a session. */
const me = makeCredentials();
const OFF: ReminderSettings = {
  emailEnabled: false,
  emailLeadHours: 24,
  pushEnabled: false,
  pushLeadHours: 2,
  pushDevices: 0,
};
let settings: ReminderSettings;
const reminders = [
  http.get(api('/user/reminders'), () => ok(settings)),
  http.put(api('/user/reminders'), async ({ request }) => {
    settings = { ...((await request.json()) as ReminderSettings), pushDevices: 0 };
    return ok(settings, reminderMessages.saved);
  }),
];

beforeEach(() => {
  window.localStorage.clear();
  settings = OFF;
});

describe('reminders on the profile', () => {
  it('saves the e-mail digest with its lead time, and says plainly when this browser has no push', async () => {
    const { input } = await renderRoute('/profile', { user: me, handlers: reminders });
    const card = await screen.findByRole('region', { name: reminderWords.title });
    // jsdom has no service worker: push is not offered, the e-mail part works.
    expect(within(card).getByText(reminderWords.pushUnsupported)).toBeDefined();

    await input.click(within(card).getByRole('checkbox', { name: reminderWords.emailHint }));
    await input.selectOptions(
      within(card).getByRole('combobox', { name: `${reminderWords.email}: ${reminderWords.leadTime}` }),
      reminderWords.leadOption(12),
    );
    await input.click(within(card).getByRole('button', { name: reminderWords.save }));
    expect(await screen.findByText(reminderMessages.saved)).toBeDefined();
    expect(await sentBodies('PUT /user/reminders')).toEqual([
      { emailEnabled: true, emailLeadHours: 12, pushEnabled: false, pushLeadHours: 2 },
    ]);
    expect(within(card).getByRole<HTMLInputElement>('checkbox', { name: reminderWords.emailHint }).checked).toBe(true);
  });
});

describe('the unsubscribe page', () => {
  const token = 'b'.repeat(43);
  it('turns reminder e-mails off with its button, signed out, and says how to turn them back on', async () => {
    const { input } = await renderRoute(`/unsubscribe/${token}`, {
      handlers: [
        http.post(api(`/reminders/unsubscribe/${token}`), () =>
          ok({ emailEnabled: false }, reminderMessages.unsubscribed),
        ),
      ],
    });
    await input.click(await screen.findByRole('button', { name: reminderWords.unsubscribeButton }));
    expect(await screen.findByRole('heading', { name: reminderWords.unsubscribedTitle })).toBeDefined();
    expect(screen.getByText(reminderWords.unsubscribedBody)).toBeDefined();
    expect(screen.getByRole('link', { name: reminderWords.toProfile }).getAttribute('href')).toBe(
      '/sign-in?next=/profile',
    );
  });

  it("shows the server's message for a link that is no longer valid", async () => {
    const { input } = await renderRoute(`/unsubscribe/${token}`, {
      handlers: [
        http.post(api(`/reminders/unsubscribe/${token}`), () =>
          fail(404, reminderMessages.unsubscribeNotFound, { code: 'NOT_FOUND' }),
        ),
      ],
    });
    await input.click(await screen.findByRole('button', { name: reminderWords.unsubscribeButton }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', reminderMessages.unsubscribeNotFound);
  });
});
