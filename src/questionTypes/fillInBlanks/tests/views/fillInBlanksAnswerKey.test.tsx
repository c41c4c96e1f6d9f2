/** The quiz viewer shows a fill-in-the-blanks question's text and each blank's right answer, by its number. */
import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import QuizViewerView from '../../../../views/quiz/viewer/QuizViewerView';
import { renderScreen } from '../../../../../tests/views/quiz/results/renderScreen';
import { typedQuestion, typedQuiz } from '../../../shared/tests/views/typedQuiz';

const quiz: Quiz = typedQuiz('Cells', [
  typedQuestion(10, 1, 'Complete the sentence about the cell.', 'fillInBlanks', {
    text: 'The [[1]] makes ATP; plants also have [[2]].',
    gaps: [
      {
        id: 'g1',
        kind: 'typed',
        answers: [
          { id: 'a1', text: 'mitochondri*' },
          { id: 'a2', text: 'powerhouse' },
        ],
        caseSensitive: false,
      },
      {
        id: 'g2',
        kind: 'dropdown',
        options: [
          { id: 'o1', text: 'ribosomes' },
          { id: 'o2', text: 'chloroplasts' },
        ],
        right: 'o2',
      },
    ],
  }),
]);

test('the viewer shows the text with its markers and the right answer of each blank', async () => {
  renderScreen(<QuizViewerView context="user-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
  await screen.findByRole('heading', { level: 4, name: /^Question 1: Complete the sentence/ });
  expect(screen.getByText('The [[1]] makes ATP; plants also have [[2]].')).toBeInTheDocument();
  const right = screen.getByRole('list', { name: 'Right answers' });
  expect(
    within(right)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Blank 1: mitochondri* | powerhouse', 'Blank 2: chloroplasts']);
}, 30_000);
