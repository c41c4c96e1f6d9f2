/** A hotspot question's statistics show how many answers found each right region, and their share (ADR 203). */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { QuestionStatistics } from '../../../../domain/quiz/results/quizStatistics';
import { QuestionOptionsTable } from '../../../../views/quiz/results/QuestionOptionsTable';
import { createI18n } from '../../../../../tests/support/i18n';

test('each right region is a row with the answers that found it', () => {
  const question = {
    number: 3,
    options: [],
    attempts: 4,
    unanswered: 0,
    questionType: 'hotspot',
    regions: [
      { shape: 'ellipse', attempts: 4, found: 3 },
      { shape: 'polygon', attempts: 4, found: 1 },
    ],
  } as unknown as QuestionStatistics;
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionOptionsTable question={question} />
    </I18nextProvider>,
  );
  const table = screen.getByRole('table', { name: 'Right regions of question 3' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
    ['Region 1: Circle or ellipse', '3', '75%'],
    ['Region 2: Polygon', '1', '25%'],
  ]);
});
