/**
 * What the instructor learns of watching (ADR 329): for a quiz with a video item, Results shows each student's
 * share of the videos watched and whether they watched to the end; a quiz without videos shows no such column.
 */
import { screen, within } from '@testing-library/react';
import type { QuizResults } from '../../../../src/api/quiz/results/resultsContract';
import { ResultsTable } from '../../../../src/views/quiz/results/ResultsTable';
import { renderScreen } from './renderScreen';

const row = (id: number, email: string, watched?: { share: number; completed: boolean }) => ({
  id,
  email,
  progress: 0,
  submitAt: null,
  score: 0,
  percentage: 0,
  state: 'in_progress' as const,
  ...(watched ? { watched } : {}),
});

const results = (assignments: QuizResults['assignments']): QuizResults => ({
  quiz: {
    id: 5,
    title: 'Respiration check',
    isGraded: false,
    startDate: null,
    endDate: null,
    duration: null,
    questionCount: 2,
    owner: null,
    ownerSubscriptionEndsAt: null,
  },
  quizzes: [],
  distributedTo: assignments.length,
  completedBy: 0,
  assignments,
  questions: [],
});

test('a quiz with a video shows each student’s share watched, and who watched to completion', async () => {
  const shown = results([
    row(1, 'ada@school.test', { share: 0.4, completed: false }),
    row(2, 'ben@school.test', { share: 0.97, completed: true }),
  ]);
  renderScreen(<ResultsTable results={shown} context="customer-quiz" />, () => ({ status: 404 }));
  const table = await screen.findByRole('table', { name: 'Respiration check' });
  expect(within(table).getByRole('columnheader', { name: 'Video watched' })).toBeInTheDocument();
  const ada = within(table).getByRole('row', { name: /ada@school\.test/ });
  const ben = within(table).getByRole('row', { name: /ben@school\.test/ });
  expect(within(ada).getByText('40 %')).toBeInTheDocument();
  expect(within(ada).queryByText('Completed')).not.toBeInTheDocument();
  expect(within(ben).getByText('97 %')).toBeInTheDocument();
  expect(within(ben).getByText('Completed')).toBeInTheDocument();
});

test('a quiz without videos shows no watching column', async () => {
  renderScreen(
    <ResultsTable results={results([row(1, 'ada@school.test')])} context="customer-quiz" />,
    () => ({
      status: 404,
    }),
  );
  const table = await screen.findByRole('table', { name: 'Respiration check' });
  expect(within(table).queryByRole('columnheader', { name: 'Video watched' })).not.toBeInTheDocument();
});
