/**
 * A class's own opening date and deadline for one of its quizzes (ADR 217). The deadline follows SPEC's deadline
 * rules (src/domain/quiz/deadline.ts): a past time rounds up to the next half-hour, it must come after the opening,
 * and not beyond the teacher's trial or subscription end. A changed opening date must not lie in the past. The
 * console checks a value before sending it and the server checks it again, with the same messages.
 *
 * @publicModule the take page reads a class's dates through the schedule rule; the quiz editor names a class.
 */
import * as z from 'zod';
import { isoDateTime } from '../shared/fields';
import { deadlineError, isPastNow, roundDeadline } from '../quiz/deadline';
import type { QuizDates } from '../take/studentSchedule';

export const CLASS_QUIZ_DATES_MESSAGES = {
  openingPast: 'The opening date cannot be in the past.',
} as const;

/** PATCH /api/admin/class/{id}/quiz/{quizId}: the class's opening date and deadline, each ISO or null (none). */
export const ClassQuizDatesRequestSchema = z
  .object({ opensAt: isoDateTime.nullable(), deadline: isoDateTime.nullable() })
  .strict();
export type ClassQuizDatesRequest = z.infer<typeof ClassQuizDatesRequestSchema>;

export interface ClassQuizDatesRules {
  readonly now: Date;
  /** The opening date the class runs by today: keeping it unchanged is always allowed. */
  readonly currentOpensAt: Date | null;
  /** The teacher's trial or subscription end; null when unlimited. */
  readonly subscriptionEndsAt: Date | null;
}

export type ClassQuizDatesOutcome =
  { readonly dates: QuizDates } | { readonly field: 'opensAt' | 'deadline'; readonly message: string };

/** The dates as they will be stored (deadline rounded), or the field refused with its message. */
export function classQuizDatesOf(
  request: ClassQuizDatesRequest,
  rules: ClassQuizDatesRules,
): ClassQuizDatesOutcome {
  const opensAt = request.opensAt === null ? null : new Date(request.opensAt);
  const unchanged = opensAt?.getTime() === rules.currentOpensAt?.getTime();
  // "Now" is never in the past: a moment chosen as now may reach the server a little later (ADR 353).
  if (opensAt && !unchanged && isPastNow(opensAt, rules.now))
    return { field: 'opensAt', message: CLASS_QUIZ_DATES_MESSAGES.openingPast };
  const deadline = roundDeadline(request.deadline === null ? null : new Date(request.deadline), rules.now);
  const error = deadlineError(deadline, {
    now: rules.now,
    startDate: opensAt,
    subscriptionEndsAt: rules.subscriptionEndsAt,
  });
  if (error) return { field: 'deadline', message: error };
  return { dates: { opensAt, deadline } };
}
