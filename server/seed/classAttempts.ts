/**
 * Writes what the demo students did with their personal links (ADR 190) the way the student page leaves it: opened,
 * started on the quiz's current version (its snapshot pinned), answers saved one question at a time with the time
 * spent on each, and submitted through the one submit that scores them (`finish`). So Results, a student's result,
 * the question statistics, Student links and the dashboard read them like any other attempt.
 */
import type { Insertable, Transaction } from 'kysely';
import { questionsOf, type ScorableQuestion } from '../../src/domain/take/scoring';
import { dueAtOf } from '../../src/domain/take/takeRules';
import type { AssignmentAnswerTable } from '../db/contentTables';
import type { Database } from '../db/database';
import { currentSnapshot } from '../repositories/quiz/quizSnapshots';
import { finish } from '../repositories/take/takeAssignments';
import type { SeedAttempt } from './demoClasses';

type Trx = Transaction<Database>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A fixed number in [0, 1) for the given integers, so the answers look varied yet never change. */
function noise(...values: number[]): number {
  let hash = 2166136261;
  for (const value of values) hash = Math.imul(hash ^ value, 16777619) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 1274126177) >>> 0;
  return (hash >>> 8) / 2 ** 24;
}

/**
 * The student's choices for the first `answered` questions, `right` of them right: the questions easiest for this
 * student (each question has an ease of its own, each student some luck), the others with a wrong option.
 */
function choices(questions: readonly ScorableQuestion[], student: number, answered: number, right: number) {
  const asked = questions.slice(0, answered);
  const ease = (q: ScorableQuestion) => noise(q.number) + 0.5 * noise(q.number, student);
  const easiest = new Set(
    [...asked]
      .sort((a, b) => ease(b) - ease(a))
      .slice(0, right)
      .map((q) => q.id),
  );
  return asked.map((question) => {
    const wrong = question.options.map((o) => o.id).filter((id) => !question.rightAnswer.includes(id));
    // Wrong answers spread over the distractors, so an unpicked one is the exception the statistics flag.
    const pick = wrong[(student + question.number) % wrong.length]!;
    const isRight = easiest.has(question.id);
    return { question, optionIds: isRight ? [...question.rightAnswer] : [pick], isRight };
  });
}

interface Timing {
  readonly startedAt: Date;
  readonly answered: number;
  readonly right: number;
  /** When the last answer was saved; the submit follows it. */
  readonly until: Date;
  readonly submit?: { readonly at: Date; readonly late: boolean };
}

function timingOf(attempt: Exclude<SeedAttempt, { kind: 'opened' }>, now: Date, count: number): Timing {
  const at = new Date(now.getTime() - attempt.daysAgo * DAY_MS);
  switch (attempt.kind) {
    case 'submitted': {
      const until = new Date(at.getTime() + attempt.minutes * MINUTE_MS);
      return {
        startedAt: at,
        answered: count,
        right: attempt.right,
        until,
        submit: { at: until, late: false },
      };
    }
    case 'late': {
      // The deadline as it then was, on the hour; the student started 25 minutes before it.
      const deadline = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      const startedAt = new Date(deadline.getTime() - 25 * MINUTE_MS);
      const until = new Date(deadline.getTime() - 2 * MINUTE_MS);
      const { answered, right } = attempt;
      return { startedAt, answered, right, until, submit: { at: deadline, late: true } };
    }
    case 'inProgress':
      return {
        startedAt: at,
        answered: attempt.answered,
        right: 0,
        until: new Date(at.getTime() + 9 * MINUTE_MS),
      };
  }
}

/** Writes each student's attempt at the quiz on their assignment of the class (made by its distribution). */
export async function seedAttempts(
  trx: Trx,
  classId: number,
  quizId: number,
  attempts: readonly { readonly email: string; readonly attempt: SeedAttempt }[],
  now: Date,
): Promise<void> {
  if (attempts.length === 0) return;
  const quiz = await trx
    .selectFrom('quizzes')
    .select(['duration', 'end_date'])
    .where('id', '=', quizId)
    .executeTakeFirstOrThrow();
  const snapshot = await currentSnapshot(trx, quizId);
  const questions = questionsOf(snapshot.content);
  const assignments = await trx
    .selectFrom('quiz_assignments')
    .select(['id', 'user_email'])
    .where('quiz_id', '=', quizId)
    .where('class_id', '=', classId)
    .execute();
  const idOf = new Map(assignments.map((a) => [a.user_email, a.id]));
  for (const [student, { email, attempt }] of attempts.entries()) {
    const id = idOf.get(email);
    if (id === undefined) continue;
    if (attempt.kind === 'opened') {
      const openedAt = new Date(now.getTime() - attempt.daysAgo * DAY_MS);
      await trx.updateTable('quiz_assignments').set({ opened_at: openedAt }).where('id', '=', id).execute();
      continue;
    }
    const timing = timingOf(attempt, now, questions.length);
    const started = await trx
      .updateTable('quiz_assignments')
      .set({
        opened_at: new Date(timing.startedAt.getTime() - 2 * MINUTE_MS),
        started_at: timing.startedAt,
        quiz_version: snapshot.version,
        due_at: dueAtOf(timing.startedAt, quiz.duration, quiz.end_date),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const chosen = choices(questions, student, Math.min(timing.answered, questions.length), timing.right);
    const span = timing.until.getTime() - timing.startedAt.getTime();
    const rows: Insertable<AssignmentAnswerTable>[] = chosen.map(
      ({ question, optionIds, isRight }, index) => ({
        assignment_id: id,
        item_id: question.id,
        option_ids: JSON.stringify(optionIds),
        // Longer on the questions answered wrong, as the statistics' median time shows.
        time_spent_ms: (15 + Math.round(noise(question.number, student, 3) * 40) + (isRight ? 0 : 25)) * 1000,
        saved_at: new Date(timing.startedAt.getTime() + (span * (index + 1)) / chosen.length),
      }),
    );
    if (rows.length > 0) await trx.insertInto('assignment_answers').values(rows).execute();
    if (timing.submit) await finish(trx, started, snapshot, timing.submit.at, timing.submit.late);
  }
}
