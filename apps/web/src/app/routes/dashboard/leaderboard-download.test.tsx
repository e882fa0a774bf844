import { exportWords } from '@scoreline/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboard } from '@/testing/handlers';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** Issue 60 (docs/decisions/114): the table on show, with its filters, as a CSV file. */
const me = makeCredentials({ id: 7, username: 'striker' });
const table = [
  http.get(api('/score'), () => ok(makeLeaderboard())),
  http.get(
    api('/score/export'),
    () => new HttpResponse('\uFEFFPosition\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  ),
];

describe('/leaderboard download', () => {
  // jsdom has no object URLs: these stand in for the browser's, and are put back after.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("downloads the round on show, every row of it (no page), under the filter's name", async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:scoreline-table';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { input } = await renderRoute('/leaderboard?round=3', { user: me, handlers: table });
    await input.click(await screen.findByRole('button', { name: exportWords.downloadTable }));
    await vi.waitFor(() => expect(saved).toEqual(['scoreline-table-round-3.csv']));
    const [asked] = sentRequests('GET /score/export');
    expect(asked?.headers.get('authorization')).toBe(`Bearer ${me.accessToken}`);
    const query = new URLSearchParams(asked?.search);
    expect(query.get('round')).toBe('3');
    expect([query.has('page'), query.has('size'), query.has('around')]).toEqual([false, false, false]);
  });

  it('is offered to signed-in players only (the export is counted per player)', async () => {
    await renderRoute('/leaderboard', { handlers: table });
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeDefined();
    expect(screen.queryByRole('button', { name: exportWords.downloadTable })).toBeNull();
  });
});
