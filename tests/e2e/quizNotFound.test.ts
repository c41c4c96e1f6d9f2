/**
 * An address that names no quiz, in Chromium against the production build: the editor, the viewer, the results and
 * a student's result keep SPEC's 'Error' and say under it what could not be opened, with a link back to the quizzes that leads there; axe finds
 * nothing in English and Arabic. Screenshots at 1920, 1280 and 390 px go to tests/.artifacts/quiz-not-found/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { axeViolations, newContext, pathOf, signInAt, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/quiz-not-found');
const SEEN = { timeout: 30_000 } as const;
const NOT_FOUND =
  'This quiz could not be opened: there is no quiz at this address, or it is not shared with you.';
const RESULTS_NOT_FOUND =
  'These results could not be opened: there is no quiz at this address, or it is not shared with you.';
const RESULT_NOT_FOUND =
  "This result could not be opened: there is no student's result at this address, or it is not shared with you.";

describe('an address that names no quiz says so and leads back', () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));
  const pageIn = async (locale = 'en-US'): Promise<Page> => {
    const context = await newContext({ width: 1280, height: 900 }, locale);
    contexts.push(context);
    return context.newPage();
  };

  test('the editor of a quiz that does not exist: Error, what was not found, and the way back', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await pageIn();
    await signInAt(page, 'cs@demo.test', '/quiz/my-quiz/edit/987654');
    await page.getByRole('heading', { name: 'Error' }).waitFor(SEEN);
    await page.getByText(NOT_FOUND).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1920, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `editor-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Back to the quizzes' }).click();
    await page.waitForURL(/\/quiz\/my-quiz$/, SEEN);
    expect(pathOf(page)).toBe('/quiz/my-quiz');

    await page.goto(url('/quiz/my-quiz/view/987654'));
    await page.getByText(NOT_FOUND).waitFor(SEEN);
    expect(await page.getByRole('heading', { name: 'Error' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to the quizzes' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'viewer-1280.png'), fullPage: true });
  });

  test("the results of a quiz and a student's result that do not exist: Error, what was not found, the way back", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await pageIn();
    await signInAt(page, 'cs@demo.test', '/quiz/my-quiz/results/987654');
    await page.getByText(RESULTS_NOT_FOUND).waitFor(SEEN);
    expect(await page.getByRole('heading', { name: 'Error', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Quiz Results' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1920, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `results-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Back to the quizzes' }).click();
    await page.waitForURL(/\/quiz\/my-quiz$/, SEEN);

    await page.goto(url('/quiz/my-quiz/user-results/987654'));
    await page.getByText(RESULT_NOT_FOUND).waitFor(SEEN);
    expect(await page.getByRole('heading', { name: 'Error', exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'student-result-1280.png'), fullPage: true });
    await page.getByRole('link', { name: 'Back to the quizzes' }).click();
    await page.waitForURL(/\/quiz\/my-quiz$/, SEEN);
  });

  test('in Arabic the same, axe clean', async () => {
    const page = await pageIn('ar');
    await page.goto(url('/signin'));
    await page.getByLabel(arCore.signIn.email).fill('cs@demo.test');
    await page.getByLabel(arCore.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: arCore.signIn.submit }).click();
    await page.waitForURL(/\/dashboard/, SEEN);
    await page.goto(url('/quiz/my-quiz/edit/987654'));
    await page.getByText(arAreas.editor.quizNotFoundText).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'editor-ar-1280.png'), fullPage: true });
    await page.goto(url('/quiz/my-quiz/results/987654'));
    await page.getByText(arAreas.delivery.resultsNotFoundText).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'results-ar-1280.png'), fullPage: true });
  });
});
