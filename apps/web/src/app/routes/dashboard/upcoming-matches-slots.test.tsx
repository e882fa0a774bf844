import { predictionMessages, type Match } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeMatch, makeTeam } from '@/testing/make-match';
import { renderRoute } from '@/testing/render-route';

/** issue 58, ADR 105: a knockout match whose teams are not known yet shows its slots and takes no prediction. */
const roundOf32 = { key: 'round-of-32', name: 'Round of 32', kind: 'knockout', group: null, leg: null } as const;
const undrawn = makeMatch({
  id: 73,
  round: 4,
  stage: roundOf32,
  slots: { home: 'Runner-up Group A', away: 'Runner-up Group B' },
});
const drawn = makeMatch({
  id: 74,
  round: 4,
  stage: roundOf32,
  home: makeTeam({ id: 11, name: 'Germany', shortName: 'Germany', code: 'GER', colors: null, flag: '🇩🇪' }),
  away: makeTeam({ id: 12, name: 'Paraguay', shortName: 'Paraguay', code: 'PAR', colors: null, flag: '🇵🇾' }),
});

const roundOf = (rows: Match[]) =>
  http.get(api('/match'), () =>
    ok({ matches: { rows, count: rows.length }, round: 4, total_rounds: 8, current_round: 4, stages: [] }),
  );

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
});

describe('/upcoming-matches: a knockout match whose teams are not known yet (issue 58)', () => {
  it('draws its slots, no score inputs and no prediction button, and says when it opens', async () => {
    await renderRoute('/upcoming-matches?round=4', { user: makeCredentials(), handlers: [roundOf([undrawn, drawn])] });
    const card = await screen.findByRole('article', { name: 'Runner-up Group A vs Runner-up Group B' });
    expect(within(card).getByText('Runner-up Group A')).toBeDefined();
    expect(within(card).getByText('Runner-up Group B')).toBeDefined();
    expect(within(card).getByText(predictionMessages.teamsNotKnown)).toBeDefined();
    expect(within(card).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(card).queryByRole('button')).toBeNull();
    // No crest or flag hints at who plays; the details link still names the match by its slots.
    expect(within(card).queryAllByRole('img')).toHaveLength(0);
    expect(
      within(card).getByRole('link', { name: 'View Match Details: Runner-up Group A vs Runner-up Group B' }),
    ).toBeDefined();
  });

  it('opens once both teams are known: the inputs appear', async () => {
    await renderRoute('/upcoming-matches?round=4', { user: makeCredentials(), handlers: [roundOf([undrawn, drawn])] });
    const card = await screen.findByRole('article', { name: 'Germany vs Paraguay' });
    expect(within(card).getByRole('textbox', { name: 'Germany goals' })).toBeDefined();
    expect(within(card).getByRole('textbox', { name: 'Paraguay goals' })).toBeDefined();
    expect(within(card).queryByText(predictionMessages.teamsNotKnown)).toBeNull();
  });

  it('offers no Save all on a round of such matches, and a visitor no way in to predict them', async () => {
    await renderRoute('/upcoming-matches?round=4', { user: makeCredentials(), handlers: [roundOf([undrawn])] });
    await screen.findByRole('article', { name: 'Runner-up Group A vs Runner-up Group B' });
    expect(screen.queryByRole('button', { name: /Save all/i })).toBeNull();
  });

  it('tells a visitor when it opens instead of offering to sign in to predict it', async () => {
    await renderRoute('/upcoming-matches?round=4', { handlers: [roundOf([undrawn, drawn])] });
    const card = await screen.findByRole('article', { name: 'Runner-up Group A vs Runner-up Group B' });
    expect(within(card).getByText(predictionMessages.teamsNotKnown)).toBeDefined();
    expect(within(card).queryByRole('link', { name: 'Sign in to predict' })).toBeNull();
    const open = screen.getByRole('article', { name: 'Germany vs Paraguay' });
    expect(within(open).getByRole('link', { name: 'Sign in to predict' })).toBeDefined();
  });
});
