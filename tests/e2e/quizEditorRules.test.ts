/**
 * The quiz editor's rules in the real console: the date fields held to the owner's trial or subscription (a
 * customer on a trial sees the End Date capped with its tooltip; one whose trial ended sees the dates locked),
 * Import Template Questions bringing a seeded playlist's template questions, and a question image cropped in the
 * crop-image dialog by keyboard and uploaded, and a question's own image added, saved and seen again on
 * reopening. axe on each screen and dialog.
 */
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { apiPost, apiToken, axeViolations, newContext, signInWithToken, url } from './browser';
import { quizPayload } from '../support/quizFixtures';
import { pickerDisabled, pickerGroup, typeDate } from './datePicker';

const STAMP = Date.now();
const IMAGE = resolve(__dirname, '../../server/seed/media/sponsor-logo.png');

/** A user quiz of one question, as POST /api/quiz/create takes it. */
const userQuizPayload = (title: string) =>
  quizPayload(title, [{ title: 'Activity 1', items: [{ title: 'What does an enzyme lower?' }] }]);

describe('quiz editor rules', () => {
  const contexts: BrowserContext[] = [];
  async function signedInPage(email: string): Promise<Page> {
    const context = await newContext();
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, email);
    return page;
  }
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  test('a customer on a trial: the End Date is capped with the tooltip; after the trial the dates are locked', async () => {
    const token = await apiToken('admin@demo.test');
    const quiz = await apiPost<{ id: number }>(
      '/api/quiz/create',
      token,
      userQuizPayload(`Trial Quiz ${STAMP}`),
    );
    const page = await signedInPage('admin@demo.test');
    await page.goto(url(`/quiz/my-quiz/edit/${quiz.id}`));
    const end = pickerGroup(page, 'End Date');
    await end.waitFor();
    await end.getByRole('spinbutton').first().focus();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Deadlines cannot be set beyond trial or subscription end date for the user.' })
      .waitFor();
    await typeDate(page, 'Start Date', '01/01/2020 10:00 AM');
    await page.getByText('Start Date should be after the current time').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The trial account's trial ended five days before seeding (ADR 190).
    const expired = await signedInPage('trial@demo.test');
    const trial = await apiToken('trial@demo.test');
    const own = await apiPost<{ id: number }>('/api/quiz/create', trial, userQuizPayload(`Expired ${STAMP}`));
    await expired.goto(url(`/quiz/my-quiz/edit/${own.id}`));
    // SPEC's message is on the locked dates: shown while the pointer rests on them.
    await pickerGroup(expired, 'Start Date').hover();
    await expired
      .getByRole('tooltip')
      .filter({ hasText: 'You cannot perform this action as your trial period has expired.' })
      .waitFor();
    expect(await pickerDisabled(expired, 'End Date')).toBe(true);
    expect(await pickerDisabled(expired, 'Start Date')).toBe(true);
    expect(await expired.getByRole('textbox', { name: 'Title', exact: true }).isEnabled()).toBe(true);
    expect(await axeViolations(expired)).toEqual([]);
  });

  test('Import Template Questions brings the template questions of a seeded playlist’s articles', async () => {
    const page = await signedInPage('super@demo.test');
    await page.goto(url('/quiz/admin-quiz/create'));
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Import Playlists' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Playlists' });
    await dialog.getByRole('button', { name: /^Add Cell Biology Essentials/ }).click();
    await dialog.getByRole('checkbox', { name: 'Import Videos' }).uncheck();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('textbox', { name: 'Question title' }).count()).toBeGreaterThan(0);
  });

  test('a question image is cropped by keyboard in the crop-image dialog, uploaded and shown in the title', async () => {
    const page = await signedInPage('super@demo.test');
    await page.goto(url('/quiz/admin-quiz/create'));
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).first().click();
    await (await chooser).setFiles(IMAGE);
    const dialog = page.getByRole('dialog', { name: 'Crop image' });
    const area = dialog.getByRole('group', { name: 'Crop area' });
    await area.waitFor();
    await area.focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await axeViolations(page)).toEqual([]);

    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quiz/upload_image');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    expect((await uploaded).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const image = page.getByRole('textbox', { name: 'Question title' }).first().locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/\/media\//);

    // Cancel leaves the question as it was.
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).first().click();
    await (await again).setFiles(IMAGE);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('textbox', { name: 'Question title' }).first().locator('img').count()).toBe(
      1,
    );
  });
  test("a question's own image: Add image crops and uploads it, it is saved and shows again on reopening", async () => {
    const token = await apiToken('admin@demo.test');
    const quiz = await apiPost<{ id: number }>('/api/quiz/create', token, userQuizPayload(`Image ${STAMP}`));
    const page = await signedInPage('admin@demo.test');
    await page.goto(url(`/quiz/my-quiz/edit/${quiz.id}`));
    const question = page.getByRole('article', { name: 'Question 1' });
    const chooser = page.waitForEvent('filechooser');
    await question.getByRole('button', { name: 'Add image' }).first().click();
    await (await chooser).setFiles(IMAGE);
    const dialog = page.getByRole('dialog', { name: 'Crop image' });
    await dialog.getByRole('group', { name: 'Crop area' }).waitFor();
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quiz/upload_image');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    expect((await uploaded).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const thumbnail = question.getByRole('img', { name: 'Image of Question 1' });
    await thumbnail.waitFor();
    const src = await thumbnail.getAttribute('src');
    expect(src).toMatch(/\/media\//);
    await question.getByRole('button', { name: 'Replace image' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((address) => !address.pathname.includes('/edit/'));
    await page.goto(url(`/quiz/my-quiz/edit/${quiz.id}`));
    const reopened = page
      .getByRole('article', { name: 'Question 1' })
      .getByRole('img', { name: 'Image of Question 1' });
    await reopened.waitFor();
    expect(await reopened.getAttribute('src')).toBe(src);
  });
});
