/**
 * What users wrote keeps its own direction on an Arabic page: an instructor's English quiz and playlist, each titled
 * with a full stop at its end, are listed (a table at 1280 px, cards at 390 px) and the quiz is opened in its viewer;
 * each title is drawn left to right with its full stop at its end, and axe finds nothing. Screenshots of each width
 * are kept.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { apiPost, apiToken, axeViolations, DEMO_PASSWORD, newContext, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz } from './takeFixtures';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/arabic-user-text');
const WIDTHS = [1280, 390] as const;
/** An instructor whose profile keeps no language: an Arabic browser gives an Arabic console. */
const INSTRUCTOR = 'cs@demo.test';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const QUIZ_TITLE = `Cell energy ${suffix}.`;
const PLAYLIST_TITLE = `Cell videos ${suffix}.`;

let context: BrowserContext;
let page: Page;
let quizId: number;

beforeAll(async () => {
  const token = await apiToken(INSTRUCTOR);
  quizId = await createTakeQuiz(token, { title: QUIZ_TITLE });
  await apiPost('/api/admin/playlist', token, { title: PLAYLIST_TITLE, items: [] });
  context = await newContext({ width: 1280, height: 1000 }, 'ar');
  page = await context.newPage();
  await page.goto(url('/signin'));
  await page.getByLabel(arCore.signIn.email, { exact: true }).fill(INSTRUCTOR);
  await page.getByLabel(arCore.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: arCore.signIn.submit, exact: true }).click();
  await page.waitForURL((address) => !address.pathname.endsWith('/signin'));
});
afterAll(() => context?.close());

/**
 * Where the full stop ending `text` (inside `scope`) is drawn, and the letter before it, as arabicScreens measures a
 * class's description: in English the full stop stands right of that letter, on its line (a title wrapped on a
 * phone's card ends its last line with it); on its own in a right-to-left line it would stand at the line's left.
 */
async function drawnEnd(scope: string, text: string) {
  return page.evaluate(
    ([selector, wanted]) => {
      const found = [...document.querySelectorAll(selector)]
        .flatMap((root) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          const nodes: Node[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
          return nodes;
        })
        .find((node) => (node.textContent ?? '').trim() === wanted);
      if (!found) return null;
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(found, index);
        range.setEnd(found, index + 1);
        return range.getBoundingClientRect();
      };
      const end = found.textContent!.trimEnd().length - 1;
      const [letter, stop] = [at(end - 1), at(end)];
      return { letter: letter.left, stop: stop.left, sameLine: Math.abs(letter.top - stop.top) < 1 };
    },
    [scope, text] as const,
  );
}

const SCREENS: readonly { name: string; path: () => string; scope: string; title: string }[] = [
  {
    name: 'quizzes',
    path: () => `/quiz/my-quiz?search=${encodeURIComponent(suffix)}`,
    scope: 'main table',
    title: QUIZ_TITLE,
  },
  {
    name: 'playlists',
    path: () => `/playlist?search=${encodeURIComponent(suffix)}`,
    scope: 'main table',
    title: PLAYLIST_TITLE,
  },
  { name: 'viewer', path: () => `/quiz/my-quiz/view/${quizId}`, scope: 'main h1', title: QUIZ_TITLE },
];

for (const screen of SCREENS) {
  test(`${screen.name} in Arabic: an English title ends with its full stop at ${WIDTHS.join(' and ')} px, axe-clean`, async () => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(url(screen.path()));
    await page.locator(screen.scope).getByText(screen.title, { exact: true }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await page.screenshot({ path: join(SHOTS, `${screen.name}-${width}.png`), fullPage: true });
      const drawn = await drawnEnd(screen.scope, screen.title);
      expect(drawn, `${screen.name} at ${width} px`).not.toBeNull();
      expect(drawn!.sameLine, `${screen.name} at ${width} px: the full stop is on its letter's line`).toBe(
        true,
      );
      expect(drawn!.stop, `${screen.name} at ${width} px: the full stop ends the title`).toBeGreaterThan(
        drawn!.letter,
      );
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
