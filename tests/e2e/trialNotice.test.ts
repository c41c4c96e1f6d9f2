/**
 * The ended trial in Chromium against the real server (trial@demo.test, whose trial ended five days before seeding,
 * ADR 190; ADR 270): one calm sentence under the locked dates and beside the locked deadline, SPEC's message on the
 * locked controls themselves, date pickers that look disabled, and all of it in the user's language with dates in
 * its order (English, Arabic, Japanese). axe on each; screenshots at 1920, 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { areas as jaAreas } from '../../src/i18n/locales/ja/areas';
import { core as jaCore } from '../../src/i18n/locales/ja/core';
import { enCore } from '../../src/i18n/enCore';
import { apiToken, axeViolations, DEMO_PASSWORD, newContext, origin, url } from './browser';
import { pickerGroup } from './datePicker';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz } from './takeFixtures';

const TRIAL = 'trial@demo.test';
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/trial-notice');
const WIDE = { width: 1920, height: 1080 };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const contexts: BrowserContext[] = [];
let quizId: number;

beforeAll(async () => {
  quizId = await createTakeQuiz(await apiToken(TRIAL), { title: `Locked dates ${Date.now()}` });
});

afterAll(async () => {
  // The account goes back to English for the files after this one.
  const token = await apiToken(TRIAL);
  await fetch(`${origin()}/api/admin/profile`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ language: 'en' }),
  });
  await Promise.all(contexts.map((context) => context.close()));
});

interface Texts {
  readonly core: {
    readonly signIn: { readonly email: string; readonly password: string; readonly submit: string };
  };
  readonly areas: {
    readonly feedback: { readonly trialLockedDates: string; readonly trialLockedDeadline: string };
    readonly editor: {
      readonly startDate: string;
      readonly endDate: string;
      readonly scheduleTrialExpired: string;
    };
    readonly delivery: { readonly editDeadline: string; readonly deadlineTrialExpired: string };
  };
}
const ENGLISH: Texts = { core: enCore, areas: en };
const ARABIC: Texts = { core: arCore, areas: arAreas };
const JAPANESE: Texts = { core: jaCore, areas: jaAreas };

/** A catalog text with its `{{date}}` as a pattern of the given day's writing. */
const withDate = (text: string, date: string) => {
  const [before, after] = text.split('{{date}}') as [string, string];
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}\\u2068?${date}\\u2069?${escape(after)}$`);
};

async function signedIn(locale: string, texts: Texts, viewport = LAPTOP): Promise<Page> {
  const context = await newContext(viewport, locale);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url('/signin'));
  await page.getByLabel(texts.core.signIn.email, { exact: true }).fill(TRIAL);
  await page.getByLabel(texts.core.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.core.signIn.submit, exact: true }).click();
  await page.waitForURL((address) => !address.pathname.endsWith('/signin'));
  return page;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The notice's one sentence, the picker's looks and SPEC's message on hover, in one language. */
async function checkEditor(page: Page, texts: Texts, date: string) {
  await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
  const start = pickerGroup(page, texts.areas.editor.startDate);
  await start.waitFor();
  const notes = page.getByRole('note');
  await expect.poll(() => notes.count()).toBe(1);
  // One calm sentence: when, what stays as it is, and what can still be done; no refusal before any action.
  expect((await notes.textContent())!.trim()).toMatch(withDate(texts.areas.feedback.trialLockedDates, date));
  const shownRefusals = () =>
    page
      .getByText(texts.areas.editor.scheduleTrialExpired)
      .evaluateAll(
        (elements) =>
          elements.filter((element) =>
            element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          ).length,
      );
  expect(await shownRefusals()).toBe(0);

  // The disabled pickers do not look like fields to type in: another background than an enabled field, a dashed edge.
  const looks = await start.evaluate((group) => {
    const style = getComputedStyle(group);
    const title = document.querySelector<HTMLInputElement>('input[name="title"]')!;
    return {
      background: style.backgroundColor,
      border: style.borderTopStyle,
      enabledBackground: getComputedStyle(title).backgroundColor,
    };
  });
  expect(looks.background).not.toBe(looks.enabledBackground);
  expect(looks.border).toBe('dashed');

  // SPEC's message is on the locked control, where "this action" is the one pointed at.
  await start.hover();
  await page.getByRole('tooltip').filter({ hasText: texts.areas.editor.scheduleTrialExpired }).waitFor();
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
}

test('English at 1280: the editor says in one sentence that the dates stay until the account manager extends the trial', async () => {
  const page = await signedIn('en-US', ENGLISH);
  await checkEditor(page, ENGLISH, '\\d{2}/\\d{2}/\\d{4}');
  // By keyboard too: the locked date is reached with Tab and says why.
  const end = pickerGroup(page, ENGLISH.areas.editor.endDate);
  await end.evaluate((group) => (group.closest('[tabindex="0"]') as HTMLElement).focus());
  await page.getByRole('tooltip').filter({ hasText: ENGLISH.areas.editor.scheduleTrialExpired }).waitFor();
  await page.keyboard.press('Escape');
  for (const [name, viewport] of [
    ['1920', WIDE],
    ['1280', LAPTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(page, `editor-en-${name}`);
  }

  // The results of the trial's distributed quiz: the deadline's Edit is locked with SPEC's message on it.
  await page.goto(url(`/quiz/my-quiz?search=${encodeURIComponent('Cancer Biology Journal Club Quiz')}`));
  await page.setViewportSize(LAPTOP);
  const title = page.getByRole('link', { name: 'Cancer Biology Journal Club Quiz' }).first();
  await title.waitFor();
  const seededId = /(\d+)(?:\D*)$/.exec((await title.getAttribute('href'))!)![1];
  await page.goto(url(`/quiz/my-quiz/results/${seededId}`));
  const edit = page.getByRole('button', { name: ENGLISH.areas.delivery.editDeadline });
  await edit.waitFor();
  expect(await edit.isDisabled()).toBe(true);
  const note = page.getByRole('note').filter({ hasText: 'trial period ended' });
  expect((await note.textContent())!.trim()).toMatch(
    withDate(ENGLISH.areas.feedback.trialLockedDeadline, '\\d{2}/\\d{2}/\\d{4}'),
  );
  await edit.hover({ force: true });
  await page.getByRole('tooltip').filter({ hasText: ENGLISH.areas.delivery.deadlineTrialExpired }).waitFor();
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  for (const [name, viewport] of [
    ['1920', WIDE],
    ['1280', LAPTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(page, `results-en-${name}`);
  }
});

test('Japanese at 1280: the sentence and SPEC’s message are Japanese, the date in Japanese order', async () => {
  const page = await signedIn('ja-JP', JAPANESE);
  await checkEditor(page, JAPANESE, '\\d{4}/\\d{2}/\\d{2}');
  await shot(page, 'editor-ja-1280');
});

test('Arabic at 390: the sentence and SPEC’s message are Arabic, right to left', async () => {
  const page = await signedIn('ar', ARABIC, PHONE);
  await checkEditor(page, ARABIC, '[\\d\\u0660-\\u0669/.\\u200f-]+');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await shot(page, 'editor-ar-390');
});
