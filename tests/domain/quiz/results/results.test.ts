import fc from 'fast-check';
import {
  durationParts,
  isCorrectChoice,
  resultScore,
  resultsCsv,
  resultsCsvFileName,
  scoreTone,
  type AssignmentResult,
} from '../../../../src/domain/quiz/results/results';

const assignment = (over: Partial<AssignmentResult>): AssignmentResult => ({
  id: 1,
  email: 'a@b.example',
  progress: 0,
  submitAt: '2026-05-01T10:00:00.000Z',
  score: 0,
  percentage: 0,
  ...over,
});

describe('score = question count × progress / 100', () => {
  test.each([
    [10, 100, 10],
    [10, 50, 5],
    [4, 75, 3],
    [3, 33, 1],
    [3, 67, 2],
    [7, 0, 0],
  ])('%i questions at %i %% → %i', (count, progress, score) => {
    expect(resultScore(count, progress)).toBe(score);
  });

  test('progress rounded from right answers gives back the right answers (quizzes under 100 questions)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.nat(), (count, seed) => {
        const right = seed % (count + 1);
        expect(resultScore(count, Math.round((right / count) * 100))).toBe(right);
      }),
    );
  });
});

describe('score colours', () => {
  test.each([
    [0, 'fail'],
    [59, 'fail'],
    [59.9, 'fail'],
    [60, 'pass'],
    [100, 'pass'],
  ] as const)('%d %% is %s', (percentage, tone) => {
    expect(scoreTone(percentage)).toBe(tone);
  });
});

describe('durations are stored in seconds and shown as minutes and seconds', () => {
  test.each([
    [null, { kind: 'none' }],
    [0, { kind: 'none' }],
    [59, { kind: 'time', minutes: 0, seconds: 59 }],
    [60, { kind: 'time', minutes: 1, seconds: 0 }],
    [1230, { kind: 'time', minutes: 20, seconds: 30 }],
  ])('%s s', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});

describe('choices', () => {
  test('a choice is right only when it is exactly the right set', () => {
    expect(isCorrectChoice([2, 1], [1, 2])).toBe(true);
    expect(isCorrectChoice([1], [1, 2])).toBe(false);
    expect(isCorrectChoice([1, 2, 3], [1, 2])).toBe(false);
    expect(isCorrectChoice([], [])).toBe(true);
  });
});

describe('CSV', () => {
  test('a header row, then e-mail, score, percentage and date; unsubmitted rows stay blank', () => {
    const csv = resultsCsv(
      [
        assignment({ email: 'x@y.example', score: 3, percentage: 75 }),
        assignment({ email: 'z@y.example', submitAt: null }),
      ],
      4,
    );
    expect(csv.split('\r\n')).toEqual([
      'Email,Score,Percentage,Date Submitted',
      'x@y.example,3/4,75%,2026-05-01T10:00:00.000Z',
      'z@y.example,,,',
      '',
    ]);
  });

  test('quotes commas and quotes, and defuses formulas', () => {
    const csv = resultsCsv([assignment({ email: '=cmd,"x"' })], 1);
    expect(csv.split('\r\n')[1]).toBe(`"'=cmd,""x""",0/1,0%,2026-05-01T10:00:00.000Z`);
  });

  test('the file is named {id}_results.csv', () => {
    expect(resultsCsvFileName(42)).toBe('42_results.csv');
  });
});
