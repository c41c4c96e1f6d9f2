/**
 * Playlists in Chromium against the real server: a playlist is made from the article search with a label,
 * reordered by keyboard only (dnd-kit's keyboard sensor and a Move button), saved, and found in that order after a
 * reload; the quiz editor's Import Playlists lists it; another user is told it is not found. axe on each screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { announced, axeViolations, newContext, pathOf, signInAt, signInWithToken, url } from './browser';

const TITLE = `Keyboard playlist ${Date.now()}`;
let owner: BrowserContext;
let page: Page;

beforeAll(async () => {
  owner = await newContext();
  page = await owner.newPage();
  await signInWithToken(page, 'cs@demo.test');
});
afterAll(async () => {
  await owner.close();
});

/** The entries as the editor lists them, by the names of their drag handles. */
async function entriesOf(target: Page): Promise<string[]> {
  const handles = target
    .getByRole('list', { name: 'Articles and labels' })
    .getByRole('button', { name: /^Drag / });
  const names = await handles.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace(/^Drag /, ''));
}

async function addArticle(target: Page): Promise<string> {
  await target.getByRole('button', { name: 'Add article' }).click();
  const dialog = target.getByRole('dialog', { name: 'Add article' });
  // An article's card (its picture and title), not the button of its faculty resources under it (ADR 317).
  const free = dialog.getByRole('listitem').locator('button:not([aria-disabled]):has(img)').first();
  await free.waitFor();
  const name = ((await free.textContent()) ?? '').trim();
  await free.click();
  await dialog.waitFor({ state: 'hidden' });
  return name;
}

let playlistPath = '';

test('a playlist is created with two articles and a label, reordered by keyboard, and kept in that order', async () => {
  await page.goto(url('/playlist'));
  await page.getByRole('heading', { name: 'My Playlists' }).waitFor();
  await page.getByRole('table').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create a Playlist' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  const first = await addArticle(page);
  await page.getByRole('button', { name: 'Add article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add article' });
  // The article already in the playlist is greyed, and focus on it shows the tooltip that says so.
  const taken = dialog.getByRole('button', { name: first, exact: true }).first();
  await taken.waitFor();
  expect(await taken.getAttribute('aria-disabled')).toBe('true');
  await taken.focus();
  await dialog.getByRole('tooltip').filter({ hasText: 'Video already added' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const second = await addArticle(page);
  await page.getByRole('button', { name: 'Add label' }).click();
  await page.keyboard.type('Watch next');
  expect(await entriesOf(page)).toEqual([first, second, 'Watch next']);

  // Lift the label with Space, move it up one slot with the arrow key, drop it with Space.
  const handle = page.getByRole('button', { name: 'Drag Watch next' });
  await handle.focus();
  // Each key waits for what a keyboard user is told: the live region names the entry and its place.
  await page.keyboard.press('Space');
  await announced(page, 'Picked up Watch next, at position 3 of 3.');
  expect(await handle.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('ArrowUp');
  await announced(page, 'Watch next moved to position 2 of 3.');
  await page.keyboard.press('Space');
  await announced(page, 'Watch next dropped at position 2 of 3.');
  await expect.poll(() => entriesOf(page)).toEqual([first, 'Watch next', second]);
  // Then the first article goes down one with its Move down button, pressed from the keyboard.
  await page.getByRole('button', { name: `Move ${first} down` }).focus();
  await page.keyboard.press('Enter');
  expect(await entriesOf(page)).toEqual(['Watch next', first, second]);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create Playlist' }).click();
  await page.getByText('Playlist successfully created').waitFor();
  await expect.poll(() => pathOf(page)).toMatch(/^\/playlist\/edit\/\d+$/);
  playlistPath = pathOf(page);

  await page.reload();
  await page.getByRole('heading', { name: 'Edit Playlist' }).waitFor();
  await expect.poll(() => entriesOf(page)).toEqual(['Watch next', first, second]);
  expect(await page.getByRole('textbox', { name: 'Label title', exact: true }).inputValue()).toBe(
    'Watch next',
  );
  expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(TITLE);
});

test('the quiz editor’s Import Playlists lists the new playlist', async () => {
  await page.goto(url('/quiz/my-quiz/create'));
  await page.getByRole('button', { name: 'Import Playlists' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Playlists' });
  await dialog.getByRole('button', { name: new RegExp(`^Add ${TITLE}`) }).waitFor();
});

test('another user is told the playlist is not found', async () => {
  const other = await newContext();
  try {
    const stranger = await other.newPage();
    await signInAt(stranger, 'lti@demo.test', playlistPath);
    await stranger.getByRole('alert').filter({ hasText: 'Playlist not found' }).waitFor();
    expect(await stranger.getByRole('textbox', { name: 'Title', exact: true }).count()).toBe(0);
    // A way back rather than a dead end: the link leads to their own playlists.
    await stranger.getByRole('link', { name: 'Back to My Playlists' }).click();
    await stranger.getByRole('heading', { name: 'My Playlists' }).waitFor();
  } finally {
    await other.close();
  }
});
