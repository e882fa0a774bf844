import { errorMessages, type Match, predictionMessages, validationMessages } from '@scoreline/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCredentials } from '@/lib/credentials';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch, makeTeam } from '../testing/make-match';
import { ok, renderMatchesRoute, stubFetch } from '../testing/render-matches-route';

const TOTAL_ROUNDS = 38;
const CURRENT_ROUND = 27;

function roundAnswer(round: number, rows: Match[]) {
  return ok({ matches: { rows, count: rows.length }, round, total_rounds: TOTAL_ROUNDS, current_round: CURRENT_ROUND });
}

const current = [
  makeMatch({ id: 1, date: '2030-03-02T12:30:00.000Z', round: 27 }),
  makeMatch({
    id: 2,
    date: '2030-03-02T15:00:00.000Z',
    round: 27,
    home: makeTeam({ id: 3, name: 'Everton', shortName: 'Everton', code: 'EVE' }),
    away: makeTeam({ id: 4, name: 'Fulham', shortName: 'Fulham', code: 'FUL' }),
  }),
  makeMatch({ id: 3, date: '2030-03-03T16:30:00.000Z', round: 27, predictions: ['2:1'] }),
];
const next = [makeMatch({ id: 11, date: '2030-03-09T15:00:00.000Z', round: 28 })];

/** The round a GET /match asked for ('current' without ?round). */
const requestedRounds = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://scoreline.test'))
    .filter((url) => url.pathname === '/api/v1/match')
    .map((url) => url.searchParams.get('round') ?? 'current');

function stubRounds(extra: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  return stubFetch((url, init) => {
    if (url.pathname === '/match' && (init.method ?? 'GET') === 'GET') {
      const round = url.searchParams.get('round');
      if (round === null || round === '27') return roundAnswer(27, current);
      if (round === '28') return roundAnswer(28, next);
      return roundAnswer(Number(round), []);
    }
    return extra(url, init);
  });
}

const selectedRoundLink = () =>
  within(screen.getByRole('navigation', { name: 'Rounds' }))
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page');

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false })); // react-hot-toast checks reduced motion
  // jsdom has no layout: scrolling the round row is a no-op here.
  Element.prototype.scrollTo = vi.fn();
  Element.prototype.scrollBy = vi.fn();
  vi.stubEnv('TZ', 'UTC');
  saveCredentials(makeCredentials());
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
});

describe('/upcoming-matches round selector (spec §2)', () => {
  it('opens on the current round, grouped by day', async () => {
    const fetchMock = stubRounds();
    renderMatchesRoute('/upcoming-matches');

    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 2ND' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'SUN, MAR 3RD' })).toBeDefined();
    expect(selectedRoundLink()?.textContent).toMatch(/Round 27/);
    expect(screen.getAllByRole('link', { name: /^Round \d+/ })).toHaveLength(TOTAL_ROUNDS);
    expect((screen.getByRole('combobox', { name: 'Round' }) as HTMLSelectElement).value).toBe('27');
    expect(requestedRounds(fetchMock)).toEqual(['current']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('keeps the chosen round in the address, so back returns to the previous one', async () => {
    const fetchMock = stubRounds();
    const router = renderMatchesRoute('/upcoming-matches');
    await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 2ND' });

    fireEvent.click(screen.getByRole('link', { name: 'Round 28' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 9TH' })).toBeDefined();
    expect(router.state.location.search).toBe('?round=28');
    expect(selectedRoundLink()?.textContent).toMatch(/Round 28/);
    expect(requestedRounds(fetchMock)).toEqual(['current', '28']);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 2ND' })).toBeDefined();
    expect(router.state.location.search).toBe('');
    expect(selectedRoundLink()?.textContent).toMatch(/Round 27/);
  });

  it('opens the round in the address on reload, and the dropdown changes it', async () => {
    const fetchMock = stubRounds();
    const router = renderMatchesRoute('/upcoming-matches?round=28');
    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 9TH' })).toBeDefined();
    expect(requestedRounds(fetchMock)).toEqual(['28']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Round' }), { target: { value: '5' } });
    expect(await screen.findByText('No upcoming match on round 5')).toBeDefined();
    expect(router.state.location.search).toBe('?round=5');
  });

  it('shows the §8 toast when the round cannot be loaded', async () => {
    stubFetch(() => Response.json({ success: false, message: 'Boom' }, { status: 500 }));
    renderMatchesRoute('/upcoming-matches');
    expect(await screen.findByText(errorMessages.matchesFailed)).toBeDefined();
    expect(screen.getByText('Matches could not be loaded')).toBeDefined();
  });
});

describe('match cards and the prediction button (spec §4, §5)', () => {
  it('locks a predicted match on its saved score', async () => {
    stubRounds();
    renderMatchesRoute('/upcoming-matches');
    const [predicted] = await screen
      .findAllByRole('article', { name: 'Arsenal vs Chelsea' })
      .then((cards) => cards.filter((card) => within(card).queryByText('Prediction Applied')));
    if (!predicted) throw new Error('no applied card');
    const inputs = within(predicted).getAllByRole('textbox') as HTMLInputElement[];
    expect(inputs.map((input) => [input.value, input.readOnly])).toEqual([
      ['2', true],
      ['1', true],
    ]);
  });

  it("says 'Invalid fields' for a half-filled score and sends a complete one as 'H:A'", async () => {
    const posted: unknown[] = [];
    stubRounds((url, init) => {
      if (url.pathname === '/prediction' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return ok({ matchId: 2, prediction: '3:0', points: null }, 'Prediction saved');
      }
      return undefined;
    });
    renderMatchesRoute('/upcoming-matches');
    const card = await screen.findByRole('article', { name: 'Everton vs Fulham' });
    const submit = within(card).getByRole('button', { name: 'Submit Prediction' });

    fireEvent.change(within(card).getByRole('textbox', { name: 'Everton goals' }), { target: { value: '3' } });
    fireEvent.click(submit);
    expect(await screen.findByText(validationMessages.invalidFields)).toBeDefined();
    expect(posted).toEqual([]);

    // Only digits get in, at most two of them.
    fireEvent.change(within(card).getByRole('textbox', { name: 'Fulham goals' }), { target: { value: '0a' } });
    expect((within(card).getByRole('textbox', { name: 'Fulham goals' }) as HTMLInputElement).value).toBe('0');
    fireEvent.click(submit);
    expect(await screen.findByText('Prediction saved')).toBeDefined();
    expect(posted).toEqual([{ matchId: 2, prediction: '3:0' }]);
  });

  it('shows the server’s message when a prediction is refused as closed (422), and closes the card', async () => {
    const fetchMock = stubRounds((url) =>
      url.pathname === '/prediction'
        ? Response.json({ success: false, message: predictionMessages.closed }, { status: 422 })
        : undefined,
    );
    renderMatchesRoute('/upcoming-matches');
    const card = await screen.findByRole('article', { name: 'Everton vs Fulham' });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Everton goals' }), { target: { value: '1' } });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Fulham goals' }), { target: { value: '1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Submit Prediction' }));
    expect(await screen.findByText(predictionMessages.closed)).toBeDefined();

    // This device's clock still says open, but the server has the last word (spec §4: closed, inputs locked).
    expect(await within(card).findByText('Prediction Closed')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Submit Prediction' })).toBeNull();
    expect((within(card).getByRole('textbox', { name: 'Everton goals' }) as HTMLInputElement).readOnly).toBe(true);
    await waitFor(() => {
      expect(requestedRounds(fetchMock)).toEqual(['current', 'current']);
    });
  });

  it('shows the saved prediction when the server says the match was already predicted (409)', async () => {
    let saved: string | undefined;
    stubFetch((url, init) => {
      if (url.pathname === '/prediction' && init.method === 'POST') {
        saved = '0:2'; // predicted meanwhile in another tab
        return Response.json({ success: false, message: predictionMessages.conflict }, { status: 409 });
      }
      if (url.pathname === '/match') {
        return roundAnswer(
          27,
          current.map((match) =>
            match.id === 2 && saved
              ? { ...match, predicted: true, predictions: [{ prediction: saved, points: null }] }
              : match,
          ),
        );
      }
      return undefined;
    });
    renderMatchesRoute('/upcoming-matches');
    const card = await screen.findByRole('article', { name: 'Everton vs Fulham' });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Everton goals' }), { target: { value: '3' } });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Fulham goals' }), { target: { value: '3' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Submit Prediction' }));

    expect(await screen.findByText(predictionMessages.conflict)).toBeDefined();
    expect(await within(card).findByText('Prediction Applied')).toBeDefined();
    const inputs = within(card).getAllByRole('textbox') as HTMLInputElement[];
    expect(inputs.map((input) => [input.value, input.readOnly])).toEqual([
      ['0', true],
      ['2', true],
    ]);
    expect(within(card).queryByRole('button', { name: 'Submit Prediction' })).toBeNull();
  });

  it('closes a postponed match (PST): no form, and says why', async () => {
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/prediction') posted.push(init.body);
      return url.pathname === '/match'
        ? roundAnswer(27, [
            makeMatch({ id: 5, date: '2030-03-02T15:00:00.000Z', status: 'PST' }),
            makeMatch({
              id: 6,
              date: '2030-03-02T15:00:00.000Z',
              status: 'PST',
              predictions: ['1:1'],
              home: makeTeam({ id: 3, name: 'Everton', shortName: 'Everton', code: 'EVE' }),
              away: makeTeam({ id: 4, name: 'Fulham', shortName: 'Fulham', code: 'FUL' }),
            }),
          ])
        : undefined;
    });
    renderMatchesRoute('/upcoming-matches');
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });

    expect(within(card).getByText('Match Postponed')).toBeDefined();
    expect(within(card).getByText(predictionMessages.postponed)).toBeDefined();
    expect(within(card).getByText('Postponed')).toBeDefined();
    expect(within(card).queryByRole('time')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Submit Prediction' })).toBeNull();
    const inputs = within(card).getAllByRole('textbox') as HTMLInputElement[];
    expect(inputs.map((input) => [input.value, input.readOnly])).toEqual([
      ['', true],
      ['', true],
    ]);

    // A prediction made before the postponement stays on the card, locked.
    const predicted = screen.getByRole('article', { name: 'Everton vs Fulham' });
    expect(within(predicted).getByText('Match Postponed')).toBeDefined();
    expect((within(predicted).getAllByRole('textbox') as HTMLInputElement[]).map((input) => input.value)).toEqual([
      '1',
      '1',
    ]);
    expect(posted).toEqual([]);
  });

  it("turns to 'Prediction Closed' at 10 minutes before kick-off on an open page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const kickoff = new Date(Date.now() + 10 * 60_000 + 5_000).toISOString();
      stubFetch((url) =>
        url.pathname === '/match' ? roundAnswer(27, [makeMatch({ id: 9, date: kickoff })]) : undefined,
      );
      renderMatchesRoute('/upcoming-matches');
      const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
      expect(within(card).getByRole('button', { name: 'Submit Prediction' })).toBeDefined();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      await waitFor(() => {
        expect(within(card).getByText('Prediction Closed')).toBeDefined();
      });
      expect(within(card).queryByRole('button', { name: 'Submit Prediction' })).toBeNull();
      expect((within(card).getByRole('textbox', { name: 'Arsenal goals' }) as HTMLInputElement).readOnly).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
