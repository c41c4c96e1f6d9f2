/**
 * Results of true/false and short-answer questions: the student's detail shows the answer in the console's words
 * with the points earned, and question statistics list a short answer's most common wrong answers.
 */
import { screen, within } from '@testing-library/react';
import type { StoredQuestion } from '../../domain/questionType';
import {
  quizStatistics,
  type Attempt,
  type QuestionVersion,
} from '../../../../domain/quiz/results/quizStatistics';
import type { StudentResult } from '../../../../domain/quiz/results/results';
import { QuestionStatistics } from '../../../../views/quiz/results/QuestionStatistics';
import StudentResultView from '../../../../views/quiz/results/StudentResultView';
import { renderScreen } from '../../../../../tests/views/quiz/results/renderScreen';

const result: StudentResult = {
  id: 11,
  quizId: 5,
  assignedUser: 'ana@uni.example',
  title: 'Cells',
  dateSubmitted: '2026-05-01T10:00:00.000Z',
  score: 2,
  rightAnswers: 1,
  questionCount: 2,
  isGraded: true,
  maxScore: 5,
  questions: [
    {
      questionOrder: 1,
      title: 'The nucleus makes ATP.',
      isCorrectAnswer: true,
      userAnswer: 'False',
      userIndexAnswer: [],
      correctAnswer: 'False',
      correctIndexAnswer: [],
      questionType: 'trueFalse',
      points: 2,
      maxPoints: 2,
    },
    {
      questionOrder: 2,
      title: 'Which organelle makes ATP?',
      isCorrectAnswer: false,
      userAnswer: 'nucleus',
      userIndexAnswer: [],
      correctAnswer: 'mitochondrion',
      correctIndexAnswer: [],
      questionType: 'shortAnswer',
      points: 0,
      maxPoints: 3,
    },
  ],
};

test("a student's detail shows each typed answer against the right one with the points earned", async () => {
  renderScreen(<StudentResultView context="customer-quiz" params={{ assignId: '11' }} />, () => ({
    status: 200,
    body: { content: result },
  }));
  await screen.findByRole('heading', { level: 1, name: 'Cells' });
  const [first, second] = screen.getAllByRole('listitem');
  expect(within(first!).getAllByText('False')).toHaveLength(2);
  expect(within(first!).getByText('2 of 2')).toBeInTheDocument();
  expect(within(second!).getByText('nucleus')).toBeInTheDocument();
  expect(within(second!).getByText('mitochondrion')).toBeInTheDocument();
  expect(within(second!).getByText('0 of 3')).toBeInTheDocument();
}, 30_000);

test('a short answer opens to its most common wrong answers', async () => {
  const stored: StoredQuestion = {
    id: 7,
    title: 'Which organelle makes ATP?',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'shortAnswer',
    definition: { answers: [{ id: 'a', text: 'mitochondri*' }], caseSensitive: false },
  };
  const questions: QuestionVersion[] = [{ itemId: 7, title: stored.title, options: [], right: [], stored }];
  const typed = ['Mitochondrion', 'nucleus', 'Nucleus ', 'ribosome', 'nucleus', 'mitochondria'];
  const attempts: Attempt[] = typed.map((response, index) => ({
    percentage: 90 - index * 10,
    version: 1,
    questions,
    answers: { 7: { optionIds: [], response, timeSpentMs: 10_000 } },
  }));
  const { user } = renderScreen(<QuestionStatistics quizId={5} />, () => ({
    status: 200,
    body: { content: quizStatistics(questions, attempts) },
  }));
  await user.click(await screen.findByRole('button', { name: 'Options of question 1' }));
  const table = screen.getByRole('table', { name: 'Most common wrong answers to question 1' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  // The question ignores case, so 'nucleus' and 'Nucleus ' are one wrong answer.
  expect(rows).toEqual(['nucleus3', 'ribosome1']);
}, 30_000);
