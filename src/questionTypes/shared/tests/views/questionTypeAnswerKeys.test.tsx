/** The quiz viewer shows the right answer of a true/false and a short-answer question as it marks a choice's. */
import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import QuizViewerView from '../../../../views/quiz/viewer/QuizViewerView';
import { renderScreen } from '../../../../../tests/views/quiz/results/renderScreen';
import { typedQuestion, typedQuiz } from './typedQuiz';

const quiz: Quiz = typedQuiz('Cells', [
  typedQuestion(10, 1, 'The nucleus makes ATP.', 'trueFalse', { answer: false }),
  typedQuestion(11, 2, 'Which organelle makes ATP?', 'shortAnswer', {
    answers: [
      { id: 'a', text: 'mitochondrion' },
      { id: 'b', text: 'mitochondri*' },
    ],
    caseSensitive: true,
  }),
]);

test('the viewer shows the right word of a true/false question and the accepted answers of a short answer', async () => {
  renderScreen(<QuizViewerView context="user-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
  await screen.findByRole('heading', { level: 4, name: /^Question 1: The nucleus makes ATP\./ });
  expect(screen.getByText('Right answer: False')).toBeInTheDocument();
  const accepted = screen.getByRole('list', { name: 'Accepted answers (Case sensitive)' });
  expect(
    within(accepted)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['mitochondrion', 'mitochondri*']);
}, 30_000);
