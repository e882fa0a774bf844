import {
  errorMessages,
  matchdayMessages,
  predictionCardMessages,
  predictionMessages,
  webMessages,
  validationMessages,
  type Match,
} from '@scoreline/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { sentBodies } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const everton = makeTeam({ id: 3, name: 'Everton', shortName: 'Everton', code: 'EVE' });
const fulham = makeTeam({ id: 4, name: 'Fulham', shortName: 'Fulham', code: 'FUL' });

const roundOf = (rows: Match[]) =>
  http.get(api('/match'), () =>
    ok({ matches: { rows, count: rows.length }, round: 27, total_rounds: 38, current_round: 27, stages: [] }),
  );
const open = () => [
  makeMatch({ id: 1, date: '2030-03-02T12:30:00.000Z' }),
  makeMatch({ id: 2, date: '2030-03-02T15:00:00.000Z', home: everton, away: fulham }),
];
const render = (handlers: RequestHandler[]) => renderRoute('/upcoming-matches', { user: makeCredentials(), handlers });
const box = (card: HTMLElement, name: string) => within(card).getByRole('textbox', { name }) as HTMLInputElement;

/** Types 2:0 on Arsenal vs Chelsea and 1:1 on Everton vs Fulham (the round of `open()`). */
async function typeBoth(input: Awaited<ReturnType<typeof render>>['input']) {
  const arsenal = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
  const evertonCard = screen.getByRole('article', { name: 'Everton vs Fulham' });
  await input.type(box(arsenal, 'Arsenal goals'), '2');
  await input.type(box(arsenal, 'Chelsea goals'), '0');
  await input.type(box(evertonCard, 'Everton goals'), '1');
  await input.type(box(evertonCard, 'Fulham goals'), '1');
  return { arsenal, evertonCard };
}

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
});

describe('/upcoming-matches: a whole round at once (issue 13)', () => {
  it('saves every typed score with one Save all, and shows a refused pick its reason beside its boxes', async () => {
    const { input } = await render([
      roundOf(open()),
      http.post(api('/predictions'), () =>
        ok({
          results: [
            { matchId: 1, status: 'created', prediction: '2:0' },
            {
              matchId: 2,
              status: 'refused',
              prediction: null,
              code: 'UNPROCESSABLE',
              message: predictionMessages.closed,
            },
          ],
          counts: { created: 1, updated: 0, unchanged: 0, refused: 1 },
        }),
      ),
    ]);
    const { evertonCard } = await typeBoth(input);
    await input.click(screen.getByRole('button', { name: predictionCardMessages.saveAll(2) }));

    expect(
      await screen.findByText(matchdayMessages.batchSummary({ saved: 1, unchanged: 0, refused: 1 })),
    ).toBeDefined();
    expect(await sentBodies('POST /predictions')).toEqual([
      {
        items: [
          { matchId: 1, prediction: '2:0' },
          { matchId: 2, prediction: '1:1' },
        ],
      },
    ]);
    const reason = within(evertonCard).getByRole('alert');
    expect(reason.textContent).toBe(predictionMessages.closed);
    expect(box(evertonCard, 'Everton goals').getAttribute('aria-describedby')).toBe(reason.id);
    expect(box(evertonCard, 'Everton goals').value).toBe('1');
  });

  it('keeps typed scores across a reload of the page', async () => {
    const first = await render([roundOf(open())]);
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    await first.input.type(box(card, 'Arsenal goals'), '3');
    await first.input.type(box(card, 'Chelsea goals'), '1');
    cleanup();

    await render([roundOf(open())]);
    const again = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect([box(again, 'Arsenal goals').value, box(again, 'Chelsea goals').value]).toEqual(['3', '1']);
    expect(screen.getByRole('button', { name: predictionCardMessages.saveAll(1) })).toBeDefined();
  });

  it('counts only complete picks in Save all: a half-typed one stays a draft on its card, flagged, and is not sent', async () => {
    const { input } = await render([
      roundOf(open()),
      http.post(api('/predictions'), () =>
        ok({
          results: [{ matchId: 2, status: 'created', prediction: '1:1' }],
          counts: { created: 1, updated: 0, unchanged: 0, refused: 0 },
        }),
      ),
    ]);
    const arsenal = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    await input.type(box(arsenal, 'Arsenal goals'), '2');
    expect(screen.getByRole('button', { name: predictionCardMessages.saveAll(0) })).toHaveProperty('disabled', true);
    // issue 55: the card says which score is missing, and Save all how many cards are incomplete.
    expect(within(arsenal).getByText(predictionCardMessages.missingScore('Chelsea'))).toBeDefined();
    const incomplete = screen.getByRole('link', { name: predictionCardMessages.incompletePicks(1) });

    const evertonCard = screen.getByRole('article', { name: 'Everton vs Fulham' });
    await input.type(box(evertonCard, 'Everton goals'), '1');
    await input.type(box(evertonCard, 'Fulham goals'), '1');
    await input.click(screen.getByRole('button', { name: predictionCardMessages.saveAll(1) }));

    expect(await sentBodies('POST /predictions')).toEqual([{ items: [{ matchId: 2, prediction: '1:1' }] }]);
    expect(screen.queryByText(validationMessages.invalidFields)).toBeNull();
    expect(box(arsenal, 'Arsenal goals').value).toBe('2');
    expect(screen.getByRole('link', { name: predictionCardMessages.incompletePicks(1) })).toBeDefined();
    // The count leads to the missing score.
    await input.click(incomplete);
    expect(document.activeElement).toBe(box(arsenal, 'Chelsea goals'));
  });

  it('offers no Save all on a round with no match open for predictions', async () => {
    const finished = makeMatch({ id: 1, status: 'FT', goals: { home: 2, away: 1 } });
    await render([roundOf([finished])]);
    expect(await screen.findByRole('article', { name: 'Arsenal vs Chelsea' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Save all/ })).toBeNull();
    expect(screen.queryByText(predictionCardMessages.saveAllHint)).toBeNull();
  });

  it('moves on with Enter: to the next score box, and from the last one to Save all', async () => {
    const { input } = await render([roundOf(open())]);
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    await input.click(box(card, 'Arsenal goals'));
    await input.keyboard('2{Enter}');
    expect(document.activeElement).toBe(box(card, 'Chelsea goals'));
    await input.keyboard('1{Enter}3{Enter}0{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: predictionCardMessages.saveAll(2) }));
  });
});

describe('/upcoming-matches: one submission at a time per match (spec §4, §8)', () => {
  /** An answer held until the test lets it go, so a request can be seen in flight. */
  const held = () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { gate, release: () => release() };
  };

  it("says 'OOOPPPSS!! Something went wrong' when Save all cannot reach the server, and keeps the typing", async () => {
    const { input } = await render([roundOf(open()), http.post(api('/predictions'), () => HttpResponse.error())]);
    const { arsenal } = await typeBoth(input);
    await input.click(screen.getByRole('button', { name: predictionCardMessages.saveAll(2) }));

    expect(await screen.findByText(errorMessages.matchesFailed)).toBeDefined();
    expect(box(arsenal, 'Arsenal goals').value).toBe('2');
  });

  it('leaves a match out of Save all while its own card is sending it', async () => {
    const card = held();
    const { input } = await render([
      roundOf(open()),
      http.post(api('/prediction'), async () => {
        await card.gate;
        return ok({ matchId: 1, prediction: '2:0', points: null }, predictionMessages.saved);
      }),
      http.post(api('/predictions'), () =>
        ok({
          results: [{ matchId: 2, status: 'created', prediction: '1:1' }],
          counts: { created: 1, updated: 0, unchanged: 0, refused: 0 },
        }),
      ),
    ]);
    const { arsenal } = await typeBoth(input);
    await input.click(within(arsenal).getByRole('button', { name: 'Submit Prediction' }));
    await input.click(await screen.findByRole('button', { name: predictionCardMessages.saveAll(1) }));

    expect(await sentBodies('POST /predictions')).toEqual([{ items: [{ matchId: 2, prediction: '1:1' }] }]);
    card.release();
  });

  it('keeps a card busy while Save all sends its match, so the card sends nothing of its own', async () => {
    const batch = held();
    const { input } = await render([
      roundOf(open()),
      http.post(api('/predictions'), async () => {
        await batch.gate;
        return ok({
          results: [
            { matchId: 1, status: 'created', prediction: '2:0' },
            { matchId: 2, status: 'created', prediction: '1:1' },
          ],
          counts: { created: 2, updated: 0, unchanged: 0, refused: 0 },
        });
      }),
    ]);
    const { arsenal } = await typeBoth(input);
    await input.click(screen.getByRole('button', { name: predictionCardMessages.saveAll(2) }));
    const busy = await within(arsenal).findByRole('button', { name: 'Submitting...' });
    await input.click(busy);

    batch.release();
    expect(
      await screen.findByText(matchdayMessages.batchSummary({ saved: 2, unchanged: 0, refused: 0 })),
    ).toBeDefined();
    expect(await sentBodies('POST /prediction')).toEqual([]);
  });
});

describe('/upcoming-matches: changing a pick and clear cards (issue 13)', () => {
  it("changes a saved pick until the deadline and shows the server's message", async () => {
    let saved = '2:1';
    const { input } = await render([
      http.get(api('/match'), () =>
        ok({
          matches: { rows: [makeMatch({ id: 5, date: '2030-03-02T15:00:00.000Z', predictions: [saved] })], count: 1 },
          round: 27,
          total_rounds: 38,
          current_round: 27,
          stages: [],
        }),
      ),
      http.post(api('/prediction'), async ({ request }) => {
        saved = ((await request.json()) as { prediction: string }).prediction;
        return ok({ matchId: 5, prediction: saved, points: null }, predictionMessages.updated);
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(within(card).getByText('Prediction Applied')).toBeDefined();
    expect(within(card).getByText(/^Closes in /)).toBeDefined();
    await input.click(within(card).getByRole('button', { name: predictionCardMessages.change }));
    await input.clear(box(card, 'Arsenal goals'));
    await input.type(box(card, 'Arsenal goals'), '0');
    await input.click(within(card).getByRole('button', { name: predictionCardMessages.saveChange }));

    expect(await screen.findByText(predictionMessages.updated)).toBeDefined();
    await waitFor(() => {
      expect(box(card, 'Arsenal goals').readOnly).toBe(true);
    });
    expect([box(card, 'Arsenal goals').value, box(card, 'Chelsea goals').value]).toEqual(['0', '1']);
    expect(saved).toBe('0:1');
  });

  it("says what a finished card earned and by which rule, and 'No pick · 0 pts' when there was none", async () => {
    const finished = (id: number, predictions: string[], points: number | null) => {
      const match = makeMatch({ id, status: 'FT', goals: { home: 2, away: 1 }, predictions });
      // The rule comes from the API with the points (the pick's scored fact, issue 56).
      const rule = points === null ? null : ('exact' as const);
      return { ...match, predictions: match.predictions.map((pick) => ({ ...pick, points, rule })) };
    };
    await render([
      roundOf([
        finished(1, ['2:1'], 5),
        {
          ...finished(2, [], null),
          details: { ...finished(2, [], null).details, teams: { home: everton, away: fulham } },
        },
      ]),
    ]);
    const called = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(within(called).getByText(`5 PTS · ${predictionCardMessages.rules.exact}`)).toBeDefined();
    expect(within(called).getByText(predictionCardMessages.yourPick)).toBeDefined();
    const missed = screen.getByRole('article', { name: 'Everton vs Fulham' });
    // spec §4: its result and the points scored, 0 without a prediction (issue 55).
    expect(within(missed).getByText(predictionCardMessages.noPickPoints)).toBeDefined();
    expect(within(missed).getByText('2 – 1')).toBeDefined();
    expect(within(missed).queryByText(/PTS/)).toBeNull();
  });
});

describe('/upcoming-matches?round=99 (issue 13)', () => {
  it('says the round does not exist, keeps the rounds to pick from, and blames no connection', async () => {
    await renderRoute('/upcoming-matches?round=99', {
      user: makeCredentials(),
      handlers: [
        http.get(api('/match'), ({ request }) =>
          new URL(request.url).searchParams.get('round') === '99'
            ? fail(400, 'Round 99 does not exist', { code: 'VALIDATION' })
            : ok({ matches: { rows: open(), count: 2 }, round: 27, total_rounds: 38, current_round: 27, stages: [] }),
        ),
      ],
    });
    expect(await screen.findByText('Round 99 does not exist')).toBeDefined();
    expect(screen.getByText(webMessages.roundUnknownHint)).toBeDefined();
    expect(await screen.findByRole('navigation', { name: 'Rounds' })).toBeDefined();
    expect(screen.queryByText(webMessages.loadFailedHint)).toBeNull();
    expect(screen.queryByText(errorMessages.matchesFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Current round' })).toBeDefined();
  });
});
