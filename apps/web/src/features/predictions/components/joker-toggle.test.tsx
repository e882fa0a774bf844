import { jokerMessages, predictionCardMessages, type Match } from '@scoreline/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch } from '@/testing/make-match';
import { PredictionCard } from '@/testing/prediction-card';
import { renderRoute } from '@/testing/render-route';

/** A match card as the pages lay it out. */
function Card({ match }: { match: Match }) {
  return (
    <article aria-label="Arsenal vs Chelsea">
      <PredictionCard match={match} />
    </article>
  );
}

/** Renders the card, answering the joker calls and noting them ('PUT 5', 'DELETE 5'). */
async function renderCard(match: Match) {
  const calls: string[] = [];
  const answer =
    (method: string, message: string, matchId: number | null) =>
    ({ params }: { params: Record<string, unknown> }) => {
      calls.push(`${method} ${String(params.id)}`);
      return ok({ round: 27, matchId }, message);
    };
  const rendered = await renderRoute('/card', {
    user: makeCredentials(),
    element: <Card match={match} />,
    handlers: [
      http.put(api('/match/:id/joker'), answer('PUT', jokerMessages.set, match.id)),
      http.delete(api('/match/:id/joker'), answer('DELETE', jokerMessages.removed, null)),
    ],
  });
  const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
  return { ...rendered, card, calls };
}

describe('the joker on a match card (issue 59)', () => {
  it('puts the round’s joker on a saved, open pick with a toggle, and says so', async () => {
    const { input, card, calls } = await renderCard(
      makeMatch({ id: 5, predictions: ['2:1'], joker: { matchId: null, fixed: false } }),
    );
    const toggle = within(card).getByRole('button', { name: jokerMessages.toggleLabel('Arsenal vs Chelsea') });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await input.click(toggle);
    expect(await screen.findByText(jokerMessages.set)).toBeDefined();
    expect(calls).toEqual(['PUT 5']);
  });

  it('takes the joker off the pick it is on', async () => {
    const { input, card, calls } = await renderCard(
      makeMatch({ id: 5, predictions: ['2:1'], joker: { matchId: 5, fixed: false } }),
    );
    const toggle = within(card).getByRole('button', { name: /^Joker/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await input.click(toggle);
    expect(await screen.findByText(jokerMessages.removed)).toBeDefined();
    expect(calls).toEqual(['DELETE 5']);
  });

  it('offers no joker without a pick, when the round’s joker is fixed elsewhere, or without jokers', async () => {
    for (const match of [
      makeMatch({ id: 5, joker: { matchId: null, fixed: false } }),
      makeMatch({ id: 5, predictions: ['2:1'], joker: { matchId: 4, fixed: true } }),
      makeMatch({ id: 5, predictions: ['2:1'], joker: null }),
    ]) {
      const { card } = await renderCard(match);
      expect(within(card).queryByRole('button', { name: /^Joker/ })).toBeNull();
      cleanup();
    }
  });

  it("shows a scored joker pick's points as '2 × 3 pts', and a plain pick's as before", async () => {
    const final = (joker: boolean, points: number): Match => {
      const match = makeMatch({
        id: 5,
        date: '2024-03-02T15:00:00.000Z',
        status: 'FT',
        goals: { home: 1, away: 0 },
        predictions: ['2:0'],
        joker: { matchId: joker ? 5 : null, fixed: joker },
      });
      return { ...match, predictions: [{ ...match.predictions[0]!, points, rule: 'outcomeAndBucket', joker }] };
    };
    const rule = predictionCardMessages.rules.outcomeAndBucket;
    const doubled = await renderCard(final(true, 6));
    expect(within(doubled.card).getByText(`2 × 3 pts · ${rule}`)).toBeDefined();
    expect(within(doubled.card).getByText(jokerMessages.onThisPick)).toBeDefined();
    expect(within(doubled.card).queryByRole('button', { name: /^Joker/ })).toBeNull();
    cleanup();
    const plain = await renderCard(final(false, 3));
    expect(within(plain.card).getByText(`3 PTS · ${rule}`)).toBeDefined();
  });
});
