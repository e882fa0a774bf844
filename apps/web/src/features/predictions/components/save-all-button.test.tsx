import { matchdayMessages, predictionCardMessages, type Match } from '@scoreline/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch } from '@/testing/make-match';
import { renderRoute } from '@/testing/render-route';
import { MatchPrediction } from './match-prediction';
import { SaveAllButton } from './save-all-button';

/** What the page draws the round from: the test decides when the refetched round is drawn (ADR 048 draws it late). */
const drawer: { draw: (matches: Match[]) => void } = { draw: () => undefined };
function DrawnRound({ initial }: { initial: Match[] }) {
  const [matches, setMatches] = useState(initial);
  useEffect(() => {
    drawer.draw = setMatches;
  }, []);
  return (
    <>
      {matches.map((match) => (
        <article key={match.id} aria-label={`match ${match.id}`}>
          <MatchPrediction match={match}>
            {({ score, action }) => (
              <>
                {score}
                {action}
              </>
            )}
          </MatchPrediction>
        </article>
      ))}
      <SaveAllButton matches={matches} />
    </>
  );
}

const kickoff = '2030-03-02T15:00:00.000Z';
const boxes = (card: HTMLElement) =>
  ['Arsenal goals', 'Chelsea goals'].map((name) => within(card).getByRole('textbox', { name }) as HTMLInputElement);
const values = (card: HTMLElement) => boxes(card).map((box) => box.value);

describe('SaveAllButton: the round saved while it is being drawn', () => {
  it('shows the saved picks, never the previous ones, until the cards are drawn from the answer that has them', async () => {
    const user = makeCredentials();
    const { input } = await renderRoute('/round', {
      user,
      element: (
        <DrawnRound
          initial={[makeMatch({ id: 5, date: kickoff, predictions: ['2:1'] }), makeMatch({ id: 6, date: kickoff })]}
        />
      ),
      handlers: [
        http.post(api('/predictions'), () =>
          ok({
            results: [
              { matchId: 5, status: 'updated', prediction: '0:1' },
              { matchId: 6, status: 'created', prediction: '3:3' },
            ],
            counts: { created: 1, updated: 1, unchanged: 0, refused: 0 },
          }),
        ),
      ],
    });
    const changed = await screen.findByRole('article', { name: 'match 5' });
    const first = screen.getByRole('article', { name: 'match 6' });
    await input.click(within(changed).getByRole('button', { name: predictionCardMessages.change }));
    await input.clear(boxes(changed)[0]!);
    await input.type(boxes(changed)[0]!, '0');
    await input.type(boxes(first)[0]!, '3');
    await input.type(boxes(first)[1]!, '3');
    await input.click(screen.getByRole('button', { name: predictionCardMessages.saveAll(2) }));

    const summary = matchdayMessages.batchSummary({ saved: 2, unchanged: 0, refused: 0 });
    expect(await screen.findByText(summary)).toBeDefined();
    expect([values(changed), values(first)]).toEqual([
      ['0', '1'],
      ['3', '3'],
    ]);

    act(() => {
      drawer.draw([
        makeMatch({ id: 5, date: kickoff, predictions: ['0:1'] }),
        makeMatch({ id: 6, date: kickoff, predictions: ['3:3'] }),
      ]);
    });
    await waitFor(() => {
      expect([...boxes(changed), ...boxes(first)].every((box) => box.readOnly)).toBe(true);
    });
    expect([values(changed), values(first)]).toEqual([
      ['0', '1'],
      ['3', '3'],
    ]);
  });

  it('keeps no saved typing on the device once the round is answered, so a refresh shows the saved picks', async () => {
    const user = makeCredentials();
    const { input } = await renderRoute('/round', {
      user,
      element: <DrawnRound initial={[makeMatch({ id: 6, date: kickoff })]} />,
      handlers: [
        http.post(api('/predictions'), () =>
          ok({
            results: [{ matchId: 6, status: 'created', prediction: '3:3' }],
            counts: { created: 1, updated: 0, unchanged: 0, refused: 0 },
          }),
        ),
      ],
    });
    const card = await screen.findByRole('article', { name: 'match 6' });
    await input.type(boxes(card)[0]!, '3');
    await input.type(boxes(card)[1]!, '3');
    expect(localStorage.getItem(`scoreline.drafts.${user.id}`)).toBe('{"6":{"home":"3","away":"3"}}');
    await input.click(screen.getByRole('button', { name: predictionCardMessages.saveAll(1) }));

    expect(
      await screen.findByText(matchdayMessages.batchSummary({ saved: 1, unchanged: 0, refused: 0 })),
    ).toBeDefined();
    expect(localStorage.getItem(`scoreline.drafts.${user.id}`)).toBe('{}');
  });
});

describe('SaveAllButton: a window shutting on typing (issue 55)', () => {
  it('leaves the count when the typed match closes, and the card locks on no pick', async () => {
    const closing = new Date(Date.now() + 10 * 60_000 + 2_500).toISOString();
    const { input } = await renderRoute('/round', {
      user: makeCredentials(),
      element: <DrawnRound initial={[makeMatch({ id: 5, date: closing })]} />,
    });
    const card = await screen.findByRole('article', { name: 'match 5' });
    await input.type(boxes(card)[0]!, '2');
    await input.type(boxes(card)[1]!, '1');
    expect(screen.getByRole('button', { name: predictionCardMessages.saveAll(1) })).toBeDefined();

    expect(
      await screen.findByRole('button', { name: predictionCardMessages.saveAll(0) }, { timeout: 6_000 }),
    ).toHaveProperty('disabled', true);
    // The count and the card each follow the clock on their own tick: the card may lock a moment later.
    expect(await within(card).findByText('Prediction Closed', undefined, { timeout: 2_000 })).toBeDefined();
    expect(values(card)).toEqual(['', '']);
  });
});
