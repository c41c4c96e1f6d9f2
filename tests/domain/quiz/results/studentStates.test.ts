import {
  countByState,
  countedAttemptState,
  isRemindable,
  studentState,
  type StudentAttempt,
} from '../../../../src/domain/quiz/results/studentStates';

const DEADLINE = new Date('2026-05-10T12:00:00.000Z');
const BEFORE = new Date('2026-05-10T11:59:59.999Z');
const AFTER = new Date('2026-05-10T12:00:00.001Z');

const attempt = (over: Partial<StudentAttempt>): StudentAttempt => ({
  openedAt: null,
  startedAt: null,
  submitAt: null,
  needsGrading: false,
  deadline: DEADLINE,
  ...over,
});

describe('a student state from the attempt and the deadline', () => {
  test('not started, opened and in progress before the deadline', () => {
    expect(studentState(attempt({}), BEFORE)).toBe('not_started');
    expect(studentState(attempt({ openedAt: BEFORE }), BEFORE)).toBe('opened');
    expect(studentState(attempt({ openedAt: BEFORE, startedAt: BEFORE }), BEFORE)).toBe('in_progress');
  });

  test('missing once the deadline has passed with nothing submitted; at the deadline itself not yet', () => {
    expect(studentState(attempt({}), DEADLINE)).toBe('not_started');
    expect(studentState(attempt({}), AFTER)).toBe('missing');
    expect(studentState(attempt({ openedAt: BEFORE }), AFTER)).toBe('missing');
    // Started: the server submits what was saved in time; until then it is in progress.
    expect(studentState(attempt({ startedAt: BEFORE }), AFTER)).toBe('in_progress');
  });

  test('submitted at the deadline is in time, a millisecond later is late', () => {
    expect(studentState(attempt({ startedAt: BEFORE, submitAt: DEADLINE }), AFTER)).toBe('submitted');
    expect(studentState(attempt({ startedAt: BEFORE, submitAt: AFTER }), AFTER)).toBe('late');
  });

  test('an answer waiting for points comes first: needs grading, in time or late', () => {
    expect(studentState(attempt({ submitAt: BEFORE, needsGrading: true }), AFTER)).toBe('needs_grading');
    expect(studentState(attempt({ submitAt: AFTER, needsGrading: true }), AFTER)).toBe('needs_grading');
  });

  test('without a deadline nobody is missing or late', () => {
    const far = new Date('2040-01-01T00:00:00.000Z');
    expect(studentState(attempt({ deadline: null }), far)).toBe('not_started');
    expect(studentState(attempt({ deadline: null, submitAt: far }), far)).toBe('submitted');
  });

  test("a personal deadline replaces the quiz's", () => {
    const later = new Date('2026-05-12T12:00:00.000Z');
    expect(studentState(attempt({ personalDeadline: later }), AFTER)).toBe('not_started');
    expect(studentState(attempt({ personalDeadline: later, submitAt: AFTER }), AFTER)).toBe('submitted');
    expect(studentState(attempt({ personalDeadline: BEFORE, submitAt: DEADLINE }), AFTER)).toBe('late');
  });

  test('only students who can still submit are reminded; counts cover every state', () => {
    expect(['not_started', 'opened', 'in_progress'].every((s) => isRemindable(s as never))).toBe(true);
    expect(['submitted', 'late', 'missing', 'needs_grading'].some((s) => isRemindable(s as never))).toBe(
      false,
    );
    expect(countByState(['late', 'late', 'missing'])).toEqual({
      not_started: 0,
      opened: 0,
      in_progress: 0,
      submitted: 0,
      late: 2,
      missing: 1,
      needs_grading: 0,
    });
  });
});

test('a student trying again stands as the attempt that counts: a waiting hand score first, then late, else submitted (ADR 230)', () => {
  expect(countedAttemptState({ needsGrading: true, late: true })).toBe('needs_grading');
  expect(countedAttemptState({ needsGrading: false, late: true })).toBe('late');
  expect(countedAttemptState({ needsGrading: false, late: false })).toBe('submitted');
  expect(isRemindable(countedAttemptState({ needsGrading: false, late: false }))).toBe(false);
});
