import {
  DEADLINE_MESSAGES,
  canEditDeadline,
  ceilToMinutes,
  deadlineError,
  deadlinePayload,
  deadlinePickerMin,
  roundDeadline,
} from '../../../src/domain/quiz/deadline';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-05-10T10:07:20.000Z');

describe('roundDeadline: a chosen time earlier than now rounds up to the next half-hour after adding one minute', () => {
  test.each([
    ['a later time stays as chosen', '2026-05-12T09:00:00.000Z', NOW, '2026-05-12T09:00:00.000Z'],
    ['exactly now stays', '2026-05-10T10:07:20.000Z', NOW, '2026-05-10T10:07:20.000Z'],
    ['earlier today → next half-hour', '2026-05-10T08:00:00.000Z', NOW, '2026-05-10T10:30:00.000Z'],
    ['yesterday → next half-hour', '2026-05-09T23:00:00.000Z', NOW, '2026-05-10T10:30:00.000Z'],
    [
      'one minute before a mark → that mark',
      '2026-05-10T08:00:00.000Z',
      at('2026-05-10T10:29:00.000Z'),
      '2026-05-10T10:30:00.000Z',
    ],
    [
      'on a mark → the next one (one minute is added first)',
      '2026-05-10T08:00:00.000Z',
      at('2026-05-10T10:30:00.000Z'),
      '2026-05-10T11:00:00.000Z',
    ],
    [
      'late evening → past midnight',
      '2026-05-10T08:00:00.000Z',
      at('2026-05-10T23:45:00.000Z'),
      '2026-05-11T00:00:00.000Z',
    ],
  ])('%s', (_name, chosen, now, expected) => {
    expect(roundDeadline(at(chosen), now)?.toISOString()).toBe(expected);
  });

  test('blank stays blank: students may participate indefinitely', () => {
    expect(roundDeadline(null, NOW)).toBeNull();
    expect(deadlinePayload(null)).toBeNull();
  });

  test('a rounded deadline is always after now and at most 31 minutes later', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(NOW.getTime() + minute * 60_000 + 13_000);
      const rounded = roundDeadline(new Date(now.getTime() - 1), now)!;
      expect(rounded.getTime()).toBeGreaterThan(now.getTime());
      expect(rounded.getTime() - now.getTime()).toBeLessThanOrEqual(31 * 60_000);
      expect(rounded.getTime() % (30 * 60_000)).toBe(0);
    }
  });

  test('ceilToMinutes keeps a mark and moves anything past it', () => {
    expect(ceilToMinutes(at('2026-05-10T10:30:00.000Z'), 30).toISOString()).toBe('2026-05-10T10:30:00.000Z');
    expect(ceilToMinutes(at('2026-05-10T10:30:00.001Z'), 30).toISOString()).toBe('2026-05-10T11:00:00.000Z');
  });
});

describe('deadlinePickerMin: today, or the quiz start date if in the future', () => {
  test('no start date → the start of today', () => {
    const min = deadlinePickerMin(null, NOW);
    expect(min.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(min.getHours()).toBe(0);
    expect(min.getMinutes()).toBe(0);
  });
  test('a past start date → the start of today', () => {
    expect(deadlinePickerMin(at('2026-01-01T00:00:00Z'), NOW).getTime()).toBe(
      deadlinePickerMin(null, NOW).getTime(),
    );
  });
  test('a future start date → the start date', () => {
    expect(deadlinePickerMin(at('2026-06-01T12:00:00Z'), NOW).toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });
});

describe('deadlineError: the trial or subscription end of the owner', () => {
  const rules = { now: NOW, startDate: null, subscriptionEndsAt: null };
  test.each([
    ['no subscription end: any deadline', at('2030-01-01T00:00:00Z'), rules, null],
    ['no deadline at all', null, rules, null],
    [
      'within the subscription',
      at('2026-06-01T00:00:00Z'),
      { ...rules, subscriptionEndsAt: at('2026-07-01T00:00:00Z') },
      null,
    ],
    [
      'beyond the subscription',
      at('2026-08-01T00:00:00Z'),
      { ...rules, subscriptionEndsAt: at('2026-07-01T00:00:00Z') },
      DEADLINE_MESSAGES.beyondSubscription,
    ],
    [
      'trial ended: no change at all, even clearing',
      null,
      { ...rules, subscriptionEndsAt: at('2026-05-01T00:00:00Z') },
      DEADLINE_MESSAGES.trialExpired,
    ],
    [
      'not after the start date',
      at('2026-06-01T00:00:00Z'),
      { ...rules, startDate: at('2026-06-02T00:00:00Z') },
      DEADLINE_MESSAGES.beforeStart,
    ],
  ])('%s', (_name, endDate, given, expected) => {
    expect(deadlineError(endDate, given)).toBe(expected);
  });

  test('editing is allowed until the end and refused after it', () => {
    expect(canEditDeadline(null, NOW)).toBe(true);
    expect(canEditDeadline(at('2026-05-10T10:07:21.000Z'), NOW)).toBe(true);
    expect(canEditDeadline(at('2026-05-10T10:07:20.000Z'), NOW)).toBe(false);
  });

  test('the SPEC texts are verbatim', () => {
    expect(DEADLINE_MESSAGES.beyondSubscription).toBe(
      'Deadlines cannot be set beyond trial or subscription end date for the user.',
    );
    expect(DEADLINE_MESSAGES.trialExpired).toBe(
      'You cannot perform this action as your trial period has expired.',
    );
    expect(DEADLINE_MESSAGES.updated).toBe('Deadline updated');
    expect(DEADLINE_MESSAGES.failed).toBe('Failed to update Deadline');
  });
});
