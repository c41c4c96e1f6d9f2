/** The quiz viewer shows the right answer of a true/false and a short-answer question as it marks a choice's. */
import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizViewerView from '../../../../src/views/quiz/viewer/QuizViewerView';
import { renderScreen } from '../results/renderScreen';

const question = (id: number, order: number, title: string, questionType: string, definition: object) => ({
  id,
  sortIndex: order,
  type: 2 as const,
  title,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  article: null,
  questionOrder: order,
  textOptions: [],
  questionType,
  definition: definition as Record<string, unknown>,
});

const quiz: Quiz = {
  id: 8,
  kind: 'user',
  title: 'Cells',
  article: null,
  tags: [],
  active: true,
  startDate: null,
  endDate: null,
  duration: 20,
  countOfQuestions: 2,
  editable: true,
  isGraded: false,
  showCaption: true,
  restrictNonInstitutional: true,
  isAssignSomeone: true,
  sharedList: [],
  processStatus: 1,
  quizType: null,
  sectionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  version: 1,
  activities: [
    {
      id: 1,
      title: 'Activity 1',
      sortIndex: 0,
      items: [
        question(10, 1, 'The nucleus makes ATP.', 'trueFalse', { answer: false }),
        question(11, 2, 'Which organelle makes ATP?', 'shortAnswer', {
          answers: [
            { id: 'a', text: 'mitochondrion' },
            { id: 'b', text: 'mitochondri*' },
          ],
          caseSensitive: true,
        }),
      ],
    },
  ],
};

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
