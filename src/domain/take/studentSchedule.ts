/**
 * When one student may open a quiz and by when they hand it in (ADR 217): the quiz's own start and end dates by
 * default; the dates of the student's class when that class set its own; and the student's personal deadline
 * (ADR 212) extending the deadline that results. Pure; the server's take page, timer, expiry, results, links,
 * reminders and dashboard and the console all ask it.
 *
 * @publicModule classes, quiz results and the dashboard read a class's dates through it.
 */
import { effectiveDeadline } from './accommodations';

export interface QuizDates {
  /** Before this moment a link cannot be started; null: open at once. */
  readonly opensAt: Date | null;
  /** The deadline; null: students may participate indefinitely. */
  readonly deadline: Date | null;
}

/** A class's row for the quiz: its own dates once a teacher set them, otherwise it follows the quiz. */
export interface ClassQuizDates extends QuizDates {
  readonly ownDates: boolean;
}

/** The dates a class runs the quiz by: its own when set, otherwise the quiz's. */
export function classDatesOf(quiz: QuizDates, classDates: ClassQuizDates | null): QuizDates {
  if (!classDates?.ownDates) return { opensAt: quiz.opensAt, deadline: quiz.deadline };
  return { opensAt: classDates.opensAt, deadline: classDates.deadline };
}

/**
 * The dates that count for one student: quiz default, then the class's, then the personal deadline, which only
 * extends (a quiz or class without a deadline stays without one).
 */
export function studentSchedule(
  quiz: QuizDates,
  classDates: ClassQuizDates | null,
  personalDeadline: Date | null,
): QuizDates {
  const dates = classDatesOf(quiz, classDates);
  return { opensAt: dates.opensAt, deadline: effectiveDeadline(dates.deadline, personalDeadline) };
}

/** A class that runs the quiz by dates of its own, as Results names it (ADR 353). */
export interface ClassOwnDates extends QuizDates {
  readonly classId: number;
  readonly title: string;
}

/**
 * Which dates apply to whom (ADR 353): the quiz's own dates apply to every student outside a class and to every class
 * that follows them; the classes returned here run by their own dates instead (each as `classDatesOf` gives them),
 * in title order. The server lists them and the console says them beside the quiz's dates.
 */
export function classesWithOwnDates(
  quiz: QuizDates,
  classes: ReadonlyMap<number, ClassQuizDates & { readonly title: string }>,
): ClassOwnDates[] {
  return [...classes]
    .filter(([, dates]) => dates.ownDates)
    .map(([classId, dates]) => ({ classId, title: dates.title, ...classDatesOf(quiz, dates) }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.classId - b.classId);
}
