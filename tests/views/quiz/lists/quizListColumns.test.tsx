/**
 * SPEC section 2 "Quiz area", in SPEC's words: the columns of the library, admin and shared quiz lists, and the
 * 'Rebuild a sections Quiz library' button on the library's Sections tab only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../../src/api/shared/http';
import type { QuizListItem } from '../../../../src/domain/quiz/quiz';
import { storedQuiz } from '../../../support/quizFixtures';
import { renderApp } from '../../renderApp';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };

function listServer(kind: QuizListItem['kind'], fields: Partial<QuizListItem> = {}) {
  const { activities: _activities, ...quiz } = storedQuiz({ id: 5, kind, title: 'Mitosis' });
  const row: QuizListItem = { ...quiz, customer: null, actions: quiz.actions ?? [], ...fields };
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async () =>
      new Response(
        JSON.stringify({
          content: {
            result: [row],
            navigation: {
              page: 1,
              total_items: 1,
              total_pages: 1,
              items_on_page: 1,
              items_per_page: 20,
              more: false,
            },
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  });
}

async function headersOf(path: string, kind: QuizListItem['kind']) {
  renderApp(path, { stored: SUPER }, listServer(kind));
  // The first render of the file loads the console's lazy screens: it may take a while on a busy machine.
  const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
  await within(table).findByText('Mitosis');
  return (
    within(table)
      .getAllByRole('columnheader')
      // The first column selects rows (ADR 164): its header is the page's checkbox.
      .slice(1)
      .map((th) => th.textContent?.trim())
  );
}

test('Quiz library list: Title, Subjects, Questions, Actions', async () => {
  expect(await headersOf('/quiz/library', 'library')).toEqual(['Title', 'Subjects', 'Questions', 'Actions']);
}, 30_000);

test('Admin quiz list: Title, Subjects, Questions, Deadline, Actions', async () => {
  expect(await headersOf('/quiz/admin-quiz', 'admin')).toEqual([
    'Title',
    'Subjects',
    'Questions',
    'Deadline',
    'Actions',
  ]);
}, 30_000);

test('Shared-quiz list: Title, Shared with, Date Created, Questions, Deadline, Actions', async () => {
  expect(await headersOf('/quiz/shared-quiz', 'admin')).toEqual([
    'Title',
    'Shared with',
    'Date Created',
    'Questions',
    'Deadline',
    'Actions',
  ]);
}, 30_000);

test("'Rebuild a sections Quiz library' shows on the Sections tab only", async () => {
  const { user } = renderApp('/quiz/library', { stored: SUPER }, listServer('library'));
  const tabs = await screen.findByRole('group', { name: /./ }, { timeout: 15_000 });
  await screen.findByText('Mitosis');
  expect(within(tabs).getByRole('button', { name: 'Textbooks' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('button', { name: 'Rebuild a sections Quiz library' })).toBeNull();
  await user.click(within(tabs).getByRole('button', { name: 'Sections' }));
  expect(await screen.findByRole('button', { name: 'Rebuild a sections Quiz library' })).toBeInTheDocument();
  await user.click(within(tabs).getByRole('button', { name: 'Textbooks' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Rebuild a sections Quiz library' })).toBeNull(),
  );
}, 30_000);

const CLASS_7B = { classId: 7, title: 'Class 7B', opensAt: null, deadline: '2099-04-12T10:00:00.000Z' };
const CLASS_8A = {
  classId: 8,
  title: 'Class 8A',
  opensAt: '2099-04-01T08:00:00.000Z',
  deadline: '2099-04-20T10:00:00.000Z',
};

test('the Deadline column names the one class that keeps its own date beside the quiz’s own', async () => {
  renderApp(
    '/quiz/admin-quiz',
    { stored: SUPER },
    listServer('admin', { endDate: null, classDates: [CLASS_7B] }),
  );
  const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
  expect(await within(table).findByText('04/12/2099 (Class 7B)')).toBeInTheDocument();
}, 30_000);

test('several classes with their own dates are counted, and the tooltip gives each one’s dates', async () => {
  renderApp(
    '/quiz/admin-quiz',
    { stored: SUPER },
    listServer('admin', { endDate: null, classDates: [CLASS_7B, CLASS_8A] }),
  );
  const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
  const count = await within(table).findByText('Classes with their own dates: 2');
  expect(count).toHaveAccessibleDescription(
    /Class 7B: due 04\/12\/2099.*; Class 8A: opens 04\/01\/2099.*, due 04\/20\/2099/,
  );
}, 30_000);
