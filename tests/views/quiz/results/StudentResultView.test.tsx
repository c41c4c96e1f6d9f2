import { screen, waitFor, within } from '@testing-library/react';
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
  expect(screen.getByText('Assigned user')).toBeInTheDocument();
  expect(screen.getByText('The student who took this quiz.')).toBeInTheDocument();
  // The hint is read with the student's address, so screen readers hear what the address is.
  expect(screen.getByText('ana@uni.example')).toHaveAccessibleDescription('The student who took this quiz.');
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

test('a result that could not be loaded shows Error with Try again; a missing one says what could not be opened', async () => {
  let calls = 0;
  const { user } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    () =>
      calls++ === 0
        ? { status: 500, body: { content: { message: 'Internal error' } } }
        : { status: 404, body: { content: { message: 'Not found' } } },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(/^ErrorTry again$/);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This result could not be opened: there is no student's result at this address, or it is not shared with you.",
    ),
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Error$/);
  expect(screen.getByRole('link', { name: 'Back to the quizzes' })).toHaveAttribute(
    'href',
    '/admin/quiz/customer-quiz',
  );
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
