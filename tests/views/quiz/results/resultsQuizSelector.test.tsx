/** SPEC, results screen: a quiz selector offers the owner's quizzes and choosing one shows that quiz's results. */
import { screen, waitFor, within } from '@testing-library/react';
import QuizResultsView from '../../../../src/views/quiz/results/QuizResultsView';
import { renderScreen } from './renderScreen';

const content = {
  quiz: {
    id: 5,
    title: 'Enzyme Kinetics Practice Set',
    isGraded: true,
    startDate: null,
    endDate: null,
    duration: null,
    questionCount: 4,
    owner: { firstName: 'Cora', lastName: 'Porate', email: 'corporate@demo.test' },
    ownerSubscriptionEndsAt: null,
  },
  quizzes: [
    { id: 5, title: 'Enzyme Kinetics Practice Set' },
    { id: 6, title: 'Midterm Review: Genetics' },
  ],
  distributedTo: 0,
  completedBy: 0,
  assignments: [],
  questions: [],
};

test('the quiz selector offers the quizzes and choosing one opens its results', async () => {
  const { user } = renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () => ({
    status: 200,
    body: { content },
  }));
  const selector = await screen.findByRole('combobox', { name: 'Quiz' }, { timeout: 15_000 });
  expect(selector).toHaveValue('5');
  expect(
    within(selector)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Enzyme Kinetics Practice Set', 'Midterm Review: Genetics']);
  await user.selectOptions(selector, '6');
  await waitFor(() => expect(window.location.pathname).toBe('/admin/quiz/customer-quiz/results/6'));
}, 30_000);
