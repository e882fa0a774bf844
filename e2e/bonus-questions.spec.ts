import { bonusQuestionsResponseSchema } from '@scoreline/contracts';
import { bonusMessages } from '@scoreline/contracts/plain';
import { bearer, credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, look, test } from './fixtures';
import { competitionsImported, WORLD_CUP } from './rounds';

/**
 * Issue 59 (ADR 111) end to end, on both widths: the World Cup's bonus questions answered on its page before its first
 * kick-off (the e2e server replays its group stage from its first matchday, so the questions are open), axe 0.
 */

const accountOf = (project: string): Account => ({
  email: `bonus.${project}@scoreline.test`,
  firstname: 'Bo',
  lastname: 'Nus',
  username: `bonus_${project}`.slice(0, 20),
  password: 'Kickoff24',
});

test.describe('bonus questions (issue 59)', () => {
  test("answers the World Cup's bonus questions on its page", async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await competitionsImported(request);
    const player = await credentialsOf(request, accountOf(testInfo.project.name));
    const read = async () =>
      bonusQuestionsResponseSchema.parse(
        await (
          await request.get(`/api/v1/competitions/${WORLD_CUP}/bonus-questions`, {
            headers: bearer(player.accessToken),
          })
        ).json(),
      ).data;
    const before = await read();
    expect(before.locked).toBe(false);
    const topScorer = before.questions.find((question) => question.kind === 'topScorer');
    const groupA = before.questions.find((question) => question.key === 'group-A');
    if (!topScorer || !groupA) throw new Error('the World Cup asks no top scorer or group A winner');
    const scorer = topScorer.choices.find((name) => name.startsWith('Kylian')) ?? topScorer.choices[0]!;
    const groupWinner = groupA.choices[0]!;

    await storeCredentials(page, player);
    await page.goto(`/competitions/${WORLD_CUP}`);
    const section = page.getByRole('region', { name: bonusMessages.title });
    await expect(section.getByText(/Open until/)).toBeVisible();

    const save = async (question: string) => {
      const form = section.getByRole('form', { name: question });
      const answered = page.waitForResponse((response) => response.url().endsWith('/answer'));
      await form.getByRole('button', { name: bonusMessages.save }).click();
      expect((await answered).ok()).toBe(true);
    };
    const champion = section.getByRole('form', { name: bonusMessages.question.champion });
    await champion.getByRole('combobox').selectOption('Spain');
    await save(bonusMessages.question.champion);
    await section
      .getByRole('form', { name: bonusMessages.question.topScorer })
      .getByRole('combobox', { name: `${bonusMessages.answer}: ${bonusMessages.question.topScorer}` })
      .fill(scorer);
    await save(bonusMessages.question.topScorer);
    await section
      .getByRole('form', { name: bonusMessages.question.groupWinner('A') })
      .getByRole('combobox')
      .selectOption(groupWinner);
    await save(bonusMessages.question.groupWinner('A'));
    await section.getByRole('form', { name: bonusMessages.question.finalGoals }).getByRole('spinbutton').fill('3');
    await save(bonusMessages.question.finalGoals);

    const after = await read();
    const answerOf = (key: string) => after.questions.find((question) => question.key === key)?.answer;
    expect([answerOf('champion'), answerOf('top-scorer'), answerOf('group-A'), answerOf('final-goals')]).toEqual([
      ['Spain'],
      [scorer],
      [groupWinner],
      ['3'],
    ]);
    // The page never scrolls sideways (390 px too).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "the World Cup's bonus questions");
    await look(section, { path: `test-results/screens/bonus-questions-${testInfo.project.name}.png` });
  });
});
