import type { RoundRecap } from '@scoreline/contracts';
import { recapWords } from '@scoreline/contracts/plain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboard } from '@/testing/handlers';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** Issue 60 (docs/decisions/117): the player's recap of the latest completed round, above the leaderboard. */
const me = makeCredentials({ id: 7, username: 'striker' });
const recap: RoundRecap = {
  competition: { slug: 'premier-league-2023-24', name: 'Premier League 2023/24' },
  round: 12,
  stage: 'Matchday 12',
  player: { id: 7, username: 'striker' },
  points: 17,
  position: 3,
  players: 1204,
  overall: { before: 124, after: 120 },
  bestPick: {
    matchId: 40,
    home: 'Arsenal',
    away: 'Chelsea',
    prediction: '2:1',
    result: '2:1',
    points: 10,
    rule: 'exact',
    multiplier: 2,
  },
  winners: { points: 21, users: [{ id: 3, username: 'keeper' }] },
  imageUrl: '/api/v1/users/7/recap.png?competition=premier-league-2023-24&round=12',
  shareUrl: '/leaderboard/7',
};

const handlers = (answer: RoundRecap | null) => [
  http.get(api('/score'), () => ok(makeLeaderboard())),
  http.get(api('/user/recap'), () => ok(answer)),
];

describe('/leaderboard round recap', () => {
  it('says the points, the places, the best pick and the winner, with the share image', async () => {
    await renderRoute('/leaderboard', { user: me, handlers: handlers(recap) });
    const card = await screen.findByRole('region', { name: 'Your Matchday 12' });
    expect(within(card).getByText('17 pts')).toBeDefined();
    expect(within(card).getByText('3rd of 1,204 in the round')).toBeDefined();
    expect(within(card).getByText('120th overall · up 4')).toBeDefined();
    expect(within(card).getByText('Arsenal v Chelsea')).toBeDefined();
    expect(within(card).getByText(/Picked 2–1, ended 2–1 · exact score · 10 pts \(joker ×2\)/)).toBeDefined();
    expect(within(card).getByText('keeper · 21 pts')).toBeDefined();
    expect(within(card).getByRole('link', { name: recapWords.image }).getAttribute('href')).toBe(recap.imageUrl);
  });

  it('is not shown without a scored pick in the round', async () => {
    await renderRoute('/leaderboard', { user: me, handlers: handlers(null) });
    await vi.waitFor(() => expect(sentRequests('GET /user/recap')).toHaveLength(1));
    // The standings drawn after the answer: no recap card among the page's regions.
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeDefined();
    expect(screen.queryByRole('region', { name: /^Your Matchday/ })).toBeNull();
    expect(screen.queryByRole('link', { name: recapWords.image })).toBeNull();
  });
});
