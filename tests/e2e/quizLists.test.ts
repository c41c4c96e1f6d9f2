/** The quiz lists in Chromium against the real server: tabs by role, search, share, delete, download, axe. */
import type { BrowserContext, Page } from 'playwright-core';
import { quizPayload } from '../support/quizFixtures';
import {
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  pathOf,
  searchList,
  signInWithToken,
  url,
} from './browser';

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

const table = () => page.getByRole('table');
const firstTitleLink = () => table().getByRole('row').nth(1).getByRole('link').first();

async function waitForRows() {
  await table().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

test('a super admin walks every tab, searches by title and by id, and each list passes axe', async () => {
  await start('super@demo.test');
  await page.goto(url('/quiz'));
  const tabs = page.getByRole('navigation', { name: 'Quiz lists' });
  await tabs.waitFor();
  for (const name of [
    'Articles Quiz Template',
    'Quiz Library',
    'Admin Quizzes',
    'Shared By Admins',
    'Customer Quizzes',
  ]) {
    await tabs.getByRole('link', { name }).click();
    await waitForRows();
    expect(await tabs.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(page)).toEqual([]);
  }
  await tabs.getByRole('link', { name: 'Admin Quizzes' }).click();
  await waitForRows();
  const title = (await firstTitleLink().textContent())!.trim();
  const href = (await firstTitleLink().getAttribute('href'))!;
  const id = href.split('/').pop()!;
  await page.getByRole('searchbox', { name: 'Search Admin Quiz by Title' }).fill(title.slice(0, 6));
  await page.waitForURL(/search=/);
  await waitForRows();
  expect(await table().getByRole('link', { name: title }).count()).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Search Admin Quiz by Title' }).fill(id);
  await page.waitForURL(new RegExp(`search=${id}`));
  await waitForRows();
  expect(await table().getByRole('row').count()).toBe(2);
});

test('a CS user shares a quiz with two pasted e-mails, opens the download dialog and deletes a quiz', async () => {
  // Quizzes of this test's own: sharing distributes a quiz and deleting removes one, so the demo's quizzes, which
  // other files read (the teaching loop counts who the check-in was distributed to), are left as they are.
  const prefix = `Shared and deleted ${Date.now()}`;
  const token = await apiToken('cs@demo.test');
  for (const n of [1, 2])
    await apiPost(
      '/api/quiz/create',
      token,
      quizPayload(`${prefix} ${n}`, [{ title: 'Activity 1', items: [{ title: 'Why?' }] }]),
    );
  await start('cs@demo.test');
  await page.goto(url('/quiz'));
  await page.waitForURL(/\/quiz\/my-quiz/);
  expect(pathOf(page)).toBe('/quiz/my-quiz');
  await waitForRows();
  expect(await axeViolations(page)).toEqual([]);
  await searchList(page, page.getByRole('searchbox'), prefix);
  await expect.poll(() => table().getByRole('row').count()).toBe(3);

  const row = table().getByRole('row').nth(1);
  const title = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Share quiz' }).click();
  const share = page.getByRole('dialog');
  await share.getByLabel('E-mails to invite').fill('admin@demo.test, nobody-here@example.org');
  await share.getByRole('button', { name: 'Add e-mails' }).click();
  await share.getByRole('button', { name: 'Remove nobody-here@example.org' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByText(/^(Shared|Already shared|Not access): .*admin@demo\.test/).waitFor();
  // Sharing a user quiz distributes it to students (ADR 133): any address is assigned, unless Restricted.
  await page.getByText(/^(Shared|Not access): .*nobody-here@example\.org/).waitFor();

  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Download QTI' }).click();
  await page.getByRole('heading', { name: 'Select the Institution to download QTI' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByRole('navigation', { name: 'Quiz lists' })
    .getByRole('link', { name: 'Shared By Me' })
    .click();
  await waitForRows();
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Quiz lists' })
    .getByRole('link', { name: 'My Quizzes' })
    .click();
  await waitForRows();
  await searchList(page, page.getByRole('searchbox'), prefix);
  await expect.poll(() => table().getByRole('row').count()).toBe(3);

  const last = table().getByRole('row').last();
  const doomed = (await last.getByRole('link').first().textContent())!.trim();
  await last.getByRole('button', { name: `Actions for ${doomed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('heading', { name: 'Delete quiz' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Quiz deleted successfully').waitFor();
  await page.waitForFunction(
    (name) => ![...document.querySelectorAll('table a')].some((a) => a.textContent?.trim() === name),
    doomed,
  );
});

/** A template quiz with one question, as the editor would save it. */
const templatePayload = (title: string) => ({
  title,
  tags: [],
  article: null,
  startDate: null,
  endDate: null,
  isGraded: false,
  duration: null,
  showCaption: false,
  restrictNonInstitutional: false,
  activities: [
    {
      title: 'Activity 1',
      sortIndex: 1,
      items: [
        {
          article: null,
          sortIndex: 1,
          title: 'Which quantity does a balance measure?',
          type: 2,
          isMultiple: false,
          rightAnswer: ['a'],
          image: null,
          textOptions: [
            { id: 'a', text: 'Mass' },
            { id: 'b', text: 'Volume' },
          ],
        },
      ],
    },
  ],
});

test('a super admin pages forward through more than 20 templates, and Back returns to page 1', async () => {
  const token = await apiToken('super@demo.test');
  for (let index = 1; index <= 21; index += 1) {
    await apiPost('/api/admin/quiz/template/create', token, templatePayload(`Paging template ${index}`));
  }
  await start('super@demo.test');
  await page.goto(url('/quiz'));
  await waitForRows();
  expect(await table().getByRole('row').count()).toBe(21);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination
    .getByRole('button', { name: 'Next page' })
    .or(pagination.getByRole('link', { name: 'Next page' }))
    .click();
  await page.waitForURL(/page=2/);
  await waitForRows();
  const secondPage = await table().getByRole('row').count();
  expect(secondPage).toBeGreaterThan(1);
  expect(secondPage).toBeLessThan(21);
  expect(await axeViolations(page)).toEqual([]);
  await page.goBack();
  await page.waitForURL((address) => !address.search.includes('page=2'));
  await waitForRows();
  expect(await table().getByRole('row').count()).toBe(21);
});
