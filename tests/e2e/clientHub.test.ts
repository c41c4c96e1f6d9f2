/**
 * The client hub in Chromium against the real server (ADR 348): the super admin creates a hub label, orders two of
 * their playlists for it (one placed by the keyboard drag), and grants it to Demo University; an instructor of Demo
 * University finds the playlist in My Playlists marked as from the publisher (at 390 px); an instructor of no
 * institution holding the label does not. The super admin's screens at 1280 px. axe on each.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { CLIENT_HUB_PATHS } from '../../src/api/clientHub/clientHubContract';
import { PLAYLIST_PATHS } from '../../src/api/playlists/playlistsContract';
import type { HubLabel, HubPlaylists } from '../../src/domain/clientHub/clientHub';
import {
  announced,
  apiGet,
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  signInAt,
  signInWithToken,
  url,
} from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/clientHub');
const SEEN = { timeout: 15_000 };
const PASSWORD = 'outside-pass-2041';
// A retry of this file on the same server must not meet the first run's label.
const RUN = randomBytes(3).toString('hex');
const LABEL = `Browser Hub ${RUN}`;
const BOTANY = `Hub Botany ${RUN}`;
const OUTSIDER = `hub-outsider-${RUN}@example.test`;

let desk: BrowserContext;
let superToken: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  superToken = await apiToken('super@demo.test');
  await apiPost(PLAYLIST_PATHS.create, superToken, { title: BOTANY, items: [] });
  // An instructor invited and registered: an account of no institution holding the label.
  const invitation = await apiPost<{ token: string }>('/api/admin/admins/invitation', superToken, {
    email: OUTSIDER,
    roles: ['ROLE_CS_USER'],
  });
  await apiPost('/api/security/admin/registration/finish', '', {
    firstName: 'Olive',
    lastName: 'Outside',
    plainPassword: { first: PASSWORD, second: PASSWORD },
    token: invitation.token,
  });
  desk = await newContext();
});
afterAll(() => desk.close());

test('the super admin curates a label and grants it; its instructors see the playlist as the publisher’s, others do not', async () => {
  const page = await desk.newPage();
  await signInAt(page, 'super@demo.test', '/client-hub-playlist');
  await page.getByRole('button', { name: 'New hub label' }).click();
  const create = page.getByRole('dialog', { name: 'New hub label' });
  await create.getByLabel('Name').fill(LABEL);
  await create.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Hub label created').waitFor(SEEN);
  await page.getByRole('link', { name: `Curate ${LABEL}` }).click();
  await page.getByRole('heading', { name: `Playlists of ${LABEL}` }).waitFor(SEEN);

  await page.getByRole('button', { name: 'Add a playlist' }).click();
  const add = page.getByRole('dialog', { name: 'Add one of your playlists' });
  await add.getByRole('button', { name: 'Add Cell Biology Essentials' }).click();
  await add.getByRole('button', { name: `Add ${BOTANY}` }).click();
  expect(await axeViolations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Close' }).click();

  // The keyboard drag: Space lifts, the arrow moves, Space drops.
  const order = page.getByRole('list', { name: 'Playlists in order' });
  await expect.poll(() => order.getByRole('listitem').allInnerTexts()).toHaveLength(2);
  await page.getByRole('button', { name: `Drag ${BOTANY}` }).focus();
  await page.keyboard.press('Space');
  await announced(page, `Picked up ${BOTANY}, at position 2 of 2.`);
  await page.keyboard.press('ArrowUp');
  await announced(page, `${BOTANY} moved to position 1 of 2.`);
  await page.keyboard.press('Space');
  await announced(page, `${BOTANY} dropped at position 1 of 2.`);
  await expect.poll(async () => (await order.getByRole('listitem').allInnerTexts())[0]).toContain(BOTANY);
  await page.getByRole('button', { name: 'Save the order' }).click();
  await page.getByText('Order saved').waitFor(SEEN);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'order-1280.png'), fullPage: true });

  const labels = await apiGet<HubLabel[]>(CLIENT_HUB_PATHS.labels, superToken);
  const labelId = labels.find((label) => label.name === LABEL)!.id;
  const stored = await apiGet<HubPlaylists>(CLIENT_HUB_PATHS.playlists(labelId), superToken);
  expect(stored.playlists.map((p) => p.title)).toEqual([BOTANY, 'Cell Biology Essentials']);

  await page.goto(url('/client-hub-access'));
  await page.getByRole('button', { name: 'Grant a label' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant a hub label' });
  await grant.getByRole('combobox', { name: 'Hub label' }).selectOption({ label: LABEL });
  await grant.getByRole('combobox', { name: 'Institution' }).fill('Demo Univ');
  await page.getByRole('option', { name: 'Demo University' }).click();
  await grant.getByLabel('First day').fill(day(-1));
  await grant.getByLabel('Last day').fill(day(30));
  expect(await axeViolations(page)).toEqual([]);
  await grant.getByRole('button', { name: 'Grant', exact: true }).click();
  await page.getByText('Hub label granted').waitFor(SEEN);
  await page.getByRole('rowheader', { name: 'Demo University' }).first().waitFor(SEEN);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'access-1280.png'), fullPage: true });

  const phone = await newContext({ width: 390, height: 844 });
  try {
    const instructor = await phone.newPage();
    await signInAt(instructor, 'cs@demo.test', `/playlist?search=${encodeURIComponent(BOTANY)}`);
    const row = instructor.getByRole('row', { name: new RegExp(BOTANY) });
    await row.getByText('From the publisher').waitFor(SEEN);
    expect(await axeViolations(instructor)).toEqual([]);
    await instructor.screenshot({ path: join(SHOTS, 'instructor-390.png'), fullPage: true });

    // Another browser, another instructor: one whose institution holds no such label is not offered it.
    const other = await newContext({ width: 390, height: 844 });
    try {
      const outsider = await other.newPage();
      await signInWithToken(outsider, OUTSIDER, PASSWORD);
      await outsider.goto(url(`/playlist?search=${encodeURIComponent(BOTANY)}`));
      await outsider.getByText('No list items').waitFor(SEEN);
      const listed = await apiPost<{ result: { title: string }[] }>(
        PLAYLIST_PATHS.myList,
        await apiToken(OUTSIDER, PASSWORD),
        { navigation: { page: 1, itemsOnPage: 100 } },
      );
      expect(listed.result.map((p) => p.title)).not.toContain(BOTANY);
    } finally {
      await other.close();
    }
  } finally {
    await phone.close();
  }
});
