/**
 * An LTI registration's delete in Chromium against the real server (ADRs 266, 351): nothing is asked, the row goes
 * at once and the notice says "Registration deleted" with Undo; undone, the registration is still there after a
 * reload; deleted again and left alone, the server deletes it once the notice ends, and a reload no longer lists it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiPost, apiToken, newContext, origin, searchList, signInAt, standStill } from './browser';

const ADMIN = 'admin@demo.test';

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

const platformStatus = async (id: number, token: string) =>
  (await fetch(`${origin()}/api/lti/platform/${id}`, { headers: { Authorization: `Bearer ${token}` } }))
    .status;

test('a deleted registration comes back with Undo; deleted again, the server deletes it once the notice ends', async () => {
  const token = await apiToken(ADMIN);
  const { result } = await apiPost<{ result: { id: number }[] }>('/api/admin/institution', token, {
    navigation: { page: 1, itemsOnPage: 1 },
  });
  const issuer = `https://lms-${Date.now().toString(36)}.example`;
  const platform = await apiPost<{ id: number }>('/api/lti/platform', token, {
    issuer,
    clientId: 'console',
    deploymentIds: ['d1'],
    jwksUrl: `${issuer}/jwks`,
    authUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    institutionId: result[0]!.id,
    emailsVerified: false,
  });
  context = await newContext();
  page = await context.newPage();
  await signInAt(page, ADMIN, '/lti');
  const search = () =>
    searchList(page, page.getByRole('searchbox', { name: 'Search by issuer or client ID' }), issuer);
  await search();
  const row = page.getByRole('row').filter({ hasText: issuer });
  const notices = page.getByRole('region', { name: 'Notifications' });
  const deleted = notices.getByText('Registration deleted');

  /** Deletes from the row's menu, in one step (ADR 351); the page's clock then moves only by the returned tick. */
  const remove = async () => {
    await row.getByRole('button', { name: `Actions for ${issuer}` }).click();
    const item = page.getByRole('menuitem', { name: `Delete ${issuer}` });
    await item.waitFor();
    // The notice's 4 s are the test's, not a busy machine's.
    const { tick } = await standStill(page);
    await item.click();
    await expect.poll(async () => (await tick(), deleted.count())).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await row.waitFor({ state: 'detached' });
    return tick;
  };

  // Undone: the row is back, the server never lost the registration, and a reload still lists it.
  await remove();
  expect(await platformStatus(platform.id, token)).toBe(200);
  await notices.getByRole('button', { name: 'Undo' }).click();
  await page.clock.resume();
  await row.waitFor();
  expect(await platformStatus(platform.id, token)).toBe(200);
  await page.reload();
  await search();
  await row.waitFor();
  expect(await platformStatus(platform.id, token)).toBe(200);

  // Deleted again and left alone: while the notice is on screen nothing is sent; when it ends, the deletion is.
  const tick = await remove();
  expect(await platformStatus(platform.id, token)).toBe(200);
  for (let step = 0; step < 30 && (await deleted.count()) > 0; step += 1) await tick();
  await deleted.waitFor({ state: 'detached' });
  await page.clock.resume();
  await expect.poll(() => platformStatus(platform.id, token)).toBe(404);
  await page.reload();
  await search();
  await page.getByText('No platform registrations yet').waitFor();
  expect(await row.count()).toBe(0);
});
