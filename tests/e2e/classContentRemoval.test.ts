/**
 * Removing a quiz, a playlist or a student (ADR 351) from a class (ADR 290), in Chromium against the real server: the row leaves its tab
 * at once, the notice keeps SPEC's words, says what the removal leaves and offers Undo; Undo brings the row back and
 * the server never removed it (still there after a reload); left to end, the notice sends the removal (gone after a
 * reload). By keyboard, Undo takes the focus from the removed row and gives it back. axe finds nothing with the
 * notice open, in English and in Arabic. Screenshots at 1920, 1280 and 390 px with the notice open go to
 * tests/.artifacts/class-content-removal/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CLASS_MESSAGES } from '../../src/domain/classes/classes';
import { bulk } from '../../src/i18n/en/bulk';
import { classes } from '../../src/i18n/en/classes';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import {
  apiGet,
  apiPost,
  apiToken,
  axeViolations,
  DEMO_PASSWORD,
  focusedOn,
  newContext,
  signInWithToken,
  standStill,
  tabTo,
  url,
} from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STAMP = Date.now().toString(36);
const CLASS_TITLE = `Removals ${STAMP}`;
const QUIZ_TITLE = `Tides ${STAMP}`;
const PLAYLIST_TITLE = `Currents ${STAMP}`;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/class-content-removal');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let classId = 0;
let quizId = 0;
let playlistId = 0;
let token = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  token = await apiToken(INSTRUCTOR);
  quizId = await createTakeQuiz(token, { title: QUIZ_TITLE });
  playlistId = (
    await apiPost<{ id: number }>('/api/admin/playlist', token, { title: PLAYLIST_TITLE, items: [] })
  ).id;
  classId = (
    await apiPost<{ id: number }>('/api/admin/class/', token, {
      title: CLASS_TITLE,
      institution: null,
      description: '',
      startDate: null,
      endDate: null,
    })
  ).id;
  await apiPost(`/api/admin/class/${classId}/invite`, token, { emails: [`tide.${STAMP}@example.test`] });
  await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [classId] });
  await apiPost('/api/admin/class/playlist', token, { playlistsIds: [playlistId], classIds: [classId] });
});
afterAll(() => Promise.all(contexts.map((context) => context.close())));

async function pageAt(width: number, locale = 'en-US'): Promise<Page> {
  const context = await newContext({ width, height: 900 }, locale);
  contexts.push(context);
  return context.newPage();
}

const quizzesOnServer = async () =>
  (await apiGet<{ result: { id: number }[] }>(`/api/admin/class/${classId}/quiz`, token)).result.map(
    (q) => q.id,
  );
const playlistsOnServer = async () =>
  (await apiGet<{ result: { id: number }[] }>(`/api/admin/class/${classId}/playlist`, token)).result.map(
    (p) => p.id,
  );

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

interface Words {
  readonly region: string;
  readonly rowActions: (title: string) => RegExp;
  readonly remove: string;
  readonly undo: string;
}

const ENGLISH: Words = {
  region: 'Notifications',
  rowActions: (title) => new RegExp(`^Actions for ${escaped(title)}$`),
  remove: classes.remove,
  undo: bulk.undo,
};

const ARABIC: Words = {
  region: arCore.notifications.region,
  rowActions: (title) =>
    new RegExp(`^${escaped(arAreas.list.rowActions.replace('{{name}}', ''))}.*${escaped(title)}`),
  remove: arAreas.classes.remove,
  undo: arAreas.bulk.undo,
};

/**
 * Removes a row from its tab through its menu; from the click on the page's clock moves only by `tick`, so the
 * notice stays until the test lets it go. Answers the row, the notice's Undo and `tick` once the row has left and the
 * notice is up.
 */
async function removeRow(page: Page, title: string, words: Words) {
  const row: Locator = page.getByRole('tabpanel').getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: words.rowActions(title) }).click();
  const remove = page.getByRole('menuitem', { name: words.remove, exact: true });
  await remove.waitFor();
  const { tick } = await standStill(page);
  await remove.click();
  const notices = page.getByRole('region', { name: words.region });
  const undo = notices.getByRole('button', { name: words.undo, exact: true });
  await expect.poll(async () => (await tick(), undo.count())).toBe(1);
  await row.waitFor({ state: 'detached' });
  return { row, notices, undo, tick };
}

async function openClass(
  page: Page,
  tab: 'quizzes' | 'playlists',
  playlistsTab: string = classes.tabPlaylists,
) {
  await page.goto(url(`/classes/${classId}${tab === 'quizzes' ? '?tab=quizzes' : ''}`));
  await page.getByRole('heading', { name: CLASS_TITLE }).waitFor();
  if (tab === 'playlists')
    await page.getByRole('tab', { name: new RegExp(`^${escaped(playlistsTab)}`) }).click();
}

test('a quiz removed: Undo keeps it, left to end the removal is sent', async () => {
  const page = await pageAt(1280);
  await signInWithToken(page, INSTRUCTOR);
  await openClass(page, 'quizzes');
  const quizRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: QUIZ_TITLE });
  await quizRow.waitFor();

  const { notices, undo } = await removeRow(page, QUIZ_TITLE, ENGLISH);
  // SPEC's words, then what the removal leaves.
  const notice = notices.getByText(new RegExp(`^${escaped(CLASS_MESSAGES.quizDeleted)}`));
  expect(await notice.textContent()).toBe(`${CLASS_MESSAGES.quizDeleted}\n${classes.removedQuizWithLinks}`);
  expect(await page.getByRole('tab', { name: /^Quizzes/ }).textContent()).toContain('(0)');
  // While the notice is on screen nothing is sent.
  expect(await quizzesOnServer()).toContain(quizId);
  // The pointer on the notice holds it while axe waits for the page's animations on a running clock.
  await undo.hover();
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'quiz-notice-1280');
  expect(await undo.isVisible()).toBe(true);

  // Undo: the row is back, and the server still has it after a reload.
  await undo.click();
  // It says the quiz is back in the class, not that a deletion was undone: nothing was deleted.
  await notices.getByText(classes.removalUndone, { exact: true }).waitFor();
  await quizRow.waitFor();
  expect(await quizzesOnServer()).toContain(quizId);
  await page.reload();
  await quizRow.waitFor();

  // Again, and the notice is left to end: then the removal is sent, once.
  const again = await removeRow(page, QUIZ_TITLE, ENGLISH);
  await page.getByRole('heading', { name: CLASS_TITLE }).hover();
  await expect.poll(async () => (await again.tick(), again.undo.count()), { timeout: 30_000 }).toBe(0);
  await page.clock.resume();
  await expect.poll(quizzesOnServer).not.toContain(quizId);
  await page.reload();
  await page.getByRole('heading', { name: CLASS_TITLE }).waitFor();
  await page.getByRole('tabpanel').getByText(CLASS_MESSAGES.emptyList, { exact: true }).waitFor();
  expect(await quizRow.count()).toBe(0);
  // The quiz itself is not deleted.
  expect((await apiGet<{ id: number }>(`/api/admin/quiz/user_quiz/${quizId}`, token)).id).toBe(quizId);
});

test('a student removed from the class: at once, no confirmation, the notice with Undo; left to end, gone', async () => {
  const student = `tide.${STAMP}@example.test`;
  const studentsOnServer = async () =>
    (await apiGet<{ students: { email: string }[] }>(`/api/admin/class/${classId}`, token)).students.map(
      (s) => s.email,
    );
  const page = await pageAt(1280);
  await signInWithToken(page, INSTRUCTOR);
  await page.goto(url(`/classes/${classId}`));
  const studentRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: student });
  await studentRow.waitFor();
  const words = { ...ENGLISH, remove: classes.removeFromClass };
  const { notices, undo } = await removeRow(page, student, words);
  // No dialog asked first: the notice and its Undo are the only step (ADR 351).
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(
    await notices.getByText(new RegExp(`^${escaped(CLASS_MESSAGES.studentRemoved)}`)).textContent(),
  ).toBe(`${CLASS_MESSAGES.studentRemoved}\n${classes.removedStudent}`);
  expect(await studentsOnServer()).toContain(student);
  await undo.hover();
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'student-notice-1280');
  await undo.click();
  await studentRow.waitFor();
  expect(await studentsOnServer()).toContain(student);

  const again = await removeRow(page, student, words);
  await page.getByRole('heading', { name: CLASS_TITLE }).hover();
  await expect.poll(async () => (await again.tick(), again.undo.count()), { timeout: 30_000 }).toBe(0);
  await page.clock.resume();
  await expect.poll(studentsOnServer).not.toContain(student);
  await page.reload();
  await page.getByRole('heading', { name: CLASS_TITLE }).waitFor();
  await page.getByRole('tabpanel').getByText(CLASS_MESSAGES.emptyList, { exact: true }).waitFor();
});

test('a playlist removed at 1920 px and at 390 px: the notice with Undo, Undo brings it back', async () => {
  for (const width of [1920, 390]) {
    const page = await pageAt(width);
    await signInWithToken(page, INSTRUCTOR);
    await openClass(page, 'playlists');
    const playlistRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: PLAYLIST_TITLE });
    await playlistRow.waitFor();
    const { notices, undo } = await removeRow(page, PLAYLIST_TITLE, ENGLISH);
    expect(
      await notices.getByText(new RegExp(`^${escaped(CLASS_MESSAGES.playlistDeleted)}`)).textContent(),
    ).toBe(`${CLASS_MESSAGES.playlistDeleted}\n${classes.removedPlaylist}`);
    await undo.hover();
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `playlist-notice-${width}`);
    await undo.click();
    await playlistRow.waitFor();
  }
  expect(await playlistsOnServer()).toContain(playlistId);
});

test('Arabic: the notice in Arabic words with its Undo, axe finds nothing', async () => {
  const page = await pageAt(1280, 'ar-EG');
  await page.goto(url('/signin'));
  await page.getByLabel(arCore.signIn.email, { exact: true }).fill(INSTRUCTOR);
  await page.getByLabel(arCore.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: arCore.signIn.submit, exact: true }).click();
  await page
    .getByRole('heading', { name: new RegExp(`^${escaped(arAreas.dashboard.greeting.split('{{')[0]!)}`) })
    .waitFor();
  await openClass(page, 'playlists', arAreas.classes.tabPlaylists);
  const playlistRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: PLAYLIST_TITLE });
  await playlistRow.waitFor();
  const { notices, undo } = await removeRow(page, PLAYLIST_TITLE, ARABIC);
  await notices.getByText(arAreas.classes.removedPlaylist, { exact: false }).waitFor();
  await notices.getByText(new RegExp(`^${escaped(arAreas.specTexts.class_playlistDeleted)}`)).waitFor();
  expect(await notices.getByText(CLASS_MESSAGES.playlistDeleted).count()).toBe(0);
  await undo.hover();
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'playlist-notice-ar-1280');
  await undo.click();
  await playlistRow.waitFor();
});

test('by keyboard: Undo takes the focus from the removed row and gives it back to the row', async () => {
  const page = await pageAt(1280);
  await signInWithToken(page, INSTRUCTOR);
  await openClass(page, 'playlists');
  const playlistRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: PLAYLIST_TITLE });
  await playlistRow.waitFor();
  const actions = `button: Actions for ${PLAYLIST_TITLE}`;
  await page.getByRole('tab', { name: /^Playlists/ }).focus();
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  while ((await menu.locator('[role="menuitem"][data-focus]').textContent())?.trim() !== classes.remove)
    await page.keyboard.press('ArrowDown');
  const { tick } = await standStill(page);
  await page.keyboard.press('Enter');
  await playlistRow.waitFor({ state: 'detached' });
  // The row's menu button went with the row: the focus is on the notice's Undo (ADR 278).
  await expect.poll(async () => (await tick(), focusedOn(page))).toBe(`button: ${bulk.undo}`);
  await page.keyboard.press('Enter');
  await page.clock.resume();
  await playlistRow.waitFor();
  await expect.poll(() => focusedOn(page)).toBe(actions);
  expect(await playlistsOnServer()).toContain(playlistId);
});
