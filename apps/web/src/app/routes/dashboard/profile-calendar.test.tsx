import { calendarMessages, calendarWords, exportWords, type CalendarFeed } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** Issue 60 (docs/decisions/113): the calendar link on one's own profile. */
const me = makeCredentials();
const URL_OF_FEED = `https://scoreline.example/api/v1/calendar/${'a'.repeat(43)}.ics`;
const OFF: CalendarFeed = { active: false, createdAt: null, url: null, webcalUrl: null };

let feed: CalendarFeed;
const calendar = [
  http.get(api('/user/calendar'), () => ok({ ...feed, url: null, webcalUrl: null })),
  http.post(api('/user/calendar'), () => {
    feed = {
      active: true,
      createdAt: '2026-12-07T20:00:00.000Z',
      url: URL_OF_FEED,
      webcalUrl: URL_OF_FEED.replace('https:', 'webcal:'),
    };
    return ok(feed, calendarMessages.created);
  }),
  http.delete(api('/user/calendar'), () => {
    feed = OFF;
    return ok(feed, calendarMessages.revoked);
  }),
];

beforeEach(() => {
  window.localStorage.clear();
  feed = OFF;
});

describe('the calendar link on the profile', () => {
  it('is made, shown once with its webcal subscription and copy field, and turned off after asking', async () => {
    const { input } = await renderRoute('/profile', { user: me, handlers: calendar });
    const card = await screen.findByRole('region', { name: calendarWords.title });
    expect(within(card).getByText(calendarWords.off)).toBeDefined();

    await input.click(within(card).getByRole('button', { name: calendarWords.create }));
    const subscribe = await within(card).findByRole('link', { name: calendarWords.subscribe });
    expect(subscribe.getAttribute('href')).toBe(URL_OF_FEED.replace('https:', 'webcal:'));
    expect(within(card).getByRole<HTMLInputElement>('textbox', { name: calendarWords.linkLabel }).value).toBe(
      URL_OF_FEED,
    );
    expect(within(card).getByText(calendarWords.shownOnce)).toBeDefined();
    expect(within(card).getByText(calendarWords.on('7 Dec 2026'))).toBeDefined();
    expect(await screen.findByText(calendarMessages.created)).toBeDefined();

    // Turning it off asks first; cancelled, nothing is sent.
    await input.click(within(card).getByRole('button', { name: calendarWords.revoke }));
    const dialog = await screen.findByRole('dialog', { name: calendarWords.revoke });
    expect(within(dialog).getByText(calendarWords.confirmRevoke)).toBeDefined();
    await input.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentRequests('DELETE /user/calendar')).toHaveLength(0);

    await input.click(within(card).getByRole('button', { name: calendarWords.revoke }));
    const again = await screen.findByRole('dialog', { name: calendarWords.revoke });
    await input.click(within(again).getByRole('button', { name: calendarWords.revoke }));
    expect(await within(card).findByText(calendarWords.off)).toBeDefined();
    expect(sentRequests('DELETE /user/calendar')).toHaveLength(1);
    expect(within(card).queryByRole('link', { name: calendarWords.subscribe })).toBeNull();
  });

  it('says since when a link made earlier is on, without showing it again', async () => {
    feed = { active: true, createdAt: '2026-11-02T09:00:00.000Z', url: null, webcalUrl: null };
    await renderRoute('/profile', { user: me, handlers: calendar });
    const card = await screen.findByRole('region', { name: calendarWords.title });
    expect(await within(card).findByText(calendarWords.on('2 Nov 2026'))).toBeDefined();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).getByRole('button', { name: calendarWords.replace })).toBeDefined();
  });
});

describe('the picks download on the profile', () => {
  // jsdom has no object URLs: these stand in for the browser's, and are put back after.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("fetches the CSV with the session and saves it under its name; a refusal says the server's message", async () => {
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = () => 'blob:scoreline-picks';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    let refuse = false;
    const exportHandler = http.get(api('/user/predictions/export'), () =>
      refuse
        ? fail(429, 'Too many requests, please try again later')
        : new HttpResponse('\uFEFFCompetition\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const { input } = await renderRoute('/profile', { user: me, handlers: [...calendar, exportHandler] });
    const card = await screen.findByRole('region', { name: exportWords.title });
    await input.click(within(card).getByRole('button', { name: exportWords.downloadPicks }));
    await vi.waitFor(() => {
      expect(saved).toEqual([{ href: 'blob:scoreline-picks', download: 'scoreline-my-picks.csv' }]);
    });
    expect(sentRequests('GET /user/predictions/export')[0]?.headers.get('authorization')).toBe(
      `Bearer ${me.accessToken}`,
    );

    refuse = true;
    await input.click(within(card).getByRole('button', { name: exportWords.downloadPicks }));
    expect(await screen.findByText('Too many requests, please try again later')).toBeDefined();
    expect(saved).toHaveLength(1);
  });
});
