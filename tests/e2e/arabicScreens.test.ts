/**
 * Screens read right to left: the dashboard, the institutions list and one institution, the LTI screen, the playlists
 * and a class's page, signed in with an Arabic browser. Each is laid out right to left, fits a 390 px phone without
 * scrolling sideways, and axe finds nothing at 1920, 1280 and 390 px; screenshots of each width are kept. What
 * users wrote in English keeps its own direction (a class's description ends with its full stop).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { axeViolations, DEMO_PASSWORD, newContext, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/arabic-screens');
const WIDTHS = [1920, 1280, 390] as const;

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext({ width: 1920, height: 1080 }, 'ar');
  page = await context.newPage();
  await page.goto(url('/signin'));
  await page.getByLabel(arCore.signIn.email, { exact: true }).fill('super@demo.test');
  await page.getByLabel(arCore.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: arCore.signIn.submit, exact: true }).click();
  await page.waitForURL((address) => !address.pathname.endsWith('/signin'));
});
afterAll(() => context?.close());

/** Demo University's page, found as a user finds it: by a search in the list. */
async function institutionPath(): Promise<string> {
  await page.goto(url('/institutions?search=Demo%20University'));
  const link = page.getByRole('table').getByRole('link').filter({ hasText: 'Demo University' }).first();
  await link.waitFor();
  const href = (await link.getAttribute('href'))!;
  return href.slice(href.indexOf('/institutions/'));
}

/** A seeded class with an English description, found as a user finds it: by a search in the list. */
async function classPath(): Promise<string> {
  await page.goto(url('/classes?search=Neuroscience%20Seminar'));
  const link = page.getByRole('table').getByRole('link').filter({ hasText: 'Neuroscience Seminar' }).first();
  await link.waitFor();
  const href = (await link.getAttribute('href'))!;
  return href.slice(href.indexOf('/classes/'));
}

const SCREENS: readonly { name: string; path: () => Promise<string> }[] = [
  { name: 'dashboard', path: async () => '/' },
  { name: 'institutions', path: async () => '/institutions' },
  { name: 'institution', path: institutionPath },
  { name: 'lti', path: async () => '/lti' },
  { name: 'playlists', path: async () => '/playlists' },
  { name: 'class', path: classPath },
];

test('a class written in English keeps its own direction on an Arabic page: the full stop ends its description', async () => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(url(await classPath()));
  await page.locator('main h1').first().waitFor();
  // The description's first and last letters as drawn: in English the last (its full stop) stands right of the first.
  const drawn = await page.evaluate(() => {
    const paragraph = [...document.querySelectorAll('main p')].find(
      (p) => /[A-Za-z]/.test(p.textContent ?? '') && /\.$/.test((p.textContent ?? '').trim()),
    );
    if (!paragraph) return null;
    const text = [...paragraph.querySelectorAll('*'), paragraph]
      .flatMap((element) => [...element.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length > 1)!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const content = text.textContent!;
    return { first: at(content.search(/\S/)), last: at(content.trimEnd().length - 1) };
  });
  expect(drawn).not.toBeNull();
  expect(drawn!.last).toBeGreaterThan(drawn!.first);
});

for (const screen of SCREENS) {
  test(`${screen.name} in Arabic: right to left, axe-clean at ${WIDTHS.join(', ')} px`, async () => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(url(await screen.path()));
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      if (width === 390)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `${screen.name}-${width}.png`), fullPage: true });
    }
  });
}
