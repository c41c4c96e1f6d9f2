/**
 * The statistics of questions without options, as each type counts them (ADR 195): a numeric question lists the
 * answers given, a matching question each pair's facility, a blanks question its wrong answers and each blank's
 * facility. The figures come from the types' own statistics over answers given.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fillInBlanksType } from '../../../../src/questionTypes/fillInBlanks/domain/fillInBlanks';
import { matchingType } from '../../../../src/questionTypes/matching/domain/matching';
import { numericType } from '../../../../src/questionTypes/numeric/domain/numeric';
import type { StoredQuestion } from '../../../../src/questionTypes/shared/domain/questionType';
import type { QuestionStatistics } from '../../../../src/domain/quiz/results/quizStatistics';
import { QuestionOptionsTable } from '../../../../src/views/quiz/results/QuestionOptionsTable';
import { createI18n } from '../../../support/i18n';

const base = { id: 1, isMultiple: false, options: [], rightAnswer: [] } as const;

function show(number: number, statistics: Partial<QuestionStatistics>) {
  const question = { number, options: [], attempts: 4, unanswered: 0, ...statistics } as QuestionStatistics;
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionOptionsTable question={question} />
    </I18nextProvider>,
  );
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('a numeric question lists the answers given, most frequent first', () => {
  const question: StoredQuestion = {
    ...base,
    title: 'g?',
    questionType: 'numeric',
    definition: { answers: [{ id: 'a', match: { kind: 'exact', value: 9.8 }, fraction: 1 }], units: [] },
  };
  const given = ['9.8', '9.80', '10', '9.8'].map((answer) => ({ answer, correct: answer !== '10' }));
  show(2, numericType.statistics(question, given));
  expect(cells(screen.getByRole('table', { name: 'Answers given to question 2' }))).toEqual([
    ['9.8', '3'],
    ['10', '1'],
  ]);
});

test('a matching question shows how often each pair was right', () => {
  const question: StoredQuestion = {
    ...base,
    title: 'Match',
    questionType: 'matching',
    definition: {
      pairs: [
        { id: 'p1', prompt: 'Ribosome', answer: 'Makes proteins' },
        { id: 'p2', prompt: 'Nucleus', answer: 'Holds the DNA' },
      ],
      distractors: [],
    },
  };
  const right = [
    { prompt: 'Ribosome', answer: 'Makes proteins' },
    { prompt: 'Nucleus', answer: 'Holds the DNA' },
  ];
  const swapped = [
    { prompt: 'Ribosome', answer: 'Holds the DNA' },
    { prompt: 'Nucleus', answer: 'Makes proteins' },
  ];
  const given = [right, right, right, swapped].map((answer) => ({ answer, correct: answer === right }));
  show(5, matchingType.statistics(question, given));
  expect(
    cells(screen.getByRole('table', { name: 'How often each pair or blank of question 5 was right' })),
  ).toEqual([
    ['Ribosome → Makes proteins', '3', '75%'],
    ['Nucleus → Holds the DNA', '3', '75%'],
  ]);
});

test('a blanks question shows its wrong answers and each blank’s facility', () => {
  const question: StoredQuestion = {
    ...base,
    title: 'Blanks',
    questionType: 'fillInBlanks',
    definition: {
      text: 'Plants make sugar in their [[1]] from [[2]].',
      gaps: [
        { id: 'g1', kind: 'typed', answers: [{ id: 'a1', text: 'chloroplasts' }], caseSensitive: false },
        {
          id: 'g2',
          kind: 'dropdown',
          options: [
            { id: 'o1', text: 'carbon dioxide' },
            { id: 'o2', text: 'oxygen' },
          ],
          right: 'o1',
        },
      ],
    },
  };
  const answer = (first: string, second: string) =>
    fillInBlanksType.answerOf({
      response: [
        { gap: 'g1', answer: first },
        { gap: 'g2', answer: second },
      ],
    })!;
  const given = [
    answer('chloroplasts', 'carbon dioxide'),
    answer('mitochondria', 'carbon dioxide'),
    answer('Chloroplasts', 'oxygen'),
    answer('mitochondria', 'carbon dioxide'),
  ].map((given) => ({ answer: given, correct: false }));
  show(7, fillInBlanksType.statistics(question, given));
  expect(cells(screen.getByRole('table', { name: 'Most common wrong answers to question 7' }))[0]).toEqual([
    '[[1]] mitochondria',
    '2',
  ]);
  expect(
    cells(screen.getByRole('table', { name: 'How often each pair or blank of question 7 was right' })),
  ).toEqual([
    ['[[1]] → chloroplasts', '2', '50%'],
    ['[[2]] → carbon dioxide', '3', '75%'],
  ]);
});
