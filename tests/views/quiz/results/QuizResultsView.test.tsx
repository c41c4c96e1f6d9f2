import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import type { QuizResults } from '../../../../src/api/quiz/results/resultsContract';
import QuizResultsView from '../../../../src/views/quiz/results/QuizResultsView';
import { findPicker, isInvalid, shown, typeDate } from '../../../support/datePicker';
import { renderScreen } from './renderScreen';

const future = new Date(Date.now() + 10 * 86_400_000).toISOString();

function results(overrides: Partial<QuizResults> = {}, quiz: Partial<QuizResults['quiz']> = {}): QuizResults {
  return {
    quiz: {
      id: 5,
      title: 'Enzyme Kinetics Practice Set',
      isGraded: true,
      startDate: null,
      endDate: null,
      duration: 1230,
      questionCount: 4,
      owner: { firstName: 'Cora', lastName: 'Porate', email: 'corporate@demo.test' },
      ownerSubscriptionEndsAt: null,
      ...quiz,
    },
    quizzes: [
      { id: 5, title: 'Enzyme Kinetics Practice Set' },
      { id: 6, title: 'Midterm Review: Genetics' },
    ],
    distributedTo: 3,
    completedBy: 2,
    assignments: [
      {
        id: 11,
        email: 'ana@uni.example',
        progress: 75,
        submitAt: '2026-05-01T10:00:00.000Z',
        score: 3,
        percentage: 75,
      },
      {
        id: 12,
        email: 'ben@uni.example',
        progress: 25,
        submitAt: '2026-05-02T10:00:00.000Z',
        score: 1,
        percentage: 25,
      },
      { id: 13, email: 'cy@uni.example', progress: 0, submitAt: null, score: 0, percentage: 0 },
    ],
    questions: [
      { questionOrder: 1, title: 'Q1', correct: 2, answered: 2 },
      { questionOrder: 2, title: 'Q2', correct: 0, answered: 2 },
    ],
    ...overrides,
  };
}

test('the results show quiz type, counts, time limit and each student with a coloured score and a detail link', async () => {
  renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () => ({
    status: 200,
    body: { content: results() },
  }));
  const table = await screen.findByRole('table', { name: 'Enzyme Kinetics Practice Set' });
  expect(screen.getByText('Graded')).toBeInTheDocument();
  expect(screen.getByText('3 students')).toBeInTheDocument();
  expect(screen.getByText('2 students')).toBeInTheDocument();
  expect(screen.getByText('20 min 30 s')).toBeInTheDocument();
  const ana = within(table).getByRole('row', { name: /ana@uni\.example/ });
  expect(within(ana).getByText('3 / 4')).toHaveAttribute('data-tone', 'pass');
  const ben = within(table).getByRole('row', { name: /ben@uni\.example/ });
  expect(within(ben).getByText('25 %')).toHaveAttribute('data-tone', 'fail');
  expect(within(ana).getByRole('link', { name: /View Results in Detail/ })).toHaveAttribute(
    'href',
    '/admin/quiz/customer-quiz/user-results/11',
  );
  expect(within(table).getByRole('row', { name: /cy@uni\.example/ })).toHaveTextContent('Not started');
  expect(await screen.findByRole('heading', { name: 'Question statistics' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/quiz/customer-quiz');
});

test('with no assignments it asks to distribute the quiz first', async () => {
  renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () => ({
    status: 200,
    body: { content: results({ distributedTo: 0, completedBy: 0, assignments: [], questions: [] }) },
  }));
  expect(await screen.findByText('Distribute Quiz before viewing results')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Question statistics' })).not.toBeInTheDocument();
});

test('a deadline change is posted, notified and the results are fetched again', async () => {
  let endDate: string | null = null;
  const { user, requests, messages } = renderScreen(
    <QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />,
    ({ method, body }) => {
      if (method === 'POST') {
        endDate = (body as { end_date: string | null }).end_date;
        return { status: 200, body: { content: { id: 5, endDate } } };
      }
      return { status: 200, body: { content: results({}, { endDate }) } };
    },
  );
  await user.click(await screen.findByRole('button', { name: 'Edit deadline' }));
  await findPicker('New deadline');
  expect(
    screen.getByText('Deadlines cannot be set beyond trial or subscription end date for the user.'),
  ).toBeVisible();
  await typeDate(user, 'New deadline', format(new Date(future), 'MM/dd/yyyy hh:mm a'));
  await user.click(screen.getByRole('button', { name: 'Save deadline' }));
  await waitFor(() => expect(messages()).toContain('Deadline updated'));
  await waitFor(() =>
    expect(requests.filter((r) => r.method === 'GET' && r.path.endsWith('/assign'))).toHaveLength(2),
  );
  expect(requests.find((r) => r.method === 'POST')?.path).toBe('/api/admin/quiz/set_end_date/5');
  expect(await screen.findByRole('button', { name: 'Edit deadline' })).toBeEnabled();
});

test('the picker starts today and ends at the owner’s subscription end', async () => {
  const ends = new Date(Date.now() + 40 * 86_400_000);
  const { user } = renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () => ({
    status: 200,
    body: { content: results({}, { ownerSubscriptionEndsAt: ends.toISOString() }) },
  }));
  await user.click(await screen.findByRole('button', { name: 'Edit deadline' }));
  await findPicker('New deadline');
  await typeDate(user, 'New deadline', format(new Date(Date.now() - 86_400_000), 'MM/dd/yyyy hh:mm a'));
  expect(shown('New deadline').slice(0, 10)).toBe(format(new Date(Date.now() + 1_800_000), 'MM/dd/yyyy'));
  await typeDate(user, 'New deadline', format(new Date(ends.getTime() + 86_400_000), 'MM/dd/yyyy hh:mm a'));
  expect(isInvalid('New deadline')).toBe(true);
  await typeDate(user, 'New deadline', format(new Date(ends.getTime() - 86_400_000), 'MM/dd/yyyy hh:mm a'));
  expect(isInvalid('New deadline')).toBe(false);
  // Three dates typed key by key take longer than the default budget.
});

test('after the owner’s trial has ended the deadline cannot be edited and says why', async () => {
  renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () => ({
    status: 200,
    body: { content: results({}, { ownerSubscriptionEndsAt: '2020-01-01T00:00:00.000Z' }) },
  }));
  expect(await screen.findByRole('button', { name: 'Edit deadline' })).toBeDisabled();
  expect(screen.getByText('You cannot perform this action as your trial period has expired.')).toBeVisible();
});

test('a refused deadline shows "Failed to update Deadline"', async () => {
  const { user, messages } = renderScreen(
    <QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />,
    ({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              content: {
                message: 'Deadlines cannot be set beyond trial or subscription end date for the user.',
              },
            },
          }
        : { status: 200, body: { content: results() } },
  );
  await user.click(await screen.findByRole('button', { name: 'Edit deadline' }));
  await user.click(screen.getByRole('button', { name: 'Save deadline' }));
  await waitFor(() => expect(messages()).toContain('Failed to update Deadline'));
});

test('a failed load shows Error with a retry', async () => {
  let calls = 0;
  const { user } = renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () =>
    calls++ === 0
      ? { status: 500, body: { content: { message: 'Internal error' } } }
      : { status: 200, body: { content: results() } },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Error');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Enzyme Kinetics Practice Set' })).toBeInTheDocument();
});

test('the results of a quiz that is gone: Error, what could not be opened, the way back, nothing to try again', async () => {
  renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, () => ({
    status: 404,
    body: { content: { message: 'Not found' } },
  }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'These results could not be opened: there is no quiz at this address, or it is not shared with you.',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Error$/);
  expect(screen.getByRole('link', { name: 'Back to the quizzes' })).toHaveAttribute(
    'href',
    '/admin/quiz/customer-quiz',
  );
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
