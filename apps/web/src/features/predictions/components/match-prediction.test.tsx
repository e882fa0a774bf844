import { predictionCardMessages, predictionMessages, webMessages, type Match } from '@scoreline/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch } from '@/testing/make-match';
import { PredictionCard } from '@/testing/prediction-card';
import { renderRoute } from '@/testing/render-route';

/** What the page draws the card from: the test decides when the refetched round is drawn (ADR 048 draws it late). */
const drawer: { draw: (match: Match) => void } = { draw: () => undefined };
function DrawnCard({ initial }: { initial: Match }) {
  const [match, setMatch] = useState(initial);
  useEffect(() => {
    drawer.draw = setMatch;
  }, []);
  return (
    <article aria-label="Arsenal vs Chelsea">
      <PredictionCard match={match} />
    </article>
  );
}

const boxes = (card: HTMLElement) =>
  ['Arsenal goals', 'Chelsea goals'].map((name) => within(card).getByRole('textbox', { name }) as HTMLInputElement);

/** The card of match 5 (saved 2:1) whose save is answered with `prediction` and `message`, opened for a change. */
async function changingCard(prediction: string, message: string) {
  const before = makeMatch({ id: 5, date: '2030-03-02T15:00:00.000Z', predictions: ['2:1'] });
  const { input } = await renderRoute('/card', {
    user: makeCredentials(),
    element: <DrawnCard initial={before} />,
    handlers: [http.post(api('/prediction'), () => ok({ matchId: 5, prediction, points: null }, message))],
  });
  const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
  await input.click(within(card).getByRole('button', { name: predictionCardMessages.change }));
  return { input, card };
}

describe('MatchPrediction: a changed pick while the round is being drawn', () => {
  it('shows the new pick, never the previous one, until the card is drawn from the answer that has it', async () => {
    const { input, card } = await changingCard('0:1', predictionMessages.updated);
    await input.clear(boxes(card)[0]!);
    await input.type(boxes(card)[0]!, '0');
    await input.click(within(card).getByRole('button', { name: predictionCardMessages.saveChange }));

    expect(await screen.findByText(predictionMessages.updated)).toBeDefined();
    expect(boxes(card).map((box) => box.value)).toEqual(['0', '1']);

    act(() => drawer.draw(makeMatch({ id: 5, date: '2030-03-02T15:00:00.000Z', predictions: ['0:1'] })));
    await waitFor(() => {
      expect(boxes(card).every((box) => box.readOnly)).toBe(true);
    });
    expect(boxes(card).map((box) => box.value)).toEqual(['0', '1']);
    expect(within(card).getByText('Prediction Applied')).toBeDefined();
  });

  it('keeps no typing on the device once the pick is saved, so leaving the page before the redraw forgets it', async () => {
    const user = makeCredentials();
    const { input } = await renderRoute('/card', {
      user,
      element: <DrawnCard initial={makeMatch({ id: 5, date: '2030-03-02T15:00:00.000Z' })} />,
      handlers: [
        http.post(api('/prediction'), () =>
          ok({ matchId: 5, prediction: '3:3', points: null }, predictionMessages.saved),
        ),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    await input.type(boxes(card)[0]!, '3');
    await input.type(boxes(card)[1]!, '3');
    expect(localStorage.getItem(`scoreline.drafts.${user.id}`)).toBe('{"5":{"home":"3","away":"3"}}');
    await input.click(within(card).getByRole('button', { name: webMessages.submitPrediction }));

    expect(await screen.findByText(predictionMessages.saved)).toBeDefined();
    expect(localStorage.getItem(`scoreline.drafts.${user.id}`)).toBe('{}');
  });

  it('goes back to the saved pick at once when the same score is saved again (no newer answer comes)', async () => {
    const { input, card } = await changingCard('2:1', predictionMessages.alreadySaved);
    await input.click(within(card).getByRole('button', { name: predictionCardMessages.saveChange }));

    expect(await screen.findByText(predictionMessages.alreadySaved)).toBeDefined();
    await waitFor(() => {
      expect(boxes(card).every((box) => box.readOnly)).toBe(true);
    });
    expect(boxes(card).map((box) => box.value)).toEqual(['2', '1']);
    expect(within(card).getByRole('button', { name: predictionCardMessages.change })).toBeDefined();
  });
});

describe('MatchPrediction: the window closes on typing never saved (issue 55)', () => {
  it('says the change was not saved and shows the saved pick, when the deadline passes on an open card', async () => {
    // The window shuts 10 minutes before kick-off (spec §4): here about a second after the card is drawn.
    const kickoff = new Date(Date.now() + 10 * 60_000 + 1_500).toISOString();
    const { input } = await renderRoute('/card', {
      user: makeCredentials(),
      element: <DrawnCard initial={makeMatch({ id: 5, date: kickoff, predictions: ['1:1'] })} />,
    });
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    await input.click(within(card).getByRole('button', { name: predictionCardMessages.change }));
    await input.clear(boxes(card)[0]!);
    await input.type(boxes(card)[0]!, '2');
    expect(within(card).queryByText(predictionCardMessages.changeNotSaved)).toBeNull();

    expect(await within(card).findByText(webMessages.predictionClosed, {}, { timeout: 4_000 })).toBeDefined();
    expect(within(card).getByRole('status').textContent).toBe(predictionCardMessages.changeNotSaved);
    expect(boxes(card).map((box) => box.value)).toEqual(['1', '1']);
    expect(boxes(card).every((box) => box.readOnly)).toBe(true);
  });

  it('says nothing when the typing was the saved pick, or nothing was typed', async () => {
    const kickoff = new Date(Date.now() + 10 * 60_000 + 1_000).toISOString();
    await renderRoute('/card', {
      user: makeCredentials(),
      element: <DrawnCard initial={makeMatch({ id: 5, date: kickoff, predictions: ['1:1'] })} />,
    });
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(await within(card).findByText(webMessages.predictionClosed, {}, { timeout: 4_000 })).toBeDefined();
    expect(within(card).queryByText(predictionCardMessages.changeNotSaved)).toBeNull();
  });
});
