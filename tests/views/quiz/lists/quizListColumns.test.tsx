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

function listServer(kind: QuizListItem['kind']) {
  const { activities: _activities, ...quiz } = storedQuiz({ id: 5, kind, title: 'Mitosis' });
  const row: QuizListItem = { ...quiz, customer: null, actions: quiz.actions ?? [] };
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
