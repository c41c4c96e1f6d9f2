/**
 * /access in Chromium against the production build (ADR 288): a demo instructor sees their subscription in plain
 * words and the sections it opens; a section opens to its child sections, read once from the server and then from
 * the local cache, so opening it again, even after a reload, asks the server nothing (ADR 265). The ended trial of
 * trial@ says so calmly and lists no sections. axe finds nothing in English and Arabic (right to left).
 * Screenshots at 1920, 1280 and 390 px go to tests/.artifacts/access/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { axeViolations, DEMO_PASSWORD, newContext, signIn, signInAt, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/access');
const SEEN = { timeout: 30_000 } as const;
const WIDTHS = [1920, 1280, 390] as const;
const SECTION_LIST = '/api/free/section/list/';
/** A top-level section of the seeded catalogue and its children (server/seed/content/sections.json). */
const JOURNAL = 'Research Journal';
const JOURNAL_CHILDREN = ['Biology', 'Neuroscience', 'Chemistry and Engineering'];

const texts = en.access;

describe('the /access screen', () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));
  const pageIn = async (locale = 'en-US', width = 1280): Promise<Page> => {
    const context = await newContext({ width, height: 900 }, locale);
    contexts.push(context);
    return context.newPage();
  };
  const shots = async (page: Page, name: string) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  /** Every request the page makes for a section's children, whatever it is answered from. */
  const listRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(SECTION_LIST)) seen.push(request.url());
    });
    return seen;
  };

  test('an instructor sees their subscription and its sections; a section opens to its children, read from the server once', async () => {
    const page = await pageIn();
    await signIn(page, 'cs@demo.test');
    const requests = listRequests(page);
    // Reached from the user's menu in the top bar.
    await page.getByRole('button', { name: 'Casey Support' }).click();
    await page.getByRole('menuitem', { name: texts.title }).click();
    await page.waitForURL(/\/admin\/access$/, SEEN);
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor(SEEN);
    const details = page.getByRole('region', { name: texts.detailsHeading });
    await details.waitFor(SEEN);
    expect(await details.getByRole('definition').allTextContents()).toEqual([
      texts.kindSubscription,
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      texts.runningYes,
    ]);
    expect(await details.getByRole('term').allTextContents()).toEqual([
      texts.kindLabel,
      texts.endsLabel,
      texts.runningLabel,
    ]);

    const sections = page.getByRole('region', { name: texts.sectionsHeading });
    const journal = sections.getByRole('button', { name: JOURNAL, exact: true });
    expect(await sections.getByRole('button').count()).toBeGreaterThan(1);
    expect(await journal.getAttribute('aria-expanded')).toBe('false');

    await journal.click();
    const children = page.getByRole('list', { name: `Sections of ${JOURNAL}` });
    await children.waitFor(SEEN);
    expect(await children.getByRole('listitem').allTextContents()).toEqual(JOURNAL_CHILDREN);
    expect(await journal.getAttribute('aria-expanded')).toBe('true');
    expect(requests).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'subscription-en');

    // Closed and opened again with the keyboard: the children are shown at once, nothing is asked.
    await journal.press('Enter');
    await children.waitFor({ state: 'detached' });
    expect(await journal.getAttribute('aria-expanded')).toBe('false');
    await journal.press('Space');
    await children.waitFor();
    expect(requests).toHaveLength(1);

    // A reload within CACHE_HOURS: the children come from the browser's local cache.
    await page.reload();
    const again = page
      .getByRole('region', { name: texts.sectionsHeading })
      .getByRole('button', { name: JOURNAL, exact: true });
    await again.waitFor(SEEN);
    await again.click();
    const reloaded = page.getByRole('list', { name: `Sections of ${JOURNAL}` });
    await reloaded.waitFor(SEEN);
    expect(await reloaded.getByRole('listitem').allTextContents()).toEqual(JOURNAL_CHILDREN);
    expect(requests).toHaveLength(1);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('console-cache:sectionList:')),
    );
    expect(kept).toEqual([
      `console-cache:sectionList:${new URL(requests[0]!).pathname.slice(SECTION_LIST.length)}`,
    ]);
  });

  test('an ended trial says so calmly and lists no sections', async () => {
    const page = await pageIn();
    await signInAt(page, 'trial@demo.test', '/access');
    const details = page.getByRole('region', { name: texts.detailsHeading });
    await details.waitFor(SEEN);
    const values = await details.getByRole('definition').allTextContents();
    expect(values).toEqual([
      texts.kindTrial,
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      texts.runningNo,
    ]);
    expect(await details.getByRole('term').nth(1).textContent()).toBe(texts.endedLabel);
    // One calm sentence with the day it ended, an information rather than an error.
    expect((await page.getByRole('note').textContent())!.trim()).toBe(
      texts.trialEndedNote.replace('{{date}}', values[1]!),
    );
    const sections = page.getByRole('region', { name: texts.sectionsHeading });
    await sections.getByText(texts.noSections).waitFor();
    expect(await sections.getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'ended-trial-en');
  });

  test('in Arabic the screen reads right to left, a section opens the same way, and axe is clean', async () => {
    const ar = arAreas.access;
    const page = await pageIn('ar');
    await page.goto(url('/signin'));
    await page.getByLabel(arCore.signIn.email).fill('cs@demo.test');
    await page.getByLabel(arCore.signIn.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: arCore.signIn.submit }).click();
    await page.waitForURL(/\/dashboard/, SEEN);
    await page.goto(url('/access'));
    await page.getByRole('heading', { level: 1, name: ar.title }).waitFor(SEEN);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const details = page.getByRole('region', { name: ar.detailsHeading });
    // The details arrive after the heading: wait for them as the user would, not read them at once.
    await expect
      .poll(async () => (await details.getByRole('definition').allTextContents())[0], SEEN)
      .toBe(ar.kindSubscription);

    const journal = page
      .getByRole('region', { name: ar.sectionsHeading })
      .getByRole('button', { name: JOURNAL, exact: true });
    await journal.click();
    // Right to left, a value in a sentence is isolated (U+2068 … U+2069) so that its own direction holds.
    const [before, after] = ar.childrenLabel.split('{{title}}') as [string, string];
    const children = page.getByRole('list', {
      name: new RegExp(`^${before}\\u2068?${JOURNAL}\\u2069?${after}$`),
    });
    await children.waitFor(SEEN);
    // The children are indented from the start side, the right in Arabic: more room on the right than on the left.
    const [button, list] = await Promise.all([journal.boundingBox(), children.boundingBox()]);
    const fromRight = button!.x + button!.width - (list!.x + list!.width);
    const fromLeft = list!.x - button!.x;
    expect(fromRight).toBeGreaterThan(fromLeft);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'subscription-ar');
  });
});
