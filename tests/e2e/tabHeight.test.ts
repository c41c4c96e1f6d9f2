/**
 * SPEC section 9: the tab height differs at 900 px, and only there. In Chromium against the production build, the
 * quiz area's five tabs of a super admin and a class page's tabs are measured at 899, 900 and 901 px: below 900 px
 * every tab is 48 px tall, from 900 px on 40 px, and each tab list stays one row (no wrap that would change its
 * height at another width). Screenshots at each width go to tests/.artifacts/tab-height/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiPost, apiToken, newContext, signInAt } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/tab-height');
const SEEN = { timeout: 30_000 } as const;
const EXPECTED: Readonly<Record<number, number>> = { 899: 48, 900: 40, 901: 40 };

async function boxesOf(tabs: Locator) {
  const boxes = [];
  for (const tab of await tabs.all()) boxes.push((await tab.boundingBox())!);
  return boxes;
}

async function measure(page: Page, tabs: Locator, name: string) {
  for (const width of [899, 900, 901]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    const boxes = await boxesOf(tabs);
    expect(boxes.length).toBeGreaterThan(1);
    expect(boxes.map((box) => Math.round(box.height))).toEqual(boxes.map(() => EXPECTED[width]));
    // One row: every tab starts at the same height on the page.
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
}

describe('the tab height changes at 900 px and nowhere else', () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));
  const newPage = async () => {
    const context = await newContext({ width: 1280, height: 800 });
    contexts.push(context);
    return context.newPage();
  };

  test('the quiz area tabs of a super admin', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await newPage();
    await signInAt(page, 'super@demo.test', '/quiz/admin-quiz');
    const tabs = page.getByRole('navigation', { name: 'Quiz lists' }).getByRole('link');
    await tabs.first().waitFor(SEEN);
    expect(await tabs.count()).toBe(5);
    await measure(page, tabs, 'quiz-tabs');
  });

  test("a class page's tabs", async () => {
    const token = await apiToken('cs@demo.test');
    const created = await apiPost<{ id: number }>('/api/admin/class/', token, {
      title: `Tabs class ${Date.now()}`,
      institution: 'University of Eastport',
      description: '',
      startDate: null,
      endDate: null,
      professor: false,
    });
    const page = await newPage();
    await signInAt(page, 'cs@demo.test', `/classes/${created.id}`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor(SEEN);
    await measure(page, tabs, 'class-tabs');
  });
});
