import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { quizSharePath } from '../../../src/api/quiz/lists/quizListsContract';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { TAKE_TOKEN_PATTERN } from '../../../src/api/take/takeContract';
import { QuizSchema } from '../../../src/domain/quiz/quiz';
import { fromQuiz, toPayload } from '../../../src/domain/quiz/quizPayload';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';
import { classBody } from '../classes/classFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let cs: { authorization: string };
let lti: { authorization: string };
let csId: number;

const STUDENTS = ['ada@eastport.example', 'alan@students.eastport.example', 'grace@gmail.example'];

async function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, auth = cs) {
  return call(t.app, { method, url, headers: auth, ...(payload ? { payload } : {}) });
}

async function userQuiz(title: string, restricted = false, kind: 'user' | 'admin' = 'user') {
  return (
    await t.db
      .insertInto('quizzes')
      .values({ kind, title, owner_user_id: csId, restrict_non_institutional: restricted })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function classWith(students: readonly string[]) {
  const created = await api('POST', CLASS_PATHS.list, classBody('Biology 101'));
  expect(created.status).toBe(200);
  const id: number = created.body.content.id;
  if (students.length)
    expect((await api('POST', CLASS_PATHS.invite(id), { emails: students })).status).toBe(200);
  return id;
}

const assignmentsOf = (quizId: number) =>
  t.db
    .selectFrom('quiz_assignments')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .orderBy('user_email')
    .execute();

beforeAll(async () => {
  // One test changes an account's roles in the database directly and relies on the next request seeing it: on
  // PGlite the change feed hears it as the write returns (ADR 156).
  t = await createTestApp({ store: 'pglite' });
  cs = bearer(await t.signIn('cs@demo.test'));
  lti = bearer(await t.signIn('lti@demo.test'));
  csId = (
    await t.db.selectFrom('users').select('id').where('email', '=', 'cs@demo.test').executeTakeFirstOrThrow()
  ).id;
  const { id: eastport } = await t.db
    .insertInto('institutions')
    .values({ title: 'University of Eastport' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('institution_domains')
    .values({ institution_id: eastport, domain: 'eastport.example' })
    .execute();
  await t.db.updateTable('users').set({ institution_id: eastport }).where('id', '=', csId).execute();
}, 60_000);
afterAll(() => t.close());

describe('a class distributes its user quizzes', () => {
  test('adding a quiz gives each student one assignment with a personal link, and no mail without SMTP_URL', async () => {
    const classId = await classWith(STUDENTS);
    const quizId = await userQuiz('Cells');
    const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    expect(added.body.content).toEqual({ added: 1, notAssigned: [] });
    const rows = await assignmentsOf(quizId);
    expect(rows.map((r) => r.user_email)).toEqual([...STUDENTS].sort());
    for (const row of rows) {
      expect(row.token).toMatch(TAKE_TOKEN_PATTERN);
      expect(row.class_id).toBe(classId);
      expect(row.mail_state).toBe('not_sent');
    }
    expect(new Set(rows.map((r) => r.token)).size).toBe(3);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);

    const again = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    expect(again.status).toBe(200);
    expect(await assignmentsOf(quizId)).toHaveLength(3);
  });

  test('a student invited later gets the quizzes the class already has', async () => {
    const classId = await classWith(['ada@eastport.example']);
    const first = await userQuiz('Genetics');
    const second = await userQuiz('Ecology');
    await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [first, second], classIds: [classId] });
    await api('POST', CLASS_PATHS.invite(classId), { emails: ['Marie@Eastport.example'] });
    for (const quizId of [first, second])
      expect((await assignmentsOf(quizId)).map((r) => r.user_email)).toEqual([
        'ada@eastport.example',
        'marie@eastport.example',
      ]);
  });

  test('a Restricted quiz goes only to the owner institution domain and says who was left out', async () => {
    const classId = await classWith(STUDENTS);
    const quizId = await userQuiz('Restricted cells', true);
    const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    expect(added.body.content.notAssigned).toEqual(['grace@gmail.example']);
    expect((await assignmentsOf(quizId)).map((r) => r.user_email)).toEqual([
      'ada@eastport.example',
      'alan@students.eastport.example',
    ]);
    const links = await api('GET', CLASS_PATHS.quizLinks(classId, quizId));
    expect(links.body.content.notAssigned).toEqual(['grace@gmail.example']);
    await api('POST', CLASS_PATHS.invite(classId), { emails: ['eve@other.example'] });
    expect(await assignmentsOf(quizId)).toHaveLength(2);
  });

  test('an admin quiz in a class is material to read: no assignment, no links', async () => {
    const classId = await classWith(STUDENTS);
    const quizId = await userQuiz('Admin reading', false, 'admin');
    await t.db
      .updateTable('users')
      // Admin quizzes go to classes in the hands of a super admin: the quiz table gives a full admin only their
      // own user quizzes to add (ADR 192).
      .set({ roles: ['ROLE_SUPER_ADMIN'] })
      .where('id', '=', csId)
      .execute();
    try {
      const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
      expect(added.body.content).toEqual({ added: 1, notAssigned: [] });
    } finally {
      await t.db
        .updateTable('users')
        .set({ roles: ['ROLE_CS_USER'] })
        .where('id', '=', csId)
        .execute();
    }
    expect(await assignmentsOf(quizId)).toEqual([]);
    const links = await api('GET', CLASS_PATHS.quizLinks(classId, quizId));
    expect(links.body.content).toMatchObject({ result: [], takenByStudents: false });
  });

  test('removing the quiz withdraws links not started, and keeps started and submitted ones', async () => {
    const classId = await classWith(STUDENTS);
    const quizId = await userQuiz('Withdrawn');
    await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    const now = t.clock.now();
    await t.db
      .updateTable('quiz_assignments')
      .set({ started_at: now })
      .where('quiz_id', '=', quizId)
      .where('user_email', '=', STUDENTS[0]!)
      .execute();
    await t.db
      .updateTable('quiz_assignments')
      .set({ started_at: now, submit_at: now, progress: 80 })
      .where('quiz_id', '=', quizId)
      .where('user_email', '=', STUDENTS[1]!)
      .execute();
    expect((await api('DELETE', CLASS_PATHS.quiz(classId, quizId))).status).toBe(200);
    expect((await assignmentsOf(quizId)).map((r) => r.user_email)).toEqual([STUDENTS[0], STUDENTS[1]]);
  });
});

describe('the class page lists the links', () => {
  test('each student with state, mail and an absolute link; a stranger to the class gets 404', async () => {
    const classId = await classWith(STUDENTS);
    const quizId = await userQuiz('Links');
    await t.db
      .updateTable('quizzes')
      .set({ end_date: new Date(Date.now() + 86_400_000) })
      .where('id', '=', quizId)
      .execute();
    await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    const now = t.clock.now();
    await t.db
      .updateTable('quiz_assignments')
      .set({ opened_at: now })
      .where('quiz_id', '=', quizId)
      .where('user_email', '=', STUDENTS[0]!)
      .execute();
    await t.db
      .updateTable('quiz_assignments')
      .set({ opened_at: now, started_at: now, submit_at: now, progress: 75 })
      .where('quiz_id', '=', quizId)
      .where('user_email', '=', STUDENTS[2]!)
      .execute();
    const links = await api('GET', CLASS_PATHS.quizLinks(classId, quizId));
    expect(links.status).toBe(200);
    const rows = await assignmentsOf(quizId);
    expect(links.body.content.mailEnabled).toBe(false);
    expect(links.body.content.result).toEqual(
      rows.map((row) => ({
        assignmentId: row.id,
        email: row.user_email,
        link: `http://localhost:80/take/${row.token}`,
        state: row.submit_at ? 'submitted' : 'not_started',
        mail: 'not_sent',
        openedAt: row.opened_at ? now.toISOString() : null,
        submittedAt: row.submit_at ? now.toISOString() : null,
        percentage: row.submit_at ? 75 : null,
        // The words Results uses too (ADR 211).
        studentState: row.submit_at ? 'submitted' : row.opened_at ? 'opened' : 'not_started',
      })),
    );
    expect((await api('GET', CLASS_PATHS.quizLinks(classId, quizId), undefined, lti)).status).toBe(404);
    const resend = await api('POST', CLASS_PATHS.resendLink(classId, quizId, rows[0]!.id));
    expect(resend.status).toBe(400);
    expect(resend.body.content.errors).toHaveProperty('mail');
  });

  test('past the deadline a link not submitted reads expired', async () => {
    const classId = await classWith(['ada@eastport.example']);
    const quizId = await userQuiz('Expired');
    await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    await t.db
      .updateTable('quizzes')
      .set({ end_date: new Date(t.clock.now().getTime() - 60_000) })
      .where('id', '=', quizId)
      .execute();
    const links = await api('GET', CLASS_PATHS.quizLinks(classId, quizId));
    expect(links.body.content.result.map((l: { state: string }) => l.state)).toEqual(['expired']);
  });
});

describe('sharing a user quiz distributes it', () => {
  test('each e-mail gets an assignment; a repeat is already_shared; Restricted refuses other domains', async () => {
    const open = await userQuiz('Shared open');
    const first = await api('POST', quizSharePath('share', open), {
      emails: ['ada@eastport.example', 'grace@gmail.example'],
      isAdminQuiz: false,
    });
    expect(first.body.content).toEqual({
      shared: ['ada@eastport.example', 'grace@gmail.example'],
      already_shared: [],
      not_access: [],
      not_found: [],
    });
    const again = await api('POST', quizSharePath('share', open), {
      emails: ['ada@eastport.example', 'new@eastport.example'],
      isAdminQuiz: false,
    });
    expect(again.body.content).toEqual({
      shared: ['new@eastport.example'],
      already_shared: ['ada@eastport.example'],
      not_access: [],
      not_found: [],
    });
    const rows = await assignmentsOf(open);
    expect(rows.map((r) => [r.user_email, r.class_id])).toEqual([
      ['ada@eastport.example', null],
      ['grace@gmail.example', null],
      ['new@eastport.example', null],
    ]);
    const list = await api('GET', quizSharePath('sharedWith', open));
    expect(list.body.content.sharedUserList.map((u: { email: string }) => u.email)).toEqual([
      'ada@eastport.example',
      'grace@gmail.example',
      'new@eastport.example',
    ]);

    const restricted = await userQuiz('Shared restricted', true);
    const refused = await api('POST', quizSharePath('share', restricted), {
      emails: ['ada@eastport.example', 'grace@gmail.example'],
      isAdminQuiz: false,
    });
    expect(refused.body.content).toMatchObject({
      shared: ['ada@eastport.example'],
      not_access: ['grace@gmail.example'],
    });
    expect((await assignmentsOf(restricted)).map((r) => r.user_email)).toEqual(['ada@eastport.example']);
  });

  test('a malformed address is a 400 naming the field, and nothing is stored', async () => {
    const quizId = await userQuiz('Shared malformed');
    const bad = await api('POST', quizSharePath('share', quizId), {
      emails: ['ada@eastport.example', 'not an address'],
      isAdminQuiz: false,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.content.errors ?? {})).toContain('emails');
    expect(await assignmentsOf(quizId)).toEqual([]);
  });
});

describe('the access type is locked once distributed', () => {
  test('a save changing it is refused with the field named and the stored value unchanged; before, it is allowed', async () => {
    const quizId = await userQuiz('Locked access');
    const load = async () =>
      QuizSchema.parse((await api('GET', QUIZ_PATHS.one('user', quizId))).body.content);
    const flip = async () => {
      const quiz = await load();
      const events = [
        {
          type: 'details.set' as const,
          details: { restrictNonInstitutional: !quiz.restrictNonInstitutional, isGraded: true },
        },
      ];
      return api(
        'PATCH',
        QUIZ_PATHS.one('user', quizId),
        toPayload(applyEvents(fromQuiz(quiz), events), 'user', 'edit', quiz.version) as object,
      );
    };
    const before = await load();
    expect(before.isAssignSomeone).toBe(false);
    expect((await flip()).status).toBe(200);
    expect((await load()).restrictNonInstitutional).toBe(true);

    await api('POST', quizSharePath('share', quizId), {
      emails: ['ada@eastport.example'],
      isAdminQuiz: false,
    });
    const distributed = await load();
    expect(distributed.isAssignSomeone).toBe(true);
    const refused = await flip();
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({
      restrictNonInstitutional: ['Access type cannot change once the quiz has been distributed to students.'],
    });
    const after = await load();
    expect(after.restrictNonInstitutional).toBe(true);
    expect(after.version).toBe(distributed.version);
  });
});
