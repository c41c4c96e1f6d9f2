import { dueAtOf, isPastDue, standingOf, TAKE_GRACE_MS } from '../../../src/domain/take/takeRules';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-05-01T10:00:00Z');

describe('where an assignment stands', () => {
  test.each([
    ['not started, no deadline', null, null, null, 'not_started'],
    ['not started, deadline ahead', null, null, '2026-05-02T00:00:00Z', 'not_started'],
    ['not started, deadline passed', null, null, '2026-04-30T00:00:00Z', 'expired'],
    ['started, deadline passed', '2026-04-29T00:00:00Z', null, '2026-04-30T00:00:00Z', 'in_progress'],
    [
      'submitted, deadline passed',
      '2026-04-29T00:00:00Z',
      '2026-04-29T00:10:00Z',
      '2026-04-30T00:00:00Z',
      'submitted',
    ],
  ] as const)('%s → %s', (_name, startedAt, submittedAt, deadline, standing) => {
    expect(
      standingOf(
        {
          startedAt: startedAt && at(startedAt),
          submittedAt: submittedAt && at(submittedAt),
          deadline: deadline && at(deadline),
        },
        NOW,
      ),
    ).toBe(standing);
  });
});

describe('when the time runs out', () => {
  test.each([
    ['no limit, no deadline', null, null, null],
    ['a 0 limit is none', 0, null, null],
    ['a limit', 600, null, '2026-05-01T10:10:00.000Z'],
    ['a deadline only', null, '2026-05-03T00:00:00Z', '2026-05-03T00:00:00.000Z'],
    ['the limit, before the deadline', 600, '2026-05-03T00:00:00Z', '2026-05-01T10:10:00.000Z'],
    ['the deadline, before the limit', 3600, '2026-05-01T10:30:00Z', '2026-05-01T10:30:00.000Z'],
  ] as const)('%s', (_name, duration, deadline, due) => {
    expect(dueAtOf(NOW, duration, deadline === null ? null : at(deadline))?.toISOString() ?? null).toBe(due);
  });

  test('a save within the grace after the due time still counts; one after it does not', () => {
    const due = NOW;
    expect(isPastDue(null, NOW)).toBe(false);
    expect(isPastDue(due, new Date(due.getTime() + TAKE_GRACE_MS))).toBe(false);
    expect(isPastDue(due, new Date(due.getTime() + TAKE_GRACE_MS + 1))).toBe(true);
  });
});
