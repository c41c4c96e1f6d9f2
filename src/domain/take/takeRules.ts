/**
 * The rules of taking a quiz from a personal link (ADRs 136 and 137): where an assignment stands, when its time
 * runs out, and the messages a refused save or submit carries. Pure: the current time is an argument.
 */

export const TAKE_MESSAGES = {
  unknownLink: 'Unknown link',
  /** SPEC section 4: a past deadline shows 'Expired'. */
  expired: 'Expired',
  submitted: 'This quiz has already been submitted.',
  timeUp: 'Time is up: answers can no longer be saved.',
  notAQuestion: 'This is not a question of this quiz',
  unknownOption: 'This option is not part of the question',
  singleAnswer: 'This question takes only one answer',
  wrongAnswerKind: 'This answer does not fit this type of question',
  /** ADR 151: before the quiz's start date a link cannot be started. */
  notOpenYet: 'This quiz is not open yet.',
  /** ADR 248: the links of an unpublished class's students cannot start or try again. */
  classNotOpen: 'This class is not open yet.',
  /** ADR 219: a new attempt only after this one was submitted, and while attempts are left. */
  attemptOpen: 'Submit this attempt before trying again.',
  noAttemptsLeft: 'You have no attempts left.',
} as const;

/** ADR 151: a quiz with a start date in the future cannot be started yet. */
export function isBeforeOpening(opensAt: Date | null, now: Date): boolean {
  return opensAt !== null && now.getTime() < opensAt.getTime();
}

/**
 * A save or a submit that reaches the server this long after the due time still counts (network latency, a
 * countdown that submits at zero). Past it, the assignment is submitted with what was saved (ADR 136).
 */
export const TAKE_GRACE_MS = 10_000;

export type AssignmentStanding = 'not_started' | 'in_progress' | 'submitted' | 'expired';

export interface AssignmentTimes {
  readonly startedAt: Date | null;
  readonly submittedAt: Date | null;
  /** The quiz's end date; null: students may take it indefinitely. */
  readonly deadline: Date | null;
}

/** A never-started assignment past the deadline is expired; a started one is finished by its due time instead. */
export function standingOf(times: AssignmentTimes, now: Date): AssignmentStanding {
  if (times.submittedAt) return 'submitted';
  if (times.startedAt) return 'in_progress';
  if (times.deadline && now.getTime() >= times.deadline.getTime()) return 'expired';
  return 'not_started';
}

/**
 * When a started assignment's time runs out: started + time limit, never past the deadline; null with neither.
 * `durationSeconds` of null or 0 means no time limit.
 */
export function dueAtOf(startedAt: Date, durationSeconds: number | null, deadline: Date | null): Date | null {
  const limit =
    durationSeconds !== null && durationSeconds > 0
      ? new Date(startedAt.getTime() + durationSeconds * 1000)
      : null;
  if (limit && deadline) return limit.getTime() <= deadline.getTime() ? limit : deadline;
  return limit ?? deadline;
}

/** Whether a save or submit at `now` comes too late for a due time (the grace included). */
export function isPastDue(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && now.getTime() > dueAt.getTime() + TAKE_GRACE_MS;
}
