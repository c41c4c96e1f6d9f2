/**
 * An edit address that names no record, in Chromium against the production build: the sponsor, identity provider,
 * translation group and institution forms keep their Back and heading, say what was not found in the form's place,
 * and link back to their list, which the link leads to; axe finds nothing on the not-found screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiToken, axeViolations, newContext, pathOf, setFeatureFlag, signIn, url } from './browser';

const FLAG = 'adminTranslations';
const SEEN = { timeout: 30_000 } as const;
const MISSING = 999999;

let context: BrowserContext;
let page: Page;
let token: string;
let flagWas: boolean;

beforeAll(async () => {
  token = await apiToken('super@demo.test');
  flagWas = await setFeatureFlag(token, FLAG, true);
  context = await newContext();
  page = await context.newPage();
  await signIn(page, 'super@demo.test');
}, 30_000);
afterAll(async () => {
  await context?.close();
  await setFeatureFlag(token, FLAG, flagWas);
});

describe('an edit address that names no record says so and leads back to the list', () => {
  test.each([
    ['/sponsors/edit', 'Edit Sponsor', 'This sponsor does not exist.', 'Back to Sponsors', '/sponsors'],
    [
      '/identity-providers/edit',
      'Edit Identity Provider',
      'This identity provider does not exist.',
      'Back to Identity Providers',
      '/identity-providers',
    ],
    [
      '/translations/groups/edit',
      'Edit translation group',
      'This translation group does not exist.',
      'Back to Translation Groups',
      '/translations/groups',
    ],
    [
      '/institutions',
      'Institutions',
      'This institution does not exist.',
      'Back to Institutions',
      '/institutions',
    ],
  ])('%s/999999', async (base, heading, text, link, list) => {
    await page.goto(url(`${base}/${MISSING}`));
    await page.getByRole('alert').filter({ hasText: text }).waitFor(SEEN);
    expect(await page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Oops, something went wrong' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL((address) => address.pathname.endsWith(list), SEEN);
    expect(pathOf(page)).toBe(list);
  });
});
