/**
 * Exports and the QTI upload in Chromium against the real server: a super admin downloads a template that shows an
 * uploaded image as QTI, CC and SCORM through the download dialogs (each file named as SPEC section 7 says, a real
 * zip with its manifest and the image, valid for ../shared/formats/validate-package), sees the server's message
 * for a cartridge of a quiz without questions, then uploads a QTI 2.2 package through 'Upload QTI' and opens the new
 * template with its questions and its imported image; a Moodle XML file refused whole shows its message and opens
 * its per-item import report (ADR 221). axe on each dialog.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { samplePng } from '../../server/seed/documents';
import { quizPayload, type ItemFixture } from '../support/quizFixtures';
import {
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  origin,
  pathOf,
  searchList,
  signIn,
  url,
} from './browser';
import { PROJECT_ROOT } from './serverProcess';

const VALIDATOR = resolve(PROJECT_ROOT, '../shared/formats/validate-package');
const SAMPLE = resolve(PROJECT_ROOT, '../shared/formats/samples/import/instructure_test_qti_2.2.zip');
const STAMP = Date.now().toString(36);
const QUIZ_TITLE = `Organelles in pictures ${STAMP}`;
const VIDEO_ONLY_TITLE = `Only a video ${STAMP}`;
const PNG = new Uint8Array(samplePng(48, 32));

let context: BrowserContext;
let page: Page;
let dir: string;

/** Runs the shared validator on a downloaded file; resolves its output, failing on an invalid package. */
function validate(file: string, kind: 'qti21' | 'cc11' | 'scorm12'): Promise<string> {
  return new Promise((done, fail) => {
    execFile(VALIDATOR, [file, kind], { timeout: 60_000 }, (error, stdout, stderr) =>
      error ? fail(new Error(`${kind}: ${stdout}${stderr}`)) : done(`${stdout}${stderr}`),
    );
  });
}

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'cell.png');
  const response = await fetch(`${origin()}/api/quiz/upload_image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload_image: HTTP ${response.status}`);
  return ((await response.json()) as { content: { url: string } }).content.url;
}

/** The article of some seeded template's video item. */
async function seededVideoArticle(token: string): Promise<number> {
  for (let id = 1; id < 80; id++) {
    const response = await fetch(`${origin()}/api/admin/quiz/template/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) continue;
    const quiz = (
      (await response.json()) as {
        content: { activities: { items: { type: number; article: { id: number } | null }[] }[] };
      }
    ).content;
    const video = quiz.activities.flatMap((a) => a.items).find((i) => i.type === 1 && i.article);
    if (video?.article) return video.article.id;
  }
  throw new Error('no seeded template has a video');
}

const template = (title: string, items: readonly ItemFixture[]) =>
  quizPayload(title, [{ title: 'Cells', items }]);

beforeAll(async () => {
  expect(existsSync(VALIDATOR), `the package validator at ${VALIDATOR}`).toBe(true);
  dir = mkdtempSync(join(tmpdir(), 'quiz-exports-'));
  const token = await apiToken('super@demo.test');
  const image = await uploadImage(token);
  await apiPost(
    '/api/admin/quiz/template/create',
    token,
    template(QUIZ_TITLE, [
      {
        title: `<p>Which organelle is shown?</p><p><img src="${image}" alt="A cell"></p>`,
        options: ['Mitochondrion', 'Ribosome'],
      },
    ]),
  );
  const article = await seededVideoArticle(token);
  await apiPost(
    '/api/admin/quiz/template/create',
    token,
    template(VIDEO_ONLY_TITLE, [
      {
        article,
        sortIndex: 1,
        title: 'Watch first',
        type: 1,
        isMultiple: false,
        rightAnswer: [],
        image: null,
        textOptions: [],
      },
    ]),
  );
  context = await newContext();
  page = await context.newPage();
  await signIn(page, 'super@demo.test');
});

afterAll(async () => {
  await context?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const table = () => page.getByRole('table');

async function showTemplate(title: string) {
  await page.goto(url('/quiz'));
  await searchList(page, page.getByRole('searchbox', { name: 'Search by Title' }), title);
  await table().getByRole('link', { name: title }).waitFor();
}

async function openDownload(
  title: string,
  format: 'QTI' | 'CC' | 'SCORM' | 'Moodle XML' | 'GIFT',
  checkAxe: boolean,
) {
  await table()
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  await page.getByRole('heading', { name: `Download "${title}"` }).waitFor();
  const formats = page.getByRole('dialog', { name: `Download "${title}"` });
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);
  await formats.getByRole('button', { name: format, exact: true }).click();
  await page.getByRole('heading', { name: `Select the Institution to download ${format}` }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));
  // What the format cannot carry is said before the file is built (ADR 398).
  await page
    .getByRole('dialog')
    .getByText(/^(This format carries the whole quiz\.|What this format cannot carry \(\d+\))$/)
    .waitFor();
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);
}

async function download(choose: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), choose()]);
  return file;
}

test('a template with an image downloads as QTI, CC and SCORM, each named per SPEC, a zip with its manifest, image and a valid package', async () => {
  await showTemplate(QUIZ_TITLE);
  const cases = [
    { format: 'QTI', name: `${QUIZ_TITLE}-qti.zip`, kind: 'qti21', image: 'images/image-1.png' },
    {
      format: 'CC',
      name: `${QUIZ_TITLE}-cc-export.imscc`,
      kind: 'cc11',
      image: 'web_resources/images/image-1.png',
    },
    { format: 'SCORM', name: `${QUIZ_TITLE}-scorm-export.zip`, kind: 'scorm12', image: 'images/image-1.png' },
  ] as const;
  const validations: Promise<string>[] = [];
  for (const [index, item] of cases.entries()) {
    await openDownload(QUIZ_TITLE, item.format, index === 0);
    const dialog = page.getByRole('dialog');
    const file =
      item.format === 'SCORM'
        ? // The last one for an institution picked from the list.
          await download(() =>
            dialog.getByRole('list', { name: 'Institutions' }).getByRole('button').first().click(),
          )
        : await download(() =>
            dialog.getByRole('button', { name: 'Download without an institution' }).click(),
          );
    expect(file.suggestedFilename()).toBe(item.name);
    const saved = join(dir, item.name);
    await file.saveAs(saved);
    await page.getByRole('heading', { name: /^Select the Institution/ }).waitFor({ state: 'detached' });

    const entries = unzipSync(new Uint8Array(readFileSync(saved)));
    expect(strFromU8(entries['imsmanifest.xml']!)).toContain('<manifest');
    expect(entries[item.image]).toEqual(PNG);
    expect(strFromU8(entries['imsmanifest.xml']!)).toContain(item.image);
    validations.push(validate(saved, item.kind));
  }
  for (const output of await Promise.all(validations))
    expect(output).toMatch(/VALID (qti21|cc11|scorm12) package/);
});

test('a template downloads as Moodle XML and GIFT, each named after the quiz, with its questions', async () => {
  await showTemplate(QUIZ_TITLE);
  const cases = [
    { format: 'Moodle XML', name: `${QUIZ_TITLE}-moodle.xml`, holds: '<question type="multichoice">' },
    { format: 'GIFT', name: `${QUIZ_TITLE}-gift.txt`, holds: '$CATEGORY: $course$/top/' },
  ] as const;
  for (const item of cases) {
    await openDownload(QUIZ_TITLE, item.format, false);
    const file = await download(() =>
      page.getByRole('dialog').getByRole('button', { name: 'Download without an institution' }).click(),
    );
    expect(file.suggestedFilename()).toBe(item.name);
    const saved = join(dir, item.name);
    await file.saveAs(saved);
    await page.getByRole('heading', { name: /^Select the Institution/ }).waitFor({ state: 'detached' });
    expect(readFileSync(saved, 'utf8')).toContain(item.holds);
  }
});

test('a cartridge of a quiz without questions shows the server message', async () => {
  await showTemplate(VIDEO_ONLY_TITLE);
  await openDownload(VIDEO_ONLY_TITLE, 'CC', false);
  await page.getByRole('dialog').getByRole('button', { name: 'Download without an institution' }).click();
  await page.getByText('This quiz has no questions to export.').first().waitFor();
  // The picker stays open for another try.
  expect(await page.getByRole('heading', { name: 'Select the Institution to download CC' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test("'Upload QTI' takes a QTI 2.2 package; the new template lists its questions and shows the imported image", async () => {
  await page.goto(url('/quiz'));
  await table().waitFor();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload QTI', exact: true }).click(),
  ]);
  await chooser.setFiles(SAMPLE);
  await page.getByText('Uploaded files successfully processed').waitFor();
  // The essay and the text entry come in as their own types (ADR 204); what the console cannot hold is left out, so
  // the import report opens by itself and names it.
  const report = page.getByRole('dialog');
  await report.getByRole('heading', { name: 'Import report' }).waitFor();
  const summary = (await report.getByText(/items? in the upload:/).textContent()) ?? '';
  const [total, imported, changed, skipped] = summary.match(/\d+/g)!.map(Number);
  expect(imported! + changed! + skipped!).toBe(total);
  expect(skipped).toBeGreaterThanOrEqual(1);
  expect(imported! + changed!).toBeGreaterThanOrEqual(3);
  expect(await report.getByRole('row').filter({ hasText: 'Skipped' }).count()).toBe(skipped);
  expect(await axeViolations(page)).toEqual([]);
  await report.getByRole('button', { name: 'Close' }).click();
  await report.waitFor({ state: 'detached' });

  await showTemplate('Simple Feedback Test');
  const row = table()
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Simple Feedback Test' }) });
  // The row's cells: its selection checkbox, then the columns after the title (the title is the row header).
  expect(Number((await row.getByRole('cell').nth(3).textContent())?.trim())).toBeGreaterThan(1);
  await row.getByRole('link', { name: 'Simple Feedback Test' }).click();
  await page.waitForURL(/\/quiz\/view\/\d+$/);
  await page.getByText('You must stay with your luggage at all times.').waitFor();
  // Every item the report counted as imported is a question of the template; the skipped ones are not.
  expect(await page.getByRole('heading', { level: 4, name: /^Question \d+: / }).count()).toBe(
    imported! + changed!,
  );

  // The question with the package's picture, in the editor: the image is served from /media.
  const id = pathOf(page).split('/').pop()!;
  await page.goto(url(`/quiz/edit/${id}`));
  const image = page.locator('img[alt="NEVER LEAVE LUGGAGE UNATTENDED"]');
  await image.first().waitFor();
  expect(await image.first().getAttribute('src')).toMatch(/^\/media\/uploads\/quiz-images\/[\w-]+\.png$/);
  expect(await image.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
});

test('a file refused whole shows the message and opens its import report, one skipped line per item', async () => {
  const markers = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="ddmarker"><name><text>Mark the nucleus ${STAMP}</text></name>
    <questiontext format="html"><text><![CDATA[<p>Drag the marker onto the nucleus.</p>]]></text></questiontext></question>
  <question type="description"><name><text>About cells ${STAMP}</text></name>
    <questiontext format="html"><text><![CDATA[<p>The next questions are about cells.</p>]]></text></questiontext></question>
</quiz>`;
  await page.goto(url('/quiz'));
  await table().waitFor();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload QTI', exact: true }).click(),
  ]);
  await chooser.setFiles({ name: 'markers.xml', mimeType: 'text/xml', buffer: Buffer.from(markers) });
  await page.getByText('The file holds no questions the console can import.').first().waitFor();
  const report = page.getByRole('dialog');
  await report.getByRole('heading', { name: 'Import report' }).waitFor();
  await report.getByText('2 items in the upload: 0 imported, 0 imported with changes, 2 skipped.').waitFor();
  expect(await report.getByRole('row').filter({ hasText: 'Skipped' }).count()).toBe(2);
  // The description reads as a text block (ADR 260), not stored either: no question goes with it.
  await report
    .getByRole('row')
    .filter({ hasText: 'The next questions are about cells.' })
    .getByText(/no question to show it with/i)
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // Keyboard: Esc closes the report, which stays the last one to open again.
  await page.keyboard.press('Escape');
  await report.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Last import report' }).click();
  await page.getByRole('dialog').getByText(`Mark the nucleus ${STAMP}`).waitFor();
  await page.keyboard.press('Escape');
});
