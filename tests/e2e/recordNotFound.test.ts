/**
 * An edit address that names no record, in Chromium against the production build: the sponsor, identity provider,
 * translation group and institution forms keep their Back and heading, say what was not found in the form's place,
 * and link back to their list, which the link leads to; axe finds nothing on the not-found screen.
 *
 * An instructor's addresses that name nothing — a class, quiz or results id that is not a number, a playlist or bank
 * path that names none — say what could not be opened under their heading and link back to the area's list, in
 * English and in Arabic, axe clean. Screenshots at 1920, 1280 and 390 px go to tests/.artifacts/record-not-found/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { banks as arBanks } from '../../src/i18n/locales/ar/banks';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { apiToken, axeViolations, newContext, pathOf, setFeatureFlag, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

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
  await signInWithToken(page, 'super@demo.test');
});
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

describe("an instructor's address that names nothing says what could not be opened and leads back to the list", () => {
  const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/record-not-found');
  const QUIZ_NOT_FOUND =
    'This quiz could not be opened: there is no quiz at this address, or it is not shared with you.';
  const contexts: BrowserContext[] = [];
  let instructor: Page;
  beforeAll(async () => {
    const context = await newContext({ width: 1280, height: 900 });
    contexts.push(context);
    instructor = await context.newPage();
    await signInWithToken(instructor, 'cs@demo.test');
  });
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  test.each([
    [
      '/classes/abc',
      'Class not found',
      'Not found. This class does not exist or is not shared with you.',
      'All classes',
      '/classes',
    ],
    ['/quiz/my-quiz/edit/abc', 'Error', QUIZ_NOT_FOUND, 'Back to the quizzes', '/quiz/my-quiz'],
    ['/quiz/my-quiz/view/abc', 'Error', QUIZ_NOT_FOUND, 'Back to the quizzes', '/quiz/my-quiz'],
    [
      '/quiz/my-quiz/results/abc',
      'Error',
      'These results could not be opened: there is no quiz at this address, or it is not shared with you.',
      'Back to the quizzes',
      '/quiz/my-quiz',
    ],
    ['/playlist/999999', 'My Playlists', 'Playlist not found', 'Back to My Playlists', '/playlist'],
    [
      '/banks/999999',
      'Question Banks',
      'This question bank could not be opened: there is no bank at this address.',
      'Back to the question banks',
      '/banks',
    ],
  ])('%s', async (address, heading, text, link, list) => {
    const page = instructor;
    await page.goto(url(address));
    await page.getByRole('alert').filter({ hasText: text }).waitFor(SEEN);
    expect(pathOf(page)).toBe(address);
    expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    if (address === '/classes/abc') {
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [1920, 1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(SHOTS, `class-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL((at) => at.pathname.endsWith(list), SEEN);
    expect(pathOf(page)).toBe(list);
    await page
      .getByRole('alert')
      .filter({ hasText: text })
      .waitFor({ state: 'detached', ...SEEN });
  });

  test('in Arabic the bank address says the same, axe clean', async () => {
    const context = await newContext({ width: 1280, height: 900 }, 'ar');
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(url('/signin'));
    await page.getByLabel(arCore.signIn.email).fill('cs@demo.test');
    await page.getByLabel(arCore.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: arCore.signIn.submit }).click();
    await page.waitForURL(/\/dashboard/, SEEN);
    await page.goto(url('/banks/999999'));
    await page.getByRole('alert').filter({ hasText: arBanks.notFound }).waitFor(SEEN);
    expect(await page.getByRole('heading', { level: 1, name: arBanks.title, exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'bank-ar-1280.png'), fullPage: true });
    await page.getByRole('link', { name: arBanks.backToBanks, exact: true }).click();
    await page.waitForURL((at) => at.pathname.endsWith('/banks'), SEEN);
  });
});
