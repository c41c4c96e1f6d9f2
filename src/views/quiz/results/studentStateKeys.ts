/**
 * The catalog keys of the student states (ADR 211), shared by Results and Student links.
 *
 * @publicModule the class's Student links word the states with them.
 */
import type { StudentState } from '../../../domain/quiz/results/studentStates';

export const STUDENT_STATE_KEYS = {
  not_started: 'roster.stateNotStarted',
  opened: 'roster.stateOpened',
  in_progress: 'roster.stateInProgress',
  submitted: 'roster.stateSubmitted',
  late: 'roster.stateLate',
  missing: 'roster.stateMissing',
  needs_grading: 'roster.stateNeedsGrading',
} as const satisfies Record<StudentState, string>;
