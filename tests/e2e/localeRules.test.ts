/**
 * Two rules of the interface languages (ADR 179) in Chromium against the real server: in Japanese, the Classes
 * list writes a class's dates in Japanese order (year first), not in SPEC's US `MM/dd/yyyy`; on the student page in
 * Arabic, the English options of an English question keep their own left-to-right direction. axe on each page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { areas as jaAreas } from '../../src/i18n/locales/ja/areas';
import { core as jaCore } from '../../src/i18n/locales/ja/core';
import { take as arTake } from '../../src/i18n/locales/ar/take';
import {
  apiPost,
  apiToken,
  axeViolations,
  DEMO_PASSWORD,
  newContext,
  origin,
  searchList,
  url,
} from './browser';
import { createQuizWith, personalLink } from './takeFixtures';

/** An instructor whose profile keeps no language: the browser's language is the console's. */
const INSTRUCTOR = 'cs@demo.test';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const contexts: BrowserContext[] = [];
async function pageIn(locale: string, viewport = LAPTOP): Promise<Page> {
  const context = await newContext(viewport, locale);
  contexts.push(context);
  return context.newPage();
}

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const ONE_QUESTION = (title: string, options: readonly string[]) => [
  {
    title: 'Cells',
    sortIndex: 1,
    items: [
      {
        article: null,
        sortIndex: 1,
        title,
        type: 2,
        isMultiple: false,
        rightAnswer: ['o1'],
        image: null,
        textOptions: options.map((text, index) => ({ id: `o${index + 1}`, text })),
      },
    ],
  },
];

test('Japanese: the Classes list writes a class’s dates year first, as Intl writes them for ja, not in US order', async () => {
  // A class's dates are calendar days: the same day for every viewer, whatever the time zone.
  const [start, end] = ['2031-03-14', '2031-04-25'];
  const title = `Japanese dates ${Date.now().toString(36)}`;
  const token = await apiToken(INSTRUCTOR);
  await apiPost('/api/admin/class/', token, {
    title,
    institution: 'University of Eastport',
    description: '',
    startDate: start,
    endDate: end,
    professor: false,
  });

  const page = await pageIn('ja-JP');
  await page.goto(url('/signin'));
  await page.getByRole('heading', { name: jaCore.signIn.heading }).waitFor();
  await page.getByLabel(jaCore.signIn.email, { exact: true }).fill(INSTRUCTOR);
  await page.getByLabel(jaCore.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: jaCore.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  expect(await documentLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });

  await page.goto(url('/classes'));
  await page.getByRole('heading', { name: jaAreas.classes.title, level: 1 }).waitFor();
  const table = page.getByRole('table');
  await table.waitFor();
  await searchList(page, page.getByRole('searchbox', { name: jaAreas.classes.search }), title);
  const row = table.getByRole('row').filter({ hasText: title });
  await expect.poll(() => row.count()).toBe(1);

  // The dates' cell: the one under the Dates header.
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const column = headers.indexOf(jaAreas.classes.colDates);
  expect(column).toBeGreaterThanOrEqual(0);
  const cell = row.locator(':scope > th, :scope > td').nth(column);

  // Each day with the options the console writes a day with, for Japanese and for US English.
  const DAY: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  };
  const written = (tag: string) =>
    [start, end]
      .map((day) => new Intl.DateTimeFormat(tag, DAY).format(new Date(`${day}T00:00:00Z`)))
      .join(' – ');
  const japanese = written('ja');
  const american = written('en-US');
  expect(japanese).toBe('2031/03/14 – 2031/04/25');
  expect(american).toBe('03/14/2031 – 04/25/2031');
  const shown = (await cell.textContent())?.trim();
  expect(shown).toBe(japanese);
  expect(shown).not.toBe(american);
  expect(await axeViolations(page)).toEqual([]);
});

test('Arabic student page: each English option reads left to right, as its own paragraph', async () => {
  // Each option ends in punctuation: on a right-to-left paragraph its full stop would jump to its start (the left).
  const options = ['The nucleus.', 'The mitochondrion.', 'The ribosome.'];
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuizWith(
    token,
    `Arabic options ${Date.now().toString(36)}`,
    ONE_QUESTION('Which organelle makes ATP?', options),
  );
  const link = await personalLink(token, quizId, `arabic-options-${Date.now().toString(36)}@students.test`);
  const page = await pageIn('ar-EG', PHONE);
  await page.goto(`${origin()}/take/${link}`);
  await page.getByRole('button', { name: arTake.take.start, exact: true }).click();
  await page.getByText('Which organelle makes ATP?', { exact: true }).waitFor();
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

  for (const text of options) {
    const option = page.getByRole('radio', { name: text, exact: true });
    await option.waitFor();
    const reading = await page.evaluate((wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent !== wanted || !node.parentElement) continue;
        const element = node.parentElement;
        const at = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        const style = getComputedStyle(element);
        return {
          unicodeBidi: style.unicodeBidi,
          dir: element.getAttribute('dir'),
          // The full stop sits after the last letter, on its right, when the text reads left to right.
          stopAfterLetters: at(wanted.length - 1) > at(wanted.length - 2),
          firstLeftOfLast: at(0) < at(wanted.length - 1),
        };
      }
      return null;
    }, text);
    expect(reading, text).not.toBeNull();
    // What the author wrote takes its direction from its own letters: `unicode-bidi: plaintext` or `dir="auto"`.
    expect(reading!.unicodeBidi === 'plaintext' || reading!.dir === 'auto', JSON.stringify(reading)).toBe(
      true,
    );
    expect(reading!.stopAfterLetters, text).toBe(true);
    expect(reading!.firstLeftOfLast, text).toBe(true);
  }
  expect(await axeViolations(page)).toEqual([]);
});
