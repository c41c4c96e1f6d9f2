/**
 * Feedback after actions, in Chromium against the real server: a class copy appears at once as "… (copy)"; a quiz
 * package download keeps its dialog open with its progress until the file is saved and says so, and Cancel stops
 * it; typed addresses are shared with one press of Share and 'Not found' says why; a customer whose trial ended
 * sees a calm notice, not a red error, on a new quiz; a new sponsor is confirmed. axe on each dialog and screen.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { adminQuizPayload } from '../mbt/support/quizzes';
import { apiPost, apiToken, axeViolations, newContext, signInWithToken, url } from './browser';

const STAMP = Date.now().toString(36);

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

async function start(email: string) {
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, email);
}

const notification = (text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** Copy from the class row's actions menu (ADR 267). */
async function copyClass(title: string) {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy' }).click();
}

test('copying a class shows the copy at once, titled "(copy)", then "(copy 2)", and says so', async () => {
  const title = `Optics ${STAMP}`;
  await apiPost('/api/admin/class/', await apiToken('cs@demo.test'), { title });
  await start('cs@demo.test');
  await page.goto(url(`/classes?search=${encodeURIComponent(title)}`));
  const rows = page.getByRole('table').getByRole('row');
  await rows.filter({ hasText: title }).first().waitFor();
  await copyClass(title);
  await notification('Class successfully copied').waitFor();
  await page.getByRole('table').getByText(`${title} (copy)`, { exact: true }).waitFor();
  await copyClass(title);
  await page.getByRole('table').getByText(`${title} (copy 2)`, { exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

test('a download keeps its dialog open with its progress until the file is saved, then says so; Cancel stops it', async () => {
  await start('cs@demo.test');
  await page.goto(url('/quiz/my-quiz'));
  const row = page.getByRole('table').getByRole('row').nth(1);
  const title = (await row.getByRole('link').first().textContent())!.trim();

  // The package is held until the progress has been seen, as a slow network would hold it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/admin/quiz/**/qti*',
    async (route: Route) => {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Download QTI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select the Institution to download QTI' });
  await dialog.getByRole('button', { name: 'Download without an institution' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Downloading the package' });
  await bar.waitFor();
  await dialog.getByText('Preparing the package…').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  // The notice lives 4 s unattended: it is awaited from before the file arrives, so a busy machine cannot miss it.
  const announced = notification(/-qti\.zip downloaded$/).waitFor();
  release();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-qti\.zip$/);
  await announced;
  await dialog.waitFor({ state: 'detached' });

  // Cancel while the package is on its way: the dialog closes and nothing is saved or announced.
  let held!: (route: Route) => void;
  const heldRoute = new Promise<Route>((resolve) => (held = resolve));
  await page.route('**/api/admin/quiz/**/cc*', (route: Route) => held(route), { times: 1 });
  let saved = 0;
  page.on('download', () => (saved += 1));
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Download CC' }).click();
  const ccDialog = page.getByRole('dialog', { name: 'Select the Institution to download CC' });
  await ccDialog.getByRole('button', { name: 'Download without an institution' }).click();
  await ccDialog.getByRole('progressbar', { name: 'Downloading the package' }).waitFor();
  await ccDialog.getByRole('button', { name: 'Cancel download' }).click();
  await ccDialog.waitFor({ state: 'detached' });
  await (await heldRoute).abort().catch(() => undefined);
  expect(saved).toBe(0);
  expect(await notification(/cc-export\.imscc downloaded$/).count()).toBe(0);
});

test('typed addresses are shared with one press of Share, and Not found says only account holders can receive a share', async () => {
  const title = `Shared Optics ${STAMP}`;
  await apiPost('/api/admin/quiz/create', await apiToken('super@demo.test'), adminQuizPayload(title));
  await start('super@demo.test');
  await page.goto(url(`/quiz/admin-quiz?search=${encodeURIComponent(title)}`));
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Share quiz' }).click();
  const dialog = page.getByRole('dialog', { name: `Share "${title}"` });
  const field = dialog.getByLabel('E-mails to invite');
  await field.waitFor();
  expect(await field.getAttribute('aria-describedby')).toBeTruthy();
  await dialog.getByText('Only people who already have an account can receive a share.').waitFor();
  const share = dialog.getByRole('button', { name: 'Share', exact: true });
  expect(await share.isDisabled()).toBe(true);
  await field.fill(`cs@demo.test, nobody-${STAMP}@example.org`);
  // Share is enabled once the typed addresses are read: waited for as the user would see it.
  await expect.poll(() => share.isEnabled()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await share.click();
  await notification('Shared: cs@demo.test').waitFor();
  await notification(
    `Not found: nobody-${STAMP}@example.org. Only people who already have an account can receive a share.`,
  ).waitFor();
  await dialog.waitFor({ state: 'detached' });
});

test('a customer whose trial ended sees one calm sentence on a new quiz, saying what they can still do', async () => {
  await start('trial@demo.test');
  await page.goto(url('/quiz/my-quiz/create'));
  const notice = page
    .getByRole('note')
    .filter({ hasText: /^Your trial period ended on \d{2}\/\d{2}\/\d{4}: / });
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(
    /the dates stay as they are until your account manager extends it, and everything else in the quiz can still be edited, shared and downloaded\.$/,
  );
  // Nothing is shown as an error before the user does anything.
  expect(
    await page
      .getByRole('alert')
      .filter({ hasText: /trial period/ })
      .count(),
  ).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a new sponsor is confirmed as its edit page opens', async () => {
  await start('super@demo.test');
  await page.goto(url('/sponsors/add'));
  await page.getByLabel('Company Name').fill(`Lumen ${STAMP}`);
  await page.getByLabel('Company URL').fill('https://lumen.example');
  await page.getByRole('button', { name: 'Create Sponsor' }).click();
  await page.getByRole('heading', { name: 'Edit Sponsor' }).waitFor();
  await notification('Sponsor successfully created').waitFor();
  expect(await axeViolations(page)).toEqual([]);
});
