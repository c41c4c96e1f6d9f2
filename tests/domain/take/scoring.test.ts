import fc from 'fast-check';
import type {
  QuestionTypeModule,
  StoredQuestion,
} from '../../../src/questionTypes/shared/domain/questionType';
import { storedTypeOf } from '../../../src/questionTypes/shared/domain/registry';
import { trueFalseType } from '../../../src/questionTypes/trueFalse/domain/trueFalse';
import { resultScore, resultsCsv } from '../../../src/domain/quiz/results/results';
import {
  isAnsweredRight,
  percentageOf,
  questionsOf,
  scoreAnswers,
  scoreAttempt,
} from '../../../src/domain/take/scoring';

const question = (id: number, rightAnswer: number[], isMultiple = rightAnswer.length > 1) => ({
  id,
  type: 2,
  title: `Question ${id}`,
  isMultiple,
  options: [1, 2, 3, 4].map((n) => ({ id: id * 10 + n, text: `Option ${n}` })),
  rightAnswer,
});
const video = (id: number) => ({
  id,
  type: 1,
  title: 'Clip',
  isMultiple: false,
  options: [],
  rightAnswer: [],
});

describe('a question is right when the chosen set equals the right set', () => {
  test.each([
    ['the one right option', [11], [11], true],
    ['another option', [12], [11], false],
    ['nothing chosen', [], [11], false],
    ['every right option, in any order', [13, 11], [11, 13], true],
    ['only some of the right options', [11], [11, 13], false],
    ['the right options and one more', [11, 12, 13], [11, 13], false],
    ['a right option chosen twice', [11, 11], [11], true],
  ])('%s', (_name, chosen, right, expected) => {
    expect(isAnsweredRight(chosen, right)).toBe(expected);
  });

  test('an unanswered question is not right', () => {
    expect(isAnsweredRight(undefined, [11])).toBe(false);
  });
});

describe('scoring a quiz', () => {
  test('single and multiple answers: percentage and score per SPEC section 9', () => {
    const questions = [question(1, [11]), question(2, [21, 23]), question(3, [31])];
    const scoring = scoreAnswers(questions, { '1': [11], '2': [21, 23], '3': [32] });
    expect(scoring).toEqual({ questionCount: 3, rightCount: 2, percentage: 67, score: 2 });
  });

  test('a multiple-answer question half answered counts as wrong', () => {
    const scoring = scoreAnswers([question(1, [11, 12])], { '1': [11] });
    expect(scoring).toMatchObject({ rightCount: 0, percentage: 0, score: 0 });
  });

  test('a quiz without questions scores 0 %', () => {
    expect(scoreAnswers([], {})).toEqual({ questionCount: 0, rightCount: 0, percentage: 0, score: 0 });
  });

  test('answers to items that are not questions of this version are ignored', () => {
    expect(scoreAnswers([question(1, [11])], { '1': [11], '99': [991] })).toMatchObject({
      rightCount: 1,
      percentage: 100,
    });
  });

  test('the score gives back the right answers for quizzes up to 100 questions', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100 })
          .chain((count) =>
            fc.tuple(fc.constant(count), fc.array(fc.boolean(), { minLength: count, maxLength: count })),
          ),
        ([count, rights]) => {
          const questions = Array.from({ length: count }, (_, i) => question(i + 1, [(i + 1) * 10 + 1]));
          const answers = Object.fromEntries(
            questions.map((q, i) => [String(q.id), rights[i] ? [q.id * 10 + 1] : [q.id * 10 + 2]]),
          );
          const scoring = scoreAnswers(questions, answers);
          const right = rights.filter(Boolean).length;
          expect(scoring.rightCount).toBe(right);
          expect(scoring.percentage).toBe(percentageOf(right, count));
          expect(scoring.score).toBe(right);
          expect(scoring.score).toBe(resultScore(count, scoring.percentage));
        },
      ),
    );
  });

  test('the percentage stays within 0..100 and grows with every right answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (count, seed) => {
        const right = seed % (count + 1);
        const percentage = percentageOf(right, count);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
        if (right < count) expect(percentageOf(right + 1, count)).toBeGreaterThanOrEqual(percentage);
      }),
    );
  });
});

describe('questions of a quiz version', () => {
  test('are numbered across activities in order, videos skipped', () => {
    const questions = questionsOf({
      activities: [{ items: [video(1), question(2, [21])] }, { items: [question(3, [31]), video(4)] }],
    });
    expect(questions.map((q) => [q.id, q.number])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });
});

describe('an attempt with an answer scored by hand', () => {
  // A type of the tests' own: its answers wait for a teacher (as an essay will).
  const handGraded = {
    ...trueFalseType,
    name: 'handGraded',
    score: (q: StoredQuestion) => ({
      earned: 0,
      max: q.points ?? 1,
      correct: false,
      needsGrading: true,
      feedback: [],
    }),
  } as unknown as QuestionTypeModule;
  const choiceQuestion: StoredQuestion = { ...question(1, [11]), points: 2 };
  const written: StoredQuestion = {
    id: 2,
    title: 'Explain osmosis.',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'handGraded',
    points: 3,
  };
  const typeOf = (q: StoredQuestion) => (q.questionType === 'handGraded' ? handGraded : storedTypeOf(q));

  test('needs grading, counts the other questions’ points, and the results show "Needs grading" for its score', () => {
    const scoring = scoreAttempt(
      [choiceQuestion, written],
      { answers: { '1': [11] }, responses: { '2': true } },
      typeOf,
    );
    expect(scoring).toMatchObject({ needsGrading: true, points: 2, maxPoints: 5 });
    const csv = resultsCsv(
      [
        {
          id: 1,
          email: 'student@example.com',
          progress: 100,
          submitAt: '2026-01-01T00:00:00.000Z',
          score: scoring.points,
          maxScore: scoring.maxPoints,
          percentage: scoring.percentage,
          needsGrading: scoring.needsGrading,
        },
      ],
      2,
    );
    expect(csv.split('\r\n')[1]).toContain('Needs grading');
    expect(csv.split('\r\n')[1]).not.toContain('2/5');
  });

  test('a choice-only attempt never needs grading', () => {
    expect(scoreAttempt([choiceQuestion], { answers: { '1': [12] } }).needsGrading).toBe(false);
  });
});
