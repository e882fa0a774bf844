import type { HeadToHeadFixture, Squad } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makePublicConfig } from '@/testing/handlers';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { renderRoute } from '@/testing/render-route';

/** issue 55: the match page with the embedded 2023/24 season, which has squads and results but no line-ups or stats. */
const home = makeTeam({ id: 1, name: 'Arsenal', shortName: 'Arsenal', code: 'ARS' });
const away = makeTeam({ id: 2, name: 'Manchester United', shortName: 'Man Utd', code: 'MUN' });
const replayed = makeMatch({
  id: 50,
  date: '2026-08-02T15:30:00.000Z',
  status: 'FT',
  goals: { home: 3, away: 1 },
  home,
  away,
});

const squads: Squad[] = [
  {
    team: { id: 1 },
    season: '2023/24',
    players: [
      { number: 22, name: 'David Raya', pos: 'G' },
      { number: 1, name: 'Aaron Ramsdale', pos: 'G' },
      { number: 2, name: 'William Saliba', pos: 'D' },
      { number: 41, name: 'Declan Rice', pos: 'M' },
      { number: 7, name: 'Bukayo Saka', pos: 'F' },
    ],
  },
  { team: { id: 2 }, season: '2023/24', players: [{ number: 10, name: 'Marcus Rashford', pos: 'F' }] },
];

/** As the API answers after issue 55: the replayed 2023/24 meeting on its real date, among the older seasons. */
const meetings: HeadToHeadFixture[] = [
  {
    fixture: { id: 50, date: '2023-09-03', kickoff: '2023-09-03T15:30:00.000Z' },
    season: '2023/24',
    teams: { home, away },
    goals: { home: 3, away: 1 },
  },
  {
    fixture: { id: 12, date: '2024-05-12', kickoff: '2024-05-12T15:30:00.000Z' },
    season: '2023/24',
    teams: { home: away, away: home },
    goals: { home: 0, away: 1 },
  },
  {
    fixture: { id: null, date: '2023-01-22', kickoff: null },
    season: '2022/23',
    teams: { home, away },
    goals: { home: 3, away: 2 },
  },
];

function renderEmbeddedMatch(path: string) {
  return renderRoute(path, {
    user: makeCredentials(),
    handlers: [
      http.get(api('/config'), () => ok(makePublicConfig({ footballData: 'embedded' }))),
      http.get(api('/match/50'), () => ok(replayed)),
      http.get(api('/match/api/predictions/50'), () => ok(null)),
      http.get(api('/match/api/statistics/50'), () => ok([])),
      http.get(api('/match/50/picks'), () =>
        ok({ matchId: 50, total: 0, outcomes: { home: 0, draw: 0, away: 0 }, topScores: [] }),
      ),
      http.get(api('/match/api/head2head/1/2'), () => ok(meetings)),
      http.get(api('/match/api/lineups/50'), () => ok([])),
      http.get(api('/match/api/injuries/50'), () => ok([])),
      http.get(api('/match/api/squads/50'), () => ok(squads)),
    ],
  });
}

describe('the match page on the embedded season (issue 55)', () => {
  it('shows each club’s squad, labelled as the 2023/24 squad, and says line-ups come with a provider key', async () => {
    const { input } = await renderEmbeddedMatch('/upcoming-matches/50?tab=line-up');
    expect(await screen.findByText(matchPageMessages.lineupsNeedProviderKey)).toBeDefined();
    const arsenal = await screen.findByRole('region', { name: 'Arsenal squad, 2023/24' });
    const groups = within(arsenal)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards']);
    const goalkeepers = within(arsenal).getAllByRole('list')[0]!;
    expect(
      within(goalkeepers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Aaron Ramsdale', '22David Raya']);
    // Nothing reads as a line-up: no pitch, no formation, no "Match info will be available".
    expect(screen.queryByRole('list', { name: /starting eleven/ })).toBeNull();
    expect(screen.queryByText('Formation')).toBeNull();
    expect(screen.queryByText(matchPageMessages.lineupsBeforeKickoff)).toBeNull();

    await input.click(screen.getByRole('button', { name: 'Away Team' }));
    const united = screen.getByRole('region', { name: 'Manchester United squad, 2023/24' });
    expect(within(united).getByText('Marcus Rashford')).toBeDefined();
  });

  it('says statistics come with a provider key, and dates the replayed meeting when it was played', async () => {
    await renderEmbeddedMatch('/upcoming-matches/50?tab=stat');
    const stats = await screen.findByRole('region', { name: 'Match Stats' });
    expect(await within(stats).findByText(matchPageMessages.statsNeedProviderKey)).toBeDefined();
    expect(screen.queryByText(matchPageMessages.statsNone)).toBeNull();

    const headToHead = await screen.findByRole('region', { name: 'Head To Head' });
    const items = await within(headToHead).findAllByRole('listitem');
    // The match on show is left out; the other 2023/24 meeting, on its real date, comes before 2022/23's.
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Sun 12 May 2024 · 2023/24',
      'Sun 22 Jan 2023 · 2022/23',
    ]);
    expect(within(headToHead).queryByText(/2026/)).toBeNull();
  });
});
