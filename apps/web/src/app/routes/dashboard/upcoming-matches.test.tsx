import { errorMessages, type Match, predictionMessages, validationMessages } from '@scoreline/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { sentBodies, sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const TOTAL_ROUNDS = 38;
const CURRENT_ROUND = 27;

function roundAnswer(round: number, rows: Match[]) {
  return ok({
    matches: { rows, count: rows.length },
    round,
    total_rounds: TOTAL_ROUNDS,
    current_round: CURRENT_ROUND,
    stages: [],
  });
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

/** The rounds GET /match asked for ('current' without ?round). */
const requestedRounds = () =>
  sentRequests('GET /match').map((request) => new URLSearchParams(request.search).get('round') ?? 'current');

/** Rounds 27 (the current one) and 28 have matches, the others none. */
const rounds = http.get(api('/match'), ({ request }) => {
  const round = new URL(request.url).searchParams.get('round');
  if (round === null || round === '27') return roundAnswer(27, current);
  if (round === '28') return roundAnswer(28, next);
  return roundAnswer(Number(round), []);
});

/** The matches page of a signed-in player (the dashboard, spec §2), with the rounds and any other handlers. */
const renderMatches = (path: string, handlers: RequestHandler[] = [rounds]) =>
  renderRoute(path, { user: makeCredentials(), handlers });

const selectedRoundLink = () =>
  within(screen.getByRole('navigation', { name: 'Rounds' }))
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page');

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
});

describe('/upcoming-matches round selector (spec §2)', () => {
  it('opens on the current round, grouped by day', async () => {
    await renderMatches('/upcoming-matches');

    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 2ND' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'SUN, MAR 3RD' })).toBeDefined();
    expect(selectedRoundLink()?.textContent).toMatch(/Round 27/);
    expect(screen.getAllByRole('link', { name: /^Round \d+/ })).toHaveLength(TOTAL_ROUNDS);
    expect((screen.getByRole('combobox', { name: 'Round' }) as HTMLSelectElement).value).toBe('27');
    expect(requestedRounds()).toEqual(['current']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('keeps the chosen round in the address, so back returns to the previous one', async () => {
    const { router, input } = await renderMatches('/upcoming-matches');
    await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 2ND' });

    await input.click(screen.getByRole('link', { name: 'Round 28' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 9TH' })).toBeDefined();
    expect(router.state.location.search).toBe('?round=28');
    expect(selectedRoundLink()?.textContent).toMatch(/Round 28/);
    expect(requestedRounds()).toEqual(['current', '28']);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 2ND' })).toBeDefined();
    expect(router.state.location.search).toBe('');
    expect(selectedRoundLink()?.textContent).toMatch(/Round 27/);
  });

  it('opens the round in the address on reload, and the dropdown changes it', async () => {
    const { router, input } = await renderMatches('/upcoming-matches?round=28');
    expect(await screen.findByRole('heading', { level: 2, name: 'SAT, MAR 9TH' })).toBeDefined();
    expect(requestedRounds()).toEqual(['28']);

    await input.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '5');
    expect(await screen.findByText('No upcoming match on round 5')).toBeDefined();
    expect(router.state.location.search).toBe('?round=5');
  });

  it('shows the §8 toast when the round cannot be loaded', async () => {
    await renderMatches('/upcoming-matches', [http.get(api('/match'), () => fail(500, 'Boom'))]);
    expect(await screen.findByText(errorMessages.matchesFailed)).toBeDefined();
    expect(screen.getByText('Matches could not be loaded')).toBeDefined();
  });
});

describe('match cards and the prediction button (spec §4, §5)', () => {
  it("names each card's View Match Details link after its match, with no space before the colon", async () => {
    // Tailwind's sr-only is position: absolute, which a browser lays out as a block (CSS 2.1 §9.7), and a name
    // computed from content puts a space around a block: give jsdom the browser's layout of visually hidden text.
    const browserLayout = document.createElement('style');
    browserLayout.textContent = '.sr-only { position: absolute; display: block; }';
    document.head.append(browserLayout);
    onTestFinished(() => {
      browserLayout.remove();
    });
    await renderMatches('/upcoming-matches');

    const card = await screen.findByRole('article', { name: 'Everton vs Fulham' });
    const link = within(card).getByRole('link', { name: 'View Match Details: Everton vs Fulham' });
    expect(link.getAttribute('href')).toBe('/upcoming-matches/2');
    expect(link.textContent).toBe('View Match Details');
    const names: string[] = [];
    screen.getAllByRole('link', { name: (name) => name.startsWith('View Match Details') && names.push(name) > 0 });
    expect(names).toEqual([
      'View Match Details: Arsenal vs Chelsea',
      'View Match Details: Everton vs Fulham',
      'View Match Details: Arsenal vs Chelsea',
    ]);
  });

  it('locks a predicted match on its saved score', async () => {
    await renderMatches('/upcoming-matches');
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
    const { input } = await renderMatches('/upcoming-matches', [
      rounds,
      http.post(api('/prediction'), () => ok({ matchId: 2, prediction: '3:0', points: null }, 'Prediction saved')),
    ]);
    const card = await screen.findByRole('article', { name: 'Everton vs Fulham' });
    const submit = within(card).getByRole('button', { name: 'Submit Prediction' });

    await input.type(within(card).getByRole('textbox', { name: 'Everton goals' }), '3');
    await input.click(submit);
    expect(await screen.findByText(validationMessages.invalidFields)).toBeDefined();
    expect(await sentBodies('POST /prediction')).toEqual([]);

    // Only digits get in, at most two of them.
    await input.type(within(card).getByRole('textbox', { name: 'Fulham goals' }), '0a');
    expect((within(card).getByRole('textbox', { name: 'Fulham goals' }) as HTMLInputElement).value).toBe('0');
    await input.click(submit);
    expect(await screen.findByText('Prediction saved')).toBeDefined();
    expect(await sentBodies('POST /prediction')).toEqual([{ matchId: 2, prediction: '3:0' }]);
  });

  it('shows the server’s message when a prediction is refused as closed (422), and closes the card', async () => {
    const { input } = await renderMatches('/upcoming-matches', [
      rounds,
      http.post(api('/prediction'), () => fail(422, predictionMessages.closed, { code: 'UNPROCESSABLE' })),
    ]);
    const card = await screen.findByRole('article', { name: 'Everton vs Fulham' });
    await input.type(within(card).getByRole('textbox', { name: 'Everton goals' }), '1');
    await input.type(within(card).getByRole('textbox', { name: 'Fulham goals' }), '1');
    await input.click(within(card).getByRole('button', { name: 'Submit Prediction' }));
    expect(await screen.findByText(predictionMessages.closed)).toBeDefined();

    // This device's clock still says open, but the server has the last word (spec §4: closed, inputs locked).
    expect(await within(card).findByText('Prediction Closed')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Submit Prediction' })).toBeNull();
    expect((within(card).getByRole('textbox', { name: 'Everton goals' }) as HTMLInputElement).readOnly).toBe(true);
    await waitFor(() => {
      expect(requestedRounds()).toEqual(['current', 'current']);
    });
  });

  it('shows the saved prediction when the server says the match was already predicted (409)', async () => {
    let saved: string | undefined;
    const { input } = await renderMatches('/upcoming-matches', [
      http.post(api('/prediction'), () => {
        saved = '0:2'; // predicted meanwhile in another tab
        return fail(409, predictionMessages.conflict, { code: 'CONFLICT' });
      }),
      http.get(api('/match'), () =>
        roundAnswer(
          27,
          current.map((match) =>
            match.id === 2 && saved
              ? {
                  ...match,
                  predicted: true,
                  predictions: [
                    {
                      prediction: saved,
                      points: null,
                      rule: null,
                      provisionalPoints: null,
                      provisionalRule: null,
                      joker: false,
                    },
                  ],
                }
              : match,
          ),
        ),
      ),
    ]);
    const card = await screen.findByRole('article', { name: 'Everton vs Fulham' });
    await input.type(within(card).getByRole('textbox', { name: 'Everton goals' }), '3');
    await input.type(within(card).getByRole('textbox', { name: 'Fulham goals' }), '3');
    await input.click(within(card).getByRole('button', { name: 'Submit Prediction' }));

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
    await renderMatches('/upcoming-matches', [
      http.get(api('/match'), () =>
        roundAnswer(27, [
          makeMatch({ id: 5, date: '2030-03-02T15:00:00.000Z', status: 'PST' }),
          makeMatch({
            id: 6,
            date: '2030-03-02T15:00:00.000Z',
            status: 'PST',
            predictions: ['1:1'],
            home: makeTeam({ id: 3, name: 'Everton', shortName: 'Everton', code: 'EVE' }),
            away: makeTeam({ id: 4, name: 'Fulham', shortName: 'Fulham', code: 'FUL' }),
          }),
        ]),
      ),
    ]);
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
    // No handler for POST /prediction: one would fail the test as an unhandled request.
    expect(sentRequests('POST /prediction')).toEqual([]);
  });

  it('says the time is to be defined (TBD) instead of the placeholder kick-off time, and still takes a prediction', async () => {
    await renderMatches('/upcoming-matches', [
      http.get(api('/match'), () =>
        roundAnswer(27, [makeMatch({ id: 5, date: '2030-03-02T00:00:00.000Z', status: 'TBD' })]),
      ),
    ]);
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(within(card).getByText('Time To Be Defined')).toBeDefined();
    expect(within(card).queryByRole('time')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Submit Prediction' })).toBeDefined();
  });

  it("turns to 'Prediction Closed' at 10 minutes before kick-off on an open page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const kickoff = new Date(Date.now() + 10 * 60_000 + 5_000).toISOString();
    await renderMatches('/upcoming-matches', [
      http.get(api('/match'), () => roundAnswer(27, [makeMatch({ id: 9, date: kickoff })])),
    ]);
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
  });
});
