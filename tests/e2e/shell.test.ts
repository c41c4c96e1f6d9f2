import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, menuOf, newContext, pathOf, PHONE, signIn, signInAt, url } from './browser';

describe('shell on a desktop', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    await signIn(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  test('the dashboard has no accessibility violations', async () => {
    expect(pathOf(page)).toBe('/dashboard');
    expect(await page.title()).toContain('Dashboard');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('root and unknown paths redirect to /dashboard', async () => {
    for (const path of ['/', '/no-such-area/42']) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
      expect(pathOf(page)).toBe('/dashboard');
    }
  });

  test('a menu entry opens its area and is marked as the current page', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'MoEngage' }).click();
    await page.getByRole('heading', { name: 'MoEngage', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/moengage');
    expect(await nav.getByRole('link', { name: 'MoEngage' }).getAttribute('aria-current')).toBe('page');
  });

  test('the sidebar collapses to an icon strip, stays so after a reload, and expands again', async () => {
    const sidebar = page.locator('aside');
    const wide = (await sidebar.boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    const strip = (await sidebar.boundingBox())!.width;
    expect(strip).toBeLessThan(80);
    expect(wide).toBeGreaterThan(200);
    // The labels leave the screen, not the accessibility tree.
    expect(await menuOf(page)).toContain('Sponsors');
    const label = sidebar.getByRole('link', { name: 'Sponsors' }).locator('span');
    expect((await label.boundingBox())!.width).toBeLessThanOrEqual(1);

    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect((await sidebar.boundingBox())!.width).toBeLessThan(80);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    expect((await sidebar.boundingBox())!.width).toBeGreaterThan(200);
  });

  test('Sign out in the user menu returns to /signin and forgets the session', async () => {
    await page.getByRole('button', { name: 'Sam Super' }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(pathOf(page)).toBe('/signin');
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(pathOf(page)).toBe('/signin');
  });
});

describe('shell on a 375 px phone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(PHONE);
    page = await context.newPage();
    await signIn(page, 'corporate@demo.test');
  });
  afterAll(() => context?.close());

  test('the sidebar gives way to a drawer that opens from the top bar and closes with Escape', async () => {
    expect(await page.locator('aside').isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open navigation menu' });
    await open.click();
    // The dialog element itself has no box (its panel is fixed): wait for what it shows.
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await drawer.getByRole('link', { name: 'Sponsors' }).waitFor();
    expect(await menuOf(page)).toContain('Sponsors');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('choosing an area in the drawer opens it and closes the drawer', async () => {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await drawer.getByRole('link', { name: 'Quizzes' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Quizzes', level: 1 }).waitFor();
    // A corporate admin is not a quiz super admin: the area opens on My Quizzes (SPEC section 2).
    expect(pathOf(page)).toBe('/quiz/my-quiz');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the product’s name at every width', () => {
  test.each([
    [1920, 'complementary'],
    [1280, 'complementary'],
    [390, 'banner'],
  ] as const)('at %i px it is shown whole in the %s, wrapped rather than cut', async (width, where) => {
    const context = await newContext({ width, height: 900 });
    try {
      const page = await context.newPage();
      await signInAt(page, 'super@demo.test', '/dashboard');
      const name = page.getByRole(where).getByText('Science Video Console', { exact: true });
      await name.waitFor();
      // Neither clipped by its box (an ellipsis or a clamp) nor spilling out of it.
      expect(
        await name.evaluate((element) => ({
          clippedAcross: element.scrollWidth > element.clientWidth,
          clippedDown: element.scrollHeight > element.clientHeight,
        })),
      ).toEqual({ clippedAcross: false, clippedDown: false });
      await page.screenshot({ path: `tests/.artifacts/shell-product-name-${width}.png` });
    } finally {
      await context.close();
    }
  });
});
