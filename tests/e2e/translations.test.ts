/**
 * The Translations area in Chromium against the real server: a super admin adds a group, adds a translation,
 * edits a value from the cell's icon (shown on hover and on keyboard focus), removes a value, deletes a group with
 * Undo (ADR 266); axe on the grid, the add form, the groups list, the group form and the Update and Remove dialogs.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiPost,
  apiToken,
  axeViolations,
  focusedOn,
  newContext,
  origin,
  pathOf,
  searchList,
  setFeatureFlag,
  signInWithToken,
  standStill,
  tabTo,
  url,
} from './browser';

const FLAG = 'adminTranslations';
const SHOTS = join(process.cwd(), 'tests/.artifacts/translations');
const stamp = Date.now().toString(36);
const groupKey = `e2e-${stamp}`;
const groupTitle = `Checkout ${stamp}`;
const key = `checkout.pay.${stamp}`;

let context: BrowserContext;
let page: Page;
let token: string;
let flagWas: boolean;

beforeAll(async () => {
  token = await apiToken('super@demo.test');
  flagWas = await setFeatureFlag(token, FLAG, true);
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'super@demo.test');
});
afterAll(async () => {
  await context?.close();
  await setFeatureFlag(token, FLAG, flagWas);
});

test('a super admin adds a translation group and returns to the groups list', async () => {
  await page.goto(url('/translations/groups'));
  await page.getByRole('heading', { name: 'Translation Groups' }).waitFor();
  await page.getByRole('table', { name: 'Translation Groups' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await page.getByRole('heading', { name: 'Add translation group' }).waitFor();
  await page.getByRole('button', { name: 'Create group' }).click();
  await page.getByText('This field is required').first().waitFor();
  expect(await page.getByRole('switch', { name: 'Is Active' }).isChecked()).toBe(true);
  await page.getByLabel('Key').fill(groupKey);
  await page.getByLabel('Title').fill(groupTitle);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create group' }).click();
  await page.getByText('Group successfully created').waitFor();
  expect(pathOf(page)).toBe('/translations/groups');
  await page.getByRole('searchbox', { name: 'Search groups by key or title' }).fill(stamp);
  await page.getByRole('cell', { name: groupTitle }).waitFor();
});

test('a translation is added with English and German, then found by a search', async () => {
  await page.goto(url('/translations'));
  await page.getByRole('heading', { name: 'Translations' }).waitFor();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('heading', { name: 'Add New translation' }).waitFor();
  await page.getByLabel('Group').selectOption({ label: `${groupTitle} (${groupKey})` });
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('German').fill('x'.repeat(257));
  await page.getByRole('button', { name: 'Add translation' }).click();
  await page.getByText('This field is required').waitFor();
  await page.getByText('Value must be at most 256 characters').waitFor();
  await page.getByLabel('English').fill('Pay now');
  await page.getByLabel('German').fill('Jetzt bezahlen');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add translation' }).click();
  await page.getByText('translation successfully updated').waitFor();
  expect(pathOf(page)).toBe('/translations');

  await page.getByRole('searchbox', { name: 'Search translations' }).fill(stamp);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(stamp);
  const table = page.getByRole('table', { name: 'Translations' });
  await table.getByRole('cell', { name: key, exact: true }).waitFor();
  // The unfiltered page may still show the key until the search answers: wait for the one row of the search.
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  expect(await axeViolations(page)).toEqual([]);
});

test('a value is edited from the icon that keyboard focus reveals', async () => {
  const table = page.getByRole('table', { name: 'Translations' });
  const edit = table.getByRole('button', { name: `Edit German value of ${key}` });
  await edit.focus();
  await expect.poll(() => edit.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update translation' });
  await dialog.getByRole('heading', { name: 'Update translation' }).waitFor();
  const value = dialog.getByLabel('Value');
  expect(await value.inputValue()).toBe('Jetzt bezahlen');
  await value.fill('Bezahlen');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The value was successfully updated').waitFor();
  await table.getByRole('cell', { name: /^Bezahlen/ }).waitFor();
});

test('a removed value goes at once with Undo; undone it stays, left alone the server deletes it (ADR 266)', async () => {
  const table = page.getByRole('table', { name: 'Translations' });
  const value = table.getByRole('cell', { name: /^Bezahlen/ });
  const notices = page.getByRole('region', { name: 'Notifications' });
  // The edit's notification has the same text: dismiss it, so the one awaited below is the removal's.
  const notice = page.getByRole('status').getByText('The value was successfully updated');
  const closes = page.getByRole('status').getByRole('button', { name: 'Close notification' });
  while ((await closes.count()) > 0) await closes.first().click();
  await notice.waitFor({ state: 'detached' });
  const remove = async () => {
    await value.hover();
    await table.getByRole('button', { name: `Delete German value of ${key}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove translation' });
    await dialog.getByRole('heading', { name: 'Remove translation' }).waitFor();
    return dialog;
  };

  const dialog = await remove();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await notice.waitFor();
  // The user goes to the notice's Undo: while the focus is on it, the notice waits (ADR 231), however long the
  // checks and the shot take on a busy machine.
  await notices.getByRole('button', { name: 'Undo' }).focus();
  expect(await notice.count()).toBe(1);
  // Gone from its cell at once, with nothing to do on it while Undo is offered.
  await value.waitFor({ state: 'detached' });
  expect(await table.getByRole('button', { name: `Add German value to ${key}` }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'value-removed-1280.png') });
  await notices.getByRole('button', { name: 'Undo' }).click();
  await value.waitFor();
  // Read again, the server still holds it.
  await page.reload();
  await value.waitFor();

  // Again by keyboard alone: the cell's Delete goes with the value, so the notice's Undo takes the focus (ADR 278);
  // Escape closes the notice and leaves the focus on the page's heading.
  // The focus given to Undo does not hold the notice: the page's clock stands still from here until Escape, so
  // the notice's 4 s are not spent by a busy machine before the checks (the test moves the time on, in steps).
  const { tick } = await standStill(page);
  await page.getByRole('searchbox', { name: 'Search translations' }).focus();
  await tabTo(page, `button: Delete German value of ${key}`);
  await page.keyboard.press('Enter');
  const again = page.getByRole('alertdialog', { name: 'Remove translation' });
  await again.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await tick();
  await value.waitFor({ state: 'detached' });
  await expect.poll(async () => (await tick(), focusedOn(page))).toBe('button: Undo');
  await page.keyboard.press('Escape');
  await page.clock.resume();
  await expect.poll(() => focusedOn(page)).toBe('h1: Translations');
  // Left alone, the deletion is sent when the notice's time ends: the cell offers to add a value, after a reload too.
  await notice.waitFor({ state: 'detached' });
  await table.getByRole('button', { name: `Add German value to ${key}` }).waitFor({ state: 'attached' });
  await page.reload();
  await table.getByRole('button', { name: `Add German value to ${key}` }).waitFor({ state: 'attached' });
  expect(await value.count()).toBe(0);
  // The emptied cell at the other widths (after the notice: its lifetime is not spent on screenshots).
  for (const [width, height] of [
    [1920, 1080],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `value-removed-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Two notices waited out, two reloads, and the shots: more than one page's time on a busy machine.
}, 120_000);

const groupStatus = async (id: number) =>
  (
    await fetch(`${origin()}/api/admin/site_translation/group/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).status;

test('a deleted translation group, its translations counted in the notice, comes back with Undo; deleted again, the server deletes it once the notice ends', async () => {
  const spareKey = `spare-${stamp}`;
  const spare = await apiPost<{ id: number }>('/api/admin/site_translation/group/create', token, {
    key: spareKey,
    title: `Spare ${stamp}`,
    isActive: true,
  });
  // Two translations of one key: the notice counts what goes with the group.
  await apiPost('/api/admin/site_translation/add_by_key', token, {
    groupId: spare.id,
    key: `${spareKey}.title`,
    translations: [
      { language: 'en', value: 'Spare' },
      { language: 'de', value: 'Ersatz' },
    ],
  });
  await page.clock.install();
  await page.goto(url('/translations/groups'));
  await searchList(page, page.getByRole('searchbox', { name: 'Search groups by key or title' }), spareKey);
  const table = page.getByRole('table', { name: 'Translation Groups' });
  const row = table.getByRole('row').filter({ hasText: spareKey });
  const notices = page.getByRole('region', { name: 'Notifications' });

  const remove = async () => {
    await row.getByRole('button', { name: `Actions for ${spareKey}` }).click();
    // One step (ADR 351): the menu's Delete deletes, nothing is asked.
    await page.getByRole('menuitem', { name: `Delete group ${spareKey}` }).click();
    await notices.getByText('Translation Group successfully deleted').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await notices.getByText('Goes with it: 2 translations.').waitFor();
    await row.waitFor({ state: 'detached' });
  };

  // Undone: the row is back, and the server never lost the group.
  await remove();
  await notices.getByRole('button', { name: 'Undo' }).click();
  await row.waitFor();
  expect(await groupStatus(spare.id)).toBe(200);

  // Deleted again and left alone: the notice goes, then the deletion is sent.
  await remove();
  expect(await groupStatus(spare.id)).toBe(200);
  expect(await axeViolations(page)).toEqual([]);
  await page.clock.fastForward(20_000);
  await notices.getByText('Translation Group successfully deleted').waitFor({ state: 'detached' });
  await expect.poll(() => groupStatus(spare.id)).toBe(404);
  await page.reload();
  await searchList(page, page.getByRole('searchbox', { name: 'Search groups by key or title' }), spareKey);
  // SPEC's empty-list words, reused on the groups list.
  await page.getByText('No identity providers found!').waitFor();
  expect(await row.count()).toBe(0);
});
