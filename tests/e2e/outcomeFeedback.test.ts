/**
 * Feedback on a right, a partly right and a wrong answer (ADR 404) end to end in Chromium against the real server:
 * an instructor writes the three texts under a question's general feedback and saves; a student who picks one of
 * the two right answers sees the partly right text in the review after submitting, and not the other two.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { apiGet, apiToken, axeViolations, DESKTOP, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith, personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'outcome.feedback@students.demo.test';
const QUESTION = 'Which of these are noble gases?';
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/outcome-feedback');
const SEEN = { timeout: 30_000 } as const;
const TEXTS = {
  right: 'Both of them: helium and neon sit in group 18.',
  partlyRight: 'One of the two is right; look at group 18 again.',
  wrong: 'Oxygen and nitrogen react; the noble gases hardly do.',
};

/** Focuses a text field and enters the text as one input, as a paste does. */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.page().keyboard.insertText(text);
}

test('written in the editor, saved, and shown to a student whose answer is partly right', async () => {
  const token = await apiToken(INSTRUCTOR);
  const option = (id: string, text: string) => ({ id, text });
  const quizId = await createQuizWith(token, 'Noble gases', [
    {
      title: 'Gases',
      sortIndex: 1,
      items: [
        {
          article: null,
          sortIndex: 1,
          title: QUESTION,
          type: 2,
          image: null,
          isMultiple: true,
          rightAnswer: ['he', 'ne'],
          textOptions: [option('he', 'Helium'), option('o', 'Oxygen'), option('ne', 'Neon')],
          points: 2,
          definition: { partialCredit: true },
        },
      ],
    },
  ]);

  const instructor = await newContext(DESKTOP);
  try {
    const page = await instructor.newPage();
    await signInWithToken(page, INSTRUCTOR);
    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    const card = page.getByRole('article').filter({ hasText: QUESTION });
    await card.getByText('Points and feedback').click();
    const group = card.getByRole('group', { name: 'Feedback by outcome' });
    await typeInto(group.getByRole('textbox', { name: 'Feedback on a right answer' }), TEXTS.right);
    await typeInto(
      group.getByRole('textbox', { name: 'Feedback on a partly right answer' }),
      TEXTS.partlyRight,
    );
    await typeInto(group.getByRole('textbox', { name: 'Feedback on a wrong answer' }), TEXTS.wrong);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    for (const [name, size] of Object.entries({
      '1280': DESKTOP,
      '1920': { width: 1920, height: 1080 },
      '390': { width: 390, height: 844 },
    })) {
      await page.setViewportSize(size);
      await group.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: join(SHOTS, `editor-${name}.png`) });
    }
    await page.setViewportSize(DESKTOP);
    const saved = page.waitForResponse((r) => r.url().includes(`/user_quiz/${quizId}`) && r.status() === 200);
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    await saved;
  } finally {
    await instructor.close();
  }
  const stored = await apiGet<{ activities: { items: { outcomeFeedback?: object }[] }[] }>(
    `/api/admin/quiz/user_quiz/${quizId}`,
    token,
  );
  expect(stored.activities[0]!.items[0]!.outcomeFeedback).toEqual(TEXTS);

  const link = await personalLink(token, quizId, STUDENT);
  const student = await newContext({ width: 390, height: 844 });
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: 'Noble gases' }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    await take.getByRole('checkbox', { name: 'Helium' }).check();
    await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
    await take.getByRole('button', { name: 'Submit', exact: true }).click();
    await take
      .getByRole('alertdialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit now' })
      .click();
    await take.getByText(TEXTS.partlyRight).waitFor(SEEN);
    expect(await take.getByText(TEXTS.right).count()).toBe(0);
    expect(await take.getByText(TEXTS.wrong).count()).toBe(0);
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({ path: join(SHOTS, 'review-390.png'), fullPage: true });
  } finally {
    await student.close();
  }
}, 180_000);
