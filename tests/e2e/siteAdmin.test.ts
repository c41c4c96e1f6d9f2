/**
 * Site administration in Chromium against the real server: flags, banner, sponsors, class documents; axe on each
 * screen, on the Add Sponsor form showing its errors, in the assign dialog and on the document error state.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { apiGet, apiToken, axeViolations, menuOf, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'super@demo.test');
});
afterAll(() => context.close());

test('a switched flag hides and shows its menu entry without a reload', async () => {
  await page.goto(url('/feature-flags'));
  const banner = page.getByRole('switch', { name: 'Banner' });
  await banner.waitFor();
  await page
    .getByText('Adds Banner to the menu: staff write the message shown at the top of the site.')
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const shots = join(PROJECT_ROOT, 'tests/.artifacts/feature-flags');
  mkdirSync(shots, { recursive: true });
  for (const width of [1920, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `flags-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The switch follows the server: it changes once the flag is saved.
  await banner.click();
  await page.getByText('Feature flag Banner saved').waitFor();
  expect(await menuOf(page)).not.toContain('Banner');
  await expect.poll(() => banner.isChecked()).toBe(false);
  await banner.click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Banner' })
    .waitFor();
  expect(await menuOf(page)).toContain('Banner');
});

test('the banner is saved and published', async () => {
  await page.goto(url('/banner'));
  await page.getByRole('heading', { name: 'Show Banner' }).waitFor();
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Maintenance tonight');
  await page.getByLabel('Type').selectOption('2');
  await page.getByRole('switch', { name: 'Publish Banner' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Save Banner|Create Banner/ }).click();
  await page.getByText('Banner saved successfully').waitFor();
  const token = await apiToken('super@demo.test');
  const { banner } = await apiGet<{ banner: { isPublished: boolean; type: number } }>(
    '/api/admin/banner',
    token,
  );
  expect(banner).toMatchObject({ isPublished: true, type: 2 });
});

test('a new sponsor opens on its edit page, and an article is assigned and removed', async () => {
  await page.goto(url('/sponsors'));
  await page.getByRole('table', { name: 'Sponsors' }).getByText('Helix Instruments').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Add New Sponsor' }).click();
  await page.getByRole('button', { name: 'Create Sponsor' }).click();
  await page.getByText('This field is required').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Company Name').fill('Quanta Optics');
  await page.getByLabel('Company URL').fill('https://quanta.example');
  await page.getByRole('button', { name: 'Create Sponsor' }).click();
  await page.getByRole('heading', { name: 'Edit Sponsor' }).waitFor();
  await page.getByText('No articles have been assigned to this sponsor').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Assign Articles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Articles to Collection' });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).first().click();
  await page.getByText('Article successfully assigned').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The assigned article's Remove is in its row's actions menu (ADR 267).
  await page
    .getByRole('table', { name: 'Assigned articles' })
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByText('Article successfully removed').waitFor();
});

test('a PDF and an image class document open in the viewer', async () => {
  const token = await apiToken('super@demo.test');
  const { documents } = await apiGet<{ documents: { id: number; classId: number; mimeType: string }[] }>(
    '/api/admin/class/1/document',
    token,
  );
  const pdf = documents.find((d) => d.mimeType === 'application/pdf')!;
  const png = documents.find((d) => d.mimeType === 'image/png')!;
  await page.goto(url(`/classes/view-file/1/document/${pdf.id}`));
  await page.getByRole('heading', { name: 'syllabus.pdf' }).waitFor();
  await page.locator('iframe[title="Document syllabus.pdf"]').waitFor();
  await page.getByRole('button', { name: 'Download' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(url(`/classes/view-file/1/document/${png.id}`));
  const image = page.getByRole('img', { name: 'cell-diagram.png' });
  await image.waitFor();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(url('/classes/view-file/1/document/99999'));
  await page.getByText('The document could not be opened.').waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

test('in Arabic each flag is named and says what it turns on, axe clean', async () => {
  const arabic = await newContext(undefined, 'ar');
  try {
    const ar = await arabic.newPage();
    await ar.goto(url('/signin'));
    await ar.getByLabel(arCore.signIn.email).fill('super@demo.test');
    await ar.getByLabel(arCore.signIn.password).fill('demo-password');
    await ar.getByRole('button', { name: arCore.signIn.submit }).click();
    await ar.waitForURL(/\/dashboard/, { timeout: 30_000 });
    await ar.goto(url('/feature-flags'));
    await ar.getByText(arAreas.site.flagTextAdminBanner).waitFor({ timeout: 30_000 });
    await ar.getByRole('switch', { name: arCore.menu.banner }).waitFor();
    expect(await axeViolations(ar)).toEqual([]);
    await ar.screenshot({ path: join(PROJECT_ROOT, 'tests/.artifacts/feature-flags/flags-ar-1280.png') });
  } finally {
    await arabic.close();
  }
});
