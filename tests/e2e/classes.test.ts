/**
 * Classes in Chromium against the real server: an instructor creates a class, invites three students, adds a
 * quiz and a playlist from the pickers, uploads a document and cancels a second upload while its bar shows,
 * shares the class with a second instructor and removes the quiz, and finds each change after a reload; the
 * second instructor cannot open the first one's unshared class. axe on the class page and its dialogs.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { samplePdf } from '../../server/seed/documents';
import {
  apiGet,
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  pathOf,
  signInAt,
  signInWithToken,
  url,
} from './browser';
import { typeDate } from './datePicker';

let context: BrowserContext;
let page: Page;
let classId: number;

beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'cs@demo.test');
});
afterAll(() => context.close());

const pdf = (text: string) => Buffer.from(samplePdf(text));
const tab = (name: RegExp) => page.getByRole('tab', { name });
const table = (name: string) => page.getByRole('table', { name });

test('an instructor creates a class and lands on its page', async () => {
  await page.goto(url('/classes'));
  await page.getByRole('heading', { name: 'Classes' }).waitFor();
  await page.getByRole('button', { name: 'Create Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Class' });
  await dialog.getByLabel('Title').fill('ab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Title is too short. It should have 3 characters or more.').waitFor();
  await dialog.getByLabel('Title').fill('Marine Biology 2026');
  await dialog.getByLabel('Institution (optional)').fill('Harbor College');
  await typeDate(dialog, 'Start date', '09/01/2026');
  await typeDate(dialog, 'End date', '12/18/2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { name: 'Marine Biology 2026' }).waitFor();
  await page.getByText('Class successfully created').waitFor();
  classId = Number(pathOf(page).split('/').pop());
  expect(classId).toBeGreaterThan(0);
});

test('three students are invited; a token that is no address is named and nothing is sent', async () => {
  await page.getByRole('button', { name: 'Invite students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite students' });
  const field = dialog.getByLabel('E-mail addresses, one per line or comma separated');
  await field.fill('ann@school.test, not-an-address');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Not e-mail addresses: not-an-address' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await field.fill('ann@school.test, bo@school.test\ncy@school.test');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await page.getByText('Students added to the class').waitFor();
  await table('Students').getByRole('cell', { name: 'cy@school.test', exact: true }).waitFor();
  expect(await table('Students').getByRole('row').count()).toBe(4);
});

test('a quiz and a playlist are added from the pickers', async () => {
  await tab(/^Quizzes/).click();
  await page.getByRole('button', { name: 'Add quizzes' }).click();
  const quizzes = page.getByRole('dialog', { name: 'Add quizzes to classes' });
  const firstRow = quizzes
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select / }) })
    .first();
  const firstQuiz = firstRow.getByRole('checkbox');
  await firstQuiz.waitFor();
  const quizTitle = ((await firstRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await firstQuiz.check();
  // On a window shorter than the dialog (a laptop with the list of a busy author) it scrolls: its buttons stay
  // within reach instead of being cut off above and below.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 260 });
  await quizzes.getByRole('button', { name: /^Add selected/ }).click();
  await page.setViewportSize(viewport);
  await page.getByText('Quiz successfully added').waitFor();
  await table('Quizzes').getByRole('cell', { name: quizTitle, exact: true }).waitFor();

  await tab(/^Playlists/).click();
  await page.getByRole('button', { name: 'Add playlists' }).click();
  const playlists = page.getByRole('dialog', { name: 'Add playlists to classes' });
  await playlists.getByRole('checkbox', { name: 'Select Cell Biology Essentials' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await playlists.getByRole('button', { name: /^Add selected/ }).click();
  await page.getByText('Playlists successfully added').waitFor();
  await table('Playlists').getByRole('cell', { name: 'Cell Biology Essentials', exact: true }).waitFor();
});

test('a document is uploaded; a second upload is cancelled while its bar shows and is not stored', async () => {
  await tab(/^Documents/).click();
  const input = page.getByTestId('class-document-file');
  await input.setInputFiles({
    name: 'reading-list.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Reading list'),
  });
  await page.getByRole('link', { name: 'Open reading-list.pdf' }).waitFor();

  let held!: (route: Route) => void;
  const route = new Promise<Route>((resolve) => (held = resolve));
  await page.route(
    `**/api/admin/class/${classId}/document`,
    (r) => (r.request().method() === 'POST' ? held(r) : r.continue()),
    {
      times: 1,
    },
  );
  await input.setInputFiles({ name: 'big-slides.pdf', mimeType: 'application/pdf', buffer: pdf('Slides') });
  const bar = page.getByRole('progressbar', { name: 'Uploading big-slides.pdf' });
  await bar.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await bar.waitFor({ state: 'detached' });
  await (await route).abort().catch(() => undefined);
  const token = await apiToken('cs@demo.test');
  const stored = await apiGet<{ documents: { fileName: string }[] }>(
    `/api/admin/class/${classId}/document`,
    token,
  );
  expect(stored.documents.map((d) => d.fileName)).toEqual(['reading-list.pdf']);
});

test('the class is shared with a second instructor and the quiz is removed', async () => {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share class with instructors' });
  await dialog.getByLabel('E-mail addresses, one per line or comma separated').fill('lti@demo.test');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByText('Class successfully shared').waitFor();
  await page.getByText('Shared with: Lee Lti').waitFor();

  await tab(/^Quizzes/).click();
  await table('Quizzes')
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  // The row goes at once; the notice offers Undo and the removal is sent when it ends (ADR 290).
  await table('Quizzes').getByText('No list items').waitFor();
  const notice = page.getByRole('region', { name: 'Notifications' }).getByText(/^Quiz successfully deleted/);
  await notice.waitFor();
  await page.getByRole('heading', { name: 'Marine Biology 2026' }).hover();
  await notice.waitFor({ state: 'detached' });
  const token = await apiToken('cs@demo.test');
  await expect
    .poll(async () => (await apiGet<{ result: unknown[] }>(`/api/admin/class/${classId}/quiz`, token)).result)
    .toEqual([]);
});

test('after a reload every change is still there', async () => {
  await page.reload();
  await page.getByRole('heading', { name: 'Marine Biology 2026' }).waitFor();
  await page.getByText('Shared with: Lee Lti').waitFor();
  expect(await table('Students').getByRole('row').count()).toBe(4);
  await tab(/^Playlists/).click();
  await table('Playlists').getByRole('cell', { name: 'Cell Biology Essentials', exact: true }).waitFor();
  await tab(/^Quizzes/).click();
  await table('Quizzes').getByText('No list items').waitFor();
  await tab(/^Documents/).click();
  await page.getByRole('link', { name: 'Open reading-list.pdf' }).waitFor();
  expect(await page.getByRole('link', { name: /^Open / }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('a deleted document comes back with Undo in its notification, or with Restore in the Deleted view', async () => {
  await tab(/^Documents/).click();
  await page.getByRole('button', { name: 'Actions for reading-list.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Document "reading-list.pdf" deleted' });
  await notice.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('link', { name: 'Open reading-list.pdf' }).waitFor();

  await page.getByRole('button', { name: 'Actions for reading-list.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('table', { name: 'Documents' }).getByText('No documents').waitFor();
  await page.getByRole('button', { name: 'Deleted', exact: true }).click();
  await page.getByRole('button', { name: 'Actions for reading-list.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await page.getByRole('table', { name: 'Documents' }).getByText('No deleted documents').waitFor();
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await page.getByRole('link', { name: 'Open reading-list.pdf' }).waitFor();
});

test('a second instructor opens the shared class but not the first one’s unshared class', async () => {
  const csToken = await apiToken('cs@demo.test');
  const unshared = await apiPost<{ id: number }>('/api/admin/class/', csToken, { title: 'Private Seminar' });
  const other = await newContext();
  const lti = await other.newPage();
  try {
    await signInAt(lti, 'lti@demo.test', `/classes/${classId}`);
    await lti.getByRole('heading', { name: 'Marine Biology 2026' }).waitFor();
    await lti.goto(url(`/classes/${unshared.id}`));
    await lti.getByRole('heading', { name: 'Class not found' }).waitFor();
    expect(await lti.getByText('Private Seminar').count()).toBe(0);
  } finally {
    await other.close();
  }
});
