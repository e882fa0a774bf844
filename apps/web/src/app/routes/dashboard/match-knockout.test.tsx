import { matchResultWords, predictionMessages } from '@scoreline/contracts/plain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { renderRoute } from '@/testing/render-route';

/** issue 58: a knockout match's page says its stage, how it ended and which score predictions are scored on. */
const germany = makeTeam({ id: 11, name: 'Germany', shortName: 'Germany', code: 'GER', colors: null });
const paraguay = makeTeam({ id: 12, name: 'Paraguay', shortName: 'Paraguay', code: 'PAR', colors: null });
const shootOut = makeMatch({
  id: 60,
  status: 'PEN',
  goals: { home: 1, away: 1 },
  penalty: { home: 3, away: 4 },
  stage: { key: 'round-of-32', name: 'Round of 32', kind: 'knockout', group: null, leg: null },
  home: germany,
  away: paraguay,
});
const secondLeg = makeMatch({
  id: 61,
  status: 'PEN',
  goals: { home: 0, away: 1 },
  stage: { key: 'round-of-16', name: 'Round of 16', kind: 'knockout', group: null, leg: 2 },
  aggregate: { home: 1, away: 1 },
});
const leagueMatch = makeMatch({ id: 62, status: 'FT', goals: { home: 2, away: 1 } });
const undrawn = makeMatch({
  id: 63,
  stage: { key: 'round-of-32', name: 'Round of 32', kind: 'knockout', group: null, leg: null },
  slots: { home: 'Winner Group E', away: '3rd Group A/B/C/D/F' },
});

function renderMatch(id: number, match: ReturnType<typeof makeMatch>) {
  return renderRoute(`/upcoming-matches/${id}`, {
    user: makeCredentials(),
    handlers: [
      http.get(api(`/match/${id}`), () => ok(match)),
      http.get(api(`/match/api/predictions/${id}`), () => ok(null)),
      http.get(api(`/match/api/statistics/${id}`), () => ok([])),
      http.get(api(`/match/${id}/picks`), () =>
        ok({ matchId: id, total: 0, outcomes: { home: 0, draw: 0, away: 0 }, topScores: [] }),
      ),
      http.get(api(`/match/api/head2head/:home/:away`), () => ok([])),
      http.get(api(`/match/api/lineups/${id}`), () => ok([])),
      http.get(api(`/match/api/injuries/${id}`), () => ok([])),
      http.get(api(`/match/api/squads/${id}`), () => ok([])),
    ],
  });
}

describe('a knockout match page (issue 58)', () => {
  it('shows the stage, the shoot-out and the rule predictions are scored by', async () => {
    await renderMatch(60, shootOut);
    const summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(within(summary).getByText(/Round of 32/)).toBeDefined();
    expect(within(summary).getByText('on penalties 3–4')).toBeDefined();
    expect(within(summary).getByText(matchResultWords.knockoutScoredOn)).toBeDefined();
  });

  it("shows a second leg's aggregate and leg", async () => {
    await renderMatch(61, secondLeg);
    const summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(within(summary).getByText(/Round of 16 · 2nd leg/)).toBeDefined();
    expect(within(summary).getByText('Agg. 1–1')).toBeDefined();
    expect(within(summary).getByText('on penalties')).toBeDefined();
  });

  it('says nothing of extra time or shoot-outs for a league match', async () => {
    await renderMatch(62, leagueMatch);
    const summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(within(summary).getByText(/Matchday 27/)).toBeDefined();
    expect(within(summary).queryByText(matchResultWords.knockoutScoredOn)).toBeNull();
    expect(within(summary).queryByText(/penalties|extra time|Agg\./)).toBeNull();
  });

  it('shows the slots of a match whose teams are not known yet, no prediction and no tabs (ADR 105)', async () => {
    await renderMatch(63, undrawn);
    const summary = await screen.findByRole('region', { name: 'Match summary' });
    expect(within(summary).getByText(/Home team: Winner Group E/)).toBeDefined();
    expect(within(summary).getByText(/Away team: 3rd Group A\/B\/C\/D\/F/)).toBeDefined();
    const prediction = screen.getByRole('region', { name: 'Your prediction' });
    expect(within(prediction).getByText(predictionMessages.teamsNotKnown)).toBeDefined();
    expect(within(prediction).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
