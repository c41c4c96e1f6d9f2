/**
 * The counting rule of several attempts (ADR 219), as properties over any attempts a student may make: the highest
 * is never beaten by another attempt and is the first to reach it, the latest is the last submitted whatever its
 * score, the average lies between the lowest and the highest, and a waiting hand score keeps the result pending.
 */
import fc from 'fast-check';
import {
  attemptsLeft,
  attemptsSettingOf,
  countedScore,
  type AttemptScore,
} from '../../../src/domain/take/attemptCounting';

/** Submitted attempts numbered 1..n, in any order, with any score of a maximum of 1 to 20 points. */
const attemptsArb = fc
  .array(
    fc.record({
      maxScore: fc.integer({ min: 1, max: 20 }),
      share: fc.integer({ min: 0, max: 100 }),
      needsGrading: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .chain((rows) =>
    fc.shuffledSubarray(
      rows.map((row, index): AttemptScore => ({
        number: index + 1,
        maxScore: row.maxScore,
        score: Math.round(row.maxScore * row.share) / 100,
        percentage: row.share,
        needsGrading: row.needsGrading,
      })),
      { minLength: rows.length, maxLength: rows.length },
    ),
  );

test('the highest counts: no attempt beats it, and on a tie the earlier one counts', () => {
  fc.assert(
    fc.property(attemptsArb, (attempts) => {
      const counted = countedScore(attempts, 'highest')!;
      const top = Math.max(...attempts.map((a) => a.percentage));
      expect(counted.percentage).toBe(top);
      const first = Math.min(...attempts.filter((a) => a.percentage === top).map((a) => a.number));
      expect(counted.countedNumber).toBe(first);
      const chosen = attempts.find((a) => a.number === first)!;
      expect([counted.score, counted.maxScore]).toEqual([chosen.score, chosen.maxScore]);
      expect(counted.needsGrading).toBe(attempts.some((a) => a.needsGrading));
    }),
  );
});

test('the latest counts whatever its score, and waits only for its own hand score', () => {
  fc.assert(
    fc.property(attemptsArb, (attempts) => {
      const last = attempts.reduce((a, b) => (b.number > a.number ? b : a));
      expect(countedScore(attempts, 'latest')).toEqual({
        score: last.score,
        maxScore: last.maxScore,
        percentage: last.percentage,
        needsGrading: last.needsGrading,
        countedNumber: last.number,
      });
    }),
  );
});

test('the average lies between the lowest and the highest attempt, and is the rounded mean', () => {
  fc.assert(
    fc.property(attemptsArb, (attempts) => {
      const counted = countedScore(attempts, 'average')!;
      const shares = attempts.map((a) => a.percentage);
      expect(counted.percentage).toBe(Math.round(shares.reduce((s, p) => s + p, 0) / shares.length));
      expect(counted.percentage).toBeGreaterThanOrEqual(Math.min(...shares));
      expect(counted.percentage).toBeLessThanOrEqual(Math.max(...shares));
      expect(counted.countedNumber).toBeNull();
      expect(counted.needsGrading).toBe(attempts.some((a) => a.needsGrading));
    }),
  );
});

test('one attempt counts as itself under every rule, as before attempts existed', () => {
  const only: AttemptScore = { number: 1, score: 3, maxScore: 4, percentage: 75, needsGrading: false };
  for (const rule of ['highest', 'latest', 'average'] as const)
    expect(countedScore([only], rule)).toMatchObject({ score: 3, maxScore: 4, percentage: 75 });
  expect(countedScore([], 'highest')).toBeNull();
});

test.each([
  [{ maxAttempts: 1, counting: 'highest' as const }, 1, 0],
  [{ maxAttempts: 3, counting: 'latest' as const }, 1, 2],
  [{ maxAttempts: 3, counting: 'latest' as const }, 5, 0],
  [{ maxAttempts: null, counting: 'average' as const }, 40, null],
])('attempts left of %o after %i made: %s', (setting, made, left) => {
  expect(attemptsLeft(setting, made)).toBe(left);
});

test('a quiz that never chose allows one attempt, the highest counting', () => {
  expect(attemptsSettingOf({ maxAttempts: undefined, counting: null })).toEqual({
    maxAttempts: 1,
    counting: 'highest',
  });
  expect(attemptsSettingOf({ maxAttempts: null, counting: 'average' })).toEqual({
    maxAttempts: null,
    counting: 'average',
  });
});
