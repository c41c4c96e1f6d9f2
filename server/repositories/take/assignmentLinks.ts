/** The class page's view of a class quiz's personal links (ADR 132): one row per student with an assignment. */
import type { Kysely } from 'kysely';
import type { AssignmentLink } from '../../../src/api/take/takeContract';
import { assignmentState, DISTRIBUTED_KIND } from '../../../src/domain/take/assignments';
import { studentState } from '../../../src/domain/quiz/results/studentStates';
import type { Database } from '../../db/database';
import { personalLink } from '../../mail/links';
import { settleOverdue } from './takeAssignments';
import { classDatesOfQuiz, classDeadlineOf } from '../classes/classQuizDates';
import { studentSchedule } from '../../../src/domain/take/studentSchedule';

type Db = Kysely<Database>;

export interface ClassQuizLinks {
  readonly result: AssignmentLink[];
  readonly notAssigned: string[];
  readonly takenByStudents: boolean;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * The links of the class's students for one of its quizzes, and the students without one; undefined when the quiz
 * is not in the class. A started link of a student who has left the class is still shown (its results stay).
 */
export async function classQuizLinks(
  db: Db,
  classId: number,
  quizId: number,
  base: string,
  now: Date,
): Promise<ClassQuizLinks | undefined> {
  const quiz = await db
    .selectFrom('class_quizzes as cq')
    .innerJoin('quizzes as q', 'q.id', 'cq.quiz_id')
    .select(['q.kind', 'q.start_date', 'q.end_date'])
    .where('cq.class_id', '=', classId)
    .where('cq.quiz_id', '=', quizId)
    .executeTakeFirst();
  if (!quiz) return undefined;
  if (quiz.kind !== DISTRIBUTED_KIND) return { result: [], notAssigned: [], takenByStudents: false };
  // A link whose time ran out shows as submitted, as the student page and the Results screen show it.
  await settleOverdue(db, { quizId }, now);
  const students = db.selectFrom('class_students').select('email').where('class_id', '=', classId);
  const rows = await db
    .selectFrom('quiz_assignments as a')
    .select([
      'a.id',
      'a.user_email',
      'a.token',
      'a.mail_state',
      'a.opened_at',
      'a.started_at',
      'a.submit_at',
      'a.progress',
      'a.needs_grading',
      'a.class_id',
      'a.personal_deadline',
    ])
    .where('a.quiz_id', '=', quizId)
    .where('a.token', 'is not', null)
    .where((eb) => eb.or([eb('a.class_id', '=', classId), eb('a.user_email', 'in', students)]))
    .orderBy('a.user_email')
    .execute();
  const assigned = new Set(rows.map((r) => r.user_email));
  const notAssigned = (await students.orderBy('email').execute())
    .map((s) => s.email)
    .filter((email) => !assigned.has(email));
  // Each student by their class's dates (ADR 217) and their personal deadline (ADR 212).
  const byClass = await classDatesOfQuiz(db, quizId);
  const quizDates = { opensAt: quiz.start_date, deadline: quiz.end_date };
  const studentDeadline = (classId: number | null, personal: Date | null) =>
    studentSchedule(quizDates, classId === null ? null : (byClass.get(classId) ?? null), personal).deadline;
  const result = rows.map((r): AssignmentLink => ({
    assignmentId: r.id,
    email: r.user_email,
    link: personalLink(base, r.token!),
    state: assignmentState(
      {
        openedAt: r.opened_at,
        startedAt: r.started_at,
        submitAt: r.submit_at,
        deadline: studentDeadline(r.class_id, r.personal_deadline),
      },
      now,
    ),
    mail: r.mail_state,
    openedAt: iso(r.opened_at),
    submittedAt: iso(r.submit_at),
    percentage: r.submit_at ? r.progress : null,
    studentState: studentState(
      {
        openedAt: r.opened_at,
        startedAt: r.started_at,
        submitAt: r.submit_at,
        needsGrading: r.needs_grading,
        deadline: classDeadlineOf(quizDates, byClass, r.class_id),
        personalDeadline: r.personal_deadline,
      },
      now,
    ),
  }));
  return { result, notAssigned, takenByStudents: true };
}
