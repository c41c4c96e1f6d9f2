/**
 * Which quizzes a class takes (SPEC section 6 "Quiz permissions", ADR 192): adding a quiz to a class distributes it
 * (ADR 132), so only a caller the quiz capability table lets share it may add it. A super admin adds any admin or
 * user quiz; everyone else, full admins (corporate admin, admin) included, only their own user quizzes. A quiz the
 * caller may not even see answers 404 as a missing one; one they see but may not add answers 403; a refused add
 * adds nothing, and the class's quiz picker offers exactly what the add accepts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { QUIZ_CAPABILITY_MESSAGES } from '../../../src/domain/quiz/quizCapabilities';
import type { QuizKind } from '../../../src/domain/quiz/quiz';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
const ids = new Map<string, number>();

async function quiz(kind: QuizKind, ownerEmail: string | null, sharedWith: string[] = []) {
  const { id } = await t.db
    .insertInto('quizzes')
    .values({
      kind,
      title: `Attach ${kind} ${ownerEmail ?? 'nobody'} ${sharedWith.join(',')}`,
      owner_user_id: ownerEmail ? ids.get(ownerEmail)! : null,
      ...(kind === 'library' ? { quiz_type: 'textbook' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const email of sharedWith)
    await t.db.insertInto('quiz_shares').values({ quiz_id: id, user_email: email }).execute();
  return id;
}

async function classOf(email: string) {
  const { id } = await t.db
    .insertInto('classes')
    .values({ title: `Class of ${email}`, owner_user_id: ids.get(email)! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function asCaller(email: string) {
  const auth = bearer(await t.signIn(email));
  const add = (classId: number, quizIds: number[]) =>
    call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.addQuizzes,
      headers: auth,
      payload: { quizzesIds: quizIds, classIds: [classId] },
    });
  const inClass = async (classId: number) =>
    (
      await call(t.app, { method: 'GET', url: CLASS_PATHS.quizzes(classId), headers: auth })
    ).body.content.result.map((q: { id: number }) => q.id);
  const offered = async (quizIds: number[]) => {
    const picker = await call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.quizPicker,
      headers: auth,
      payload: { navigation: { page: 1, itemsOnPage: 100 }, sort: [['id', 'asc']] },
    });
    expect(picker.status).toBe(200);
    const listed = new Set(picker.body.content.result.map((q: { id: number }) => q.id));
    return quizIds.filter((id) => listed.has(id));
  };
  return { add, inClass, offered };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.selectFrom('users').select(['id', 'email']).execute())
    ids.set(row.email, row.id);
}, 60_000);
afterAll(() => t.close());

describe.each(['corporate@demo.test', 'admin@demo.test'])(
  'a full admin who is not a super admin (%s)',
  (email) => {
    test('cannot add an admin quiz or someone else’s user quiz to their class; nothing is added', async () => {
      const caller = await asCaller(email);
      const classId = await classOf(email);
      const adminQuiz = await quiz('admin', 'super@demo.test');
      const othersQuiz = await quiz('user', 'cs@demo.test');
      const sharedAdminQuiz = await quiz('admin', 'super@demo.test', [email]);
      const own = await quiz('user', email);

      const hidden = await caller.add(classId, [own, adminQuiz]);
      expect(hidden.status).toBe(404);
      expect((await caller.add(classId, [othersQuiz])).status).toBe(404);
      // The admin quiz shared with them is one they see (and may copy), not one they may distribute.
      const refused = await caller.add(classId, [own, sharedAdminQuiz]);
      expect(refused.status).toBe(403);
      expect(refused.body.content.message).toBe(QUIZ_CAPABILITY_MESSAGES.viewOnly);
      expect(await caller.inClass(classId)).toEqual([]);

      expect(await caller.offered([adminQuiz, othersQuiz, sharedAdminQuiz, own])).toEqual([own]);
      expect((await caller.add(classId, [own])).status).toBe(200);
      expect(await caller.inClass(classId)).toEqual([own]);
    });
  },
);

describe('what each caller may add, as SPEC section 6 says', () => {
  test('a super admin adds any admin or user quiz, never a template or a library quiz', async () => {
    const caller = await asCaller('super@demo.test');
    const classId = await classOf('super@demo.test');
    const adminQuiz = await quiz('admin', 'corporate@demo.test');
    const customerQuiz = await quiz('user', 'cs@demo.test');
    const template = await quiz('template', 'super@demo.test');
    const library = await quiz('library', null);

    expect(await caller.offered([adminQuiz, customerQuiz, template, library])).toEqual([
      adminQuiz,
      customerQuiz,
    ]);
    expect((await caller.add(classId, [template])).status).toBe(403);
    expect((await caller.add(classId, [library])).status).toBe(403);
    expect((await caller.add(classId, [adminQuiz, customerQuiz])).status).toBe(200);
    expect(await caller.inClass(classId)).toEqual([adminQuiz, customerQuiz]);
  });

  test('an instructor adds their own user quizzes; a library quiz they may open is refused with 403', async () => {
    const caller = await asCaller('cs@demo.test');
    const classId = await classOf('cs@demo.test');
    const own = await quiz('user', 'cs@demo.test');
    const library = await quiz('library', null);
    const sharedWithThem = await quiz('user', 'lti@demo.test', ['cs@demo.test']);

    expect(await caller.offered([own, library, sharedWithThem])).toEqual([own]);
    expect((await caller.add(classId, [library])).status).toBe(403);
    expect((await caller.add(classId, [sharedWithThem])).status).toBe(403);
    expect(await caller.inClass(classId)).toEqual([]);
    expect((await caller.add(classId, [own])).status).toBe(200);
    expect(await caller.inClass(classId)).toEqual([own]);
  });
});
