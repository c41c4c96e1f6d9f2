import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../../src/api/shared/http';
import type { QuizListItem } from '../../../../src/domain/quiz/quiz';
import { currentPath, renderApp } from '../../renderApp';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };
const CS = { user: { firstName: 'Casey', lastName: 'Support', roles: ['ROLE_CS_USER'] }, flags: {} };

function quiz(id: number, patch: Partial<QuizListItem> = {}): QuizListItem {
  return {
    id,
    kind: 'user',
    title: `Quiz ${id}`,
    article: null,
    tags: [{ id: 1, title: 'Biology' }],
    active: true,
    startDate: null,
    endDate: null,
    duration: null,
    countOfQuestions: 4,
    editable: true,
    isGraded: true,
    showCaption: false,
    restrictNonInstitutional: false,
    isAssignSomeone: false,
    sharedList: [],
    processStatus: 1,
    quizType: null,
    sectionId: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    createdBy: null,
    version: 1,
    actions: ['view', 'edit', 'copy', 'share', 'delete', 'download', 'results', 'setDeadline'],
    ...patch,
  };
}

const page = (result: QuizListItem[], totalPages = 1) => ({
  content: {
    result,
    navigation: {
      page: 1,
      total_items: result.length,
      total_pages: totalPages,
      items_on_page: result.length,
      items_per_page: 20,
      more: totalPages > 1,
    },
  },
});

function fakeHttp(answer: (path: string, body: unknown) => { status?: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const reply = answer(path, body);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { http, calls };
}

test('a super admin sees the five tabs and the template list with its columns', async () => {
  const { http } = fakeHttp(() => ({ body: page([quiz(1, { kind: 'template', title: 'Mitosis' })]) }));
  renderApp('/quiz', { stored: SUPER }, http);
  const tabs = await screen.findByRole('navigation', { name: 'Quiz lists' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Articles Quiz Template',
    'Quiz Library',
    'Admin Quizzes',
    'Shared By Admins',
    'Customer Quizzes',
  ]);
  expect(within(tabs).getByRole('link', { name: 'Articles Quiz Template' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      // The first column selects rows (ADR 164): its header is the page's checkbox.
      .slice(1)
      .map((th) => th.textContent?.trim()),
  ).toEqual(['Title', 'Date Created', 'Questions', 'Actions']);
  expect(
    within(within(table).getAllByRole('columnheader')[0]!).getByRole('checkbox', {
      name: 'Select all on this page',
    }),
  ).toBeInTheDocument();
  expect(await within(table).findByRole('link', { name: 'Mitosis' })).toHaveAttribute(
    'href',
    '/admin/quiz/view/1',
  );
  expect(within(table).getByText('03/04/2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a New Quiz' })).toHaveAttribute(
    'href',
    '/admin/quiz/create',
  );
});

test('a CS user on /quiz lands on My Quizzes with Access, Subjects and Deadline', async () => {
  const { http, calls } = fakeHttp(() => ({
    body: page([quiz(2, { restrictNonInstitutional: true, endDate: '2000-01-01T00:00:00.000Z' })]),
  }));
  renderApp('/quiz', { stored: CS }, http);
  const table = await screen.findByRole('table');
  await waitFor(() => expect(currentPath()).toBe('/quiz/my-quiz'));
  const tabs = screen.getByRole('navigation', { name: 'Quiz lists' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['My Quizzes', 'Shared By Me']);
  expect(
    within(table)
      .getAllByRole('columnheader')
      // The first column selects rows (ADR 164): its header is the page's checkbox.
      .slice(1)
      .map((th) => th.textContent?.trim()),
  ).toEqual(['Title', 'Access', 'Subjects', 'Questions', 'Deadline', 'Actions']);
  expect(await within(table).findByText('Restricted')).toBeInTheDocument();
  expect(within(table).getByText('Expired')).toBeInTheDocument();
  expect(within(table).getByText('Biology')).toBeInTheDocument();
  expect(calls[0]!.path).toBe('/api/admin/quiz/user_quiz_list');
});

test("an empty list says 'No list items' and shows no pagination", async () => {
  const { http } = fakeHttp(() => ({ body: page([]) }));
  renderApp('/quiz/admin-quiz', { stored: SUPER }, http);
  expect(await screen.findByText('No list items')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search Admin Quiz by Title' })).toBeInTheDocument();
});

test('a denied list shows the subscription alert', async () => {
  const { http } = fakeHttp(() => ({ status: 403, body: { content: { message: 'Forbidden' } } }));
  renderApp('/quiz/my-quiz', { stored: CS }, http);
  expect(
    await screen.findByText('You have no access to quizzes based on your subscription level.'),
  ).toHaveAttribute('role', 'alert');
});

test('a library quiz being processed is dimmed, not a link, and says why', async () => {
  const { http, calls } = fakeHttp(() => ({
    body: page([quiz(3, { kind: 'library', title: 'Genetics', processStatus: 0 })]),
  }));
  renderApp('/quiz/library', { stored: SUPER }, http);
  const table = await screen.findByRole('table');
  await within(table).findByText('Genetics');
  expect(within(table).queryByRole('link', { name: 'Genetics' })).not.toBeInTheDocument();
  expect(screen.getByText('Playlist is not accessible while being processed')).toBeInTheDocument();
  expect(calls[0]!.body).toMatchObject({
    filter: [{ property: 'section_id', operator: 'is_null' }],
    sort: [['title', 'asc']],
  });
});

test('the customer list has its columns and the Show Expired Quizzes switch', async () => {
  const { http } = fakeHttp(() => ({
    body: page([quiz(4, { customer: { firstName: 'Kim', lastName: 'Lee', email: 'kim@school.edu' } })]),
  }));
  renderApp('/quiz/customer-quiz', { stored: SUPER }, http);
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      // The first column selects rows (ADR 164): its header is the page's checkbox.
      .slice(1)
      .map((th) => th.textContent?.trim()),
  ).toEqual(['Title', 'Access', 'Customer Name', 'Customer Email', 'Created Date', 'Deadline', 'Actions']);
  expect(await within(table).findByText('kim@school.edu')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Show Expired Quizzes' })).not.toBeChecked();
  expect(screen.getByRole('searchbox', { name: 'Search Customer Quizzes by Name' })).toBeInTheDocument();
});

test("with quizzes and exports locked by the grants, My Quizzes says so calmly, Create waits, and the row's Copy and downloads are disabled", async () => {
  const ended = '2026-03-01T00:00:00.000Z';
  const { http } = fakeHttp((path) =>
    path === '/api/admin/feature_access'
      ? {
          body: {
            content: {
              locks: [
                { feature: 'quizzes', product: 'Core', endedAt: ended },
                { feature: 'exports', product: 'Core', endedAt: ended },
              ],
            },
          },
        }
      : { body: page([quiz(2)]) },
  );
  const { user } = renderApp('/quiz/my-quiz', { stored: CS }, http);
  expect(
    await screen.findByText(/^Locked for now — Quizzes: your institution’s grant of Core ended on /),
  ).toHaveAttribute('role', 'note');
  expect(screen.getByText(/^Locked for now — Exports: /)).toBeInTheDocument();
  const create = screen.getByRole('button', { name: 'Create a New Quiz' });
  expect(create).toBeDisabled();
  expect(create).toHaveAttribute('aria-describedby', 'quizzes-locked');
  await user.click(await screen.findByRole('button', { name: 'Actions for Quiz 2' }));
  expect(await screen.findByRole('menuitem', { name: 'Copy' })).toHaveAttribute('aria-disabled', 'true');
  for (const item of screen.getAllByRole('menuitem', { name: /^Download/ }))
    expect(item).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).not.toHaveAttribute('aria-disabled', 'true');
});
