/**
 * The dashboard in Chromium against the real server (ADRs 176–178): the right sections per role, a quiz created
 * through the API raises the count once the user refreshes, a figure opens the list it counts, axe on each.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  pathOf,
  PHONE,
  routePrefix,
  signIn,
  url,
} from './browser';
import { quizCreateBody } from './takeFixtures';

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

async function start(email: string, viewport?: { width: number; height: number }) {
  context = await newContext(viewport);
  page = await context.newPage();
  await signIn(page, email);
  await page.getByText(/^Figures as of /).waitFor();
}

const figure = (label: string) => page.getByRole('link', { name: new RegExp(`^${label}\\s*\\d+`) });
async function countOf(label: string): Promise<number> {
  const text = (await figure(label).textContent())!;
  return Number(/(\d+)/.exec(text.slice(label.length))![1]);
}

const quizPayload = (title: string) =>
  quizCreateBody(title, [
    {
      title: 'Activity 1',
      sortIndex: 1,
      items: [
        {
          article: null,
          sortIndex: 1,
          title: 'Which molecule stores energy in cells?',
          type: 2,
          isMultiple: false,
          rightAnswer: ['a'],
          image: null,
          textOptions: [
            { id: 'a', text: 'ATP' },
            { id: 'b', text: 'Water' },
          ],
        },
      ],
    },
  ]);

test('an instructor sees their figures; a new quiz raises the count on Refresh; the figure opens My Quizzes', async () => {
  await start('cs@demo.test');
  await page.getByRole('heading', { name: 'Your quizzes and classes' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Quiz library' }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'Sponsors' }).count()).toBe(0);
  await page.getByRole('table', { name: 'Class quizzes due in the next 7 days' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  const before = await countOf('My quizzes');
  await apiPost('/api/quiz/create', await apiToken('cs@demo.test'), quizPayload('Dashboard count check'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByRole('link', { name: new RegExp(`^My quizzes\\s*${before + 1}$`) }).waitFor();

  // Each figure leads to the list it counts, with the list's filter where it has one.
  expect(await figure('My quizzes').getAttribute('href')).toBe(`${routePrefix()}/quiz/my-quiz`);
  expect(await figure('My classes').getAttribute('href')).toBe(`${routePrefix()}/classes?kind=own`);
  await figure('My classes').click();
  await page.waitForURL(/\/classes\?kind=own$/);
  await page.getByRole('table').waitFor();
  await page.goBack();
  await figure('My quizzes').click();
  await page.waitForURL(/\/quiz\/my-quiz$/);
  await page.getByRole('link', { name: 'Dashboard count check' }).first().waitFor();
});

test('a chart shows its data as a table on request, and the page stays axe-clean', async () => {
  await start('corporate@demo.test');
  const toggles = page.getByRole('button', { name: 'Show as table' });
  if ((await toggles.count()) === 0) {
    // No attempts in the last 30 days on this server: the page says what will appear.
    await page.getByText(/Charts appear once students submit your quizzes/).waitFor();
  } else {
    await toggles.first().click();
    await page.getByRole('button', { name: 'Hide table' }).waitFor();
    expect(await page.getByRole('table', { name: 'Attempts per day' }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('heading', { name: 'Sponsors' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('a super admin sees the library and sponsors; the sponsors figure opens the sponsor list', async () => {
  await start('super@demo.test');
  await page.getByRole('heading', { name: 'Quiz library' }).waitFor();
  await page.getByRole('table', { name: 'Recent library rebuilds and their result' }).waitFor();
  await page.getByRole('heading', { name: 'Sponsors' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await figure('Sponsors without a logo').click();
  await page.waitForURL(/\/sponsors$/);
  expect(pathOf(page)).toBe('/sponsors');
});

test('a publish user gets the publishing desk; In review opens the list of articles in review', async () => {
  await start('publish@demo.test');
  await page.getByRole('heading', { name: 'Publishing desk' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Your quizzes and classes' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await figure('In review').click();
  await page.waitForURL((address) => address.searchParams.get('status') === 'in_review');
  expect(pathOf(page)).toBe('/publish');
  await page.getByRole('table', { name: 'Articles' }).waitFor();
});

test('on a phone the figures stay reachable and axe finds nothing', async () => {
  await start('lti@demo.test', PHONE);
  await figure('My classes').scrollIntoViewIfNeeded();
  expect(await figure('My classes').isVisible()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(url('/dashboard'));
  await page.getByText(/^Figures as of /).waitFor();
});
