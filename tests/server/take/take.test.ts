/**
 * The student API behind a personal link (/api/take/{token}): what a student reads, saves and submits, against
 * the real server. Assignments are made directly in the table, each with its own token.
 */
import { TAKE_GRACE_MS, TAKE_MESSAGES } from '../../../src/domain/take/takeRules';
import { assign, createQuiz, insertClip, newToken, questionsOfQuiz, take } from './takeFixtures';
import { createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let clipId: number;
let api: ReturnType<typeof take>;
let student = 0;
const nextEmail = () => `student${++student}@school.test`;

beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
  api = take(t);
});
afterAll(() => t.close());

async function assignment(id: number) {
  return t.db.selectFrom('quiz_assignments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function storedAnswers(assignmentId: number) {
  return t.db
    .selectFrom('assignment_answers')
    .selectAll()
    .where('assignment_id', '=', assignmentId)
    .orderBy('item_id')
    .execute();
}

describe('reading a personal link', () => {
  test('shows the title, limit and deadline, questions numbered without videos, and the clip', async () => {
    const quiz = await createQuiz(t, clipId, { title: 'Reading quiz' });
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    const { status, body } = await api.session(link.token);
    expect(status).toBe(200);
    const session = body.content;
    expect(session.quiz).toEqual({
      title: 'Reading quiz',
      isGraded: false,
      duration: null,
      deadline: null,
      opensAt: null,
      showCaption: true,
      questionCount: 2,
    });
    expect(session.state).toBe('not_started');
    const items = session.activities.flatMap((a: { items: unknown[] }) => a.items);
    expect(items.map((i: { kind: string; number?: number }) => [i.kind, i.number])).toEqual([
      ['video', undefined],
      ['question', 1],
      ['question', 2],
    ]);
    const video = items[0];
    expect(video.video.articleId).toBe(clipId);
    expect(video.video.src).toMatch(/respiration\.mp4$/);
    expect(video.video.subtitles.en).toMatch(/respiration\.en\.vtt$/);
    expect(items[1]).toMatchObject({ id: q.atp.id, title: 'Which organelle makes ATP?', isMultiple: false });
    expect(items[1].options.map((o: { text: string }) => o.text)).toEqual([
      'Nucleus',
      'Mitochondrion',
      'Ribosome',
    ]);
    expect((await assignment(link.id)).opened_at).not.toBeNull();
  });

  test('the session never carries the right answers before submission', async () => {
    const quiz = await createQuiz(t, clipId);
    const link = await assign(t, quiz.id, nextEmail());
    const q = questionsOfQuiz(quiz);
    await api.answer(link.token, q.atp.id, [q.nucleus]);
    const text = await api.sessionText(link.token);
    expect(text).toContain('Which organelle makes ATP?');
    expect(text).not.toMatch(/right|correct/i);
    const session = JSON.parse(text).content;
    expect(session.outcome).toBeNull();
    for (const option of session.activities[0].items[1].options)
      expect(Object.keys(option).sort()).toEqual(['id', 'text']);
  });

  test('captions off: the clip comes without subtitles', async () => {
    const quiz = await createQuiz(t, clipId, { showCaption: false });
    const link = await assign(t, quiz.id, nextEmail());
    const session = (await api.session(link.token)).body.content;
    expect(session.quiz.showCaption).toBe(false);
    expect(session.activities[0].items[0].video).not.toHaveProperty('subtitles');
  });

  test('an unknown or malformed token is 404 Unknown link', async () => {
    for (const token of [newToken(), 'abc', `${newToken()}x`]) {
      const response = await api.session(token);
      expect(response.status).toBe(404);
      expect(response.body.content.message).toBe(TAKE_MESSAGES.unknownLink);
    }
    expect((await api.submit(newToken())).status).toBe(404);
    expect((await api.answer(newToken(), 1, [])).status).toBe(404);
  });
});

describe('saving answers', () => {
  test('answers are saved as they go and a reload gets them back; time spent adds up', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    const first = await api.answer(link.token, q.atp.id, [q.nucleus], 4000);
    expect(first.status).toBe(200);
    expect(first.body.content.answeredCount).toBe(1);
    expect((await api.answer(link.token, q.atp.id, [q.mitochondrion], 2500)).body.content.answeredCount).toBe(
      1,
    );
    expect((await api.answer(link.token, q.gases.id, [q.helium, q.neon])).body.content.answeredCount).toBe(2);

    const reloaded = (await api.session(link.token)).body.content;
    expect(reloaded.state).toBe('in_progress');
    expect(reloaded.answers).toEqual({
      [q.atp.id]: [q.mitochondrion],
      [q.gases.id]: [q.helium, q.neon],
    });
    const rows = await storedAnswers(link.id);
    expect(rows.find((row) => row.item_id === q.atp.id)?.time_spent_ms).toBe(6500);
  });

  test('an empty choice clears the answer; time spent never runs past the integer range', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    await api.answer(link.token, q.atp.id, [q.nucleus]);
    await t.db
      .updateTable('assignment_answers')
      .set({ time_spent_ms: 2_147_000_000 })
      .where('assignment_id', '=', link.id)
      .execute();
    const cleared = await api.answer(link.token, q.atp.id, [], 86_400_000);
    expect(cleared.status).toBe(200);
    expect(cleared.body.content.answeredCount).toBe(0);
    expect((await api.session(link.token)).body.content.answers).toEqual({});
    expect((await storedAnswers(link.id))[0]?.time_spent_ms).toBe(2_147_483_647);
  });

  test('a save that names no question of the quiz, a foreign option or two options on a single answer is a 400 and stores nothing', async () => {
    const quiz = await createQuiz(t, clipId);
    const other = questionsOfQuiz(await createQuiz(t, clipId, { title: 'Another quiz' }));
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    const cases: [number, number[], string][] = [
      [other.atp.id, [other.nucleus], 'itemId'],
      [q.video.id, [], 'itemId'],
      [q.atp.id, [other.nucleus], 'optionIds'],
      [q.atp.id, [q.helium], 'optionIds'],
      [q.atp.id, [q.nucleus, q.mitochondrion], 'optionIds'],
    ];
    for (const [itemId, optionIds, field] of cases) {
      const response = await api.answer(link.token, itemId, optionIds);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.content.errors)).toEqual([field]);
    }
    expect((await api.answer(link.token, q.atp.id, 'b')).status).toBe(400);
    expect(await storedAnswers(link.id)).toEqual([]);
    // A refused first save does not start the quiz either.
    expect((await assignment(link.id)).started_at).toBeNull();
  });

  test("one student's token neither reads nor writes another student's assignment", async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const alice = await assign(t, quiz.id, nextEmail());
    const bob = await assign(t, quiz.id, nextEmail());
    await api.answer(alice.token, q.atp.id, [q.mitochondrion]);
    const bobSees = (await api.session(bob.token)).body.content;
    expect(bobSees.studentEmail).toBe((await assignment(bob.id)).user_email);
    expect(bobSees.answers).toEqual({});
    await api.answer(bob.token, q.atp.id, [q.ribosome]);
    await api.submit(bob.token);
    expect((await storedAnswers(alice.id)).map((row) => row.option_ids)).toEqual([[q.mitochondrion]]);
    expect((await assignment(alice.id)).submit_at).toBeNull();
    expect((await api.session(alice.token)).body.content.answers).toEqual({ [q.atp.id]: [q.mitochondrion] });
  });

  test('two tabs saving at once and a submit racing them: no answer saved with 200 is missing from the score', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    const [atp, gases, submitted, again] = await Promise.all([
      api.answer(link.token, q.atp.id, [q.mitochondrion]),
      api.answer(link.token, q.gases.id, [q.helium, q.neon]),
      api.submit(link.token),
      api.answer(link.token, q.atp.id, [q.nucleus]),
    ]);
    expect(submitted.status).toBe(200);
    const stored = (await assignment(link.id)).answers;
    const saves: [typeof atp, number, number[]][] = [
      [atp, q.atp.id, [q.mitochondrion]],
      [gases, q.gases.id, [q.helium, q.neon]],
      [again, q.atp.id, [q.nucleus]],
    ];
    for (const [response] of saves) expect([200, 409]).toContain(response.status);
    const last = saves.filter(([response]) => response.status === 200);
    for (const [, itemId] of last) expect(stored[String(itemId)]).toBeDefined();
    expect((await api.session(link.token)).body.content.answers).toEqual(stored);
    const right =
      Number(JSON.stringify(stored[String(q.atp.id)]) === JSON.stringify([q.mitochondrion])) +
      Number(JSON.stringify(stored[String(q.gases.id)]) === JSON.stringify([q.helium, q.neon]));
    expect(submitted.body.content.percentage).toBe(Math.round((100 * right) / 2));
  });
});

describe('submitting', () => {
  test('single and multiple answers are scored: a half-right multiple answer is wrong', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    await api.answer(link.token, q.atp.id, [q.mitochondrion]);
    await api.answer(link.token, q.gases.id, [q.helium]);
    const { status, body } = await api.submit(link.token);
    expect(status).toBe(200);
    expect(body.content).toMatchObject({ questionCount: 2, percentage: 50, score: 1, late: false });
    expect(body.content.rightAnswers).toEqual({
      [q.atp.id]: [q.mitochondrion],
      [q.gases.id]: [q.helium, q.neon],
    });
    const stored = await assignment(link.id);
    expect(stored).toMatchObject({ progress: 50, late: false, quiz_version: quiz.version });
    expect(stored.answers).toEqual({ [q.atp.id]: [q.mitochondrion], [q.gases.id]: [q.helium] });

    const all = await createQuiz(t, clipId, { title: 'All right' });
    const a = questionsOfQuiz(all);
    const perfect = await assign(t, all.id, nextEmail());
    await api.answer(perfect.token, a.atp.id, [a.mitochondrion]);
    await api.answer(perfect.token, a.gases.id, [a.neon, a.helium]);
    expect((await api.submit(perfect.token)).body.content).toMatchObject({ percentage: 100, score: 2 });
  });

  test('a graded quiz keeps its right answers to itself after submission', async () => {
    const quiz = await createQuiz(t, clipId, { isGraded: true });
    const link = await assign(t, quiz.id, nextEmail());
    const outcome = (await api.submit(link.token)).body.content;
    expect(outcome.rightAnswers).toBeNull();
    const text = await api.sessionText(link.token);
    expect(JSON.parse(text).content.state).toBe('submitted');
    expect(JSON.parse(text).content.outcome.rightAnswers).toBeNull();
  });

  test('a replayed submit answers the same outcome and changes nothing; later saves are refused', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    await api.answer(link.token, q.atp.id, [q.mitochondrion]);
    const first = await api.submit(link.token);
    const stored = await assignment(link.id);
    t.clock.advance(60_000);
    const replay = await api.submit(link.token);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await assignment(link.id)).toEqual(stored);
    const late = await api.answer(link.token, q.gases.id, [q.helium]);
    expect(late.status).toBe(409);
    expect(late.body.content.message).toBe(TAKE_MESSAGES.submitted);
    expect(await assignment(link.id)).toEqual(stored);
    expect(await storedAnswers(link.id)).toHaveLength(1);
  });
});

describe('time limits and deadlines', () => {
  test('a timed quiz shows its questions only once started; due = start + limit, never past the deadline', async () => {
    const quiz = await createQuiz(t, clipId, { duration: 10 });
    const link = await assign(t, quiz.id, nextEmail());
    const before = (await api.session(link.token)).body.content;
    expect(before).toMatchObject({ state: 'not_started', activities: [], dueAt: null });
    expect(before.quiz).toMatchObject({ duration: 600, questionCount: 2 });
    const started = (await api.start(link.token)).body.content;
    expect(started.state).toBe('in_progress');
    expect(started.activities).toHaveLength(2);
    expect(new Date(started.dueAt).getTime() - new Date(started.startedAt).getTime()).toBe(600_000);
    expect(started.serverNow).toBe(t.clock.now().toISOString());
    // Starting again changes nothing.
    expect((await api.start(link.token)).body.content.startedAt).toBe(started.startedAt);

    const deadline = new Date(t.clock.now().getTime() + 120_000);
    await t.db.updateTable('quizzes').set({ end_date: deadline }).where('id', '=', quiz.id).execute();
    const other = await assign(t, quiz.id, nextEmail());
    expect((await api.start(other.token)).body.content.dueAt).toBe(deadline.toISOString());
  });

  test('late: past the time limit a save is refused, and the submit scores what was saved in time', async () => {
    const quiz = await createQuiz(t, clipId, { duration: 5 });
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    const started = (await api.start(link.token)).body.content;
    await api.answer(link.token, q.atp.id, [q.mitochondrion]);
    t.clock.advance(5 * 60_000 + TAKE_GRACE_MS / 2);
    expect((await api.answer(link.token, q.gases.id, [q.oxygen])).status).toBe(200);
    t.clock.advance(TAKE_GRACE_MS);
    const refused = await api.answer(link.token, q.gases.id, [q.helium, q.neon]);
    expect(refused.status).toBe(409);
    expect(refused.body.content.message).toBe(TAKE_MESSAGES.timeUp);
    const { status, body } = await api.submit(link.token);
    expect(status).toBe(200);
    expect(body.content).toMatchObject({ late: true, percentage: 50, score: 1, submittedAt: started.dueAt });
    expect(await assignment(link.id)).toMatchObject({ late: true, progress: 50 });
  });

  test('an assignment whose time ran out is submitted on its next read', async () => {
    const quiz = await createQuiz(t, clipId, { duration: 1 });
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    await api.answer(link.token, q.atp.id, [q.mitochondrion]);
    t.clock.advance(60_000 + TAKE_GRACE_MS + 1);
    const session = (await api.session(link.token)).body.content;
    expect(session.state).toBe('submitted');
    expect(session.outcome).toMatchObject({ late: true, percentage: 50 });
    expect(session.answers).toEqual({ [q.atp.id]: [q.mitochondrion] });
  });

  test('after the deadline a never-started assignment shows Expired and accepts nothing', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    const past = new Date(t.clock.now().getTime() - 60_000);
    await t.db.updateTable('quizzes').set({ end_date: past }).where('id', '=', quiz.id).execute();
    const session = (await api.session(link.token)).body.content;
    expect(session).toMatchObject({ state: 'expired', activities: [], answers: {}, outcome: null });
    expect(session.quiz.deadline).toBe(past.toISOString());
    for (const response of [
      await api.start(link.token),
      await api.answer(link.token, q.atp.id, [q.mitochondrion]),
      await api.submit(link.token),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.content.message).toBe(TAKE_MESSAGES.expired);
    }
    expect(await assignment(link.id)).toMatchObject({ started_at: null, submit_at: null });
    expect(await storedAnswers(link.id)).toEqual([]);
  });

  test('before its start date a link shows the quiz and when it opens, but starts and saves nothing (ADR 151)', async () => {
    const quiz = await createQuiz(t, clipId, { title: 'Opens later' });
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    const opens = new Date(t.clock.now().getTime() + 3_600_000);
    await t.db.updateTable('quizzes').set({ start_date: opens }).where('id', '=', quiz.id).execute();
    const session = (await api.session(link.token)).body.content;
    expect(session).toMatchObject({ state: 'not_started', activities: [], outcome: null });
    expect(session.quiz.opensAt).toBe(opens.toISOString());
    for (const response of [
      await api.start(link.token),
      await api.answer(link.token, q.atp.id, [q.mitochondrion]),
      await api.submit(link.token),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.content.message).toBe(TAKE_MESSAGES.notOpenYet);
    }
    expect(await assignment(link.id)).toMatchObject({ started_at: null, submit_at: null });
    expect(await storedAnswers(link.id)).toEqual([]);

    const opened = new Date(t.clock.now().getTime() - 60_000);
    await t.db.updateTable('quizzes').set({ start_date: opened }).where('id', '=', quiz.id).execute();
    expect((await api.start(link.token)).status).toBe(200);
  });
});
