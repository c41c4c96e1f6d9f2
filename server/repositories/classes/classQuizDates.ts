/**
 * Each class's dates for its quizzes (ADR 217, migration 071): read for the students of the class, and set by a
 * teacher of the class. A class that never set its own follows the quiz's start and end dates.
 *
 * @publicModule the take page, results, reminders and the dashboard read a student's class dates through it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ClassOwnDatesItem } from '../../../src/domain/quiz/quiz';
import type { ClassQuizDates, QuizDates } from '../../../src/domain/take/studentSchedule';
import { classDatesOf, classesWithOwnDates } from '../../../src/domain/take/studentSchedule';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** A class's row for the quiz with the class's title and owner, which Results names (ADR 353). */
export interface NamedClassQuizDates extends ClassQuizDates {
  readonly title: string;
  readonly ownerId: number | null;
}

/** Every class's row for the quiz, by class id: what Results and reminders read per student. */
export async function classDatesOfQuiz(db: Db, quizId: number): Promise<Map<number, NamedClassQuizDates>> {
  const rows = await db
    .selectFrom('class_quizzes as cq')
    .innerJoin('classes as c', 'c.id', 'cq.class_id')
    .select(['cq.class_id', 'cq.own_dates', 'cq.opens_at', 'cq.deadline', 'c.title', 'c.owner_user_id'])
    .where('cq.quiz_id', '=', quizId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.class_id,
      {
        ownDates: r.own_dates,
        opensAt: r.opens_at,
        deadline: r.deadline,
        title: r.title,
        ownerId: r.owner_user_id,
      },
    ]),
  );
}

/**
 * The owner's classes that run the quiz by their own dates (ADR 353, 359), as Results, My Quizzes and the editor show
 * them: the shared rule over the quiz's class rows; another teacher's class is not named.
 */
export function ownerClassDates(
  quiz: QuizDates,
  ownerId: number | null,
  byClass: ReadonlyMap<number, NamedClassQuizDates>,
): ClassOwnDatesItem[] {
  const owners = new Map([...byClass].filter(([, row]) => ownerId !== null && row.ownerId === ownerId));
  return classesWithOwnDates(quiz, owners).map((row) => ({
    classId: row.classId,
    title: row.title,
    opensAt: row.opensAt?.toISOString() ?? null,
    deadline: row.deadline?.toISOString() ?? null,
  }));
}

/** The owner's classes that keep their own dates for one quiz, in one statement (the editor's load, ADR 359). */
export async function ownerClassDatesOfQuiz(db: Db, quizId: number): Promise<ClassOwnDatesItem[]> {
  const quiz = await db
    .selectFrom('quizzes')
    .select(['start_date', 'end_date', 'owner_user_id'])
    .where('id', '=', quizId)
    .executeTakeFirst();
  if (!quiz || quiz.owner_user_id === null) return [];
  return ownerClassDates(
    { opensAt: quiz.start_date, deadline: quiz.end_date },
    quiz.owner_user_id,
    await classDatesOfQuiz(db, quizId),
  );
}

/** The deadline a student of `classId` hands in by before any personal deadline: the class's, or the quiz's. */
export const classDeadlineOf = (
  quiz: QuizDates,
  byClass: ReadonlyMap<number, ClassQuizDates>,
  classId: number | null,
): Date | null => classDatesOf(quiz, classId === null ? null : (byClass.get(classId) ?? null)).deadline;

export interface ClassDatesChange {
  readonly opensAt: Date | null;
  readonly deadline: Date | null;
  readonly by: number;
  readonly now: Date;
}

/** Sets the class's own dates for the quiz; false when the quiz is not in the class. */
export async function setClassQuizDates(
  db: Db,
  classId: number,
  quizId: number,
  change: ClassDatesChange,
): Promise<boolean> {
  const updated = await db
    .updateTable('class_quizzes')
    .set({
      own_dates: true,
      opens_at: change.opensAt,
      deadline: change.deadline,
      dates_changed_at: change.now,
      dates_changed_by: change.by,
    })
    .where('class_id', '=', classId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
