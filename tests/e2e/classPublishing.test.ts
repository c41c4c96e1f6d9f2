/**
 * Publishing a class (ADR 248), in Chromium against the production build: a student of an unpublished class opens
 * their link and reads that the class is not open yet, with Start disabled (390 px, English and Arabic); the
 * instructor's "Published" is a switch, not a checkbox, that asks first and says what changes (1280 px); Cancel
 * changes nothing, Publish opens the class and the student can start. axe finds nothing in English and Arabic.
 * Screenshots at 1920, 1280 and 390 px go to tests/.artifacts/class-publishing/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { take as arTake } from '../../src/i18n/locales/ar/take';
import { apiGet, apiPatch, apiPost, apiToken, axeViolations, newContext, signInAt, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'lena.student@example.test';
const STAMP = Date.now().toString(36);
const CLASS_TITLE = `Optics ${STAMP}`;
const QUIZ_TITLE = `Light and lenses ${STAMP}`;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/class-publishing');
const SEEN = { timeout: 30_000 } as const;
const NOT_OPEN = 'This class is not open yet. Your teacher opens it; come back to this link then.';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

describe('a class opens to its students when the instructor publishes it', () => {
  let classId = 0;
  let link = '';
  const contexts: BrowserContext[] = [];
  const pageAt = async (width: number, locale = 'en-US') => {
    const context = await newContext({ width, height: 900 }, locale);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiToken(INSTRUCTOR);
    const quizId = await createTakeQuiz(token, { title: QUIZ_TITLE });
    classId = (
      await apiPost<{ id: number }>('/api/admin/class/', token, {
        title: CLASS_TITLE,
        institution: null,
        description: '',
        startDate: null,
        endDate: null,
      })
    ).id;
    // A new class starts open (ADR 353): this one is closed to show what its students see.
    await apiPatch(`/api/admin/class/${classId}/publish`, token, { published: false });
    await apiPost(`/api/admin/class/${classId}/invite`, token, { emails: [STUDENT] });
    await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [classId] });
    const { result } = await apiGet<{ result: { email: string; link: string }[] }>(
      `/api/admin/class/${classId}/quiz/${quizId}/links`,
      token,
    );
    link = new URL(result.find((entry) => entry.email === STUDENT)!.link).pathname.split('/').pop()!;
  });
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  test('a student of an unpublished class reads that it is not open yet and cannot start', async () => {
    const page = await pageAt(390);
    await page.goto(`/take/${link}`);
    await page.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await page.getByText(NOT_OPEN).waitFor();
    expect(await page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'student-closed-390');

    const arabic = await pageAt(390, 'ar');
    await arabic.goto(`/take/${link}`);
    await arabic.getByText(arTake.take.classNotOpen).waitFor(SEEN);
    expect(await arabic.getByRole('button', { name: arTake.take.start }).isDisabled()).toBe(true);
    expect(await axeViolations(arabic)).toEqual([]);
    await shot(arabic, 'student-closed-ar-390');
  });

  test('Published is a switch that asks first: Cancel changes nothing, Publish opens the class', async () => {
    const page = await pageAt(1280);
    await signInAt(page, INSTRUCTOR, `/classes/${classId}`);
    const published = page.getByRole('switch', { name: 'Published' });
    await published.waitFor(SEEN);
    expect(await published.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Published' }).count()).toBe(0);
    await page.getByText('Not open to students: their links say the class is not open yet.').waitFor();
    await shot(page, 'class-unpublished-1280');

    await published.click();
    // The dialog's outer element has no box of its own: wait for what it shows.
    const ask = page.getByRole('alertdialog', { name: `Publish "${CLASS_TITLE}"?` });
    await ask.getByText("Its students can then open their links and take the class's quizzes.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'publish-ask-1280');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await published.isChecked()).toBe(false);

    await published.click();
    await ask.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Students can take its quizzes.').waitFor(SEEN);
    expect(await published.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1920, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await published.waitFor();
      await shot(page, `class-published-${width}`);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/classes'));
    const rowSwitch = page.getByRole('switch', { name: `Published: ${CLASS_TITLE}` });
    await rowSwitch.waitFor(SEEN);
    expect(await rowSwitch.isChecked()).toBe(true);
    await rowSwitch.click();
    const unpublish = page.getByRole('alertdialog', { name: `Unpublish "${CLASS_TITLE}"?` });
    await unpublish.getByText(/can no longer start its quizzes/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'unpublish-ask-list-1280');
    await unpublish.getByRole('button', { name: 'Cancel' }).click();
    expect(await rowSwitch.isChecked()).toBe(true);
  });

  test('once published, the student starts', async () => {
    const page = await pageAt(390);
    await page.goto(`/take/${link}`);
    const start = page.getByRole('button', { name: 'Start' });
    await start.waitFor(SEEN);
    expect(await page.getByText(NOT_OPEN).count()).toBe(0);
    await start.click();
    await page.getByRole('radio').first().waitFor(SEEN);
  });

  test('in Arabic, the switch and its question are named and axe finds nothing', async () => {
    const page = await pageAt(1280, 'ar');
    await page.goto(url('/signin'));
    await page.getByLabel(arCore.signIn.email).fill(INSTRUCTOR);
    await page.getByLabel(arCore.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: arCore.signIn.submit }).click();
    await page.waitForURL(/\/dashboard/, SEEN);
    await page.goto(url(`/classes/${classId}`));
    const published = page.getByRole('switch', { name: arAreas.classes.published });
    await published.waitFor(SEEN);
    await published.click();
    await page.getByRole('alertdialog').getByRole('button').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'unpublish-ask-ar-1280');
    await page.keyboard.press('Escape');
    expect(await published.isChecked()).toBe(true);
  });
});
