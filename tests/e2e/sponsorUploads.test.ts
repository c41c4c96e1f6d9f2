/**
 * Sponsor uploads in Chromium against the real server: the logo goes through the crop dialog (150×50 by default)
 * with progress and a preview, the stored logo is a PNG of the cropped size, a real MP4 is accepted, a text file
 * renamed to .png is refused, and Cancel during an upload aborts it; axe on the form with the dialog open.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { samplePng } from '../../server/seed/documents';
import { pngSize, tinyMp4 } from '../server/sponsors/sponsorFixtures';
import { apiGet, apiToken, axeViolations, newContext, origin, pathOf, signInWithToken, url } from './browser';

let context: BrowserContext;
let page: Page;
let sponsorId: number;
let editPath: string;
let token: string;
/** The company's name, its own on every try (a retried test adds another sponsor). */
let company: string;

interface StoredSponsor {
  logoUrl: string | null;
  videoUrl: string | null;
}

beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'super@demo.test');
  token = await apiToken('super@demo.test');
});
afterAll(() => context.close());

/** Holds the next request to a path until the test lets it go (or drops it), so in-flight states can be seen. */
async function holdNext(pattern: string): Promise<{ readonly route: Promise<Route> }> {
  let release!: (route: Route) => void;
  const route = new Promise<Route>((resolve) => (release = resolve));
  await page.route(pattern, (held) => release(held), { times: 1 });
  // Wrapped: an async function returning the bare promise would wait for the request itself.
  return { route };
}

const stored = () => apiGet<StoredSponsor>(`/api/admin/sponsor/${sponsorId}`, token);

async function fetchBytes(path: string): Promise<Uint8Array> {
  const response = await fetch(`${origin()}${path}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

test('a logo is cropped to 150×50 in the dialog, uploaded with progress, previewed and stored at that size', async () => {
  await page.goto(url('/sponsors/add'));
  company = `Lumen Uploads ${Date.now().toString(36)}`;
  await page.getByLabel('Company Name').fill(company.replace('Uploads', '<b>Uploads</b>'));
  await page.getByLabel('Company URL').fill('https://lumen.example');
  await page.getByRole('button', { name: 'Create Sponsor' }).click();
  await page.getByRole('heading', { name: 'Edit Sponsor' }).waitFor();
  editPath = pathOf(page);
  sponsorId = Number(editPath.split('/').pop());
  expect(sponsorId).toBeGreaterThan(0);

  const held = await holdNext('**/api/admin/sponsor/*/add_file/logo');
  await page.getByTestId('sponsor-logo-file').setInputFiles({
    name: 'wide-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(samplePng(600, 240)),
  });
  const dialog = page.getByRole('dialog', { name: 'Crop logo' });
  // The dialog's own element has no box (its panel is fixed), so wait for what it shows.
  await dialog.getByRole('heading', { name: 'Crop logo' }).waitFor();
  const cropArea = dialog.getByTestId('cropper');
  await cropArea.waitFor();
  const box = await cropArea.boundingBox();
  expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
    width: 150,
    height: 50,
  });
  const upload = dialog.getByRole('button', { name: 'Upload' });
  await expect.poll(() => upload.isEnabled()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await upload.click();
  const progress = page.getByRole('progressbar', { name: 'Uploading wide-logo.png' });
  await progress.waitFor();
  await page.getByRole('button', { name: 'Cancel upload' }).waitFor();
  await (await held.route).continue();
  await page.getByText('Logo successfully uploaded').waitFor();
  await progress.waitFor({ state: 'detached' });
  const preview = page.getByRole('img', { name: 'Current logo' });
  await preview.waitFor();
  // Shown before its bytes arrive: its width is known once the picture has loaded.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(150);

  const { logoUrl } = await stored();
  expect(logoUrl).toMatch(/\.png$/);
  expect(await preview.getAttribute('src')).toBe(logoUrl);
  expect(pngSize(await fetchBytes(logoUrl!))).toEqual({ width: 150, height: 50 });
});

test('a text file renamed to .png is refused with the type message and the previous logo stays', async () => {
  const before = (await stored()).logoUrl;
  await page.getByTestId('sponsor-logo-file').setInputFiles({
    name: 'not-a-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is plain text, not a picture.'),
  });
  await page.getByRole('alert').filter({ hasText: 'Invalid file type. Accepted format: PNG' }).waitFor();
  expect(await page.getByRole('dialog', { name: 'Crop logo' }).count()).toBe(0);
  expect(await page.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe(before);
  expect((await stored()).logoUrl).toBe(before);
});

test('Cancel during a video upload aborts it: nothing is stored and no success is shown', async () => {
  const held = await holdNext('**/api/admin/sponsor/*/add_file/video');
  await page.getByTestId('sponsor-video-file').setInputFiles({
    name: 'preroll.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(tinyMp4()),
  });
  await page.getByRole('progressbar', { name: 'Uploading preroll.mp4' }).waitFor();
  const route = await held.route;
  // The browser itself must drop the request: Chromium reports it failed as aborted.
  const failed = page.waitForEvent('requestfailed', {
    predicate: (request) => request === route.request(),
    timeout: 5_000,
  });
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  expect((await failed).failure()?.errorText).toBe('net::ERR_ABORTED');
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  // Letting the held request go now changes nothing: the page has dropped it.
  await route.continue().catch(() => undefined);
  expect((await stored()).videoUrl).toBeNull();
  expect(await page.getByRole('link', { name: 'Current video' }).count()).toBe(0);
  expect(await page.getByText('Video successfully uploaded').count()).toBe(0);
});

test('a real MP4 is uploaded: the form links the video, a fake one is refused by the server, and the list ticks Video URL', async () => {
  // The sponsor's page opened afresh, as after the cancelled upload a user would come back to it.
  await page.goto(url(editPath));
  await page.getByTestId('sponsor-video-file').setInputFiles({
    name: 'preroll.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(tinyMp4()),
  });
  await page.getByText('Video successfully uploaded').waitFor();
  const link = page.getByRole('link', { name: 'Current video' });
  await link.waitFor();
  const { videoUrl } = await stored();
  expect(videoUrl).toMatch(/\.mp4$/);
  expect(await link.getAttribute('href')).toBe(videoUrl);
  expect(Buffer.from(await fetchBytes(videoUrl!)).equals(Buffer.from(tinyMp4()))).toBe(true);

  // Text named .mp4 passes the console's name check; the server refuses it and its message is shown.
  await page.getByTestId('sponsor-video-file').setInputFiles({
    name: 'fake.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('Not a video at all, only text.'),
  });
  await page
    .getByRole('alert')
    .filter({ hasText: 'Invalid file type. Accepted format: mp4.' })
    .first()
    .waitFor();
  expect((await stored()).videoUrl).toBe(videoUrl);
  expect(await link.getAttribute('href')).toBe(videoUrl);

  await page.goto(url(`/sponsors?search=${encodeURIComponent(company)}`));
  const table = page.getByRole('table', { name: 'Sponsors' });
  const row = table.getByRole('row').filter({ hasText: company });
  await row.waitFor();
  // Company Logo and Video URL both ticked; the name's markup is rendered, never shown as text.
  expect(await row.getByText('Yes', { exact: true }).count()).toBe(2);
  expect(await row.locator('b').textContent()).toBe('Uploads');
});
