/**
 * Class Products in Chromium against the real server (ADR 345): the super admin ends the seeded grant that unlocks
 * classes for Demo University; an instructor of it reloads the class list and meets the calm locked state with the
 * product and the day, and POST /api/admin/class/ answers the same refusal; the super admin renews the grant and the
 * instructor can create a class again. My Quizzes and Question Banks say the same of quizzes, exports and banks
 * (ADR 355). Both at 1280 px (the super admin) and 390 px (the instructor), axe-clean.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CLASS_ACCESS_PATHS } from '../../src/api/classAccess/classAccessContract';
import type { Grant } from '../../src/domain/classAccess/classAccess';
import { featureLockMessage } from '../../src/domain/classAccess/classAccess';
import { apiPost, apiToken, axeViolations, newContext, origin, signInAt, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/classProducts');
const GRANT_NAME = 'Core for Demo University';

let admin: BrowserContext;
let phone: BrowserContext;
let desk: Page;
let instructor: Page;
let superToken: string;

async function createClass(token: string) {
  const response = await fetch(`${origin()}/api/admin/class/`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ title: 'Genetics after renewal' }),
  });
  return { status: response.status, body: (await response.json()) as { content: { message?: string } } };
}

/** The seeded Core grant of Demo University, as the grants list answers it. */
async function coreGrant(): Promise<Grant> {
  const list = await apiPost<{ result: Grant[] }>(CLASS_ACCESS_PATHS.grantList, superToken, {
    keyword: undefined,
    filter: [{ bool_operator: 'and', property: 'institution', operator: 'equals', value: 'Demo University' }],
  });
  return list.result.find((grant) => grant.productName === 'Core')!;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  superToken = await apiToken('super@demo.test');
  admin = await newContext({ width: 1280, height: 800 });
  phone = await newContext({ width: 390, height: 844 });
  desk = await admin.newPage();
  instructor = await phone.newPage();
});

afterAll(async () => {
  // Whatever happened, Demo University keeps its Core grant for the files after this one.
  const grant = await coreGrant();
  if (grant.state === 'ended')
    await apiPost(CLASS_ACCESS_PATHS.renew(grant.id), superToken, {
      endsOn: '2099-12-31',
      version: grant.version,
    });
  await admin.close();
  await phone.close();
});

test('ending the grant that unlocks classes locks them for its instructors, with the same reason on the server; renewing it opens them again', async () => {
  await signInAt(desk, 'super@demo.test', '/class-access?search=Demo%20University');
  const actions = desk.getByRole('button', { name: `Actions for ${GRANT_NAME}` });
  await actions.waitFor();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: join(SHOTS, 'grants-1280.png'), fullPage: true });

  await actions.click();
  await desk.getByRole('menuitem', { name: `End ${GRANT_NAME}` }).click();
  const ask = desk.getByRole('alertdialog', { name: `End ${GRANT_NAME} now?` });
  await ask.waitFor();
  expect(await axeViolations(desk)).toEqual([]);
  await ask.getByRole('button', { name: 'End now' }).click();
  await desk.getByText('Grant ended').waitFor();
  const ended = await coreGrant();
  expect(ended.state).toBe('ended');

  // The instructor reloads their classes on a phone: Create waits, and one calm sentence says why.
  await signInAt(instructor, 'cs@demo.test', '/classes');
  const note = instructor.getByRole('note');
  await note.waitFor();
  expect(await note.textContent()).toMatch(
    /Classes are locked for now: your institution’s grant of Core ended on .+\. /,
  );
  expect(await instructor.getByRole('button', { name: 'Create Class' }).isDisabled()).toBe(true);
  expect(await axeViolations(instructor)).toEqual([]);
  await instructor.screenshot({ path: join(SHOTS, 'locked-390.png'), fullPage: true });

  // Every feature the grant unlocked says so on its own screen, and its creating control waits (ADR 355).
  await instructor.goto(url('/quiz/my-quiz'));
  await instructor
    .getByText(/Locked for now — Quizzes: your institution’s grant of Core ended on /)
    .waitFor();
  await instructor
    .getByText(/Locked for now — Exports: your institution’s grant of Core ended on /)
    .waitFor();
  expect(await instructor.getByRole('button', { name: 'Create a New Quiz' }).isDisabled()).toBe(true);
  expect(await axeViolations(instructor)).toEqual([]);
  await instructor.screenshot({ path: join(SHOTS, 'quizzes-locked-390.png'), fullPage: true });
  await instructor.goto(url('/banks'));
  await instructor
    .getByText(/Locked for now — Question banks: your institution’s grant of Core ended on /)
    .waitFor();
  expect(await instructor.getByRole('button', { name: 'New bank' }).isDisabled()).toBe(true);
  expect(await axeViolations(instructor)).toEqual([]);
  await instructor.screenshot({ path: join(SHOTS, 'banks-locked-390.png'), fullPage: true });

  const csToken = await apiToken('cs@demo.test');
  const refused = await createClass(csToken);
  expect(refused.status).toBe(403);
  expect(refused.body.content.message).toBe(
    featureLockMessage({ feature: 'classes', product: 'Core', endedAt: ended.endedAt }),
  );

  // The super admin renews it from the row's menu with a new last day.
  await desk.getByRole('button', { name: `Actions for ${GRANT_NAME}` }).click();
  await desk.getByRole('menuitem', { name: `Renew ${GRANT_NAME}` }).click();
  const renew = desk.getByRole('dialog', { name: 'Renew grant' });
  await renew.getByLabel('New last day').fill('2099-12-31');
  expect(await axeViolations(desk)).toEqual([]);
  await renew.getByRole('button', { name: 'Renew' }).click();
  await desk.getByText('Grant renewed').waitFor();
  expect((await coreGrant()).state).toBe('current');

  await instructor.goto(url('/classes'));
  const create = instructor.getByRole('button', { name: 'Create Class' });
  await instructor.getByRole('heading', { name: 'Classes' }).waitFor();
  await create.waitFor();
  expect(await instructor.getByRole('note').count()).toBe(0);
  expect(await create.isEnabled()).toBe(true);
  expect((await createClass(csToken)).status).toBe(200);
});
