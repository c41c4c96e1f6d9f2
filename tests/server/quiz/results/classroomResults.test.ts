/**
 * A class taking a quiz at the same minute (ADR 263): a save is one locked read and one write however many answers
 * the student has, Results read the same statements for a class of 3 and of 15, and what Results show for a class
 * of students who answered in every way is what each student's own answers make: completed, scores, percentages,
 * per-question answered and right, names of the students who have an account (whatever the case of their e-mail).
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { TAKE_PATHS } from '../../../../src/api/take/takeContract';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz } from '../../take/takeFixtures';
import { postgresTestApp } from '../../postgresTestApp';
import { bearer, call, createTestApp, statementsDuring, type TestApp } from '../../testApp';

type Ids = ReturnType<typeof questionsOfQuiz>;

/** What a student does: nothing, open, start, or answer (the two questions) and maybe submit. */
interface Student {
  readonly email: string;
  readonly open?: boolean;
  readonly start?: boolean;
  readonly atp?: (ids: Ids) => number[];
  readonly gases?: (ids: Ids) => number[];
  readonly submit?: boolean;
}

/** Fifteen ways to answer: right, wrong, half-right, blank, cleared, unsubmitted, never started. */
function classOf(prefix: string): Student[] {
  const right = { atp: (q: Ids) => [q.mitochondrion], gases: (q: Ids) => [q.helium, q.neon] };
  return [
    { email: `${prefix}1@school.test`, ...right, submit: true },
    {
      email: `${prefix}2@school.test`,
      atp: (q) => [q.nucleus],
      gases: (q) => [q.helium, q.neon],
      submit: true,
    },
    {
      email: `${prefix}3@school.test`,
      atp: (q) => [q.mitochondrion],
      gases: (q) => [q.helium],
      submit: true,
    },
    { email: `${prefix}4@school.test`, atp: (q) => [q.ribosome], gases: (q) => [q.oxygen], submit: true },
    { email: `${prefix}5@school.test`, gases: (q) => [q.neon, q.helium], submit: true },
    { email: `${prefix}6@school.test`, atp: () => [], gases: (q) => [q.helium, q.neon], submit: true },
    { email: `${prefix}7@school.test`, start: true, submit: true },
    { email: `${prefix}8@school.test`, ...right },
    { email: `${prefix}9@school.test`, start: true },
    { email: `${prefix}10@school.test`, open: true },
    { email: `${prefix}11@school.test` },
    // Students who have an account, the link's e-mail in another case than theirs.
    { email: 'CS@Demo.Test', ...right, submit: true },
    { email: 'super@DEMO.test', atp: (q) => [q.nucleus], submit: true },
    { email: `${prefix}14@school.test`, atp: (q) => [q.mitochondrion], submit: true },
    { email: `${prefix}15@school.test`, gases: (q) => [q.oxygen], submit: true },
  ];
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

function suite(name: string, open: () => Promise<TestApp>, close: () => Promise<void>) {
  describe(name, () => {
    let t: TestApp;
    let clipId: number;
    beforeAll(async () => {
      t = await open();
      clipId = await insertClip(t);
    }, 120_000);
    afterAll(() => close());

    const owner = async () => bearer((await t.signIn(OWNER)).accessToken);
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(t.app, { method, url, ...(payload ? { payload } : {}) });

    async function play(quizId: number, ids: Ids, students: readonly Student[]) {
      for (const student of students) {
        const { token } = await assign(t, quizId, student.email);
        if (student.open) expect((await send('GET', TAKE_PATHS.session(token))).status).toBe(200);
        const answers = [
          [ids.atp.id, student.atp],
          [ids.gases.id, student.gases],
        ] as const;
        if (student.start || answers.some(([, pick]) => pick))
          expect((await send('POST', TAKE_PATHS.start(token), {})).status).toBe(200);
        for (const [itemId, pick] of answers) {
          if (!pick) continue;
          // A first answer, then the one the student keeps: a save replaces the question's answer.
          const first = await send('PUT', TAKE_PATHS.answer(token, itemId), {
            optionIds: itemId === ids.atp.id ? [ids.ribosome] : [ids.oxygen],
            timeSpentMs: 500,
          });
          expect(first.status).toBe(200);
          const kept = await send('PUT', TAKE_PATHS.answer(token, itemId), {
            optionIds: pick(ids),
            timeSpentMs: 500,
          });
          expect(kept.status).toBe(200);
        }
        if (student.submit) expect((await send('POST', TAKE_PATHS.submit(token), {})).status).toBe(200);
      }
    }

    async function results(quizId: number) {
      const response = await call(t.app, {
        url: `/api/admin/quiz/user_quiz/${quizId}/assign`,
        headers: await owner(),
      });
      expect(response.status).toBe(200);
      return response.body.content;
    }

    test("Results of a class are what each student's answers make", async () => {
      const quiz = await createQuiz(t, clipId, { title: 'Classroom check' });
      const ids = questionsOfQuiz(quiz);
      const students = classOf('pupil');
      await play(quiz.id, ids, students);
      const shown = await results(quiz.id);

      const submitted = students.filter((s) => s.submit);
      const rightOf = (s: Student) => ({
        atp: s.atp !== undefined && sameSet(s.atp(ids), [ids.mitochondrion]),
        gases: s.gases !== undefined && sameSet(s.gases(ids), [ids.helium, ids.neon]),
      });
      expect(shown.distributedTo).toBe(students.length);
      expect(shown.completedBy).toBe(submitted.length);
      expect(shown.assignments).toHaveLength(students.length);
      for (const student of students) {
        const row = shown.assignments.find((a: { email: string }) => a.email === student.email);
        const right = rightOf(student);
        const score = student.submit ? Number(right.atp) + Number(right.gases) : 0;
        expect(row, student.email).toMatchObject({ score, percentage: (score / 2) * 100 });
        expect(row.submitAt !== null, student.email).toBe(Boolean(student.submit));
      }
      const answered = (pick: keyof Pick<Student, 'atp' | 'gases'>) =>
        submitted.filter((s) => s[pick] !== undefined && s[pick]!(ids).length > 0).length;
      expect(shown.questions).toEqual([
        {
          questionOrder: 1,
          title: 'Which organelle makes ATP?',
          answered: answered('atp'),
          correct: submitted.filter((s) => rightOf(s).atp).length,
        },
        {
          questionOrder: 2,
          title: 'Which are noble gases?',
          answered: answered('gases'),
          correct: submitted.filter((s) => rightOf(s).gases).length,
        },
      ]);
      const named = shown.assignments.filter((a: { firstName?: string }) => a.firstName !== undefined);
      expect(named.map((a: { email: string }) => a.email).sort()).toEqual([
        'CS@Demo.Test',
        'super@DEMO.test',
      ]);
      const cs = await t.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('email', '=', 'cs@demo.test')
        .executeTakeFirstOrThrow();
      expect(named.find((a: { email: string }) => a.email === 'CS@Demo.Test')).toMatchObject({
        firstName: cs.first_name,
        lastName: cs.last_name,
      });
    });
  });
}

let pglite: TestApp | undefined;
suite(
  'on PGlite',
  async () => (pglite = await createTestApp({ store: 'pglite' })),
  async () => pglite?.close(),
);

const url = process.env.TEST_DATABASE_URL;
const postgres = url ? postgresTestApp(url, 'console_classroom') : undefined;
if (postgres)
  suite(
    'on PostgreSQL',
    () => postgres.start(),
    () => postgres.stop(),
  );

describe('statements (PGlite)', () => {
  let t: TestApp;
  let clipId: number;
  beforeAll(async () => {
    t = await createTestApp({ store: 'pglite' });
    clipId = await insertClip(t);
  });
  afterAll(() => t.close());

  test('a save is one locked read and one write, however many answers are saved', async () => {
    const quiz = await createQuiz(t, clipId);
    const ids = questionsOfQuiz(quiz);
    const { token } = await assign(t, quiz.id, 'saver@school.test');
    expect((await call(t.app, { method: 'POST', url: TAKE_PATHS.start(token), payload: {} })).status).toBe(
      200,
    );
    const save = (itemId: number, optionIds: number[]) =>
      call(t.app, {
        method: 'PUT',
        url: TAKE_PATHS.answer(token, itemId),
        payload: { optionIds, timeSpentMs: 100 },
      });
    expect((await save(ids.atp.id, [ids.nucleus])).body.content.answeredCount).toBe(1);
    let answered = 0;
    const statements = await statementsDuring(t.db, async () => {
      answered = (await save(ids.gases.id, [ids.helium])).body.content.answeredCount;
    });
    expect(answered).toBe(2);
    expect(statements.filter((s) => !/^(begin|commit)/i.test(s.trim()))).toHaveLength(2);
  });

  test('Results read the same statements for a class of 3 and of 15, the version answered kept', async () => {
    const counts: number[] = [];
    for (const size of [3, 15]) {
      const quiz = await createQuiz(t, clipId, { title: `Class of ${size}` });
      const ids = questionsOfQuiz(quiz);
      for (let i = 0; i < size; i += 1) {
        const { token } = await assign(t, quiz.id, `size${size}-${i}@school.test`);
        await call(t.app, { method: 'POST', url: TAKE_PATHS.start(token), payload: {} });
        await call(t.app, {
          method: 'PUT',
          url: TAKE_PATHS.answer(token, ids.atp.id),
          payload: { optionIds: [ids.mitochondrion], timeSpentMs: 100 },
        });
        if (i % 2 === 0) await call(t.app, { method: 'POST', url: TAKE_PATHS.submit(token), payload: {} });
      }
      const headers = bearer((await t.signIn(OWNER)).accessToken);
      const url = `/api/admin/quiz/user_quiz/${quiz.id}/assign`;
      // The first read keeps the version answered; the next ones are what an instructor's refresh costs.
      expect((await call(t.app, { url, headers })).status).toBe(200);
      const statements = await statementsDuring(t.db, async () => {
        expect((await call(t.app, { url, headers })).body.content.distributedTo).toBe(size);
      });
      counts.push(statements.length);
      // The version the students answered is kept: a refresh does not read it again.
      expect(statements.filter((s) => s.includes('quiz_snapshots'))).toEqual([]);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
