/**
 * A measured numeric question on the statistics screen (ADR 391): each part asked is a row with the answers that
 * earned it and their share, beside the answers given.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { QuestionStatistics } from '../../../../domain/quiz/results/quizStatistics';
import { QuestionOptionsTable } from '../../../../views/quiz/results/QuestionOptionsTable';
import { createI18n } from '../../../../../tests/support/i18n';

const question = {
  number: 2,
  options: [],
  attempts: 6,
  unanswered: 0,
  questionType: 'numeric',
  answerDistribution: [
    { text: '10', count: 5 },
    { text: '10.2', count: 1 },
  ],
  measuredParts: [
    { part: 'value', attempts: 6, right: 6 },
    { part: 'unit', attempts: 6, right: 5 },
    { part: 'sigFigs', attempts: 6, right: 4 },
  ],
} as unknown as QuestionStatistics;

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('each part asked is a row with the answers that earned it and their share', () => {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionOptionsTable question={question} />
    </I18nextProvider>,
  );
  const table = screen.getByRole('table', { name: 'Credit by part for question 2' });
  expect(cells(table)).toEqual([
    ['Value', '6', '100%'],
    ['Unit', '5', '83%'],
    ['Significant figures', '4', '67%'],
  ]);
  expect(screen.getByRole('table', { name: 'Answers given to question 2' })).toBeInTheDocument();
});
