/**
 * Methods Collections in Chromium against the real server (ADR 316): a full admin creates a collection from the
 * library's published videos, reorders them by keyboard only (dnd-kit's keyboard sensor, each key heard in the live
 * region), adds publish@demo.test as an editor through the search of the publishing desk's accounts, and publishes
 * it; the server then holds it in that order, its videos are in a collection, and the editor lists it. axe finds
 * nothing on the list and the collection screen; screenshots at 1280 and 390 px go to tests/.artifacts/collections/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { announced, apiGet, apiPost, apiToken, axeViolations, newContext, pathOf, signInAt } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/collections');
const WIDTHS = [1280, 390] as const;
const TITLE = `Keyboard collection ${Date.now()}`;

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  await signInAt(page, 'admin@demo.test', '/methods-collections');
});
afterAll(() => context.close());

async function shots(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The videos as the screen lists them, by the names of their drag handles. */
async function videos(): Promise<string[]> {
  const handles = page.getByRole('list', { name: 'Videos' }).getByRole('button', { name: /^Drag / });
  const names = await handles.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace(/^Drag /, ''));
}

async function addVideo(): Promise<string> {
  await page.getByRole('button', { name: 'Add video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add video' });
  // The article cards (with their picture), not a card's 'Resources for this video' button under it.
  const free = dialog.getByRole('listitem').locator('button:not([aria-disabled]):has(img)').first();
  await free.waitFor();
  const name = ((await free.textContent()) ?? '').trim();
  await free.click();
  await dialog.waitFor({ state: 'hidden' });
  return name;
}

test('the list shows the seeded collections with their status and number of videos', async () => {
  await page.getByRole('heading', { name: 'Methods Collections' }).waitFor();
  const table = page.getByRole('table', { name: 'Methods Collections' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Neuroscience Methods' }) });
  await row.getByText('Published', { exact: true }).waitFor();
  await row.getByRole('cell', { name: '6', exact: true }).waitFor();
  await shots('list');
});

test('a full admin creates a collection, reorders it by keyboard, adds an editor and publishes it', async () => {
  await page.getByRole('link', { name: 'Create a Collection' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Three methods, in the order a lab learns them.');
  const first = await addVideo();
  const second = await addVideo();
  const third = await addVideo();
  expect(await videos()).toEqual([first, second, third]);

  // Lift the third with Space, move it up two places with the arrow key, drop it with Space.
  await page.getByRole('button', { name: `Drag ${third}` }).focus();
  await page.keyboard.press('Space');
  await announced(page, `Picked up ${third}, at position 3 of 3.`);
  await page.keyboard.press('ArrowUp');
  await announced(page, `${third} moved to position 2 of 3.`);
  await page.keyboard.press('ArrowUp');
  await announced(page, `${third} moved to position 1 of 3.`);
  await page.keyboard.press('Space');
  await announced(page, `${third} dropped at position 1 of 3.`);
  await expect.poll(videos).toEqual([third, first, second]);

  await page.getByRole('button', { name: 'Create Collection' }).click();
  await page.getByText('Collection successfully created').waitFor();
  await expect.poll(() => pathOf(page)).toMatch(/^\/methods-collections\/edit\/\d+$/);
  const id = Number(pathOf(page).split('/').at(-1));

  await page.getByRole('button', { name: 'Add editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add editors' });
  await dialog.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('publish');
  await dialog.getByRole('button', { name: 'Add Pat Publisher as editor' }).click();
  await page.getByText('Editor successfully added').waitFor();
  await dialog.getByText('Editor', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const editors = page.getByRole('table', { name: 'Editors' });
  await editors.getByRole('cell', { name: 'publish@demo.test' }).waitFor();

  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Collection successfully updated').waitFor();
  await shots('collection');

  const token = await apiToken('admin@demo.test');
  const stored = await apiGet<{ published: boolean; articles: { id: number; title: string }[] }>(
    `/api/admin/collections/${id}`,
    token,
  );
  expect(stored.published).toBe(true);
  expect(stored.articles.map((a) => a.title)).toEqual([third, first, second]);
  for (const article of stored.articles) {
    const read = await apiGet<{ inCollection: boolean }>(`/api/free/article/en/${article.id}`, token);
    expect(read.inCollection).toBe(true);
  }
  const editorsList = await apiPost<{ result: { title: string }[] }>(
    '/api/admin/collections/list',
    await apiToken('publish@demo.test'),
    {},
  );
  expect(editorsList.result.map((row) => row.title)).toContain(TITLE);
});
