/**
 * The delete pattern (ADR 266) and axe in Arabic, in Chromium against the real server: the quiz editor at 1920 px
 * in Arabic with a question open and with the "saved in another tab or device" dialog; the Classes list in Arabic
 * with a delete notice (in Arabic words) and its Undo on screen; and a class and a playlist deleted from their list's
 * row menu in English, in one step (ADR 351): nothing is asked, the row goes at once, the notice says so with Undo,
 * Undo brings the row back (kept on the server, still there after a reload), and a delete left to its notice's end
 * is sent (gone after a reload).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CLASS_MESSAGES } from '../../src/domain/classes/classes';
import { PLAYLIST_MESSAGES } from '../../src/domain/playlists/playlists';
import { bulk } from '../../src/i18n/en/bulk';
import { classes } from '../../src/i18n/en/classes';
import { playlists } from '../../src/i18n/en/playlists';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import {
  apiPost,
  apiToken,
  axeViolations,
  DEMO_PASSWORD,
  newContext,
  origin,
  searchList,
  signIn,
  standStill,
  url,
} from './browser';
import { createTakeQuiz } from './takeFixtures';

/** An instructor whose profile keeps no language: an Arabic browser gives an Arabic console, nothing is saved. */
const INSTRUCTOR = 'cs@demo.test';
const WIDE = { width: 1920, height: 1080 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function pageIn(locale: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(viewport, locale);
  contexts.push(context);
  return context.newPage();
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog text with `{{values}}` as a pattern: any value, isolated or not. */
const pattern = (text: string) => new RegExp(`^${escaped(text).replace(/\\\{\\\{[^}]+\\\}\\\}/g, '.+')}$`);

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** A console in Arabic (the browser's language), signed in through the Arabic form. */
async function arabicConsole(viewport: { width: number; height: number }): Promise<Page> {
  const page = await pageIn('ar-EG', viewport);
  await page.goto(url('/signin'));
  await page.getByLabel(arCore.signIn.email, { exact: true }).fill(INSTRUCTOR);
  await page.getByLabel(arCore.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: arCore.signIn.submit, exact: true }).click();
  await page.getByRole('heading', { name: pattern(arAreas.dashboard.greeting) }).waitFor();
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  return page;
}

describe('the quiz editor in Arabic at 1920 px', () => {
  const editorBar = (page: Page) => page.getByRole('group', { name: arAreas.editorLayout.editorActions });
  const titleField = (page: Page) => page.getByRole('textbox', { name: arAreas.editor.title, exact: true });

  async function arabicEditor(quizId: number): Promise<Page> {
    const page = await arabicConsole(WIDE);
    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await titleField(page).waitFor();
    return page;
  }

  test('with a question open, axe finds nothing', async () => {
    const token = await apiToken(INSTRUCTOR);
    const quizId = await createTakeQuiz(token, { title: unique('Arabic wide editor') });
    const page = await arabicEditor(quizId);
    // The question card is open: its header offers to collapse it, and its options are fields to edit.
    const card = page.getByRole('article', { name: pattern(arAreas.editor.question) }).first();
    await card.waitFor();
    if ((await card.getByRole('button', { name: pattern(arAreas.editor.expand) }).count()) > 0)
      await card.getByRole('button', { name: pattern(arAreas.editor.expand) }).click();
    await card.getByRole('button', { name: pattern(arAreas.editor.collapse) }).waitFor();
    await card.getByRole('textbox').first().waitFor();
    // At 1920 px the activities sit above the details in one pane (ADR 351), the items in the other.
    const details = (await page
      .getByRole('region', { name: arAreas.editor.quizDetails, exact: true })
      .boundingBox())!;
    const activities = (await page
      .getByRole('region', { name: arAreas.editor.activities, exact: true })
      .boundingBox())!;
    const items = (await page
      .getByRole('region', { name: arAreas.editorLayout.items, exact: true })
      .boundingBox())!;
    expect(activities.y + activities.height).toBeLessThanOrEqual(details.y + 1);
    // Right to left: the items are on the left of that pane.
    expect(items.x + items.width).toBeLessThanOrEqual(Math.min(activities.x, details.x) + 1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the dialog of a quiz saved in another tab or device: axe finds nothing', async () => {
    const token = await apiToken(INSTRUCTOR);
    const quizId = await createTakeQuiz(token, { title: unique('Arabic two tabs') });
    const mine = await arabicEditor(quizId);
    const other = await arabicEditor(quizId);

    await titleField(other).fill(unique('Saved in the other tab'));
    await editorBar(other).getByRole('button', { name: arAreas.editor.saveQuiz, exact: true }).click();
    await other.waitForURL((address) => !address.pathname.includes('/edit/'));

    await titleField(mine).fill(unique('Saved in this tab'));
    await editorBar(mine).getByRole('button', { name: arAreas.editor.saveQuiz, exact: true }).click();
    const dialog = mine.getByRole('alertdialog', { name: arAreas.editor.conflictTitleYours });
    await dialog.getByRole('button', { name: arAreas.editor.keepMine, exact: true }).waitFor();
    const reload = dialog.getByRole('button', { name: arAreas.editor.reloadSaved, exact: true });
    await expect.poll(() => reload.isEnabled()).toBe(true);
    expect(await axeViolations(mine)).toEqual([]);
  });
});

test('Arabic: the Classes list with a delete notice and its Undo on screen, axe finds nothing', async () => {
  const token = await apiToken(INSTRUCTOR);
  const title = unique('Arabic notice class');
  await apiPost('/api/admin/class/', token, {
    title,
    institution: 'University of Eastport',
    description: '',
    startDate: null,
    endDate: null,
    professor: false,
  });
  const page = await arabicConsole(LAPTOP);
  await page.goto(url('/classes'));
  await page.getByRole('heading', { name: arAreas.classes.title, exact: true }).waitFor();
  await searchList(page, page.getByRole('searchbox', { name: arAreas.classes.search }), title);
  const row = page.getByRole('row').filter({ hasText: title });
  // The row's menu is named for the class, its title isolated inside the Arabic words.
  const rowMenu = new RegExp(
    `^${escaped(arAreas.list.rowActions.replace('{{name}}', ''))}.*${escaped(title)}`,
  );
  await row.getByRole('button', { name: rowMenu }).click();
  const item = page.getByRole('menuitem', { name: arAreas.classes.delete, exact: true });
  await item.waitFor();
  // From the Delete on, the notice's lifetime is the test's.
  const { tick } = await standStill(page);
  // One step (ADR 351): the menu's Delete deletes, nothing is asked.
  await item.click();
  const notices = page.getByRole('region', { name: arCore.notifications.region });
  const undo = notices.getByRole('button', { name: arAreas.bulk.undo, exact: true });
  await expect.poll(async () => (await tick(), undo.count())).toBe(1);
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  await row.waitFor({ state: 'detached' });
  // The pointer on the notice holds it while axe waits for the page's animations on a running clock.
  await undo.hover();
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
  expect(await undo.isVisible()).toBe(true);
  // The notice says it in Arabic, SPEC's English words translated, never shown as they are.
  await notices.getByText(arAreas.specTexts.class_deleted, { exact: true }).waitFor();
  expect(await notices.getByText(CLASS_MESSAGES.deleted).count()).toBe(0);
  // Undo in Arabic brings the row back.
  await undo.click();
  await row.waitFor();
});

interface Kind {
  readonly name: string;
  readonly listPath: string;
  readonly heading: string;
  readonly search: string;
  readonly notice: string;
  /** The row menu's Delete. */
  readonly deleteItem: string;
  readonly emptyList: string;
  /** Makes the record through the API and answers its id. */
  readonly create: (token: string, title: string) => Promise<number>;
  readonly apiPath: (id: number) => string;
}

const KINDS: readonly Kind[] = [
  {
    name: 'class',
    listPath: '/classes',
    heading: classes.title,
    search: classes.search,
    notice: CLASS_MESSAGES.deleted,
    deleteItem: classes.delete,
    emptyList: CLASS_MESSAGES.emptyList,
    create: async (token, title) =>
      (
        await apiPost<{ id: number }>('/api/admin/class/', token, {
          title,
          institution: 'University of Eastport',
          description: '',
          startDate: null,
          endDate: null,
          professor: false,
        })
      ).id,
    apiPath: (id) => `/api/admin/class/${id}`,
  },
  {
    name: 'playlist',
    listPath: '/playlist',
    heading: playlists.title,
    search: playlists.search,
    notice: PLAYLIST_MESSAGES.deleted,
    deleteItem: playlists.delete,
    emptyList: PLAYLIST_MESSAGES.emptyList,
    create: async (token, title) =>
      (await apiPost<{ id: number }>('/api/admin/playlist', token, { title, items: [] })).id,
    apiPath: (id) => `/api/admin/playlist/${id}`,
  },
];

const statusOf = async (path: string, token: string) =>
  (await fetch(`${origin()}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe.each(KINDS)('deleting a $name from its list', (kind) => {
  test('the row goes, the notice offers Undo; Undo keeps it on the server; left to end, the notice sends the delete', async () => {
    const token = await apiToken(INSTRUCTOR);
    const title = unique(`Undo ${kind.name}`);
    const id = await kind.create(token, title);
    const page = await pageIn('en-US', LAPTOP);
    await signIn(page, INSTRUCTOR);

    const searchBox = () => page.getByRole('searchbox', { name: kind.search });
    const open = async () => {
      await page.goto(url(kind.listPath));
      await page.getByRole('heading', { name: kind.heading, exact: true }).waitFor();
      await searchList(page, searchBox(), title);
    };
    const row: Locator = page.getByRole('row').filter({ hasText: title });
    const notices = page.getByRole('region', { name: 'Notifications' });
    const deleted = notices.getByText(kind.notice, { exact: true });
    const undo = notices.getByRole('button', { name: bulk.undo, exact: true });

    /** Deletes the row from its menu; from its Delete on, the page's clock moves only by the returned tick. */
    const deleteRow = async () => {
      await row.getByRole('button', { name: `Actions for ${title}` }).click();
      const item = page.getByRole('menuitem', { name: kind.deleteItem, exact: true });
      await item.waitFor();
      const { tick } = await standStill(page);
      // One step (ADR 351): nothing is asked; the row goes at once, the notice says so and offers Undo.
      await item.click();
      await row.waitFor({ state: 'detached' });
      await expect.poll(async () => (await tick(), deleted.count())).toBe(1);
      await undo.waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      return tick;
    };

    await open();
    await row.waitFor();
    let tick = await deleteRow();
    // While the notice is on screen nothing is sent.
    expect(await statusOf(kind.apiPath(id), token)).toBe(200);

    // Undo: the notice says so, the row is back, and the server never deleted it.
    await undo.click();
    await notices.getByText(bulk.undone_one.replace('{{count}}', '1'), { exact: true }).waitFor();
    await page.clock.resume();
    await row.waitFor();
    expect(await statusOf(kind.apiPath(id), token)).toBe(200);
    await open();
    await row.waitFor();

    // Again, and the notice is left to end: then the delete is sent.
    tick = await deleteRow();
    await page.getByRole('heading', { name: kind.heading, exact: true }).hover();
    await expect.poll(async () => (await tick(), deleted.count()), { timeout: 30_000 }).toBe(0);
    await page.clock.resume();
    await expect.poll(() => statusOf(kind.apiPath(id), token)).toBe(404);
    await open();
    await page.getByText(kind.emptyList, { exact: true }).waitFor();
    expect(await row.count()).toBe(0);
  });
});
