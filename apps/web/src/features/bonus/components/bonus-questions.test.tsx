import type { BonusQuestion, BonusQuestions } from '@scoreline/contracts';
import { bonusMessages } from '@scoreline/contracts/plain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeCompetitionSeason } from '@/testing/handlers';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const SLUG = 'world-cup-2026';
const worldCup = makeCompetitionSeason({ slug: SLUG, name: 'World Cup', kind: 'tournament', season: '2026' });

const question = (overrides: Partial<BonusQuestion>): BonusQuestion => ({
  id: 1,
  key: 'champion',
  kind: 'champion',
  group: null,
  points: 10,
  picks: 1,
  choices: ['Mexico', 'Spain', 'Korea Republic'],
  answer: null,
  settled: null,
  earned: null,
  league: [],
  ...overrides,
});
const open: BonusQuestions = {
  competition: SLUG,
  locksAt: '2026-06-11T19:00:00Z',
  locked: false,
  questions: [
    question({}),
    question({ id: 2, key: 'top-scorer', kind: 'topScorer', points: 8, choices: ['Kylian Mbappé', 'Harry Kane'] }),
    question({ id: 3, key: 'final-goals', kind: 'finalGoals', points: 5, choices: [] }),
  ],
};
const handlers = (questions: BonusQuestions) => [
  http.get(api('/competitions'), () => ok([makeCompetitionSeason(), worldCup])),
  http.get(api(`/competitions/${SLUG}/groups`), () => ok({ competition: SLUG, stage: 'Group stage', tables: [] })),
  http.get(api(`/competitions/${SLUG}/bracket`), () => ok({ competition: SLUG, rounds: [] })),
  http.get(api(`/competitions/${SLUG}/bonus-questions`), () => ok(questions)),
];

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
});

describe('bonus questions on the competition page (issue 59, ADR 111)', () => {
  it('answers the champion, the top scorer and the final goals, checked before they are sent', async () => {
    const user = userEvent.setup();
    const answered: unknown[] = [];
    await renderRoute(`/competitions/${SLUG}`, {
      user: makeCredentials(),
      handlers: [
        ...handlers(open),
        http.put(api(`/competitions/${SLUG}/bonus-questions/:id/answer`), async ({ request, params }) => {
          const body = (await request.json()) as { answer: string[] };
          answered.push([Number(params.id), body.answer]);
          return ok(question({ id: Number(params.id), answer: body.answer }), bonusMessages.saved);
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: bonusMessages.title });
    expect(await within(section).findByText(/Open until Thu 11 Jun 2026, 7:00 PM/)).toBeDefined();

    const champion = within(section).getByRole('form', { name: bonusMessages.question.champion });
    // Nothing chosen: the form says so and sends nothing.
    await user.click(within(champion).getByRole('button', { name: bonusMessages.save }));
    expect(await within(champion).findByText(bonusMessages.notAChoice)).toBeDefined();
    expect(answered).toEqual([]);
    await user.selectOptions(
      within(champion).getByRole('combobox', { name: `${bonusMessages.answer}: ${bonusMessages.question.champion}` }),
      'Spain',
    );
    await user.click(within(champion).getByRole('button', { name: bonusMessages.save }));
    expect(await screen.findByText(bonusMessages.saved)).toBeDefined();

    const scorer = within(section).getByRole('form', { name: bonusMessages.question.topScorer });
    const search = within(scorer).getByRole('combobox', {
      name: `${bonusMessages.answer}: ${bonusMessages.question.topScorer}`,
    });
    await user.type(search, 'Nobody');
    await user.click(within(scorer).getByRole('button', { name: bonusMessages.save }));
    expect(await within(scorer).findByText(bonusMessages.notAChoice)).toBeDefined();
    await user.clear(search);
    await user.type(search, 'Harry Kane');
    await user.click(within(scorer).getByRole('button', { name: bonusMessages.save }));

    const goals = within(section).getByRole('form', { name: bonusMessages.question.finalGoals });
    await user.type(within(goals).getByRole('spinbutton'), '3');
    await user.click(within(goals).getByRole('button', { name: bonusMessages.save }));
    await vi.waitFor(() => {
      expect(answered).toEqual([
        [1, ['Spain']],
        [2, ['Harry Kane']],
        [3, ['3']],
      ]);
    });
  });

  it("says the API's refusal when the questions locked meanwhile", async () => {
    const user = userEvent.setup();
    await renderRoute(`/competitions/${SLUG}`, {
      user: makeCredentials(),
      handlers: [
        ...handlers(open),
        http.put(api(`/competitions/${SLUG}/bonus-questions/:id/answer`), () =>
          fail(422, bonusMessages.locked, { code: 'UNPROCESSABLE' }),
        ),
      ],
    });
    const champion = await screen.findByRole('form', { name: bonusMessages.question.champion });
    await user.selectOptions(within(champion).getByRole('combobox'), 'Mexico');
    await user.click(within(champion).getByRole('button', { name: bonusMessages.save }));
    expect(await within(champion).findByText(bonusMessages.locked)).toBeDefined();
  });

  it('shows the locked answers, the points once settled and the league, with no form', async () => {
    const locked: BonusQuestions = {
      ...open,
      locked: true,
      questions: [
        question({
          answer: ['Spain'],
          settled: ['Spain'],
          earned: 10,
          league: [{ userId: 7, name: 'striker', answer: ['Mexico'], points: 0 }],
        }),
        question({ id: 4, key: 'group-A', kind: 'groupWinner', group: 'A', points: 3 }),
      ],
    };
    await renderRoute(`/competitions/${SLUG}`, { user: makeCredentials(), handlers: handlers(locked) });
    const section = await screen.findByRole('region', { name: bonusMessages.title });
    expect(await within(section).findByText(new RegExp(bonusMessages.lockedNote))).toBeDefined();
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).getByText(bonusMessages.earned(10))).toBeDefined();
    expect(within(section).getByText(new RegExp(bonusMessages.rightAnswer('Spain')))).toBeDefined();
    expect(within(section).getByText(/Mexico \(0 pts\)/)).toBeDefined();
    expect(within(section).getByText(bonusMessages.noAnswer)).toBeDefined();
    expect(within(section).getByRole('heading', { name: bonusMessages.question.groupWinner('A') })).toBeDefined();
  });

  it('asks a visitor to sign in, without a form', async () => {
    await renderRoute(`/competitions/${SLUG}`, { handlers: handlers(open) });
    const section = await screen.findByRole('region', { name: bonusMessages.title });
    expect(await within(section).findByRole('link', { name: bonusMessages.signInToAnswer })).toBeDefined();
    expect(within(section).queryByRole('form')).toBeNull();
    expect(sentRequests(`GET /competitions/${SLUG}/bonus-questions`)[0]?.headers.get('authorization')).toBeNull();
  });
});
