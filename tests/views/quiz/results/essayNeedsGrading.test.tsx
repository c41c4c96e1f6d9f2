/**
 * An attempt with an essay waiting for a teacher (ADR 198) shows "Needs grading" instead of a score on the results
 * and the student's detail, never a score of 0 or a red badge.
 */
import { screen, within } from '@testing-library/react';
import type { QuizResults } from '../../../../src/api/quiz/results/resultsContract';
import type { StudentResult } from '../../../../src/domain/quiz/results/results';
import QuizResultsView from '../../../../src/views/quiz/results/QuizResultsView';
import StudentResultView from '../../../../src/views/quiz/results/StudentResultView';
import { renderScreen } from './renderScreen';

const results: QuizResults = {
  quiz: {
    id: 5,
    title: 'Light and colour',
    isGraded: true,
    startDate: null,
    endDate: null,
    duration: null,
    questionCount: 2,
    owner: { firstName: 'Cora', lastName: 'Porate', email: 'corporate@demo.test' },
    ownerSubscriptionEndsAt: null,
  },
  quizzes: [{ id: 5, title: 'Light and colour' }],
  distributedTo: 2,
  completedBy: 2,
  assignments: [
    {
      id: 11,
      email: 'ana@uni.example',
      progress: 20,
      submitAt: '2026-05-01T10:00:00.000Z',
      score: 1,
      percentage: 20,
      maxScore: 5,
      needsGrading: true,
    },
    {
      id: 12,
      email: 'ben@uni.example',
      progress: 80,
      submitAt: '2026-05-02T10:00:00.000Z',
      score: 4,
      percentage: 80,
      maxScore: 5,
      needsGrading: false,
    },
  ],
  questions: [],
};

test('the results list says the auto-scored part with Needs grading for an attempt waiting for a teacher, and scores the others', async () => {
  renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () => ({
    status: 200,
    body: { content: results },
  }));
  const table = await screen.findByRole('table', { name: 'Light and colour' });
  const ana = within(table).getByRole('row', { name: /ana@uni\.example/ });
  expect(within(ana).getByText('20 % so far · Needs grading')).toBeInTheDocument();
  expect(within(ana).queryByText('20 %')).toBeNull();
  expect(ana.querySelector('[data-tone]')).toBeNull();
  const ben = within(table).getByRole('row', { name: /ben@uni\.example/ });
  expect(within(ben).queryByText(/Needs grading/)).toBeNull();
  expect(within(ben).getByText('80 %')).toBeInTheDocument();
});

test("the student's detail says the auto-scored part with Needs grading instead of the score", async () => {
  const result: StudentResult = {
    id: 11,
    quizId: 5,
    assignedUser: 'ana@uni.example',
    title: 'Light and colour',
    dateSubmitted: '2026-05-01T10:00:00.000Z',
    score: 1,
    rightAnswers: 1,
    questionCount: 2,
    isGraded: true,
    maxScore: 5,
    needsGrading: true,
    questions: [
      {
        questionOrder: 1,
        title: 'Explain why the sky is blue.',
        isCorrectAnswer: false,
        userAnswer: 'Blue light scatters most.',
        userIndexAnswer: [],
        correctAnswer: '',
        correctIndexAnswer: [],
        questionType: 'essay',
        points: 0,
        maxPoints: 4,
      },
    ],
  };
  renderScreen(<StudentResultView context="customer-quiz" params={{ assignId: '11' }} />, () => ({
    status: 200,
    body: { content: result },
  }));
  expect(await screen.findByText('20 % so far · Needs grading')).toBeInTheDocument();
  expect(screen.queryByText('1 / 2')).toBeNull();
  expect(screen.getByText('Blue light scatters most.')).toBeInTheDocument();
});
