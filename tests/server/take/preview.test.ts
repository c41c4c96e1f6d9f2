/**
 * Preview as a student (ADR 264) against the real server: the owner (and a super admin) open the student page's
 * session on their quiz, start it, submit answers and get the outcome the quiz would show, and nothing is stored.
 * Who may not view the quiz gets 404; bad answers 400, never 500; a quiz saved meanwhile 409.
 */
import { sql } from 'kysely';
import { PREVIEW_PATHS } from '../../../src/api/take/previewContract';
import { PREVIEW_MESSAGES } from '../../../server/repositories/take/takePreview';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { createQuiz, insertClip, OWNER, questionsOfQuiz } from './takeFixtures';

let t: TestApp;
let clipId: number;

beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
});
afterAll(() => t.close());

async function as(email: string) {
  const { accessToken } = await t.signIn(email);
  return bearer(accessToken);
}

/** Rows of every table a student's work could leave behind. */
async function storedWork() {
  const count = async (table: string) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n,
    );
  return {
    assignments: await count('quiz_assignments'),
    attempts: await count('quiz_attempts'),
    answers: await count('assignment_answers'),
    snapshots: await count('quiz_snapshots'),
  };
}

describe('Preview as a student', () => {
  test('the owner reads, starts and submits; the score shows; nothing is stored', async () => {
    const quiz = await createQuiz(t, clipId, { title: 'Preview quiz', duration: 10 });
    const q = questionsOfQuiz(quiz);
    const headers = await as(OWNER);
    const before = await storedWork();

    const read = await call(t.app, { method: 'GET', url: PREVIEW_PATHS.session('user', quiz.id), headers });
    expect(read.status).toBe(200);
    expect(read.body.content.session.state).toBe('not_started');
    expect(read.body.content.session.studentEmail).toBe(OWNER);
    // A timed quiz shows its questions from the start on, as to a student.
    expect(read.body.content.session.activities).toEqual([]);

    const started = await call(t.app, { method: 'POST', url: PREVIEW_PATHS.start('user', quiz.id), headers });
    expect(started.status).toBe(200);
    const session = started.body.content.session;
    expect(session.state).toBe('in_progress');
    expect(session.dueAt).not.toBeNull();
    const text = JSON.stringify(session);
    expect(text).toContain('Which organelle makes ATP?');
    expect(text).not.toMatch(/rightAnswer|correct/i);

    const submitted = await call(t.app, {
      method: 'POST',
      url: PREVIEW_PATHS.submit('user', quiz.id),
      headers,
      payload: {
        version: started.body.content.version,
        answers: [
          { itemId: q.atp.id, optionIds: [q.mitochondrion] },
          { itemId: q.gases.id, optionIds: [q.helium] },
        ],
      },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.content).toMatchObject({ questionCount: 2, percentage: 50, score: 1 });
    expect(await storedWork()).toEqual(before);
  });

  test('a super admin previews any quiz; a user it is not shared with gets 404', async () => {
    const quiz = await createQuiz(t, clipId);
    const superAdmin = await call(t.app, {
      method: 'GET',
      url: PREVIEW_PATHS.session('user', quiz.id),
      headers: await as('super@demo.test'),
    });
    expect(superAdmin.status).toBe(200);
    for (const email of ['cs@demo.test', 'admin@demo.test']) {
      const other = await call(t.app, {
        method: 'GET',
        url: PREVIEW_PATHS.session('user', quiz.id),
        headers: await as(email),
      });
      expect(other.status).toBe(404);
    }
    const publisher = await call(t.app, {
      method: 'GET',
      url: PREVIEW_PATHS.session('user', quiz.id),
      headers: await as('publish@demo.test'),
    });
    expect(publisher.status).toBe(403);
    const anonymous = await call(t.app, { method: 'GET', url: PREVIEW_PATHS.session('user', quiz.id) });
    expect(anonymous.status).toBe(401);
  });

  test('answers a student could not save are 400, a wrong kind or id 4xx, never 500', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const headers = await as(OWNER);
    const { body } = await call(t.app, {
      method: 'GET',
      url: PREVIEW_PATHS.session('user', quiz.id),
      headers,
    });
    const version = body.content.version;
    const submit = (payload: object, url = PREVIEW_PATHS.submit('user', quiz.id)) =>
      call(t.app, { method: 'POST', url, headers, payload });
    expect(
      (await submit({ version, answers: [{ itemId: q.atp.id, optionIds: [q.mitochondrion, q.nucleus] }] }))
        .status,
    ).toBe(400);
    expect((await submit({ version, answers: [{ itemId: q.atp.id, optionIds: [q.helium] }] })).status).toBe(
      400,
    );
    expect((await submit({ version, answers: [{ itemId: q.video.id, optionIds: [] }] })).status).toBe(400);
    expect((await submit({ version, answers: [{ itemId: 'abc', optionIds: [1] }] })).status).toBe(400);
    expect((await submit({ answers: [] })).status).toBe(400);
    expect((await submit({ version, answers: [] }, PREVIEW_PATHS.submit('admin', quiz.id))).status).toBe(404);
    const badKind = await call(t.app, {
      method: 'GET',
      url: `/api/admin/quiz/preview/nope/${quiz.id}`,
      headers,
    });
    expect(badKind.status).toBe(400);
    expect((await submit({ version: version + 1, answers: [] })).body.content.message).toBe(
      PREVIEW_MESSAGES.changed,
    );
  });

  test('two submits at once are each scored and leave nothing behind', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const headers = await as(OWNER);
    const { body } = await call(t.app, {
      method: 'GET',
      url: PREVIEW_PATHS.session('user', quiz.id),
      headers,
    });
    const before = await storedWork();
    const payload = (optionId: number) => ({
      version: body.content.version,
      answers: [{ itemId: q.atp.id, optionIds: [optionId] }],
    });
    const [right, wrong] = await Promise.all([
      call(t.app, {
        method: 'POST',
        url: PREVIEW_PATHS.submit('user', quiz.id),
        headers,
        payload: payload(q.mitochondrion),
      }),
      call(t.app, {
        method: 'POST',
        url: PREVIEW_PATHS.submit('user', quiz.id),
        headers,
        payload: payload(q.nucleus),
      }),
    ]);
    expect(right.body.content.percentage).toBe(50);
    expect(wrong.body.content.percentage).toBe(0);
    expect(await storedWork()).toEqual(before);
  });
});

describe('Preview of a question at a moment of the video (ADR 338)', () => {
  test('a wrong answer says where the video goes back to, a right one nothing more; nothing is stored', async () => {
    const quiz = await createQuiz(t, clipId, { title: 'Preview at a moment' });
    const q = questionsOfQuiz(quiz);
    const moment = { at: 60, pause: true, mustAnswer: true, jumpBackTo: 30 };
    await t.db
      .updateTable('quiz_items')
      .set({ moment: JSON.stringify(moment) })
      .where('id', '=', q.atp.id)
      .execute();
    const headers = await as(OWNER);
    const started = await call(t.app, { method: 'POST', url: PREVIEW_PATHS.start('user', quiz.id), headers });
    const version = started.body.content.version as number;
    const before = await storedWork();
    const answer = (itemId: number, optionIds: number[], at = version) =>
      call(t.app, {
        method: 'PUT',
        url: PREVIEW_PATHS.answer('user', quiz.id, itemId),
        headers,
        payload: { version: at, optionIds, timeSpentMs: 1000 },
      });

    const wrong = await answer(q.atp.id, [q.nucleus]);
    expect(wrong.status).toBe(200);
    expect(wrong.body.content).toEqual({ jumpBackTo: 30 });
    expect((await answer(q.atp.id, [q.mitochondrion])).body.content).toEqual({});
    // A question without a moment never says whether its answer is right.
    expect((await answer(q.gases.id, [q.helium])).body.content).toEqual({});
    expect((await answer(q.atp.id, [999_999])).status).toBe(400);
    expect((await answer(q.atp.id, [q.nucleus], version + 1)).status).toBe(409);
    expect(await storedWork()).toEqual(before);

    const stranger = await as('publish@demo.test');
    const refused = await call(t.app, {
      method: 'PUT',
      url: PREVIEW_PATHS.answer('user', quiz.id, q.atp.id),
      headers: stranger,
      payload: { version, optionIds: [q.nucleus], timeSpentMs: 1000 },
    });
    expect([403, 404]).toContain(refused.status);
  });
});

describe('Preview of feedback by outcome (ADR 404)', () => {
  test("the review shows each question's text for its outcome after the general feedback, as a student's does", async () => {
    const quiz = await createQuiz(t, clipId, { title: 'Preview with feedback' });
    const q = questionsOfQuiz(quiz);
    const texts = {
      right: 'Right: the powerhouse of the cell.',
      partlyRight: 'Partly right.',
      wrong: 'Not this one: look at the membranes.',
    };
    for (const item of [q.atp, q.gases])
      await t.db
        .updateTable('quiz_items')
        .set({ feedback: 'ATP and gases: general.', outcome_feedback: JSON.stringify(texts) })
        .where('id', '=', item.id)
        .execute();
    const headers = await as(OWNER);
    const started = await call(t.app, { method: 'POST', url: PREVIEW_PATHS.start('user', quiz.id), headers });
    const before = await storedWork();
    const submitted = await call(t.app, {
      method: 'POST',
      url: PREVIEW_PATHS.submit('user', quiz.id),
      headers,
      payload: {
        version: started.body.content.version,
        answers: [
          { itemId: q.atp.id, optionIds: [q.mitochondrion] },
          { itemId: q.gases.id, optionIds: [q.oxygen] },
        ],
      },
    });
    expect(submitted.status).toBe(200);
    const review = submitted.body.content.review as Record<string, { feedback?: string[] }>;
    expect(review[String(q.atp.id)]?.feedback).toEqual(['ATP and gases: general.', texts.right]);
    expect(review[String(q.gases.id)]?.feedback).toEqual(['ATP and gases: general.', texts.wrong]);
    expect(await storedWork()).toEqual(before);
  });
});
