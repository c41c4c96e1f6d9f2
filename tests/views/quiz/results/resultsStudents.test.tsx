/**
 * Results' students (ADR 211): the state of each in the words of Student links, a filter per state with its count,
 * Remind for those who have not submitted, and without mail a plain sentence with Copy e-mails.
 */
import { screen, within } from '@testing-library/react';
import type { QuizResults } from '../../../../src/api/quiz/results/resultsContract';
import QuizResultsView from '../../../../src/views/quiz/results/QuizResultsView';
import { renderScreen, type FakeRoute } from './renderScreen';

type Row = QuizResults['assignments'][number];
const row = (id: number, email: string, state: Row['state'], submitAt: string | null = null): Row => ({
  id,
  email,
  progress: submitAt ? 50 : 0,
  submitAt,
  score: submitAt ? 1 : 0,
  percentage: submitAt ? 50 : 0,
  state,
});

function results(mailEnabled: boolean): QuizResults {
  return {
    quiz: {
      id: 5,
      title: 'Enzyme Kinetics',
      isGraded: true,
      startDate: null,
      endDate: '2026-05-03T10:00:00.000Z',
      duration: null,
      questionCount: 2,
      owner: null,
      ownerSubscriptionEndsAt: null,
    },
    quizzes: [{ id: 5, title: 'Enzyme Kinetics' }],
    distributedTo: 5,
    completedBy: 2,
    assignments: [
      row(1, 'ana@uni.example', 'submitted', '2026-05-01T10:00:00.000Z'),
      row(2, 'ben@uni.example', 'late', '2026-05-04T10:00:00.000Z'),
      row(3, 'cy@uni.example', 'opened'),
      row(4, 'dee@uni.example', 'not_started'),
      row(5, 'eve@uni.example', 'missing'),
    ],
    questions: [],
    mailEnabled,
  };
}

const api =
  (mailEnabled: boolean): FakeRoute =>
  ({ method, url }) => {
    if (url.pathname.endsWith('/remind') && method === 'POST')
      return {
        status: 200,
        body: { content: { reminded: ['dee@uni.example'], recentlyReminded: ['cy@uni.example'] } },
      };
    if (url.pathname.endsWith('/assign')) return { status: 200, body: { content: results(mailEnabled) } };
    return { status: 404, body: { content: { message: 'Not found' } } };
  };

const emails = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('rowheader').textContent);

test('each student shows their state; a state filter with counts shows only those students', async () => {
  const { user } = renderScreen(
    <QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />,
    api(true),
  );
  const table = await screen.findByRole('table', { name: 'Enzyme Kinetics' });
  expect(within(table).getByRole('row', { name: /ben@uni\.example/ })).toHaveTextContent('Late');
  expect(within(table).getByRole('row', { name: /eve@uni\.example/ })).toHaveTextContent('Missing');
  expect(within(table).getByRole('row', { name: /cy@uni\.example/ })).toHaveTextContent('Opened');

  const filter = screen.getByRole('group', { name: 'Show students' });
  expect(
    within(filter)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['All (5)', 'Not started (1)', 'Opened (1)', 'Submitted (1)', 'Late (1)', 'Missing (1)']);
  await user.click(within(filter).getByRole('button', { name: 'Missing (1)' }));
  expect(within(filter).getByRole('button', { name: 'Missing (1)' })).toHaveAttribute('aria-pressed', 'true');
  expect(emails(table)).toEqual(['eve@uni.example']);
  await user.click(within(filter).getByRole('button', { name: 'All (5)' }));
  expect(emails(table)).toHaveLength(5);
});

test('Remind counts who has not submitted and says who was reminded and who was left out', async () => {
  const { user, requests } = renderScreen(
    <QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />,
    api(true),
  );
  await user.click(await screen.findByRole('button', { name: 'Remind who has not submitted (2)' }));
  expect(await screen.findByText('Reminder on its way to: dee@uni.example')).toBeInTheDocument();
  expect(
    screen.getByText('Not reminded again (reminded less than an hour ago): cy@uni.example'),
  ).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
    '/api/admin/quiz/user_quiz/5/remind',
  ]);
});

test('without mail it says so plainly and copies the e-mails of who has not submitted', async () => {
  const { user } = renderScreen(
    <QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />,
    api(false),
  );
  expect(await screen.findByText(/Mail is not set up on this server/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remind/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy e-mails' }));
  expect(await screen.findByText('E-mails copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe('cy@uni.example\ndee@uni.example');
});

test('a student with a newer attempt open shows the score that counts, its state, and the open attempt beside it', async () => {
  const tried: Row = {
    ...row(6, 'fay@uni.example', 'submitted'),
    score: 1,
    percentage: 50,
    openAttempt: { number: 2, state: 'in_progress' },
  };
  const { assignments: _, ...rest } = results(true);
  renderScreen(<QuizResultsView context="customer-quiz" params={{ quizId: '5' }} />, ({ url }) =>
    url.pathname.endsWith('/assign')
      ? { status: 200, body: { content: { ...rest, assignments: [tried] } } }
      : { status: 404, body: { content: { message: 'Not found' } } },
  );
  const table = await screen.findByRole('table', { name: 'Enzyme Kinetics' });
  const fay = within(table).getByRole('row', { name: /fay@uni\.example/ });
  expect(fay).toHaveTextContent('1 / 2');
  expect(fay).toHaveTextContent('50 %');
  expect(fay).toHaveTextContent('Submitted');
  expect(fay).toHaveTextContent('Attempt 2: In progress');
});
