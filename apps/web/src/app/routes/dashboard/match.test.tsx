import type { HeadToHeadFixture, Lineup, TeamStatistics } from '@scoreline/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const home = makeTeam({ id: 1, name: 'Arsenal', shortName: 'Arsenal', code: 'ARS' });
const away = makeTeam({ id: 2, name: 'Chelsea', shortName: 'Chelsea', code: 'CHE' });
const finished = makeMatch({ id: 50, status: 'FT', goals: { home: 2, away: 1 }, home, away });

const meetings: HeadToHeadFixture[] = [
  ...Array.from({ length: 7 }, (_, index) => ({
    fixture: { id: null, date: `20${10 + index}-01-15`, kickoff: null },
    season: `20${9 + index}/${10 + index}`,
    teams: { home, away },
    goals: { home: index, away: 1 },
  })),
  // The match on show itself, which is not one of its past meetings.
  {
    fixture: { id: 50, date: '2030-03-02', kickoff: '2030-03-02T15:00:00.000Z' },
    season: '2029/30',
    teams: { home, away },
    goals: { home: 2, away: 1 },
  },
];

const statistics: TeamStatistics[] = [home, away].map((team, side) => ({
  team: { id: team.id, name: team.name, logo: null },
  statistics: Array.from({ length: 10 }, (_, index) => ({ type: `Stat ${index + 1}`, value: side === 0 ? 3 : 1 })),
}));

function lineupOf(teamId: number, name: string): Lineup {
  const positions = ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'] as const;
  return {
    team: { id: teamId, name, logo: null, colors: null },
    coach: { id: 1, name: `${name} Coach`, photo: null },
    formation: '4-3-3',
    startXI: positions.map((pos, index) => ({
      player: { id: teamId * 100 + index, name: `${name} ${index + 1}`, number: index + 1, pos, grid: null },
    })),
    substitutes: [{ player: { id: teamId * 100 + 50, name: `${name} Sub`, number: 23, pos: 'M', grid: null } }],
  };
}

/** The match page's calls for match 50 (Arsenal v Chelsea), signed in (the page is in the dashboard, spec §2). */
function renderMatch(
  path: string,
  { lineups = [] as Lineup[], stats = [] as TeamStatistics[], match = finished, injuries = true } = {},
) {
  return renderRoute(path, {
    user: makeCredentials(),
    handlers: [
      http.get(api('/match/50'), () => ok(match)),
      http.get(api('/match/api/predictions/50'), () =>
        ok({
          source: 'model',
          predictions: { winner: null, advice: null, percent: { home: '50%', draw: '0%', away: '50%' } },
          updatedAt: '2030-01-01T00:00:00.000Z',
        }),
      ),
      http.get(api('/match/api/statistics/50'), () => ok(stats)),
      http.get(api('/match/50/picks'), () =>
        ok({
          matchId: 50,
          total: 3,
          outcomes: { home: 2, draw: 1, away: 0 },
          topScores: [
            { prediction: '2:1', count: 2 },
            { prediction: '1:1', count: 1 },
          ],
        }),
      ),
      http.get(api('/match/api/head2head/1/2'), () => ok(meetings)),
      http.get(api('/match/api/lineups/50'), () => ok(lineups)),
      http.get(api('/match/api/injuries/50'), () =>
        ok(
          injuries
            ? [
                {
                  team: { id: 2, name: 'Chelsea', logo: null },
                  player: { id: 9, name: 'R. James', photo: null, type: 'Missing Fixture', reason: 'Hamstring Injury' },
                },
              ]
            : [],
        ),
      ),
    ],
  });
}

describe('/upcoming-matches/:id (spec §2 match detail)', () => {
  it('shows the final score and, on the Stat tab, the model forecast labelled as a model', async () => {
    await renderMatch('/upcoming-matches/50?tab=stat', { stats: statistics });

    expect(await screen.findByText('Match Finished')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Match summary' }).textContent).toMatch(/Score: 2\D+1/);
    expect(screen.getByRole('tab', { name: 'Stat' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Win Probability (Scoreline model)' })).toBeDefined();
    // The zero draw is hidden; the two halves are equal.
    const bar = screen.getByRole('img', { name: 'Arsenal 50%, draw 0%, Chelsea 50%' });
    expect([...bar.children].map((part) => (part as HTMLElement).style.width)).toEqual(['50%', '50%']);
  });

  it('says a postponed match is postponed instead of showing its stale kick-off time', async () => {
    await renderMatch('/upcoming-matches/50', {
      match: makeMatch({ id: 50, status: 'PST', date: '2030-03-02T15:00:00.000Z', home, away }),
    });

    const summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(await within(summary).findByText('Postponed')).toBeDefined();
    expect(within(summary).getByText('Postponed · new date to be confirmed')).toBeDefined();
    expect(within(summary).queryByText('Kick-off')).toBeNull();
    expect(summary.querySelector('time')).toBeNull();
  });

  it('shows the day of a match whose time is to be defined (TBD), and no kick-off time', async () => {
    await renderMatch('/upcoming-matches/50', {
      match: makeMatch({ id: 50, status: 'TBD', date: '2030-03-02T12:00:00.000Z', home, away }),
    });

    const summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(within(summary).getByText('Time To Be Defined')).toBeDefined();
    expect(within(summary).queryByText('Kick-off')).toBeNull();
    expect([...summary.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual(['2030-03-02']);
  });

  it('shows the first 8 stat bars and the first 5 meetings, each with Show More / Show Less', async () => {
    const { input } = await renderMatch('/upcoming-matches/50?tab=stat', { stats: statistics });

    const stats = await screen.findByRole('region', { name: 'Match Stats' });
    expect(await within(stats).findAllByRole('listitem')).toHaveLength(8);
    await input.click(within(stats).getByRole('button', { name: 'Show More' }));
    expect(within(stats).getAllByRole('listitem')).toHaveLength(10);
    await input.click(within(stats).getByRole('button', { name: 'Show Less' }));
    expect(within(stats).getAllByRole('listitem')).toHaveLength(8);

    const headToHead = await screen.findByRole('region', { name: 'Head To Head' });
    await within(headToHead).findAllByRole('listitem');
    const dates = () =>
      within(headToHead)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('time')?.dateTime);
    expect(dates()).toEqual(['2016-01-15', '2015-01-15', '2014-01-15', '2013-01-15', '2012-01-15']);
    await input.click(within(headToHead).getByRole('button', { name: 'Show More' }));
    expect(dates()).toHaveLength(7);
  });

  it('says when match stats come, and when line-ups come, without both line-ups', async () => {
    const { input } = await renderMatch('/upcoming-matches/50', {
      lineups: [lineupOf(1, 'Arsenal')],
      match: makeMatch({ id: 50, status: 'NS', home, away }),
    });
    expect(await screen.findByText('Match info will be available few hours to kick-off')).toBeDefined();
    // Injury news can come before the line-ups.
    expect(await screen.findByText('R. James')).toBeDefined();

    await input.click(screen.getByRole('tab', { name: 'Stat' }));
    expect(await screen.findByText('Match stats will be available when Match starts')).toBeDefined();
  });

  it("shows the player's pick on the match page, and while live the points it would earn if it ended now", async () => {
    const live = makeMatch({ id: 50, status: '2H', goals: { home: 1, away: 1 }, home, away, predictions: ['2:1'] });
    await renderMatch('/upcoming-matches/50', {
      match: {
        ...live,
        predictions: [
          { prediction: '2:1', points: null, rule: null, provisionalPoints: 0, provisionalRule: 'none', joker: false },
        ],
      },
    });
    const mine = await screen.findByRole('region', { name: 'Your prediction' });
    expect(within(mine).getByText('If it ended now: 0 PTS · no points')).toBeDefined();
    expect((within(mine).getByRole('textbox', { name: 'Arsenal goals' }) as HTMLInputElement).value).toBe('2');
  });

  it("shows a live match's clock from kick-off, HT at half time, and the phase once (issue 55)", async () => {
    const playing = (
      status: 'HT' | '1H' | '2H',
      elapsed: number,
      goals: { home: number | null; away: number | null },
    ) => {
      const match = makeMatch({ id: 50, status, goals, home, away });
      match.details.fixture.status.elapsed = elapsed;
      if (status !== '1H') match.details.score.halftime = { home: 1, away: 0 };
      return match;
    };
    // The first half of a replayed match whose score is not known yet: the clock, not the kick-off time.
    await renderMatch('/upcoming-matches/50', { match: playing('1H', 4, { home: null, away: null }) });
    let summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(await within(summary).findByText("Live 4'")).toBeDefined();
    expect(within(summary).getByText('Score not known yet')).toBeDefined();
    expect(within(summary).queryByText('Kick-off')).toBeNull();
    cleanup();

    await renderMatch('/upcoming-matches/50', { match: playing('HT', 45, { home: 1, away: 0 }) });
    summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(await within(summary).findByText('HT')).toBeDefined();
    expect(summary.textContent).toMatch(/Score: 1\D+0/);
    expect(summary.textContent).not.toMatch(/Halftime|Live/);
    cleanup();

    // Added time, the phase said once; a second half whose goals the data does not time shows the half-time score.
    await renderMatch('/upcoming-matches/50', { match: playing('2H', 93, { home: null, away: null }) });
    summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(await within(summary).findByText("Live 90+3'")).toBeDefined();
    expect(within(summary).getByText('HT 1–0')).toBeDefined();
    expect(summary.textContent).not.toMatch(/Second Half|2nd Half/);
  });

  it('opens on the Stat tab when no line-ups are known (issue 13: the tab that has content)', async () => {
    await renderMatch('/upcoming-matches/50', { lineups: [], injuries: false });
    expect(await screen.findByText('No statistics were recorded for this match')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Stat' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says a finished match has no line-ups or statistics, rather than promising them', async () => {
    const { input } = await renderMatch('/upcoming-matches/50', { lineups: [], injuries: false });
    expect(await screen.findByText('No statistics were recorded for this match')).toBeDefined();
    expect(screen.queryByText('Match stats will be available when Match starts')).toBeNull();

    await input.click(screen.getByRole('tab', { name: 'Line Up' }));
    expect(await screen.findByText('No line-ups were published for this match')).toBeDefined();
    expect(screen.queryByText('Match info will be available few hours to kick-off')).toBeNull();
  });

  it('draws both line-ups on the pitch, one team at a time below extra-large screens', async () => {
    const { input } = await renderMatch('/upcoming-matches/50', {
      lineups: [lineupOf(2, 'Chelsea'), lineupOf(1, 'Arsenal')],
    });

    const pitch = await screen.findByRole('list', { name: 'Arsenal starting eleven' });
    const rows = [...pitch.children].map((row) => row.querySelector('.sr-only')?.textContent);
    expect(rows).toEqual(['Goalkeeper: ', 'Defenders: ', 'Midfielders: ', 'Forwards: ']);
    expect(screen.getByText('Arsenal Coach')).toBeDefined();
    expect(screen.getByText('Arsenal Sub')).toBeDefined();

    const homeToggle = screen.getByRole('button', { name: 'Home Team' });
    expect(homeToggle.getAttribute('aria-pressed')).toBe('true');
    await input.click(screen.getByRole('button', { name: 'Away Team' }));
    expect(screen.getByRole('button', { name: 'Away Team' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Hamstring Injury · Missing Fixture')).toBeDefined();
  });

  it("shows everyone's picks of a match that has kicked off", async () => {
    await renderMatch('/upcoming-matches/50?tab=stat');
    const picks = await screen.findByRole('region', { name: "Players' Picks" });
    expect(await within(picks).findByText('3 predictions')).toBeDefined();
    expect(within(picks).getByText('Most common scores')).toBeDefined();
    expect(within(picks).getByText(/^2 – 1/)).toBeDefined();
  });

  it("keeps everyone's picks hidden for a postponed match past its old date (ADR 055)", async () => {
    await renderMatch('/upcoming-matches/50?tab=stat', {
      match: makeMatch({ id: 50, status: 'PST', date: '2024-03-02T15:00:00.000Z', home, away }),
    });
    const picks = await screen.findByRole('region', { name: "Players' Picks" });
    expect(within(picks).getByText("Everyone's predictions are revealed at kick-off.")).toBeDefined();
    expect(sentRequests('GET /match/50/picks')).toHaveLength(0);
  });

  it('answers an unknown match with a not-found page', async () => {
    await renderRoute('/upcoming-matches/999', {
      user: makeCredentials(),
      handlers: [http.get(api('/match/999'), () => fail(404, 'Match not found', { code: 'NOT_FOUND' }))],
    });
    expect(await screen.findByText('There is no match at this address.')).toBeDefined();
  });
});
