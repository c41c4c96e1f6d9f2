import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, newContext, pathOf, url } from './browser';

describe('signed out', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(() => context?.close());
  beforeEach(async () => {
    await context.clearCookies();
    page = await context.newPage();
  });
  afterEach(() => page?.close());

  test('the sign-in screen shows Admin Sign In and has no accessibility violations', async () => {
    await page.goto(url('/signin'));
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(await page.title()).toContain('Admin Sign In');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("empty fields show 'This field is required' without calling the server", async () => {
    await page.goto(url('/signin'));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectDescription(page, 'E-mail', 'This field is required');
    await expectDescription(page, 'Password', 'This field is required');
    expect(calls).toEqual([]);
  });

  test("a wrong password shows the server's message under the form", async () => {
    await page.goto(url('/signin'));
    await page.getByLabel('E-mail').fill('lti@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('form', { name: 'Admin Sign In' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid e-mail or password.');
    expect(pathOf(page)).toBe('/signin');
  });

  test('a deep link redirects to /signin, and signing in returns to it', async () => {
    await page.goto(url('/classes'));
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(pathOf(page)).toBe('/signin');
    await page.getByLabel('E-mail').fill('cs@demo.test');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    expect(pathOf(page)).toBe('/classes');
  });

  test('the set-password screen has no accessibility violations', async () => {
    await page.goto(url('/set-password?token=not-a-real-token'));
    await page.getByRole('heading', { name: 'Confirm email' }).waitFor();
    for (const label of ['First name', 'Last name', 'Password', 'Repeat password']) {
      expect(await page.getByLabel(label, { exact: true }).count()).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

async function expectDescription(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  // The forms' rules load with the first submit (ADR 003): wait for their verdict.
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(text);
}
