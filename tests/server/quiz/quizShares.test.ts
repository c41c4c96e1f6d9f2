import type { InjectOptions } from 'fastify';
import { QUIZ_DELETE_ROUTES, quizSharePath } from '../../../src/api/quiz/lists/quizListsContract';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { QUIZ_CAPABILITY_MESSAGES } from '../../../src/domain/quiz/quizCapabilities';
import { quizPayload } from '../../support/quizFixtures';
import { call } from '../testApp';
import { createSeededApp, type SeededApp } from './lists/quizListsSetup';

let t: SeededApp;
let csQuiz: number;
let superQuiz: number;
let adminQuiz: number;

beforeAll(async () => {
  t = await createSeededApp();
  const quizOf = async (kind: 'user' | 'admin', email: string) =>
    (
      await t.db
        .selectFrom('quizzes')
        .select('quizzes.id')
        .innerJoin('users', 'users.id', 'quizzes.owner_user_id')
        .where('kind', '=', kind)
        .where('users.email', '=', email)
        .orderBy('quizzes.id')
        .executeTakeFirstOrThrow()
    ).id;
  csQuiz = await quizOf('user', 'cs@demo.test');
  // Open access: any student's e-mail may receive it (the Restricted rule is assignments.test.ts's).
  await t.db
    .updateTable('quizzes')
    .set({ restrict_non_institutional: false })
    .where('id', '=', csQuiz)
    .execute();
  superQuiz = await quizOf('user', 'super@demo.test');
  adminQuiz = await quizOf('admin', 'super@demo.test');
}, 60_000);
afterAll(() => t.close());

const share = (id: number, emails: string[], isAdminQuiz = false) => ({
  method: 'POST' as const,
  url: quizSharePath('share', id),
  payload: { emails, isAdminQuiz },
});

test('an admin quiz is shared with console users: shared, already shared, not access or not found', async () => {
  const { id: fresh } = await t.db
    .insertInto('quizzes')
    .values({ kind: 'admin', title: 'Fresh admin quiz' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const first = await t.as('super@demo.test')(
    share(fresh, ['Admin@Demo.test', 'publish@demo.test', 'nobody@nowhere.example'], true),
  );
  expect(first.status).toBe(200);
  expect(first.body.content).toEqual({
    shared: ['admin@demo.test'],
    already_shared: [],
    not_access: ['publish@demo.test'],
    not_found: ['nobody@nowhere.example'],
  });
  const again = await t.as('super@demo.test')(share(fresh, ['admin@demo.test', 'lti@demo.test'], true));
  expect(again.body.content).toEqual({
    shared: ['lti@demo.test'],
    already_shared: ['admin@demo.test'],
    not_access: [],
    not_found: [],
  });
  const list = await t.as('super@demo.test')({ method: 'GET', url: quizSharePath('sharedWith', fresh) });
  expect(list.body.content.sharedUserList.map((user: { email: string }) => user.email)).toEqual(
    expect.arrayContaining(['admin@demo.test', 'lti@demo.test']),
  );
  const admin = list.body.content.sharedUserList.find(
    (user: { email: string }) => user.email === 'admin@demo.test',
  );
  expect(admin.first_name).toBeTruthy();
});

test('a user quiz is distributed to the students named, whoever they are (ADR 133)', async () => {
  const { body } = await t.as('cs@demo.test')(share(csQuiz, ['new.student@school.example']));
  expect(body.content).toEqual({
    shared: ['new.student@school.example'],
    already_shared: [],
    not_access: [],
    not_found: [],
  });
  const list = await t.as('cs@demo.test')({ method: 'GET', url: quizSharePath('sharedWith', csQuiz) });
  expect(list.body.content.sharedUserList.map((user: { email: string }) => user.email)).toContain(
    'new.student@school.example',
  );
});

test('invalid e-mail addresses are refused, naming them', async () => {
  const { status, body } = await t.as('cs@demo.test')(share(csQuiz, ['admin@demo.test', 'not-an-email']));
  expect(status).toBe(400);
  expect(body.content.errors.emails.join(' ')).toContain('Invalid e-mail address: not-an-email');
  expect((await t.as('cs@demo.test')(share(csQuiz, []))).status).toBe(400);
});

test("someone else's quiz the user cannot see is 404 like an unknown one; one shared with them is 403", async () => {
  const hidden = await t.as('cs@demo.test')(share(superQuiz, ['admin@demo.test']));
  const missing = await t.as('cs@demo.test')(share(999_999, ['admin@demo.test']));
  expect(hidden.status).toBe(404);
  expect(hidden.body).toEqual(missing.body);
  expect(
    (await t.as('cs@demo.test')({ method: 'GET', url: quizSharePath('sharedWith', superQuiz) })).status,
  ).toBe(404);

  await t.db.insertInto('quiz_shares').values({ quiz_id: superQuiz, user_email: 'cs@demo.test' }).execute();
  expect((await t.as('cs@demo.test')(share(superQuiz, ['admin@demo.test']))).status).toBe(403);
  expect(
    (await t.as('cs@demo.test')({ method: 'GET', url: quizSharePath('sharedWith', superQuiz) })).status,
  ).toBe(403);
  expect((await call(t.app, share(csQuiz, ['admin@demo.test']))).status).toBe(401);
});

test("a quiz the caller sees but may not share is refused with the quiz's reason, not the area's", async () => {
  const { id: sharedWithCs } = await t.db
    .insertInto('quizzes')
    .values({ kind: 'user', title: 'Shared with cs', owner_user_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('quiz_shares')
    .values({ quiz_id: sharedWithCs, user_email: 'cs@demo.test' })
    .execute();
  const viewOnly = { status: 403, message: QUIZ_CAPABILITY_MESSAGES.viewOnly };
  const refusal = async (request: InjectOptions) => {
    const { status, body } = await t.as('cs@demo.test')(request);
    return { status, message: body.content.message };
  };

  expect(await refusal({ method: 'GET', url: quizSharePath('sharedWith', sharedWithCs) })).toEqual(viewOnly);
  expect(await refusal(share(sharedWithCs, ['new.student@school.example']))).toEqual(viewOnly);
  expect(await refusal(share(adminQuiz, ['admin@demo.test'], true))).toEqual(viewOnly);
  expect(await t.db.selectFrom('quiz_shares').where('quiz_id', '=', sharedWithCs).execute()).toHaveLength(1);
});

test("every per-quiz refusal of a quiz the caller sees says the quiz's reason, never the area's", async () => {
  const { id: quiz } = await t.db
    .insertInto('quizzes')
    .values({ kind: 'user', title: 'Shared with cs, owned by nobody here', owner_user_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('quiz_shares').values({ quiz_id: quiz, user_email: 'cs@demo.test' }).execute();
  const refusal = async (request: InjectOptions) => {
    const { status, body } = await t.as('cs@demo.test')(request);
    return { status, message: body.content.message };
  };
  const viewOnly = { status: 403, message: QUIZ_CAPABILITY_MESSAGES.viewOnly };

  expect(
    await refusal({ method: 'DELETE', url: QUIZ_DELETE_ROUTES.user.replace(':id', String(quiz)) }),
  ).toEqual(viewOnly);
  expect(await refusal({ method: 'GET', url: RESULTS_PATHS.assignments(quiz) })).toEqual({
    status: 403,
    message: QUIZ_CAPABILITY_MESSAGES.resultsNotYours,
  });
  expect(
    await refusal({
      method: 'POST',
      url: RESULTS_PATHS.setEndDate(quiz),
      payload: { end_date: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  ).toEqual(viewOnly);
  expect(
    await refusal({
      method: 'PATCH',
      url: QUIZ_PATHS.one('user', quiz),
      payload: { ...quizPayload('Mine now', [{ title: 'One', items: [{ title: 'Q?' }] }]), version: 0 },
    }),
  ).toEqual(viewOnly);
  const stored = await t.db.selectFrom('quizzes').select(['title']).where('id', '=', quiz).executeTakeFirst();
  expect(stored?.title).toBe('Shared with cs, owned by nobody here');
});

test('admin quizzes are shared by super admins only', async () => {
  expect((await t.as('cs@demo.test')(share(adminQuiz, ['admin@demo.test'], true))).status).toBe(403);
  const { status, body } = await t.as('super@demo.test')(share(adminQuiz, ['cs@demo.test'], true));
  expect(status).toBe(200);
  expect([...body.content.shared, ...body.content.already_shared]).toEqual(['cs@demo.test']);
  // The flag must match the quiz: an admin quiz is not a user quiz.
  expect((await t.as('super@demo.test')(share(adminQuiz, ['cs@demo.test'], false))).status).toBe(404);
});

test("a super admin shares a customer's quiz and reads its shares; others may not", async () => {
  const url = quizSharePath('shareCustomer', csQuiz);
  const { status, body } = await t.as('super@demo.test')({
    method: 'POST',
    url,
    payload: { emails: ['corporate@demo.test'] },
  });
  expect(status).toBe(200);
  expect(body.content.shared).toEqual(['corporate@demo.test']);
  const list = await t.as('super@demo.test')({
    method: 'GET',
    url: quizSharePath('sharedWithCustomer', csQuiz),
  });
  expect(list.body.content.sharedUserList.map((user: { email: string }) => user.email)).toContain(
    'corporate@demo.test',
  );
  expect(
    (await t.as('cs@demo.test')({ method: 'POST', url, payload: { emails: ['admin@demo.test'] } })).status,
  ).toBe(403);
  expect(
    (await t.as('cs@demo.test')({ method: 'GET', url: quizSharePath('sharedWithCustomer', csQuiz) })).status,
  ).toBe(403);
});
