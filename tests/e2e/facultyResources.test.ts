/**
 * Faculty Resources in Chromium against the real server (ADR 317): the super admin adds a PDF resource to an
 * article (the article search offers published ones), uploads its file with progress and finds it in the list;
 * cs@demo.test finds 'Resources for this video' on that article in Add Video and opens it in the viewer, in a new
 * tab. axe on the form, the list, the dialog and the viewer, at 1280 and 390 px.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { samplePdf } from '../../server/seed/documents';
import {
  apiGet,
  apiToken,
  axeViolations,
  newContext,
  pathOf,
  signInAt,
  signInWithToken,
  url,
} from './browser';

const SHOTS = join(process.cwd(), 'tests/.artifacts/facultyResources');
const shot = (on: Page, name: string) => on.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

let admin: BrowserContext;
let page: Page;
/** The resource's title, its own on every try (a retried test adds another one). */
const TITLE = `Osmosis lab handout ${Date.now().toString(36)}`;
let articleTitle: string;
let resourceId: number;

beforeAll(async () => {
  admin = await newContext();
  page = await admin.newPage();
  await signInWithToken(page, 'super@demo.test');
});
afterAll(() => admin.close());

test('the super admin adds a PDF resource to an article and uploads its file', async () => {
  await page.goto(url('/faculty-resources/add'));
  await page.getByRole('heading', { name: 'Add Resource' }).waitFor();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Description').fill('Print one per pair of students.');
  await page.getByRole('button', { name: 'Add video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a video' });
  const card = dialog.getByRole('listitem').locator('button:not([aria-disabled]):has(img)').first();
  await card.waitFor();
  articleTitle = (await card.locator('bdi').innerText()).trim();
  expect(await axeViolations(page)).toEqual([]);
  await card.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Remove ${articleTitle}` }).waitFor();
  await page.getByRole('button', { name: 'Create Resource' }).click();
  await page.getByRole('heading', { name: 'Edit Resource' }).waitFor();
  await page.getByText('Resource successfully created').waitFor();
  resourceId = Number(pathOf(page).split('/').pop());
  expect(resourceId).toBeGreaterThan(0);

  await page.getByText('Instructors see this resource once its file is uploaded.').waitFor();
  await page.getByTestId('resource-file').setInputFiles({
    name: 'osmosis-handout.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(samplePdf('Osmosis lab')),
  });
  await page.getByText('File successfully uploaded').waitFor();
  await page.getByText('Current file: osmosis-handout.pdf').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'resource-form-1280');

  const token = await apiToken('super@demo.test');
  expect(await apiGet(`/api/admin/faculty_resource/${resourceId}`, token)).toMatchObject({
    title: TITLE,
    format: 'pdf',
    file: { name: 'osmosis-handout.pdf', contentType: 'application/pdf' },
    articles: [{ title: articleTitle, offered: true }],
  });

  await page.goto(url(`/faculty-resources?search=${encodeURIComponent(TITLE)}`));
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await row.getByText('PDF').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'resource-list-1280');
});

test("cs@demo.test finds 'Resources for this video' on that article in Add Video and opens it in the viewer", async () => {
  const context = await newContext();
  try {
    const editor = await context.newPage();
    await signInAt(editor, 'cs@demo.test', '/quiz/my-quiz/create');
    await editor.getByRole('button', { name: 'Add Video' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add Video' });
    await dialog.getByRole('searchbox').fill(articleTitle);
    const card = dialog
      .getByRole('listitem')
      .filter({ has: editor.getByRole('button', { name: articleTitle, exact: true }) });
    const open = card.getByRole('button', { name: /^Resources for this video \(\d+\)$/ });
    await open.waitFor();
    await open.click();
    const resources = editor.getByRole('dialog', { name: 'Resources for this video' });
    const link = resources.getByRole('link', { name: new RegExp(`^Open ${TITLE}`) });
    await link.waitFor();
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await axeViolations(editor)).toEqual([]);
    await shot(editor, 'resources-for-this-video-1280');

    const [viewer] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await viewer.getByRole('heading', { name: TITLE }).waitFor();
    expect(pathOf(viewer)).toBe(`/classes/view-resource/${resourceId}`);
    const frame = viewer.getByTitle(`Resource: ${TITLE}`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(
      new RegExp(`/api/admin/faculty_resource/view/${resourceId}/file\\?token=`),
    );
    await viewer.getByText('Print one per pair of students.').waitFor();
    await viewer.getByRole('button', { name: 'Download' }).waitFor();
    expect(await axeViolations(viewer)).toEqual([]);
    await shot(viewer, 'resource-viewer-1280');
    // The editor the instructor came from is still there.
    expect(pathOf(editor)).toBe('/quiz/my-quiz/create');
  } finally {
    await context.close();
  }
});

test('on a 390 px phone the list and the viewer fit the screen, axe-clean', async () => {
  const phone = await newContext({ width: 390, height: 844 });
  try {
    const small = await phone.newPage();
    await signInAt(small, 'super@demo.test', `/faculty-resources?search=${encodeURIComponent(TITLE)}`);
    await small.getByText(TITLE).first().waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(small)).toEqual([]);
    await shot(small, 'resource-list-390');

    const instructor = await phone.newPage();
    await signInAt(instructor, 'cs@demo.test', `/classes/view-resource/${resourceId}`);
    await instructor.getByRole('heading', { name: TITLE }).waitFor();
    await instructor.getByTitle(`Resource: ${TITLE}`).waitFor();
    expect(await instructor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(instructor)).toEqual([]);
    await shot(instructor, 'resource-viewer-390');
  } finally {
    await phone.close();
  }
});
