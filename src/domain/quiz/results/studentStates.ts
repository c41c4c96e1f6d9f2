/**
 * Where each student of a distributed quiz stands, in the same words on Results and Student links (ADR 211): Not
 * started, Opened, In progress, Submitted, Late, Missing or Needs grading. Pure: the current time is an argument.
 *
 * @publicModule the class's Student links use the same states.
 */

export const STUDENT_STATES = [
  'not_started',
  'opened',
  'in_progress',
  'submitted',
  'late',
  'missing',
  'needs_grading',
] as const;
export type StudentState = (typeof STUDENT_STATES)[number];

/** The English words (the catalog group `roster` translates them by the same keys). */
export const STUDENT_STATE_LABELS: Readonly<Record<StudentState, string>> = {
  not_started: 'Not started',
  opened: 'Opened',
  in_progress: 'In progress',
  submitted: 'Submitted',
  late: 'Late',
  missing: 'Missing',
  needs_grading: 'Needs grading',
};

export interface StudentAttempt {
  readonly openedAt: Date | null;
  readonly startedAt: Date | null;
  readonly submitAt: Date | null;
  /** Some answer waits for a teacher's points. */
  readonly needsGrading: boolean;
  /** The quiz's deadline; null: none. */
  readonly deadline: Date | null;
  /** This student's own deadline (an accommodation); it replaces the quiz's when set. */
  readonly personalDeadline?: Date | null;
}

/** The deadline that holds for this student: their personal one when set, otherwise the quiz's. */
export const deadlineFor = (attempt: Pick<StudentAttempt, 'deadline' | 'personalDeadline'>): Date | null =>
  attempt.personalDeadline ?? attempt.deadline;

/**
 * The state of one student at `now`:
 * - submitted with an answer waiting for points: Needs grading (what the teacher has to do comes first);
 * - submitted after the deadline that holds for them: Late (at the deadline itself is in time);
 * - submitted otherwise: Submitted;
 * - started and not submitted: In progress, even past the deadline, until the server submits what was saved in time;
 * - not started once the deadline has passed: Missing;
 * - otherwise Opened (the link was opened) or Not started.
 */
export function studentState(attempt: StudentAttempt, now: Date): StudentState {
  const deadline = deadlineFor(attempt);
  if (attempt.submitAt) {
    if (attempt.needsGrading) return 'needs_grading';
    return deadline && attempt.submitAt.getTime() > deadline.getTime() ? 'late' : 'submitted';
  }
  if (attempt.startedAt) return 'in_progress';
  if (deadline && now.getTime() > deadline.getTime()) return 'missing';
  return attempt.openedAt ? 'opened' : 'not_started';
}

/** States a reminder is for: the student can still submit and has not. */
export const REMINDABLE_STATES: readonly StudentState[] = ['not_started', 'opened', 'in_progress'];

export const isRemindable = (state: StudentState) => REMINDABLE_STATES.includes(state);

/** How many students are in each state, every state present (0 when none). */
export function countByState(states: readonly StudentState[]): Record<StudentState, number> {
  const counts = Object.fromEntries(STUDENT_STATES.map((state) => [state, 0])) as Record<
    StudentState,
    number
  >;
  for (const state of states) counts[state] += 1;
  return counts;
}

/** A student is reminded at most once in this long (ADR 211). */
export const REMIND_INTERVAL_MS = 60 * 60 * 1000;

export const REMIND_MESSAGES = {
  mailOff:
    'Mail is not set up on this server: no reminder was sent. Copy the students’ links and send them yourself.',
  nobody: 'No student to remind: everyone has submitted, or was reminded less than an hour ago.',
} as const;

/**
 * The state of a student who tried again while the newer attempt is still open (ADRs 219, 230): they stand as the
 * attempt that counts (its score is the one shown), Needs grading while a hand score waits in it, Late when it was
 * submitted late, Submitted otherwise. The open attempt's own state shows beside it.
 */
export function countedAttemptState(counted: {
  readonly needsGrading: boolean;
  readonly late: boolean;
}): StudentState {
  if (counted.needsGrading) return 'needs_grading';
  return counted.late ? 'late' : 'submitted';
}
