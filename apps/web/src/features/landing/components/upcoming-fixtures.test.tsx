import { errorMessages, type Match } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

function fixture(id: number, home: string, away: string): Match {
  return makeMatch({
    id,
    date: '2030-03-02T15:00:00.000Z',
    home: makeTeam({ id: id * 2, name: home, shortName: home, code: null }),
    away: makeTeam({ id: id * 2 + 1, name: away, shortName: away, code: null }),
  });
}

const homeMatches = (...answers: (() => Response)[]) => {
  let calls = 0;
  return http.get(api('/match/home'), () => (answers[Math.min(calls++, answers.length - 1)] ?? HttpResponse.error)());
};

describe('the landing page fixtures', () => {
  it('lists the next fixtures from GET /match/home, without a token', async () => {
    const rows = [fixture(1, 'Burnley', 'AFC Bournemouth'), fixture(2, 'Manchester City', 'Manchester United')];
    await renderRoute('/', { handlers: [homeMatches(() => ok({ rows, count: 2 }))] });

    const list = await screen.findByRole('list', { name: 'Next fixtures' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toMatch(/Burnley.*vs.*AFC Bournemouth/);
    // spec §2: the visitor's own day and 12-hour time; 15:00 UTC is Saturday 2 March anywhere from UTC−12 to UTC+8.
    const kickoff = items[0]?.querySelector('time');
    expect(kickoff?.dateTime).toBe('2030-03-02T15:00:00.000Z');
    expect(kickoff?.textContent).toMatch(/^SAT, MAR 2ND · \d{1,2}:00 [AP]M$/);
    const [request] = sentRequests('GET /match/home');
    expect(request?.search).toBe('');
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('keeps the honest empty state when there are none', async () => {
    await renderRoute('/', { handlers: [homeMatches(() => ok({ rows: [], count: 0 }))] });
    expect(await screen.findByText('Fixtures will appear here')).toBeDefined();
    expect(screen.queryByText(errorMessages.matchesFailed)).toBeNull();
  });

  it('says the fixtures could not be loaded, with the §8 toast, and Try again loads them', async () => {
    const { input } = await renderRoute('/', {
      handlers: [
        homeMatches(
          () => HttpResponse.error(),
          () => ok({ rows: [fixture(1, 'Burnley', 'AFC Bournemouth')], count: 1 }),
        ),
      ],
    });
    expect(await screen.findByText("Couldn't load the fixtures")).toBeDefined();
    expect(await screen.findByText(errorMessages.matchesFailed)).toBeDefined();
    expect(screen.queryByText('Fixtures will appear here')).toBeNull();

    await input.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Next fixtures' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/Burnley.*vs.*AFC Bournemouth/);
    expect(sentRequests('GET /match/home')).toHaveLength(2);
    expect(screen.queryByText("Couldn't load the fixtures")).toBeNull();
  });

  it('treats a server error the same way', async () => {
    await renderRoute('/', { handlers: [homeMatches(() => fail(500, 'Boom'))] });
    expect(await screen.findByText("Couldn't load the fixtures")).toBeDefined();
    expect(await screen.findByText(errorMessages.matchesFailed)).toBeDefined();
    expect(screen.queryByText('Boom')).toBeNull();
  });
});
