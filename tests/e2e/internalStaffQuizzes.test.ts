/**
 * Customer Quizzes hides internal staff's quizzes unless "Show internal staff quizzes" is on (ADR 246), in Chromium
 * against the production build. Two accounts of this file's own each make a quiz; one of them is then marked as
 * internal staff, as the Users management menu marks it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { quizPayload } from '../support/quizFixtures';
import {
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  origin,
  searchList,
  signInWithToken,
  url,
} from './browser';

const SUFFIX = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'a-good-password';
const SEEN = { timeout: 30_000 } as const;
const TITLES = `Trial run ${SUFFIX}`;
const STAFF_QUIZ = `${TITLES} by staff`;
const CUSTOMER_QUIZ = `${TITLES} by a customer`;

/** An account invited with the CS user role and registered from its link; its quiz is a customer quiz. */
async function accountWithQuiz(superToken: string, email: string, title: string): Promise<void> {
  const invitation = await apiPost<{ token: string }>('/api/admin/admins/invitation', superToken, {
    email,
    roles: ['ROLE_CS_USER'],
  });
  await apiPost('/api/security/admin/registration/finish', '', {
    firstName: 'Quinn',
    lastName: 'Quizzer',
    plainPassword: { first: PASSWORD, second: PASSWORD },
    token: invitation.token,
  });
  await apiPost(
    '/api/quiz/create',
    await apiToken(email, PASSWORD),
    quizPayload(title, [{ title: 'Activity 1', items: [{ title: 'Why?' }] }]),
  );
}

/** Marks an account as internal staff on the version it is listed with. */
async function markStaff(superToken: string, email: string): Promise<void> {
  const listed = await apiPost<{ result: { id: number; email: string; version: number }[] }>(
    '/api/admin/admins/users',
    superToken,
    { keyword: email },
  );
  const account = listed.result.find((row) => row.email === email);
  if (!account) throw new Error(`${email} is not listed`);
  const response = await fetch(`${origin()}/api/admin/admins/users/${account.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${superToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ isStaff: true, version: account.version }),
  });
  if (response.status !== 204) throw new Error(`PATCH ${email}: HTTP ${response.status}`);
}

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const superToken = await apiToken('super@demo.test');
  const staff = `iq-${SUFFIX}-staff@example.test`;
  await accountWithQuiz(superToken, staff, STAFF_QUIZ);
  await accountWithQuiz(superToken, `iq-${SUFFIX}-customer@example.test`, CUSTOMER_QUIZ);
  await markStaff(superToken, staff);
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'super@demo.test');
});
afterAll(() => context?.close());

/** The titles of this file's quizzes that the table shows, each a link to its quiz. */
const titlesShown = async () =>
  (await page.getByRole('table').getByRole('link', { name: TITLES }).allInnerTexts())
    .map((text) => text.trim())
    .sort();
const isFocused = (control: ReturnType<Page['getByRole']>) =>
  control.evaluate((element) => element === document.activeElement);

test('a staff quiz is hidden until the switch is on, and hidden again when it is off; the switch works by keyboard', async () => {
  await page.goto(url('/quiz/customer-quiz'));
  const search = page.getByRole('searchbox', { name: 'Search Customer Quizzes by Name' });
  await search.waitFor(SEEN);
  await searchList(page, search, TITLES);
  await expect.poll(titlesShown, SEEN).toEqual([CUSTOMER_QUIZ]);
  const toggle = page.getByRole('switch', { name: 'Show internal staff quizzes' });
  expect(await toggle.isChecked()).toBe(false);
  expect(await axeViolations(page)).toEqual([]);

  await toggle.click();
  await page.waitForURL((address) => address.searchParams.get('internal') === '1');
  await expect.poll(titlesShown, SEEN).toEqual([CUSTOMER_QUIZ, STAFF_QUIZ].sort());
  expect(await toggle.isChecked()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await toggle.click();
  await page.waitForURL((address) => address.searchParams.get('internal') === null);
  await expect.poll(titlesShown, SEEN).toEqual([CUSTOMER_QUIZ]);

  // By keyboard: Tab from the search box reaches the switch, Space turns it on and off.
  await search.focus();
  for (let step = 0; step < 10 && !(await isFocused(toggle)); step += 1) await page.keyboard.press('Tab');
  expect(await isFocused(toggle)).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(titlesShown, SEEN).toEqual([CUSTOMER_QUIZ, STAFF_QUIZ].sort());
  expect(await toggle.isChecked()).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(titlesShown, SEEN).toEqual([CUSTOMER_QUIZ]);
  expect(await toggle.isChecked()).toBe(false);
});
