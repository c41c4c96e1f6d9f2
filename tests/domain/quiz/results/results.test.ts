import fc from 'fast-check';
import {
  durationParts,
  isCorrectChoice,
  localDateTime,
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

describe('CSV (ADR 211)', () => {
  const HEADER =
    'Email,First name,Last name,State,Score,Maximum,Percentage,Date Submitted (Europe/Berlin),Date Submitted (ISO 8601)';

  test('a byte-order mark, then numbers as numbers, the local time beside the ISO time, blanks for unsubmitted', () => {
    const csv = resultsCsv(
      [
        assignment({
          email: 'x@y.example',
          firstName: 'Ada',
          lastName: 'Lovelace',
          state: 'submitted',
          score: 3,
          maxScore: 4,
          percentage: 75,
          points: { '7': 1, '8': 2 },
        }),
        assignment({ email: 'z@y.example', submitAt: null, state: 'missing' }),
      ],
      4,
      [
        { itemId: 7, label: 'Q1 (1 pt)' },
        { itemId: 8, label: 'Q2 (3 pts)' },
      ],
      { timeZone: 'Europe/Berlin' },
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      `${HEADER},Q1 (1 pt),Q2 (3 pts)`,
      'x@y.example,Ada,Lovelace,Submitted,3,4,75,2026-05-01 12:00,2026-05-01T10:00:00.000Z,1,2',
      'z@y.example,,,Missing,,,,,,,',
      '',
    ]);
    expect(csv).not.toMatch(/\d\/\d/);
  });

  test('quotes commas, semicolons and quotes, and defuses formulas', () => {
    const csv = resultsCsv([assignment({ email: '=cmd,"x"', lastName: 'a;b' })], 1, [], {
      timeZone: 'Europe/Berlin',
    });
    expect(csv.split('\r\n')[1]).toBe(
      `"'=cmd,""x""",,"a;b",Submitted,0,1,0,2026-05-01 12:00,2026-05-01T10:00:00.000Z`,
    );
  });

  test('an unknown time zone reads as UTC', () => {
    expect(localDateTime('2026-05-01T10:00:00.000Z', 'Mars/Olympus')).toBe('2026-05-01 10:00');
    expect(localDateTime('2026-05-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-05-02 08:30');
  });

  test('the file is named with the quiz title and the day, without characters file systems refuse', () => {
    expect(resultsCsvFileName('Zellbiologie: Woche 3/4', '2026-11-23')).toBe(
      'Zellbiologie Woche 3 4 2026-11-23.csv',
    );
    expect(resultsCsvFileName('???', '2026-11-23')).toBe('Results 2026-11-23.csv');
  });
});
