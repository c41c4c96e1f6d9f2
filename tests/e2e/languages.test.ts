/**
 * The console in its interface languages, in Chromium against the real server (ADR 179): the browser's language
 * is the first default; German's long words and Japanese fit their controls at 1280 and 390 px; a user switches
 * to Arabic on the sign-in screen and the whole console reads right to left (the shell, a list, a dialog, the
 * editor), switches to Japanese in the top bar, and finds Japanese again when signing in from another browser,
 * because the profile kept it. axe on each screen in Arabic and Japanese. A German instructor's preview of a quiz
 * speaks German in the console's banner and in the student page inside it (each catalog fetched as data, ADR 401).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { areas as deAreas } from '../../src/i18n/locales/de/areas';
import { core as deCore } from '../../src/i18n/locales/de/core';
import { areas as jaAreas } from '../../src/i18n/locales/ja/areas';
import { core as jaCore } from '../../src/i18n/locales/ja/core';
import { take as arTake } from '../../src/i18n/locales/ar/take';
import { take as deTake } from '../../src/i18n/locales/de/take';
import { apiGet, apiToken, axeViolations, DEMO_PASSWORD, newContext, origin, url } from './browser';
import { createTakeQuiz, personalLink } from './takeFixtures';

const USER = 'corporate@demo.test';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const contexts: BrowserContext[] = [];
async function pageIn(locale: string, viewport = LAPTOP): Promise<Page> {
  const context = await newContext(viewport, locale);
  contexts.push(context);
  return context.newPage();
}

/** The language on the account's profile: the one a sign-in brings back (ADR 179). */
async function profileIn(language: string): Promise<void> {
  const token = await apiToken(USER);
  const response = await fetch(`${origin()}/api/admin/profile`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(response.status).toBe(200);
}

afterAll(async () => {
  // The account goes back to English for the files after this one.
  await profileIn('en');
  await Promise.all(contexts.map((context) => context.close()));
});

/** A catalog text with `{{values}}` as a pattern: any value, isolated or not. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{[^}]+\\\}\\\}/g, '.+')}$`);

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

interface SignInTexts {
  readonly signIn: { readonly email: string; readonly password: string; readonly submit: string };
}

/** The sign-in form's words in English. */
const ENGLISH: SignInTexts = { signIn: { email: 'E-mail', password: 'Password', submit: 'Sign In' } };

async function signInWith(page: Page, core: SignInTexts, greeting: string): Promise<void> {
  await page.getByLabel(core.signIn.email, { exact: true }).fill(USER);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: core.signIn.submit, exact: true }).click();
  await page.getByRole('heading', { name: pattern(greeting) }).waitFor();
}

/** Controls, headers and tabs whose text is cut: wider than their box, which hides the rest. */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a, th, label, [role="tab"], h1, h2, h3, [role="menuitem"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || element.closest('[aria-hidden="true"]')) return false;
        // Names and titles of records are cut on purpose (with their whole text in a tooltip or the page).
        if (element.closest('.truncate, td, .sr-only')) return false;
        const style = getComputedStyle(element);
        // Read and not shown (sr-only at some widths only, e.g. a list's headers over its phone cards).
        if (box.width <= 1 && box.height <= 1 && style.clipPath !== 'none') return false;
        const hides = style.overflow !== 'visible' || style.overflowX !== 'visible';
        return (
          hides &&
          (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
  });
}

test('German and Japanese: the browser’s language is the console’s, and no label is cut at 1280 or 390 px', async () => {
  for (const [locale, core, areas] of [
    ['de-DE', deCore, deAreas],
    ['ja-JP', jaCore, jaAreas],
  ] as const) {
    for (const viewport of [LAPTOP, PHONE]) {
      const page = await pageIn(locale, viewport);
      await page.goto(url('/signin'));
      await page.getByRole('heading', { name: core.signIn.heading }).waitFor();
      expect(await clippedLabels(page), `${locale} sign-in`).toEqual([]);
      await signInWith(page, core, areas.dashboard.greeting);
      expect(await documentLanguage(page)).toEqual({ lang: locale.slice(0, 2), dir: 'ltr' });
      await page.goto(url('/quiz/my-quiz'));
      await page.getByRole('link', { name: areas.quiz.tabsMy, exact: true }).waitFor();
      await page.getByRole('table').waitFor();
      expect(await clippedLabels(page), `${locale} list at ${viewport.width}`).toEqual([]);
      await page.screenshot({ path: `tests/.artifacts/languages-${locale}-list-${viewport.width}.png` });
      await page.goto(url('/quiz/my-quiz/create'));
      await page.getByRole('textbox', { name: areas.editor.title, exact: true }).waitFor();
      expect(await clippedLabels(page), `${locale} editor at ${viewport.width}`).toEqual([]);
      await page.screenshot({ path: `tests/.artifacts/languages-${locale}-editor-${viewport.width}.png` });
      if (locale === 'ja-JP' && viewport === LAPTOP) expect(await axeViolations(page)).toEqual([]);
    }
  }
  // Two languages at two widths, each signed in afresh: four times a page's work, given the time of four.
}, 240_000);

test('Arabic from the sign-in screen: right to left everywhere', async () => {
  // The account's profile has no language yet (nothing before this test picks one, nor does this test): the pick on
  // the sign-in screen is kept through the sign-in.
  const page = await pageIn('en-US');
  await page.goto(url('/signin'));
  await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
  expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

  await page.getByLabel('Interface language').selectOption('ar');
  await page.getByRole('heading', { name: arCore.signIn.heading }).waitFor();
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(await axeViolations(page)).toEqual([]);
  await signInWith(page, arCore, arAreas.dashboard.greeting);

  // The shell: its navigation is named in Arabic and sits on the right, the start of a right-to-left page.
  const nav = page.getByRole('navigation', { name: arCore.shell.mainNavigation });
  const navBox = (await nav.boundingBox())!;
  expect(navBox.x).toBeGreaterThan(LAPTOP.width / 2);
  expect(await axeViolations(page)).toEqual([]);

  // A list: tabs, the search field and the column headers in Arabic; the first column is the rightmost.
  await page.goto(url('/quiz/my-quiz'));
  await page.getByRole('link', { name: arAreas.quiz.tabsMy, exact: true }).waitFor();
  await page.getByRole('searchbox', { name: arAreas.quiz.searchMy }).waitFor();
  const titleHeader = page.getByRole('columnheader', { name: arAreas.quiz.columnTitle });
  await titleHeader.waitFor();
  const deadlineHeader = page.getByRole('columnheader', { name: arAreas.quiz.columnDeadline });
  expect((await titleHeader.boundingBox())!.x).toBeGreaterThan((await deadlineHeader.boundingBox())!.x);
  expect(await axeViolations(page)).toEqual([]);

  // A dialog: the row menu's Delete asks in Arabic; the quiz's English title keeps its own direction inside.
  await page
    .getByRole('button', { name: pattern(arAreas.quiz.actionMenu) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: arAreas.quiz.actionDelete }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('heading', { name: arAreas.quiz.deleteTitle }).waitFor();
  expect(await dialog.textContent()).toContain('\u2068');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // The editor: its fields named in Arabic, laid out from the right.
  await page.goto(url('/quiz/my-quiz/create'));
  const title = page.getByRole('textbox', { name: arAreas.editor.title, exact: true });
  await title.waitFor();
  const titleBox = (await title.boundingBox())!;
  const save = (await page
    .getByRole('button', { name: arAreas.editor.saveQuiz, exact: true })
    .boundingBox())!;
  // Save sits at the end of its bar: the left, in Arabic, before the title field's start.
  expect(save.x).toBeLessThan(titleBox.x);
  expect(await axeViolations(page)).toEqual([]);
  // Four screens, each checked by axe: a limit for a hang, not for a busy machine.
}, 240_000);

test('Japanese from the top bar of an Arabic console: text and direction change together, kept on the profile', async () => {
  // Arabic on the profile (as a pick in the top bar keeps it): the sign-in brings it back. Set here, so a second
  // try starts where the first did.
  await profileIn('ar');
  const page = await pageIn('en-US');
  await page.goto(url('/signin'));
  await signInWith(page, ENGLISH, arAreas.dashboard.greeting);
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

  await page.goto(url('/quiz/my-quiz'));
  await page.getByRole('link', { name: arAreas.quiz.tabsMy, exact: true }).waitFor();
  await page.getByLabel(arCore.app.language).selectOption('ja');
  await page.getByRole('link', { name: jaAreas.quiz.tabsMy, exact: true }).waitFor();
  expect(await documentLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
  expect(await axeViolations(page)).toEqual([]);
  const token = await apiToken(USER);
  await expect
    .poll(async () => (await apiGet<{ language: string | null }>('/api/admin/profile', token)).language)
    .toBe('ja');

  // Another browser, in English: the profile's Japanese comes back with the sign-in.
  const other = await pageIn('en-US');
  await other.goto(url('/signin'));
  await signInWith(other, ENGLISH, jaAreas.dashboard.greeting);
  expect(await documentLanguage(other)).toEqual({ lang: 'ja', dir: 'ltr' });
});

test('a student whose browser asks for Arabic takes the quiz in Arabic, right to left', async () => {
  const token = await apiToken(USER);
  const quizId = await createTakeQuiz(token, { title: `Arabic student ${Date.now().toString(36)}` });
  const link = await personalLink(token, quizId, `arabic-${Date.now().toString(36)}@students.test`);
  const page = await pageIn('ar-EG', PHONE);
  await page.goto(`${origin()}/take/${link}`);
  await page.getByRole('button', { name: arTake.take.start, exact: true }).waitFor();
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await page.getByText(arTake.take.questions, { exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // The teacher wrote in English: on the Arabic page the question still reads left to right, its question mark at
  // the end of the sentence (on its right), not flipped to its start.
  await page.getByRole('button', { name: arTake.take.start, exact: true }).click();
  const question = page.getByText('Which organelle makes ATP?', { exact: true });
  await question.waitFor();
  const firstAndLastLetter = (text: string) =>
    page.evaluate((wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent !== wanted) continue;
        const at = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        return { first: at(0), last: at(wanted.length - 1) };
      }
      return null;
    }, text);
  const { first, last } = (await firstAndLastLetter('Which organelle makes ATP?'))!;
  expect(last).toBeGreaterThan(first);
  expect(await axeViolations(page)).toEqual([]);
});

test('a German instructor previews a quiz as a student: the console and the student page inside it speak German', async () => {
  const token = await apiToken(USER);
  const quizId = await createTakeQuiz(token, { title: `German preview ${Date.now().toString(36)}` });
  // The profile's language wins at sign-in: an earlier test of the file left Japanese on it.
  await profileIn('de');
  const page = await pageIn('de-DE');
  await page.goto(url('/signin'));
  await signInWith(page, deCore, deAreas.dashboard.greeting);
  await page.goto(url(`/quiz/my-quiz/view/${quizId}`));
  await page.getByRole('link', { name: deAreas.delivery.previewAsStudent }).click();
  // The banner is the console's (its areas' catalog); the Start button the student page's (its own catalog).
  await page.getByText(deAreas.delivery.previewBanner).waitFor();
  await page.getByRole('button', { name: deTake.take.start, exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Start', exact: true }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});
