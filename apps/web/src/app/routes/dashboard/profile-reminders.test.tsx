import { reminderMessages, reminderWords, type ReminderSettings } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('push on this device', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
  const publicKey = 'B'.repeat(87);
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("asks the browser, subscribes with the server's key and sends the subscription", async () => {
    const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => ({
      options,
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    }));
    const registration = { pushManager: { subscribe, getSubscription: async () => null } };
    // The browser's parts (jsdom has none): a service worker ready, the Push API, notifications allowed.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });

    const { input } = await renderRoute('/profile', {
      user: me,
      handlers: [
        ...reminders,
        http.get(api('/push/key'), () => ok({ publicKey })),
        http.post(api('/user/push-subscriptions'), () => ok(null, reminderMessages.subscribed)),
      ],
    });
    const card = await screen.findByRole('region', { name: reminderWords.title });
    await input.click(await within(card).findByRole('button', { name: reminderWords.pushOn }));
    expect(await within(card).findByText(reminderWords.pushActive)).toBeDefined();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0]![0].userVisibleOnly).toBe(true);
    expect((subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array).length).toBe(65);
    expect(await sentBodies('POST /user/push-subscriptions')).toEqual([
      { endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } },
    ]);
    expect(within(card).getByRole('button', { name: reminderWords.pushOff })).toBeDefined();
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
