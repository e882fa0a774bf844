import { errorMessages, predictionCardMessages, predictionMessages, webMessages } from '@scoreline/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch } from '@/testing/make-match';
import { PredictionCard } from '@/testing/prediction-card';
import { renderRoute } from '@/testing/render-route';
import { SaveAllButton } from './save-all-button';

/** Issue 60 (ADR 116): picks saved without a connection wait on their cards and are sent once it returns. */
const kickoff = '2030-03-02T15:00:00.000Z';
const round = [makeMatch({ id: 5, date: kickoff }), makeMatch({ id: 6, date: kickoff })];

function Round() {
  return (
    <>
      {round.map((match) => (
        <article key={match.id} aria-label={`match ${match.id}`}>
          <PredictionCard match={match} />
        </article>
      ))}
      <SaveAllButton matches={round} />
    </>
  );
}

const card = (id: number) => screen.getByRole('article', { name: `match ${id}` });
const boxes = (id: number) =>
  ['Arsenal goals', 'Chelsea goals'].map((name) => within(card(id)).getByRole('textbox', { name }));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

/** The round, with each POST /prediction answered by `answer` (its match id) and counted. */
async function renderRound(answer: (matchId: number) => Response) {
  const sent: number[] = [];
  const view = await renderRoute('/round', {
    user: makeCredentials(),
    element: <Round />,
    handlers: [
      http.post(api('/prediction'), async ({ request }) => {
        const { matchId } = (await request.json()) as { matchId: number };
        sent.push(matchId);
        return answer(matchId);
      }),
    ],
  });
  await screen.findByRole('article', { name: 'match 5' });
  return { ...view, sent };
}

describe('offline picks', () => {
  it('keeps a round saved offline on its cards and saves each pick once when the connection returns', async () => {
    let connected = false;
    const { input, sent } = await renderRound((matchId) =>
      connected ? ok({ matchId, prediction: '2:1', points: null }, predictionMessages.saved) : HttpResponse.error(),
    );
    setOnline(false);
    for (const id of [5, 6]) {
      await input.type(boxes(id)[0]!, '2');
      await input.type(boxes(id)[1]!, '1');
    }
    await input.click(screen.getByRole('button', { name: predictionCardMessages.saveAll(2) }));

    for (const id of [5, 6]) {
      expect(within(card(id)).getByRole('status')).toHaveProperty(
        'textContent',
        predictionCardMessages.savedWhenOnline,
      );
    }
    expect(sent).toEqual([]);

    connected = true;
    setOnline(true);
    setOnline(true);
    await waitFor(() => {
      expect(screen.queryByText(predictionCardMessages.savedWhenOnline)).toBeNull();
    });
    expect(await screen.findByText(predictionMessages.saved)).toBeDefined();
    expect(sent.sort()).toEqual([5, 6]);
    expect(screen.queryByText(errorMessages.matchesFailed)).toBeNull();
  });

  it('says a pick whose save found no network waits, then shows the refusal of a match closed meanwhile', async () => {
    let connected = true;
    let dropped = false;
    const { input, sent } = await renderRound(() => {
      if (!dropped) {
        // The connection drops while the pick is on its way: the browser says so as the request fails.
        dropped = true;
        connected = false;
        setOnline(false);
      }
      return connected ? fail(422, predictionMessages.closed, { code: 'UNPROCESSABLE' }) : HttpResponse.error();
    });
    await input.type(boxes(5)[0]!, '3');
    await input.type(boxes(5)[1]!, '0');
    await input.click(within(card(5)).getByRole('button', { name: webMessages.submitPrediction }));

    expect(await within(card(5)).findByText(predictionCardMessages.savedWhenOnline)).toBeDefined();
    expect(screen.queryByText(errorMessages.matchesFailed)).toBeNull();

    connected = true;
    setOnline(true);
    // As a refusal of a save with a connection: the server's reason, and the card locked on what was not saved.
    expect(await screen.findByText(predictionMessages.closed)).toBeDefined();
    expect(within(card(5)).getByRole('status')).toHaveProperty('textContent', predictionCardMessages.changeNotSaved);
    expect(within(card(5)).queryByText(predictionCardMessages.savedWhenOnline)).toBeNull();
    expect(sent).toEqual([5, 5]);
  });
});
