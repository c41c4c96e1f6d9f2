/**
 * ADR 248: an unpublished class's students see their link but cannot start; publishing opens it. ADR 353: a new class
 * starts open.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { TAKE_MESSAGES } from '../../../src/domain/take/takeRules';
import { createQuiz, insertClip, OWNER } from '../take/takeFixtures';
import { classBody } from './classFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let cs: { authorization: string };

const STUDENT = 'ada@eastport.example';

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, headers: cs, ...(payload ? { payload } : {}) });
const student = (method: 'GET' | 'POST', url: string) => call(t.app, { method, url });

/** A class with one student and one quiz; closed to its students unless `open` (a new class starts open, ADR 353). */
async function classWithQuiz(open = false): Promise<{ classId: number; token: string }> {
  const created = await api('POST', CLASS_PATHS.list, classBody('Chemistry 201'));
  const classId: number = created.body.content.id;
  if (!open)
    expect((await api('PATCH', CLASS_PATHS.publish(classId), { published: false })).status).toBe(200);
  expect((await api('POST', CLASS_PATHS.invite(classId), { emails: [STUDENT] })).status).toBe(200);
  const quizId = (await createQuiz(t, await insertClip(t))).id;
  await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
  const { token } = await t.db
    .selectFrom('quiz_assignments')
    .select('token')
    .where('class_id', '=', classId)
    .where('user_email', '=', STUDENT)
    .executeTakeFirstOrThrow();
  if (!token) throw new Error('no personal link');
  return { classId, token };
}

const startedAt = async (token: string) =>
  (
    await t.db
      .selectFrom('quiz_assignments')
      .select('started_at')
      .where('token', '=', token)
      .executeTakeFirstOrThrow()
  ).started_at;

beforeAll(async () => {
  t = await createTestApp();
  cs = bearer(await t.signIn(OWNER));
}, 60_000);
afterAll(() => t.close());

describe('a class opens to its students when it is published', () => {
  test('a new class is open: the first link its instructor gives starts without a separate publish', async () => {
    const { token } = await classWithQuiz(true);
    expect((await student('GET', TAKE_PATHS.session(token))).body.content.quiz.classOpen).toBeUndefined();
    const start = await student('POST', TAKE_PATHS.start(token));
    expect(start.status).toBe(200);
    expect(await startedAt(token)).not.toBeNull();
  });

  test('a student of an unpublished class sees the quiz, no questions, and cannot start', async () => {
    const { token } = await classWithQuiz();
    const read = await student('GET', TAKE_PATHS.session(token));
    expect(read.status).toBe(200);
    expect(read.body.content.quiz.classOpen).toBe(false);
    expect(read.body.content.activities).toEqual([]);

    const start = await student('POST', TAKE_PATHS.start(token));
    expect(start.status).toBe(409);
    expect(start.body.content.message).toBe(TAKE_MESSAGES.classNotOpen);
    expect(await startedAt(token)).toBeNull();
  });

  test('publishing opens the link; unpublishing lets an attempt under way finish but starts no new one', async () => {
    const { classId, token } = await classWithQuiz();
    expect((await api('PATCH', CLASS_PATHS.publish(classId), { published: true })).status).toBe(200);
    const read = await student('GET', TAKE_PATHS.session(token));
    expect(read.body.content.quiz.classOpen).toBeUndefined();
    expect(read.body.content.activities.length).toBeGreaterThan(0);
    const start = await student('POST', TAKE_PATHS.start(token));
    expect(start.status).toBe(200);
    expect(start.body.content.state).toBe('in_progress');

    expect((await api('PATCH', CLASS_PATHS.publish(classId), { published: false })).status).toBe(200);
    const submit = await student('POST', TAKE_PATHS.submit(token));
    expect(submit.status).toBe(200);
    await t.db.updateTable('quizzes').set({ max_attempts: 3 }).where('title', '!=', '').execute();
    const retry = await student('POST', TAKE_PATHS.retry(token));
    expect(retry.status).toBe(409);
    expect(retry.body.content.message).toBe(TAKE_MESSAGES.classNotOpen);
  });
});
