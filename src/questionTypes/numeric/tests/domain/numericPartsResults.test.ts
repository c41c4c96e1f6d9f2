/**
 * A measured numeric question's parts in the results (ADR 391): the statistics count, per part asked, the answers
 * given that earned it, and the results CSV adds each student's parts after every column it had before.
 */
import { quizStatistics, type Attempt } from '../../../../domain/quiz/results/quizStatistics';
import { resultsCsv, type AssignmentResult } from '../../../../domain/quiz/results/results';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { numericType, type NumericDefinition } from '../../domain/numeric';

/** The fringe spacing: 10.2 mm, the unit required, exactly 2 significant figures, shares 60/20/20. */
const FRINGES: NumericDefinition = {
  answers: [{ id: 'a', match: { kind: 'exact', value: 10.2 }, fraction: 1 }],
  units: [],
  measure: {
    unit: { symbol: 'mm', rule: 'required' },
    sigFigs: { rule: 'exactly', count: 2 },
    weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
  },
};
const stored = (definition: NumericDefinition): StoredQuestion => ({
  id: 7,
  title: 'How far apart are the fringes?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'numeric',
  points: 2,
  definition,
});
const SIX = ['10 mm', '1.0 cm', '0.010 m', '10.2 mm', '10', '1e1 mm'];

function statisticsOf(definition: NumericDefinition, answers: readonly (string | undefined)[]) {
  const question = { itemId: 7, title: 'Fringes', options: [], right: [], stored: stored(definition) };
  const attempts = answers.map((answer): Attempt => ({
    percentage: 100,
    version: 1,
    questions: [question],
    answers: answer === undefined ? {} : { 7: { optionIds: [], response: answer, timeSpentMs: null } },
  }));
  return quizStatistics([question], attempts).questions[0]!;
}

test('the six fringe answers: every value right, the unit right but for "10", the figures but for "10.2 mm" and "1e1 mm"', () => {
  expect(statisticsOf(FRINGES, SIX).measuredParts).toEqual([
    { part: 'value', attempts: 6, right: 6 },
    { part: 'unit', attempts: 6, right: 5 },
    { part: 'sigFigs', attempts: 6, right: 4 },
  ]);
});

test('a value of another kind or far off earns no part of it; a blank answer is not counted', () => {
  expect(statisticsOf(FRINGES, ['10 kg', '25 mm', undefined, '1.0 cm']).measuredParts).toEqual([
    { part: 'value', attempts: 3, right: 1 },
    { part: 'unit', attempts: 3, right: 2 },
    { part: 'sigFigs', attempts: 3, right: 3 },
  ]);
});

test('only the parts asked are counted, and a question without a measure has none', () => {
  const { unit: _unit, ...figuresOnly } = FRINGES.measure!;
  const onlyFigures = {
    ...FRINGES,
    measure: { ...figuresOnly, weights: { value: 0.8, unit: 0, sigFigs: 0.2 } },
  };
  expect(statisticsOf(onlyFigures, ['10', '10.2']).measuredParts).toEqual([
    { part: 'value', attempts: 2, right: 2 },
    { part: 'sigFigs', attempts: 2, right: 1 },
  ]);
  const { measure: _measure, ...plain } = FRINGES;
  expect(statisticsOf(plain, ['10.2']).measuredParts).toBeUndefined();
});

const student = (email: string, answer: string | undefined): AssignmentResult => {
  const parts = answer === undefined ? undefined : numericType.measuredParts(stored(FRINGES), answer);
  return {
    id: email.length,
    email,
    progress: 100,
    submitAt: '2026-11-28T10:00:00.000Z',
    score: 2,
    percentage: 100,
    points: { '7': 2 },
    ...(parts ? { measuredParts: { '7': parts } } : {}),
  };
};
const POINTS = [{ itemId: 7, label: 'Q1 (2 pts)', number: 1 }];

test('the CSV keeps its columns and adds value, unit and figures per student after them', () => {
  const rows = resultsCsv(
    [student('a@x.test', '1.0 cm'), student('b@x.test', '10'), student('c@x.test', '1e1 mm')],
    1,
    POINTS,
  )
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));
  expect(rows[0]!.slice(9)).toEqual(['Q1 (2 pts)', 'Q1 value', 'Q1 unit', 'Q1 significant figures']);
  expect(rows.slice(1).map((row) => row.slice(9))).toEqual([
    ['2', 'Yes', 'Yes', 'Yes'],
    ['2', 'Yes', 'No', 'Yes'],
    ['2', 'Yes', 'Yes', 'No'],
  ]);
});

test('a value given part of the points is "Partly"; a question nobody gave a measured answer to adds no column', () => {
  const half = {
    ...FRINGES,
    answers: [...FRINGES.answers, { id: 'b', match: { kind: 'exact' as const, value: 20 }, fraction: 0.5 }],
  };
  const parts = numericType.measuredParts(stored(half), '20 mm')!;
  expect(parts.value).toBe('partial');
  const csv = resultsCsv([{ ...student('a@x.test', undefined), measuredParts: { '7': parts } }], 1, POINTS);
  expect(csv.split('\r\n')[1]!.split(',').slice(10)).toEqual(['Partly', 'Yes', 'Yes']);
  const without = resultsCsv([student('b@x.test', undefined)], 1, POINTS);
  expect(without.split('\r\n')[0]!.split(',').slice(9)).toEqual(['Q1 (2 pts)']);
});
