import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from 'date-fns';
import { SCHEDULE_MESSAGES } from '../../../src/domain/quiz/quizSchedule';
import { seedContent } from '../../../server/seed/content';
import { seedResults } from '../../../server/seed/results';
import { quizPayload } from '../../support/quizFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  t = await createTestApp();
  storageDir = await mkdtemp(join(tmpdir(), 'quiz-dates-'));
  await seedContent(t.db, { storageDir, now: t.clock.now() });
  // admin@ is on a 60-day trial, trial@'s trial ended five days ago (ADRs 066 and 190).
  await seedResults(t.db, t.clock.now());
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const days = (n: number) => addDays(t.clock.now(), n).toISOString();

function payload(dates: { startDate?: string | null; endDate?: string | null }) {
  return quizPayload(
    'Enzyme Kinetics Check-in',
    [
      {
        title: 'Activity 1',
        items: [
          { title: 'What does an enzyme lower?', options: ['Temperature', 'Activation energy'], right: [1] },
        ],
      },
    ],
    dates,
  );
}

async function create(email: string, dates: Parameters<typeof payload>[0]) {
  return call(t.app, {
    method: 'POST',
    url: '/api/quiz/create',
    headers: bearer(await t.signIn(email)),
    payload: payload(dates),
  });
}

describe('the server holds a saved quiz’s dates to the editor’s rules', () => {
  test.each([
    [
      'a Start Date in the past',
      () => ({ startDate: days(-1) }),
      { startDate: [SCHEDULE_MESSAGES.startInPast] },
    ],
    ['an End Date in the past', () => ({ endDate: days(-1) }), { endDate: [SCHEDULE_MESSAGES.endInPast] }],
    [
      'an End Date beyond the owner’s trial',
      () => ({ endDate: days(90) }),
      { endDate: [SCHEDULE_MESSAGES.beyondSubscription] },
    ],
  ])('%s is refused with its message', async (_name, dates, errors) => {
    const { status, body } = await create('admin@demo.test', dates());
    expect(status).toBe(400);
    expect(body.content.errors).toEqual(errors);
  });

  test('dates ahead and within the trial are saved', async () => {
    const { status, body } = await create('admin@demo.test', { startDate: days(1), endDate: days(30) });
    expect(status).toBe(200);
    expect(body.content.endDate).toBe(days(30));
    expect(body.content.ownerSubscriptionEndsAt).not.toBeNull();
  });

  test('after the trial the dates cannot be set, but a quiz without them still saves', async () => {
    const refused = await create('trial@demo.test', { endDate: days(3) });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({ endDate: [SCHEDULE_MESSAGES.trialExpired] });
    expect((await create('trial@demo.test', {})).status).toBe(200);
  });

  test('an edit that leaves past stored dates alone is saved; moving them into the past is not', async () => {
    const created = await create('corporate@demo.test', {});
    const id = created.body.content.id as number;
    await t.db
      .updateTable('quizzes')
      .set({ start_date: new Date(days(-20)), end_date: new Date(days(-10)) })
      .where('id', '=', id)
      .execute();
    const token = await t.signIn('corporate@demo.test');
    const edit = (dates: Parameters<typeof payload>[0], version: number) =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/admin/quiz/user_quiz/${id}`,
        headers: bearer(token),
        payload: { ...payload(dates), title: 'Renamed check-in', version },
      });
    const kept = await edit({ startDate: days(-20), endDate: days(-10) }, created.body.content.version);
    expect(kept.status).toBe(200);
    const moved = await edit({ startDate: days(-30), endDate: days(-10) }, kept.body.content.version);
    expect(moved.status).toBe(400);
    expect(moved.body.content.errors).toEqual({ startDate: [SCHEDULE_MESSAGES.startInPast] });
  });
});
