import fc from 'fast-check';
import {
  discriminationIndex,
  median,
  quizStatistics,
  scoreBins,
  type Attempt,
  type AttemptAnswer,
  type QuestionVersion,
} from '../../../../src/domain/quiz/results/quizStatistics';

const question = (
  itemId: number,
  optionIds: number[],
  right: number[],
  title = `Q${itemId}`,
): QuestionVersion => ({
  itemId,
  title,
  options: optionIds.map((id) => ({ id, text: `option ${id}` })),
  right,
});

const attempt = (
  percentage: number,
  questions: QuestionVersion[],
  answers: Record<number, AttemptAnswer>,
  version: number | null = 1,
): Attempt => ({ percentage, version, questions, answers });

const pick = (optionIds: number[], timeSpentMs: number | null = null): AttemptAnswer => ({
  optionIds,
  timeSpentMs,
});

describe('score distribution', () => {
  test('counts attempts in bins of 10 %, the last one holding 100 %', () => {
    const bins = scoreBins([0, 9, 10, 55, 90, 99, 100]);
    expect(bins.map((b) => `${b.from}-${b.to}`)).toEqual([
      '0-9',
      '10-19',
      '20-29',
      '30-39',
      '40-49',
      '50-59',
      '60-69',
      '70-79',
      '80-89',
      '90-100',
    ]);
    expect(bins.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 3]);
  });
});

describe('median', () => {
  test.each([
    [[], null],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('a quiz of ten attempts, worked by hand', () => {
  // Total scores 100, 90, …, 10: Kelley's groups are the top and bottom round(0.27 × 10) = 3 attempts.
  const q1 = question(1, [11, 12, 13, 14], [11]);
  const q2 = question(2, [21, 22, 23, 24], [21]);
  const questions = [q1, q2];
  // Q1: right for 100, 90, 80 and 20; 40 left it blank; option 14 nobody picks. Times in seconds, 40 has none.
  const q1Choices: Record<number, [number[], number | null]> = {
    100: [[11], 30],
    90: [[11], 20],
    80: [[11], 40],
    70: [[12], 10],
    60: [[12], 50],
    50: [[13], 60],
    40: [[], null],
    30: [[12], 25],
    20: [[11], 35],
    10: [[13], 45],
  };
  // Q2: right only for the three weakest attempts; every wrong option is picked.
  const q2Choice = (score: number) => (score <= 30 ? [21] : [[22], [23], [24]][score % 3]!);
  const attempts = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10].map((score) => {
    const [chosen, seconds] = q1Choices[score]!;
    return attempt(score, questions, {
      1: pick(chosen, seconds === null ? null : seconds * 1000),
      2: pick(q2Choice(score), 1000),
    });
  });
  const stats = quizStatistics(questions, attempts);
  const [s1, s2] = stats.questions;

  test('facility is the share of attempts right, a blank counting as wrong', () => {
    expect(s1!.facility).toBe(0.4);
    expect(s1!.unanswered).toBe(1);
    expect(s2!.facility).toBe(0.3);
  });

  test('discrimination is upper-group share right minus lower-group share right', () => {
    // Upper 3/3, lower (30, 20, 10) 1/3.
    expect(s1!.discrimination).toBe(0.667);
    // Upper 0/3, lower 3/3.
    expect(s2!.discrimination).toBe(-1);
  });

  test('options are counted with their share, the right one marked, a distractor nobody picks flagged', () => {
    expect(s1!.options.map((o) => [o.id, o.picks, o.share, o.isRight])).toEqual([
      [11, 4, 0.4, true],
      [12, 3, 0.3, false],
      [13, 2, 0.2, false],
      [14, 0, 0, false],
    ]);
    expect(s1!.flags).toEqual(['unpickedDistractor']);
  });

  test('the median time leaves out answers with no time recorded', () => {
    // Nine times: 10 20 25 30 35 40 45 50 60 s.
    expect(s1!.medianTimeMs).toBe(35_000);
  });

  test('a question the weaker students get right more often is flagged for negative discrimination', () => {
    expect(s2!.flags).toEqual(['negativeDiscrimination']);
  });

  test('the distribution counts every attempt', () => {
    expect(stats.attempts).toBe(10);
    expect(stats.distribution.map((b) => b.count)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });
});

describe('small groups and ties', () => {
  test('with fewer than 5 attempts there is no discrimination index and no flag, even when nobody is right', () => {
    const q = question(1, [1, 2], [1]);
    const stats = quizStatistics(
      [q],
      [90, 60, 30, 10].map((score) => attempt(score, [q], { 1: pick([2]) })),
    );
    expect(stats.questions[0]!.facility).toBe(0);
    expect(stats.questions[0]!.discrimination).toBeNull();
    expect(stats.questions[0]!.flags).toEqual([]);
  });

  test('with 5 attempts each group holds one, and nobody right is flagged', () => {
    const q = question(1, [1, 2], [1]);
    const stats = quizStatistics(
      [q],
      [90, 60, 50, 30, 10].map((score) => attempt(score, [q], { 1: pick([2]) })),
    );
    expect(stats.questions[0]!.discrimination).toBe(0);
    expect(stats.questions[0]!.flags).toEqual(['nobodyRight']);
  });

  test('everyone right is flagged, and with it the distractor nobody picked', () => {
    const q = question(1, [1, 2], [1]);
    const stats = quizStatistics(
      [q],
      [90, 60, 50, 30, 10].map((score) => attempt(score, [q], { 1: pick([1]) })),
    );
    expect(stats.questions[0]!.flags).toEqual(['everyoneRight', 'unpickedDistractor']);
  });

  test('all scores tied: both groups are everyone in part, so the index is 0', () => {
    const scores = [50, 50, 50, 50, 50];
    expect(discriminationIndex(scores.map((score, i) => ({ score, correct: i < 2 })))).toBe(0);
  });

  test('scores tied across the edge of a group share the places left', () => {
    // Six attempts: groups of round(1.62) = 2. Upper: 90 fully, the three 70s a third each; lower: 40 and 20.
    const rows = [
      { score: 90, correct: true },
      { score: 70, correct: true },
      { score: 70, correct: false },
      { score: 70, correct: false },
      { score: 40, correct: false },
      { score: 20, correct: false },
    ];
    // Upper (1 + 1/3) / 2 = 2/3, lower 0.
    expect(discriminationIndex(rows)).toBe(0.667);
    expect(discriminationIndex([...rows].reverse())).toBe(0.667);
  });
});

describe('attempts at different versions (ADR 145)', () => {
  const v1 = [question(1, [1, 2, 3], [1], 'Old title'), question(9, [91, 92], [91])];
  const v2 = [question(1, [1, 2, 5], [2], 'New title')];
  const stats = quizStatistics(v2, [
    attempt(100, v1, { 1: pick([1]), 9: pick([91]) }, 1),
    attempt(0, v2, { 1: pick([1]) }, 2),
    attempt(50, v1, { 1: pick([3]), 9: pick([92]) }, 1),
  ]);
  const [edited, removed] = stats.questions;

  test('each attempt is scored against the right answer of its own version', () => {
    expect(edited!.attempts).toBe(3);
    expect(edited!.correct).toBe(1);
  });

  test('an edited question shows as it is now, with options removed since kept under their old text', () => {
    expect(edited!.title).toBe('New title');
    expect(edited!.edited).toBe(true);
    expect(edited!.options.map((o) => [o.id, o.picks, o.isRight, o.removed])).toEqual([
      [1, 2, false, false],
      [2, 0, true, false],
      [5, 0, false, false],
      [3, 1, false, true],
    ]);
  });

  test('a question removed since shows last, counted over the attempts that were asked it', () => {
    expect(removed!.itemId).toBe(9);
    expect(removed!.removed).toBe(true);
    expect(removed!.number).toBe(2);
    expect(removed!.attempts).toBe(2);
    expect(removed!.facility).toBe(0.5);
  });
});

describe('properties', () => {
  const bank = [question(1, [1, 2, 3, 4], [1]), question(2, [5, 6, 7], [5, 6]), question(3, [8, 9], [9])];
  const attemptArb = fc
    .tuple(
      // Few score levels, so that ties across the edge of Kelley's groups are common.
      fc.integer({ min: 0, max: 4 }).map((level) => level * 25),
      fc.nat(3),
      fc.nat(2),
      fc.subarray([5, 6, 7]),
      fc.integer({ min: 0, max: 600_000 }),
    )
    .map(([percentage, a, c, multi, time]) =>
      attempt(percentage, bank, {
        1: pick(a === 3 ? [] : [[1, 2, 3][a]!], time),
        2: pick(multi, time),
        3: pick(c === 2 ? [] : [[8, 9][c]!], null),
      }),
    );
  const attemptsArb = fc.array(attemptArb, { maxLength: 30 });

  test('facility is in [0, 1] and discrimination in [-1, 1]', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        for (const q of quizStatistics(bank, attempts).questions) {
          if (q.facility !== null) expect(q.facility).toBeGreaterThanOrEqual(0);
          if (q.facility !== null) expect(q.facility).toBeLessThanOrEqual(1);
          if (q.discrimination !== null) expect(Math.abs(q.discrimination)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  test('picks never exceed the attempts, and on a single-answer question they sum to at most the attempts', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const [single, multiple] = quizStatistics(bank, attempts).questions;
        const sum = single!.options.reduce((total, o) => total + o.picks, 0);
        expect(sum + single!.unanswered).toBe(attempts.length);
        for (const o of multiple!.options) expect(o.picks).toBeLessThanOrEqual(attempts.length);
      }),
    );
  });

  test('the distribution holds every attempt once', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const total = quizStatistics(bank, attempts).distribution.reduce((sum, b) => sum + b.count, 0);
        expect(total).toBe(attempts.length);
      }),
    );
  });

  test('the order of the attempts changes nothing', () => {
    fc.assert(
      fc.property(
        attemptsArb.chain((attempts) =>
          fc.tuple(fc.constant(attempts), fc.shuffledSubarray(attempts, { minLength: attempts.length })),
        ),
        ([attempts, shuffled]) => {
          expect(quizStatistics(bank, shuffled)).toEqual(quizStatistics(bank, attempts));
        },
      ),
    );
  });
});
