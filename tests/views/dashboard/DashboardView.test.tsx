import { screen, within } from '@testing-library/react';
import type { Dashboard } from '../../../src/api/dashboard/dashboardContract';
import { createHttpClient } from '../../../src/api/shared/http';
import type { SessionUser } from '../../../src/domain/session/session';
import { CS_USER, renderApp } from '../renderApp';

const signedIn = (user: SessionUser) => ({ stored: { user, flags: {} } });

function httpAnswering(answers: (() => Response)[]) {
  let call = 0;
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'test-token',
    refresh: async () => null,
    fetch: async () => answers[Math.min(call++, answers.length - 1)]!(),
  });
}
const ok = (content: Dashboard) => () =>
  new Response(JSON.stringify({ content }), { headers: { 'content-type': 'application/json' } });
const failing = () =>
  new Response(JSON.stringify({ content: { message: 'Internal error' } }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

const teaching: Dashboard = {
  countedAt: '2026-03-02T10:00:00.000Z',
  own: {
    ownerEmail: 'cs@demo.test',
    quizzes: 0,
    classes: 2,
    students: 14,
    resultsWaiting: 3,
    waitingByQuiz: [{ quizId: 7, quizTitle: 'Cell biology', count: 3 }],
    deadlinesThisWeek: [
      {
        classId: 4,
        classTitle: 'Biology 101',
        quizId: 7,
        quizTitle: 'Cell biology',
        endDate: '2026-03-05T17:00:00.000Z',
      },
    ],
    attemptsPerDay: [],
    scoreBands: [],
  },
  processing: null,
  sponsorsWithoutLogo: null,
  grantsEnding: null,
  publish: false,
};

test('each figure links to the list it counts, and no quizzes yet offers to create the first', async () => {
  renderApp('/dashboard', signedIn(CS_USER), httpAnswering([ok(teaching)]));
  const classes = await screen.findByRole('link', { name: /^My classes\s*2$/ });
  expect(classes).toHaveAttribute('href', '/admin/classes?kind=own');
  expect(screen.getByRole('link', { name: /^My quizzes\s*0$/ })).toHaveAttribute(
    'href',
    '/admin/quiz/my-quiz',
  );
  expect(screen.getByRole('link', { name: 'Create your first quiz' })).toHaveAttribute(
    'href',
    '/admin/quiz/my-quiz/create',
  );
  expect(screen.getByRole('link', { name: 'View results of Cell biology' })).toHaveAttribute(
    'href',
    '/admin/quiz/my-quiz/results/7',
  );
  const deadlines = screen.getByRole('table', { name: 'Class quizzes due in the next 7 days' });
  expect(within(deadlines).getByRole('link', { name: 'Biology 101' })).toHaveAttribute(
    'href',
    '/admin/classes/4',
  );
  expect(screen.getByText(/No attempts were submitted in the last 30 days/)).toBeInTheDocument();
});

test('a failed load says so and Try again loads the figures', async () => {
  const { user } = renderApp('/dashboard', signedIn(CS_USER), httpAnswering([failing, ok(teaching)]));
  const message = await screen.findByText('The dashboard could not be loaded.');
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /^Students in my classes\s*14$/ })).toBeInTheDocument();
});

test('a publish user gets the publishing desk: in review, scheduled this week, published this month, each a link to the list so filtered', async () => {
  const publisher: SessionUser = { firstName: 'Pat', lastName: 'Publish', roles: ['ROLE_PUBLISH'] };
  const desk = {
    inReview: 2,
    scheduledThisWeek: 1,
    publishedThisMonth: 5,
    weekEnds: '2026-03-09T10:00:00.000Z',
    monthStarted: '2026-03-01T00:00:00.000Z',
  };
  const json = (content: unknown) => () =>
    new Response(JSON.stringify({ content }), { headers: { 'content-type': 'application/json' } });
  renderApp(
    '/dashboard',
    signedIn(publisher),
    httpAnswering([ok({ ...teaching, own: null, publish: true }), json(desk)]),
  );
  expect(await screen.findByRole('heading', { name: 'Publishing desk' })).toBeInTheDocument();
  const link = (name: RegExp) =>
    new URL(screen.getByRole('link', { name }).getAttribute('href')!, 'http://x');
  const inReview = link(/^In review\s*2$/);
  expect(inReview.pathname).toBe('/admin/publish');
  expect(inReview.searchParams.get('status')).toBe('in_review');
  const scheduled = link(/^Scheduled this week\s*1$/);
  expect(scheduled.searchParams.get('status')).toBe('scheduled');
  expect(scheduled.searchParams.get('scheduledBefore')).toBe(desk.weekEnds);
  const published = link(/^Published this month\s*5$/);
  expect(published.searchParams.get('status')).toBe('published');
  expect(published.searchParams.get('publishedSince')).toBe(desk.monthStarted);
  expect(screen.getByRole('link', { name: 'Open the desk' })).toHaveAttribute('href', '/admin/publish');
  expect(screen.queryByRole('heading', { name: 'Your quizzes and classes' })).not.toBeInTheDocument();
  expect(screen.queryByText(/later release/)).not.toBeInTheDocument();
});

test('the desk’s figures failing to count leave the rest of the dashboard and say so', async () => {
  const publisher: SessionUser = { firstName: 'Pat', lastName: 'Publish', roles: ['ROLE_PUBLISH'] };
  renderApp(
    '/dashboard',
    signedIn(publisher),
    httpAnswering([ok({ ...teaching, own: null, publish: true }), failing]),
  );
  expect(await screen.findByRole('heading', { name: 'Publishing desk' })).toBeInTheDocument();
  expect(screen.getByText('The desk’s figures could not be counted.')).toHaveAttribute('role', 'alert');
});

test('after Try again the focus stays with the figures, and a failed Refresh keeps them with the time they are from', async () => {
  const { user } = renderApp(
    '/dashboard',
    signedIn(CS_USER),
    httpAnswering([failing, ok(teaching), failing]),
  );
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  const students = await screen.findByRole('link', { name: /^Students in my classes\s*14$/ });
  expect(document.activeElement).not.toBe(document.body);
  expect(document.activeElement).toContainElement(students);

  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  const notice = await screen.findByText(/^The figures could not be counted again\. These are from /);
  expect(notice).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('link', { name: /^Students in my classes\s*14$/ })).toBeInTheDocument();
}, 15_000);
