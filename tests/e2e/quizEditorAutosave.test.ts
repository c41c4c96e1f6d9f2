/**
 * Autosave of the quiz editor in the real console against the real server (ADR 169): an edit of a saved quiz is
 * saved on its own once it settles ("Saved at hh:mm"), is on the server and survives a reload, and leaving asks
 * nothing; undo after it is saved in turn; a newer version saved by someone else stops autosave at the conflict
 * prompt and stays on the server, the indicator naming the same saver as the prompt; Keep my changes keeps what the
 * other tab saved and adds only this tab's changes (ADR 353), screenshots at 1920, 1280 and 390 px; an invalid quiz
 * is not saved ("Autosave paused: No Title"); Save Quiz confirms; the Q shortcut puts the focus in the new question's
 * title.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { QUIZ_PATHS } from '../../src/api/quiz/quizzesContract';
import type { Quiz } from '../../src/domain/quiz/quiz';
import { fromQuiz, toPayload } from '../../src/domain/quiz/quizPayload';
import { adminQuizPayload } from '../mbt/support/quizzes';
import { apiGet, apiPost, apiToken, axeViolations, newContext, origin, pathOf, signIn, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

/** How long the indicator may take to say how an autosave went: the settling wait plus the save. */
const SETTLED = { timeout: 15_000 };
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/quiz-editor-autosave');

describe('quiz editor autosave', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let count = 0;

  beforeAll(async () => {
    token = await apiToken('super@demo.test');
    mkdirSync(SHOTS, { recursive: true });
    context = await newContext();
    page = await context.newPage();
    await signIn(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  async function createQuiz(): Promise<{ id: number; title: string }> {
    count += 1;
    const title = `Autosaved enzymes ${Date.now()}-${count}`;
    const quiz = await apiPost<Quiz>(QUIZ_PATHS.create('admin'), token, adminQuizPayload(title));
    return { id: quiz.id, title };
  }
  const stored = (id: number) => apiGet<Quiz>(QUIZ_PATHS.one('admin', id), token);
  const titleField = () => page.getByRole('textbox', { name: 'Title', exact: true });
  const status = () =>
    page
      .getByRole('group', { name: 'Editor actions' })
      .getByRole('status')
      .filter({ hasText: /Saved at|Saving|Unsaved changes|Autosave/ });

  async function open(id: number, title: string) {
    await page.goto(url(`/quiz/admin-quiz/edit/${id}`));
    await expect.poll(() => titleField().inputValue()).toBe(title);
  }

  test('a settled edit is saved to the server, survives a reload, and leaving asks nothing; undo is saved too', async () => {
    const { id, title } = await createQuiz();
    await open(id, title);
    await titleField().fill(`${title} v2`);
    await status().filter({ hasText: 'Unsaved changes' }).waitFor();
    await status()
      .filter({ hasText: /^Saved at \d\d:\d\d$/ })
      .waitFor(SETTLED);
    expect((await stored(id)).title).toBe(`${title} v2`);
    // A polite live region: a screen reader hears it without losing its place.
    expect(await status().getAttribute('aria-live')).toBe('polite');
    expect(await axeViolations(page)).toEqual([]);

    // Undo after an autosave is an edit like any other: it is saved in turn.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => titleField().inputValue()).toBe(title);
    await status().filter({ hasText: 'Unsaved changes' }).waitFor();
    await status()
      .filter({ hasText: /^Saved at/ })
      .waitFor(SETTLED);
    expect((await stored(id)).title).toBe(title);

    await page.reload();
    await expect.poll(() => titleField().inputValue()).toBe(title);
    // Nothing unsaved: no draft is offered, and a sidebar link goes at once.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByRole('alertdialog', { name: 'Leave this page?' }).count()).toBe(0);
  });

  /** Another tab of the same account saves a newer version with this title while this editor is open. */
  async function saveElsewhere(id: number, title: string) {
    const theirs = await stored(id);
    const state = fromQuiz(theirs);
    const response = await fetch(`${origin()}${QUIZ_PATHS.one('admin', id)}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...toPayload({ ...state, details: { ...state.details, title } }, 'admin', 'edit', theirs.version),
        version: theirs.version,
      }),
    });
    expect(response.status).toBe(200);
  }

  test('a newer version saved elsewhere stops autosave at the conflict prompt and stays on the server', async () => {
    const { id, title } = await createQuiz();
    await open(id, title);
    await saveElsewhere(id, `${title} (theirs)`);

    await titleField().fill(`${title} mine`);
    // The newer version was saved by the same account (through the API): another tab or device (ADR 262).
    const prompt = page.getByRole('alertdialog', { name: 'You saved this quiz in another tab or device' });
    const reload = prompt.getByRole('button', { name: 'Reload the saved version' });
    await reload.waitFor(SETTLED);
    // The indicator behind the prompt names the same saver (ADR 353).
    await page.getByText('Autosave stopped: you saved a newer version in another tab or device').waitFor();
    expect(await page.getByText('Autosave stopped: someone saved a newer version').count()).toBe(0);
    expect((await stored(id)).title).toBe(`${title} (theirs)`);
    // The user's work is kept as a draft in the browser.
    const draft = await page.evaluate((key) => window.localStorage.getItem(key), `quiz-draft:admin:${id}`);
    expect(draft).toContain(`${title} mine`);
    expect(await axeViolations(page)).toEqual([]);
    await reload.click();
    await prompt.waitFor({ state: 'detached' });
    await expect.poll(() => titleField().inputValue()).toBe(`${title} (theirs)`);
  });

  test('Keep my changes keeps what the other tab saved and adds only what this tab changed', async () => {
    const { id, title } = await createQuiz();
    await open(id, title);
    await saveElsewhere(id, `${title} (tab 1)`);
    await page.getByRole('spinbutton', { name: 'Quiz Duration' }).fill('25');
    const prompt = page.getByRole('alertdialog', { name: 'You saved this quiz in another tab or device' });
    const keep = prompt.getByRole('button', { name: 'Keep my changes' });
    await keep.waitFor(SETTLED);
    // The choices open once the other tab's version has been read.
    await expect.poll(() => keep.isEnabled(), SETTLED).toBe(true);
    await prompt
      .getByText(/“Keep my changes” puts only what you changed here over the saved version/)
      .waitFor();
    for (const width of [1920, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await keep.waitFor();
      await page.screenshot({ path: join(SHOTS, `keep-mine-prompt-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await keep.click();
    await prompt.waitFor({ state: 'detached' });
    // Tab 1's new title stays; this tab's Quiz Duration is kept on top of it.
    await expect.poll(() => titleField().inputValue()).toBe(`${title} (tab 1)`);
    expect(await page.getByRole('spinbutton', { name: 'Quiz Duration' }).inputValue()).toBe('25');
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    await page.getByText('Quiz saved', { exact: true }).waitFor();
    await expect.poll(() => pathOf(page)).not.toContain('/edit/');
    expect((await stored(id)).duration).toBe(25);
    expect((await stored(id)).title).toBe(`${title} (tab 1)`);
  });

  test('an invalid quiz is not saved: autosave says why; Save Quiz then confirms', async () => {
    const { id, title } = await createQuiz();
    await open(id, title);
    await titleField().fill('');
    await status().filter({ hasText: 'Autosave paused: No Title' }).waitFor(SETTLED);
    expect((await stored(id)).title).toBe(title);
    expect(await axeViolations(page)).toEqual([]);

    await titleField().fill(`${title} fixed`);
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    await page.getByText('Quiz saved', { exact: true }).waitFor();
    await expect.poll(() => pathOf(page)).not.toContain('/edit/');
    expect((await stored(id)).title).toBe(`${title} fixed`);
  });

  test('Q adds a question with the focus in its title, so typing lands there', async () => {
    const { id, title } = await createQuiz();
    await open(id, title);
    const questionTitles = () => page.getByRole('textbox', { name: 'Question title' });
    const before = await page.locator('[data-item-id]').count();
    await page.getByRole('heading', { name: 'Quiz Details' }).click();
    await page.keyboard.press('q');
    await expect.poll(() => page.locator('[data-item-id]').count()).toBe(before + 1);
    await page.keyboard.type('Why do enzymes speed reactions?');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-item-id]')?.textContent ?? ''))
      .toContain('Why do enzymes speed reactions?');
    // The letters went into the title, none was taken as a shortcut (J, Q…).
    expect(await page.locator('[data-item-id]').count()).toBe(before + 1);
    expect(await questionTitles().last().textContent()).toBe('Why do enzymes speed reactions?');
  });
});
