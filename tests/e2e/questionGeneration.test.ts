/**
 * Generating questions in the real console, against the OpenAI-compatible server process the browser run starts
 * (real HTTP, streamed): an instructor asks for questions about the quiz's video, they land as one undo step, each
 * marked "Generated — review" until edited or accepted, the mark is saved with the quiz; Cancel closes the
 * provider's call; a refusal says so in the dialog; placed at moments of the video (ADR 344), they show as marks on
 * its timeline. axe on the dialog.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { axeViolations, newContext, signInWithToken, url } from './browser';

const STAMP = Date.now();
const fake = () => inject('fakeOpenAI').replace(/\/v1$/, '');
const script = (behaviours: string[]) =>
  fetch(`${fake()}/__control/script`, { method: 'POST', body: JSON.stringify(behaviours) });
const providerCalls = async () =>
  (await (await fetch(`${fake()}/__control/requests`)).json()) as {
    clientGone: boolean;
    completed: boolean;
  }[];

let context: BrowserContext;
let page: Page;
// A context each: an unsaved quiz of one test leaves a draft the next would be offered.
beforeEach(async () => {
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'cs@demo.test');
});
afterEach(() => context?.close());

const badges = () => page.getByText('Generated — review', { exact: true });
const questionTitles = () => page.getByRole('textbox', { name: 'Question title' }).allInnerTexts();

async function newQuizWithVideo() {
  await page.goto(url('/quiz/my-quiz/create'));
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Generated questions ${STAMP}`);
  await page.getByRole('radio', { name: 'Ungraded', exact: true }).check();
  await page.getByRole('button', { name: 'Add Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Video' });
  await dialog.getByRole('listitem').locator('button:not([aria-disabled])').first().click();
  await dialog.waitFor({ state: 'detached' });
}

async function openGenerate() {
  await page.getByRole('button', { name: 'Generate questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate questions' });
  await dialog.getByRole('button', { name: 'Generate', exact: true }).waitFor();
  return dialog;
}

test('questions about the video land as one undo step, marked for review until edited or accepted, and the mark is saved', async () => {
  await newQuizWithVideo();
  await script(['good']);
  const dialog = await openGenerate();
  expect(await dialog.getByLabel('Article').locator('option:checked').innerText()).toContain('(Activity 1)');
  expect(await dialog.getByLabel('Model').locator('option:checked').innerText()).toBe(
    'gpt-3.5-turbo-16k (default)',
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Number of questions').fill('3');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  await expect.poll(() => badges().count()).toBe(3);
  await page
    .getByText('3 generated questions were added to Activity 1. Review them before you save.')
    .waitFor();
  await page.getByText('3 generated questions to review', { exact: true }).waitFor();
  const titles = await questionTitles();
  expect(titles).toHaveLength(3);
  expect(titles[0]).toMatch(/^Question 1 about .+: which statement does the video support\?$/);

  // One Undo takes all three away; Redo brings them back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => badges().count()).toBe(0);
  expect(await questionTitles()).toEqual([]);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => badges().count()).toBe(3);

  // Accepting one, and editing another, each take its mark away.
  await page.getByRole('button', { name: 'Accept question 1 as it is' }).click();
  const second = page.getByRole('textbox', { name: 'Question title' }).nth(1);
  await second.click();
  await second.press('End');
  await second.pressSequentially(' (checked)');
  await expect.poll(() => badges().count()).toBe(1);
  await page.getByText('1 generated question to review', { exact: true }).waitFor();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/quiz/create'));
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  const { content } = (await (await saved).json()) as { content: { id: number } };
  await page.waitForURL(/\/quiz\/my-quiz$/);
  await page.goto(url(`/quiz/my-quiz/edit/${content.id}`));
  await expect.poll(() => questionTitles().then((t) => t.length)).toBe(3);
  expect(await badges().count()).toBe(1);
  const thirdCard = page.getByRole('article', { name: 'Question 3' });
  expect(await thirdCard.getByText('Generated — review').count()).toBe(1);
});

test('Cancel stops a generation mid-way: nothing is added and the provider’s call is closed', async () => {
  await newQuizWithVideo();
  await script(['slow']);
  const before = (await providerCalls()).length;
  const dialog = await openGenerate();
  await dialog.getByLabel('Number of questions').fill('10');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await dialog.getByText(/Writing questions: [1-9] of 10 done/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).waitFor();
  await expect.poll(async () => (await providerCalls())[before]?.clientGone).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await questionTitles()).toEqual([]);
});

test('a refusal is explained in the dialog, and the author can try again', async () => {
  await newQuizWithVideo();
  await script(['refuse', 'good']);
  const dialog = await openGenerate();
  await dialog.getByLabel('Number of questions').fill('1');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  const alert = dialog.getByRole('alert');
  await alert.getByText('The model declined to write these questions.').waitFor();
  expect(await alert.innerText()).toContain('I’m sorry, I can’t help with that request.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => badges().count()).toBe(1);
});

test('placed at moments of the video, each question comes after the line it is about and shows as a mark on the timeline', async () => {
  await newQuizWithVideo();
  await script(['good']);
  const dialog = await openGenerate();
  const atMoments = dialog.getByRole('checkbox', { name: 'Place at moments of the video' });
  // A plain video: the choice is offered, off until the author turns it on.
  expect(await atMoments.isChecked()).toBe(false);
  await atMoments.check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Number of questions').fill('3');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  await expect.poll(() => badges().count()).toBe(3);
  // The sample's three subtitle lines end at 0:02, 0:04 and 0:06; question n is about line n.
  const timeline = page.getByRole('group', { name: /^Timeline of / });
  for (const [n, at] of [
    [1, '0:02'],
    [2, '0:04'],
    [3, '0:06'],
  ] as const)
    await timeline.getByRole('button', { name: `Question ${n} at ${at}` }).waitFor();
  const [request] = (await (await fetch(`${fake()}/__control/requests`)).json()).slice(-1) as {
    messages: { role: string; content: string }[];
  }[];
  expect(request!.messages.find((m) => m.role === 'user')!.content).toContain('3 [0:04–0:06] ');
});
