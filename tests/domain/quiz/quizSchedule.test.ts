import {
  SCHEDULE_MESSAGES,
  canEditSchedule,
  chosenEndDate,
  endDateMax,
  endDateMin,
  scheduleIssues,
  startDateMin,
  type QuizDates,
  type ScheduleRules,
} from '../../../src/domain/quiz/quizSchedule';
import { newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import { validateEditorState } from '../../../src/domain/quiz/quizValidation';

const NOW = new Date('2026-05-10T10:07:20.000Z');
const NONE: QuizDates = { startDate: null, endDate: null };
const rules = (over: Partial<ScheduleRules> = {}): ScheduleRules => ({
  now: NOW,
  subscriptionEndsAt: null,
  loaded: NONE,
  ...over,
});
const dates = (startDate: string | null, endDate: string | null): QuizDates => ({ startDate, endDate });

describe('the pickers’ limits', () => {
  test('the Start Date minimum is now', () => {
    expect(startDateMin(NOW)).toEqual(NOW);
  });

  test.each([
    ['no start date → now', null, NOW.toISOString()],
    ['a past start date → now', '2026-05-01T09:00:00.000Z', NOW.toISOString()],
    ['a future start date → the start date', '2026-06-01T09:00:00.000Z', '2026-06-01T09:00:00.000Z'],
  ])('the End Date minimum is the later of the start date or now: %s', (_name, start, expected) => {
    expect(endDateMin(start, NOW).toISOString()).toBe(expected);
  });

  test('the End Date maximum is the owner’s trial or subscription end, none without one', () => {
    expect(endDateMax(null)).toBeNull();
    expect(endDateMax('2026-07-01T00:00:00.000Z')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  test('the dates stay editable until the trial or subscription ends', () => {
    expect(canEditSchedule(null, NOW)).toBe(true);
    expect(canEditSchedule('2026-05-10T10:07:21.000Z', NOW)).toBe(true);
    expect(canEditSchedule('2026-05-10T10:07:20.000Z', NOW)).toBe(false);
  });
});

describe('chosenEndDate: the End Date is the quiz’s deadline', () => {
  test.each([
    ['a later time stays', '2026-05-12T09:00:00.000Z', '2026-05-12T09:00:00.000Z'],
    [
      'earlier than now → the next half-hour after one minute',
      '2026-05-10T08:00:00.000Z',
      '2026-05-10T10:30:00.000Z',
    ],
    ['yesterday → the next half-hour', '2026-05-09T23:00:00.000Z', '2026-05-10T10:30:00.000Z'],
    ['blank stays blank', null, null],
  ])('%s', (_name, chosen, expected) => {
    expect(chosenEndDate(chosen, NOW)).toBe(expected);
  });
});

describe('scheduleIssues', () => {
  const past = '2026-05-01T09:00:00.000Z';
  const soon = '2026-05-11T09:00:00.000Z';
  const later = '2026-05-20T09:00:00.000Z';
  const { startInPast, endInPast, endBeforeStart, beyondSubscription, trialExpired } = SCHEDULE_MESSAGES;

  test.each<[string, QuizDates, ScheduleRules, string[]]>([
    ['no dates at all', NONE, rules(), []],
    ['a future start and a later end', dates(soon, later), rules(), []],
    ['a start set in the past', dates(past, null), rules(), [startInPast]],
    ['a start set to exactly now (now is never past)', dates(NOW.toISOString(), null), rules(), []],
    [
      'a start chosen as now, checked a few minutes later',
      dates(new Date(NOW.getTime() - 4 * 60_000).toISOString(), null),
      rules(),
      [],
    ],
    [
      'a start earlier than now by more than the tolerance',
      dates(new Date(NOW.getTime() - 6 * 60_000).toISOString(), null),
      rules(),
      [startInPast],
    ],
    ['an end set in the past', dates(null, past), rules(), [endInPast]],
    ['an end before the start', dates(later, soon), rules(), [endBeforeStart]],
    ['an end equal to the start', dates(soon, soon), rules(), [endBeforeStart]],
    ['a loaded past start stays saveable', dates(past, later), rules({ loaded: dates(past, later) }), []],
    [
      'a loaded past end stays saveable, the order still counts',
      dates(later, past),
      rules({ loaded: dates(later, past) }),
      [endBeforeStart],
    ],
    ['an end within the subscription', dates(null, soon), rules({ subscriptionEndsAt: later }), []],
    [
      'an end beyond the subscription',
      dates(null, later),
      rules({ subscriptionEndsAt: soon }),
      [beyondSubscription],
    ],
    [
      'a loaded end beyond the subscription is not held to it',
      dates(null, later),
      rules({ subscriptionEndsAt: soon, loaded: dates(null, later) }),
      [],
    ],
    [
      'trial ended: a changed date is refused',
      dates(null, later),
      rules({ subscriptionEndsAt: past }),
      [trialExpired],
    ],
    [
      'trial ended: clearing a date is refused too',
      NONE,
      rules({ subscriptionEndsAt: past, loaded: dates(null, later) }),
      [trialExpired],
    ],
    [
      'trial ended: unchanged dates save',
      dates(soon, later),
      rules({ subscriptionEndsAt: past, loaded: dates(soon, later) }),
      [],
    ],
  ])('%s', (_name, given, rulesGiven, expected) => {
    expect(scheduleIssues(given, rulesGiven).map((issue) => issue.message)).toEqual(expected);
  });

  test('the SPEC texts are verbatim', () => {
    expect(beyondSubscription).toBe(
      'Deadlines cannot be set beyond trial or subscription end date for the user.',
    );
    expect(trialExpired).toBe('You cannot perform this action as your trial period has expired.');
  });

  test('the editor’s save check joins the date messages once each', () => {
    const state = newQuizState('a1', { title: 'Cells', isGraded: true, startDate: later, endDate: soon });
    const result = validateEditorState(state, 'admin', 'edit', rules());
    expect(result.valid).toBe(false);
    expect(result.messages).toEqual([endBeforeStart]);
    const pastStart = newQuizState('a1', { title: 'Cells', isGraded: true, startDate: past });
    expect(validateEditorState(pastStart, 'admin', 'edit', rules()).messages).toEqual([startInPast]);
    expect(validateEditorState(pastStart, 'admin', 'edit').valid).toBe(true);
  });
});
