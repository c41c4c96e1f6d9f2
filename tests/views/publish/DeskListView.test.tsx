/**
 * The desk's list (ADR 314): each article with its status, type, section, subjects and last change; the status,
 * type and subject filters kept in the address (the dashboard links to them); bulk Publish and Unpublish offered
 * only when every selected article allows them, Unpublish with one reason for all, each sent when the Undo window
 * ends.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { deskRow } from '../../machines/publish/deskFixtures';
import { renderApp } from '../renderApp';
import { onTestClock, undoWindowPasses } from '../undoWindow';
import { deskServer } from './deskServer';

const ADMIN = { stored: { user: { firstName: 'Ana', lastName: 'Admin', roles: ['ROLE_ADMIN'] }, flags: {} } };
const REVIEW = ['withdraw', 'sendBack', 'publish', 'schedule'] as const;
const rows = [
  deskRow(7, 'Mitosis', 'in_review', [...REVIEW]),
  deskRow(8, 'Meiosis', 'in_review', [...REVIEW]),
  deskRow(9, 'Osmosis', 'published', ['unpublish'], { publishedAt: '2026-03-01T09:00:00.000Z' }),
  deskRow(10, 'Draft cells', 'draft', ['submit'], { updatedBy: null }),
];

beforeEach(() => localStorage.clear());

test('each article shows its status, type, section, subjects and who changed it last', async () => {
  renderApp('/publish', ADMIN, deskServer(rows).http);
  const table = await screen.findByRole('table', { name: 'Articles' }, { timeout: 15_000 });
  const mitosis = within(table).getByRole('rowheader', { name: 'Mitosis' }).closest('tr')!;
  expect(within(mitosis).getByRole('link', { name: 'Mitosis' })).toHaveAttribute(
    'href',
    '/admin/publish/article/7',
  );
  for (const text of ['In review', 'Journal', 'Cell Biology', 'Biology'])
    expect(mitosis).toHaveTextContent(text);
  expect(mitosis).toHaveTextContent(/Pia Publisher, /);
  const draft = within(table).getByRole('rowheader', { name: 'Draft cells' }).closest('tr')!;
  expect(draft).toHaveTextContent('Draft');
  expect(draft).toHaveTextContent(/a removed account, /);
  expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/publish/new');
}, 30_000);

test('the filters go into the address and the list request', async () => {
  const server = deskServer(rows);
  const { user } = renderApp('/publish?type=journal', ADMIN, server.http);
  await screen.findByRole('table', { name: 'Articles' }, { timeout: 15_000 });
  expect(screen.getByRole('combobox', { name: 'Article type' })).toHaveValue('journal');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In review');
  await waitFor(() => expect(window.location.search).toContain('status=in_review'));
  expect(window.location.search).toContain('type=journal');
  await waitFor(() =>
    expect(server.calls.filter((call) => call.path.endsWith('/article_list')).at(-1)?.body).toMatchObject({
      statuses: ['in_review'],
      articleType: 'journal',
      sort: ['updatedAt', 'desc'],
    }),
  );
}, 30_000);

test('bulk Publish is offered only while every selected article allows it', async () => {
  const { user } = renderApp('/publish', ADMIN, deskServer(rows).http);
  await screen.findByRole('table', { name: 'Articles' }, { timeout: 15_000 });
  await user.click(screen.getByRole('checkbox', { name: 'Select Mitosis' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Meiosis' }));
  const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
  expect(within(bar).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select Osmosis' }));
  expect(within(bar).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
}, 30_000);

test('bulk Unpublish asks one reason, hides the rows and sends each step when the Undo window ends', async () => {
  const server = deskServer(rows);
  const { user } = renderApp('/publish', ADMIN, server.http);
  await screen.findByRole('table', { name: 'Articles' }, { timeout: 15_000 });
  onTestClock();
  await user.click(screen.getByRole('checkbox', { name: 'Select Osmosis' }));
  await user.click(screen.getByRole('button', { name: 'Unpublish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unpublish 1 article' });
  await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
  expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    /Give a reason for taking the article down\./,
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Superseded protocol');
  await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
  expect(await screen.findByText('1 article will be unpublished')).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Osmosis' })).not.toBeInTheDocument();
  const steps = () => server.calls.filter((call) => call.path.endsWith('/step'));
  expect(steps()).toEqual([]);
  await undoWindowPasses();
  await waitFor(() =>
    expect(steps()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/publish/article/9/step',
        body: { step: 'unpublish', note: 'Superseded protocol' },
      },
    ]),
  );
}, 30_000);
