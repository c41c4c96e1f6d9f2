/**
 * Institutions in Chromium against the real server (ADR 181): find one in the list, open it, add an e-mail domain,
 * save, and the stored institution has it. axe on the list and on the page. On a phone the institution's
 * instructors and classes are cards (ADR 267).
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  signInAt,
  signInWithToken,
  url,
} from './browser';

let context: BrowserContext;
let page: Page;
let token: string;

interface StoredInstitution {
  id: number;
  title: string;
  emailDomains: string[];
  version: number;
}

beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'admin@demo.test');
  token = await apiToken('admin@demo.test');
});
afterAll(() => context.close());

test('list → open → add a domain → saved', async () => {
  const created = await apiPost<StoredInstitution>('/api/admin/institution/create', token, {
    title: 'Quillfield Browser College',
    approved: true,
    productId: null,
    feature: null,
    hasEducationSubscription: true,
    hasUnlimitedSubscription: false,
    emailDomains: ['quillfield.example'],
    subscriptionEndsAt: null,
    trialEndsAt: null,
  });

  await page.goto(url('/institutions?search=Quillfield'));
  const open = page.getByRole('link', { name: 'Open Quillfield Browser College' });
  await open.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await open.click();

  await page.getByRole('heading', { name: 'Quillfield Browser College' }).waitFor();
  await page.getByRole('button', { name: 'Add a domain' }).click();
  await page.getByLabel('Domain 2').fill('qbc-alumni.example');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Institution saved').waitFor();

  expect(await apiGet<StoredInstitution>(`/api/admin/institution/${created.id}`, token)).toMatchObject({
    emailDomains: ['qbc-alumni.example', 'quillfield.example'],
    version: 2,
  });
});

test('an institution on a 390 px phone: its instructors and classes are cards that fit the screen, axe-clean', async () => {
  const phone = await newContext({ width: 390, height: 844 });
  try {
    const small = await phone.newPage();
    await signInAt(small, 'admin@demo.test', '/institutions?search=Demo%20University');
    await small.getByRole('link', { name: 'Open Demo University' }).click();
    await small.getByRole('heading', { name: 'Demo University' }).waitFor();
    for (const name of ['Instructors', 'Classes']) {
      const table = small.getByRole('table', { name });
      await table.getByRole('row').nth(1).waitFor();
      // Each field stands on the card after its column's name, drawn before it (ADR 267).
      const labels = await table
        .getByRole('row')
        .nth(1)
        .locator('td[data-card-label]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-card-label')));
      expect(labels.length).toBeGreaterThan(0);
    }
    // No column hides off screen: the page does not scroll sideways.
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(small)).toEqual([]);
  } finally {
    await phone.close();
  }
});
