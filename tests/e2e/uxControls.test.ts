/**
 * The shared overlays and controls in Chromium against the real server: a row menu on the last row of a list stays
 * whole on screen at 1280 and 390 px; a tooltip at the top edge flips below its trigger; the date picker types in
 * `MM/dd/yyyy hh:mm a` and picks from its calendar; a 400×200 logo dropped on its drop zone is zoomed out to fit
 * the 150×50 frame and stored with both halves; the translations grid keeps its Key column pinned while the
 * languages scroll. axe on each screen, dialog and open overlay.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { quizPayload } from '../support/quizFixtures';
import {
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  pathOf,
  setFeatureFlag,
  signInWithToken,
  url,
} from './browser';
import { pickerGroup, shownDate, typeDate } from './datePicker';

const STAMP = Date.now().toString(36);
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 700, height: 1000 };

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function signedInPage(email: string, viewport = LAPTOP): Promise<Page> {
  const context = await newContext(viewport);
  contexts.push(context);
  const page = await context.newPage();
  await signInWithToken(page, email);
  return page;
}

/** The element's box lies inside the viewport, and a click at its centre lands on it (nothing covers it). */
async function wholeOnScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && hit !== null && (hit === element || element.contains(hit));
  });
}

async function openLastRowMenu(page: Page): Promise<Locator> {
  const table = page.getByRole('table');
  await table.waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const lastRow = table.getByRole('row').last();
  // The last row at the very bottom of the window: no room below it for the menu.
  await lastRow.evaluate((row) => row.scrollIntoView({ block: 'end' }));
  await lastRow.getByRole('button', { name: /^Actions for / }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

async function expectEveryItemReachable(menu: Locator): Promise<string[]> {
  const items = menu.getByRole('menuitem');
  const names = (await items.allTextContents()).map((name) => name.trim());
  for (let index = 0; index < names.length; index += 1) {
    expect(await wholeOnScreen(items.nth(index)), names[index]).toBe(true);
  }
  return names;
}

describe('row menus', () => {
  beforeAll(async () => {
    const token = await apiToken('admin@demo.test');
    for (let index = 0; index < 3; index += 1) {
      await apiPost(
        '/api/quiz/create',
        token,
        quizPayload(`Menu Quiz ${index} ${STAMP}`, [{ title: 'Activity 1', items: [{ title: 'Why?' }] }]),
      );
    }
  });

  for (const viewport of [LAPTOP, PHONE]) {
    test(`on My Quizzes at ${viewport.width} px the last row's menu shows every item on screen`, async () => {
      const page = await signedInPage('admin@demo.test', viewport);
      await page.goto(url('/quiz/my-quiz'));
      const menu = await openLastRowMenu(page);
      const names = await expectEveryItemReachable(menu);
      expect(names).toEqual(expect.arrayContaining(['Delete', 'Download QTI', 'Download CC']));
      expect(await axeViolations(page)).toEqual([]);
      // The last item is clickable where it is: Delete asks for confirmation.
      await menu.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });
  }

  test('on Admin Quizzes at 390 px the last row menu shows every item on screen', async () => {
    const page = await signedInPage('super@demo.test', PHONE);
    await page.goto(url('/quiz/admin-quiz'));
    const menu = await openLastRowMenu(page);
    expect((await expectEveryItemReachable(menu)).length).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });
});

test('a tooltip whose trigger is at the top of the window shows below it, whole on screen', async () => {
  const token = await apiToken('admin@demo.test');
  const quiz = await apiPost<{ id: number }>(
    '/api/quiz/create',
    token,
    quizPayload(`Tooltip Quiz ${STAMP}`, [{ title: 'Activity 1', items: [{ title: 'Why?' }] }]),
  );
  const page = await signedInPage('admin@demo.test', PHONE);
  await page.goto(url(`/quiz/my-quiz/edit/${quiz.id}`));
  const end = pickerGroup(page, 'End Date');
  await end.waitFor();
  await end.evaluate((group) => {
    group.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -4);
  });
  await end.getByRole('spinbutton').first().focus();
  const tooltip = page
    .getByRole('tooltip')
    .filter({ hasText: 'Deadlines cannot be set beyond trial or subscription end date for the user.' });
  await tooltip.waitFor();
  const inside = await tooltip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight
    );
  });
  expect(inside).toBe(true);
  await page.keyboard.press('Escape');
  await tooltip.waitFor({ state: 'hidden' });
});

test('the class dates are typed as MM/dd/yyyy and picked from the calendar by keyboard', async () => {
  for (const viewport of [LAPTOP, PHONE]) {
    const page = await signedInPage('cs@demo.test', viewport);
    await page.goto(url('/classes'));
    await page.getByRole('button', { name: 'Create Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Class' });
    await dialog.getByLabel('Title').fill(`Picker Class ${STAMP} ${viewport.width}`);
    const day = (date: Date) =>
      [date.getMonth() + 1, date.getDate()]
        .map((part) => String(part).padStart(2, '0'))
        .concat(String(date.getFullYear()))
        .join('/');
    await typeDate(dialog, 'Start date', day(new Date()));
    expect(await shownDate(dialog, 'Start date')).toBe(day(new Date()));
    await dialog.getByRole('button', { name: 'Open the calendar for End date' }).click();
    const calendar = page.getByRole('application').or(page.getByRole('grid')).first();
    await calendar.waitFor();
    expect(await wholeOnScreen(page.getByRole('grid'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Today is focused; the next day is picked with the arrow key and Enter.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('grid').waitFor({ state: 'hidden' });
    expect(await shownDate(dialog, 'End date')).toBe(day(new Date(Date.now() + 86_400_000)));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Class successfully created').waitFor();
  }
});

describe('the sponsor logo', () => {
  test('a 400×200 logo dropped on the zone is zoomed out to fit the frame and stored with both halves', async () => {
    const page = await signedInPage('super@demo.test');
    await page.goto(url('/sponsors/add'));
    await page.getByLabel('Company Name').fill(`Wide Logo ${STAMP}`);
    await page.getByLabel('Company URL').fill('https://wide.example');
    await page.getByRole('button', { name: 'Create Sponsor' }).click();
    await page.getByRole('heading', { name: 'Edit Sponsor' }).waitFor();
    expect(pathOf(page)).toMatch(/^\/sponsors\/edit\/\d+$/);
    expect(await axeViolations(page)).toEqual([]);

    // A logo red on its left half and blue on its right, dropped on the logo's drop zone.
    const zone = page.getByTestId('sponsor-logo-file').locator('xpath=..');
    await zone.evaluate(async (target) => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, 200, 200);
      context.fillStyle = '#0000ff';
      context.fillRect(200, 0, 200, 200);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const transfer = new DataTransfer();
      transfer.effectAllowed = 'copy';
      transfer.items.add(new File([blob], 'wide-logo.png', { type: 'image/png' }));
      const box = target.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      // A file dragged from the desktop has a file-system entry; one made in the page has none, so it gets one.
      const entry = DataTransferItem.prototype.webkitGetAsEntry;
      DataTransferItem.prototype.webkitGetAsEntry = () =>
        ({ isFile: true, isDirectory: false }) as FileSystemEntry;
      try {
        for (const type of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, ...at }),
          );
        }
      } finally {
        DataTransferItem.prototype.webkitGetAsEntry = entry;
      }
    });
    const dialog = page.getByRole('dialog', { name: 'Crop logo' });
    await dialog.getByRole('heading', { name: 'Crop logo' }).waitFor();
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.waitFor();
    await dialog.getByRole('button', { name: 'Fit whole image' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Logo successfully uploaded').waitFor();

    const preview = page.getByRole('img', { name: 'Current logo' });
    await preview.waitFor();
    const pixels = await preview.evaluate(async (element) => {
      const image = element as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const at = (x: number) => Array.from(context.getImageData(x, 25, 1, 1).data);
      return { size: [image.naturalWidth, image.naturalHeight], left: at(40), right: at(110), edge: at(5) };
    });
    expect(pixels.size).toEqual([150, 50]);
    // Both halves are there, side by side, and the frame's uncovered sides are transparent.
    expect(pixels.left.slice(0, 3)).toEqual([255, 0, 0]);
    expect(pixels.right.slice(0, 3)).toEqual([0, 0, 255]);
    expect(pixels.edge[3]).toBe(0);
  });
});

describe('the translations grid', () => {
  const FLAG = 'adminTranslations';
  let token: string;
  let flagWas = false;
  beforeAll(async () => {
    token = await apiToken('super@demo.test');
    flagWas = await setFeatureFlag(token, FLAG, true);
  });
  afterAll(async () => {
    await setFeatureFlag(token, FLAG, flagWas);
  });

  // On a phone each key is a card with its languages labelled under it (ADR 267); on a tablet the grid is a table
  // wider than the screen.
  test('the Key column stays at the left edge while the languages scroll sideways', async () => {
    const page = await signedInPage('super@demo.test', TABLET);
    await page.goto(url('/translations'));
    const table = page.getByRole('table');
    await table.waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const key = table.getByRole('columnheader', { name: /^Key/ });
    const offsets = await key.evaluate((cell) => {
      let scroller = cell.parentElement;
      while (scroller && getComputedStyle(scroller).overflowX !== 'auto') scroller = scroller.parentElement;
      const box = scroller!;
      const before = cell.getBoundingClientRect().left - box.getBoundingClientRect().left;
      box.scrollLeft = box.scrollWidth;
      const after = cell.getBoundingClientRect().left - box.getBoundingClientRect().left;
      // What is drawn at the Key cell's place after the scroll is the Key cell, not a language cell.
      const rect = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + 4, rect.top + rect.height / 2);
      return { scrolled: box.scrollLeft, before, after, onTop: hit !== null && cell.contains(hit) };
    });
    expect(offsets.scrolled).toBeGreaterThan(0);
    expect(Math.abs(offsets.after - offsets.before)).toBeLessThan(2);
    expect(offsets.onTop).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
