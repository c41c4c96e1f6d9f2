/**
 * The quiz viewer's actions and Preview as a student (issue 34, ADR 264), in Chromium against the production build:
 * from My Quizzes an owner opens a quiz's viewer and sees the actions the quiz's capabilities give them; an admin
 * quiz shared with them shows the same user only what they may do with it. Preview as a student on a phone answers, submits and
 * shows a score, and the quiz's Results still show no attempt. axe finds nothing in English and Arabic; screenshots
 * at 1920, 1280 and 390 px go to tests/.artifacts/quiz-viewer/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { take as arTake } from '../../src/i18n/locales/ar/take';
import { apiGet, apiPost, apiToken, axeViolations, newContext, pathOf, signInAt, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz } from './takeFixtures';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/quiz-viewer');
const SEEN = { timeout: 30_000 } as const;
const OWNER_ACTIONS = ['Edit', 'View Results', 'Share quiz', 'Add to class', 'Download', 'Copy'];

interface ResultsSummary {
  readonly distributedTo: number;
  readonly completedBy: number;
  readonly assignments: readonly unknown[];
}

describe('the quiz viewer offers what the caller may do, and a preview that records nothing', () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));
  const pageIn = async (locale = 'en-US', width = 1280): Promise<Page> => {
    const context = await newContext({ width, height: 900 }, locale);
    contexts.push(context);
    return context.newPage();
  };
  const actionsOf = async (page: Page) =>
    (
      await page
        .getByRole('group', { name: 'Quiz actions' })
        .getByRole('link')
        .or(page.getByRole('group', { name: 'Quiz actions' }).getByRole('button'))
        .allTextContents()
    ).map((text) => text.trim());

  test('an owner opens the viewer from My Quizzes, previews on a phone, and Results show no attempt', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiToken('cs@demo.test');
    const title = `Viewer preview ${Date.now()}`;
    const quizId = await createTakeQuiz(token, { title });
    const page = await pageIn();
    await signInAt(page, 'cs@demo.test', `/quiz/my-quiz?search=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`/quiz/my-quiz/view/${quizId}$`), SEEN);
    await page.getByRole('heading', { name: title }).waitFor(SEEN);

    const actions = await actionsOf(page);
    expect(actions.slice(0, -1).sort()).toEqual([...OWNER_ACTIONS].sort());
    expect(actions.at(-1)).toBe('Preview as a student');
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1920, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `viewer-${width}.png`), fullPage: true });
    }

    // Share opens the lists' share dialog.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Share quiz' }).click();
    const dialogTitle = page.getByRole('dialog').getByRole('heading').first();
    await dialogTitle.waitFor(SEEN);
    await page.keyboard.press('Escape');
    await dialogTitle.waitFor({ state: 'detached', ...SEEN });

    // Preview as a student on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Preview as a student' }).click();
    await page.getByText('Preview — nothing is recorded').waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'preview-intro-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('radio', { name: 'Mitochondrion' }).check();
    await page.screenshot({ path: join(SHOTS, 'preview-taking-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Helium' }).check();
    await page.getByRole('checkbox', { name: 'Neon' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submit now' }).click();
    await page.getByRole('heading', { name: 'Your result' }).waitFor(SEEN);
    await page.getByText('100 %').waitFor();
    expect(await page.getByText('2 of 2').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [390, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `preview-result-${width}.png`), fullPage: true });
    }

    // Nothing was recorded: the quiz has no assignment, and its Results say so.
    const results = await apiGet<ResultsSummary>(`/api/admin/quiz/user_quiz/${quizId}/assign`, token);
    expect(results).toMatchObject({ distributedTo: 0, completedBy: 0, assignments: [] });
    await page.getByRole('link', { name: 'Back to the quiz' }).click();
    await page.getByRole('link', { name: 'View Results' }).click();
    await page.waitForURL(new RegExp(`/quiz/my-quiz/results/${quizId}$`), SEEN);
    await page.getByText('Distribute Quiz before viewing results').waitFor(SEEN);
    expect(pathOf(page)).toBe(`/quiz/my-quiz/results/${quizId}`);
  });

  test('an admin quiz shared with the same user shows only Download, Copy and the preview', async () => {
    const superToken = await apiToken('super@demo.test');
    const admin = await apiPost<{ result: { id: number }[] }>('/api/admin/quiz/quiz_list', superToken, {
      navigation: { page: 1, itemsOnPage: 1 },
      totalCount: true,
      filter: [],
      sort: [],
    });
    const adminQuizId = admin.result[0]!.id;
    await apiPost(`/api/admin/quiz/share/${adminQuizId}`, superToken, {
      emails: ['cs@demo.test'],
      isAdminQuiz: true,
    });
    const page = await pageIn();
    await signInAt(page, 'cs@demo.test', `/quiz/admin-quiz/view/${adminQuizId}`);
    await page.getByRole('group', { name: 'Quiz actions' }).waitFor(SEEN);
    expect(await actionsOf(page)).toEqual(['Download', 'Copy', 'Preview as a student']);
  });

  test('in Arabic the viewer and the preview are axe clean', async () => {
    const token = await apiToken('cs@demo.test');
    const quizId = await createTakeQuiz(token, { title: `Arabic preview ${Date.now()}` });
    const page = await pageIn('ar');
    await page.goto(url('/signin'));
    await page.getByLabel(arCore.signIn.email).fill('cs@demo.test');
    await page.getByLabel(arCore.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: arCore.signIn.submit }).click();
    await page.waitForURL(/\/dashboard/, SEEN);
    await page.goto(url(`/quiz/my-quiz/view/${quizId}`));
    await page.getByRole('link', { name: arAreas.delivery.previewAsStudent }).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'viewer-ar-1280.png'), fullPage: true });
    await page.getByRole('link', { name: arAreas.delivery.previewAsStudent }).click();
    await page.getByText(arAreas.delivery.previewBanner).waitFor(SEEN);
    await page.getByRole('button', { name: arTake.take.start }).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'preview-ar-1280.png'), fullPage: true });
  });
});
