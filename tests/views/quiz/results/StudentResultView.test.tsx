import { screen, within } from '@testing-library/react';
import type { StudentResult } from '../../../../src/domain/quiz/results/results';
import StudentResultView from '../../../../src/views/quiz/results/StudentResultView';
import { renderScreen } from './renderScreen';

const result: StudentResult = {
  id: 11,
  quizId: 5,
  assignedUser: 'ana@uni.example',
  title: 'Enzyme Kinetics Practice Set',
  dateSubmitted: '2026-05-01T10:00:00.000Z',
  score: 1,
  rightAnswers: 1,
  questionCount: 2,
  isGraded: true,
  questions: [
    {
      questionOrder: 1,
      title: '<p>What does an <em>enzyme</em> lower?</p><script>alert(1)</script>',
      isCorrectAnswer: true,
      userAnswer: 'Activation energy',
      userIndexAnswer: [0],
      correctAnswer: 'Activation energy',
      correctIndexAnswer: [0],
    },
    {
      questionOrder: 2,
      title: 'Km is the substrate concentration at…',
      isCorrectAnswer: false,
      userAnswer: 'Vmax',
      userIndexAnswer: [1],
      correctAnswer: 'Half of Vmax',
      correctIndexAnswer: [2],
    },
  ],
};

test("a student's result shows the user, date, score, correct answers and each answer against the right one", async () => {
  const { requests } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    () => ({
      status: 200,
      body: { content: result },
    }),
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Enzyme Kinetics Practice Set' }),
  ).toBeInTheDocument();
  expect(requests[0]?.path).toBe('/api/admin/quiz/assign/11');
  expect(screen.getByText('ana@uni.example')).toBeInTheDocument();
  expect(screen.getByText('05/01/2026', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('1 / 2')).toHaveAttribute('data-tone', 'fail');
  const first = screen.getByRole('heading', { level: 2, name: 'Question 1: What does an enzyme lower?' });
  expect(within(first).getByText('enzyme').tagName).toBe('EM');
  expect(first.querySelector('script')).toBeNull();
  const items = screen.getAllByRole('listitem');
  expect(within(items[0]!).getByText('Correct')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Incorrect')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Vmax')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Half of Vmax')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute(
    'href',
    '/admin/quiz/customer-quiz/results/5',
  );
});
