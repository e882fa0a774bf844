import type { Match } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeCompetitionSeason } from '@/testing/handlers';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** issue 58: the dashboard's competition switcher, remembered per player, read by the matches and the leaderboard. */
const worldCup = makeCompetitionSeason({
  slug: 'world-cup-2026',
  name: 'World Cup',
  kind: 'tournament',
  season: '2026',
  isDefault: false,
  currentStage: { key: 'group-stage-1', name: 'Group stage · Matchday 1', kind: 'group', order: 1 },
  playing: true,
});
const competitions = http.get(api('/competitions'), () => ok([makeCompetitionSeason(), worldCup]));

const leagueRow = makeMatch({ id: 1, round: 27 });
const groupMatch = makeMatch({
  id: 2,
  round: 1,
  stage: { key: 'group-stage-1', name: 'Group stage · Matchday 1', kind: 'group', group: 'Group A', leg: null },
  home: makeTeam({ id: 11, name: 'Mexico', shortName: 'Mexico', code: 'MEX', colors: null }),
  away: makeTeam({ id: 12, name: 'South Africa', shortName: 'South Africa', code: 'RSA', colors: null }),
});
const worldCupStages = [
  { round: 1, name: 'Group stage · Matchday 1' },
  { round: 2, name: 'Group stage · Matchday 2' },
  { round: 3, name: 'Group stage · Matchday 3' },
  { round: 4, name: 'Round of 32' },
];
const rounds = http.get(api('/match'), ({ request }) => {
  const isWorldCup = new URL(request.url).searchParams.get('competition') === 'world-cup-2026';
  const rows: Match[] = isWorldCup ? [groupMatch] : [leagueRow];
  return ok({
    matches: { rows, count: rows.length },
    round: isWorldCup ? 1 : 27,
    total_rounds: isWorldCup ? 4 : 38,
    current_round: isWorldCup ? 1 : 27,
    stages: isWorldCup ? worldCupStages : [],
  });
});

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
  window.localStorage.clear();
});

describe('the competition switcher (issue 58)', () => {
  it('switches the matches to the World Cup, names its stages, and remembers the choice per player', async () => {
    const user = makeCredentials();
    const { input } = await renderRoute('/upcoming-matches', { user, handlers: [competitions, rounds] });
    expect(await screen.findByText('Arsenal')).toBeDefined();
    const switcher = await screen.findByRole('combobox', { name: 'Competition' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Premier League 2023/24', 'World Cup 2026 · playing']);

    await input.selectOptions(switcher, 'world-cup-2026');
    expect(await screen.findByText('Mexico')).toBeDefined();
    expect(sentRequests('GET /match').at(-1)?.search).toContain('competition=world-cup-2026');
    // The round selector names the stages.
    const roundSelect = screen.getByRole('combobox', { name: 'Round' });
    expect(
      within(roundSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Group stage · Matchday 1 (current)',
      'Group stage · Matchday 2',
      'Group stage · Matchday 3',
      'Round of 32',
    ]);
    expect(window.localStorage.getItem(`scoreline.competition.${user.id}`)).toBe('world-cup-2026');
  });

  it('opens on the remembered competition, and offers every competition summed on the leaderboard without filters', async () => {
    const user = makeCredentials();
    window.localStorage.setItem(`scoreline.competition.${user.id}`, 'world-cup-2026');
    const { input } = await renderRoute('/leaderboard', { user, handlers: [competitions] });
    const switcher = await screen.findByRole('combobox', { name: 'Competition' });
    expect((switcher as HTMLSelectElement).value).toBe('world-cup-2026');
    await vi.waitFor(() => {
      expect(sentRequests('GET /score').at(-1)?.search).toContain('competition=world-cup-2026');
    });
    expect(screen.getByRole('combobox', { name: 'Round' })).toBeDefined();

    await input.selectOptions(switcher, 'all');
    await vi.waitFor(() => {
      expect(sentRequests('GET /score').at(-1)?.search).toContain('competition=all');
    });
    expect(screen.queryByRole('combobox', { name: 'Round' })).toBeNull();
  });

  it('shows no switcher while one competition is played', async () => {
    await renderRoute('/upcoming-matches', { user: makeCredentials(), handlers: [rounds] });
    expect(await screen.findByText('Arsenal')).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Competition' })).toBeNull();
  });
});

describe("a link into a competition's round (issue 60: a reminder's 'Predict now')", () => {
  it('chooses that competition, as the switcher would, and opens the round', async () => {
    const user = makeCredentials();
    const { router } = await renderRoute('/upcoming-matches?competition=world-cup-2026&round=1', {
      user,
      handlers: [competitions, rounds],
    });
    expect(await screen.findByText('Mexico')).toBeDefined();
    expect(router.state.location.search).toBe('?round=1');
    const asked = sentRequests('GET /match').map((request) => new URLSearchParams(request.search));
    expect(asked.at(-1)?.get('competition')).toBe('world-cup-2026');
    expect(((await screen.findByRole('combobox', { name: 'Competition' })) as HTMLSelectElement).value).toBe(
      'world-cup-2026',
    );
  });
});
