/**
 * SPEC, Edit Sponsor and its notifications, in SPEC's words: the assigned-articles table shows ID, Title,
 * Added On (MM/DD/YYYY), Is Active, Remove (each row's Remove in its actions menu); a save the server refuses says 'Unable to update Sponsor', an article
 * it refuses to remove says 'Unable to remove article', one it refuses to assign says 'Unable to add article'.
 */
import { screen, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { renderApp } from '../renderApp';
import { openRowMenu } from '../ui/rowMenu';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };

const SPONSOR = {
  id: 3,
  companyName: 'Acme Labs',
  companyUrl: 'https://acme.test',
  logoUrl: null,
  videoUrl: null,
  countOfArticles: 1,
  articleList: [{ id: 11, title: 'Cell walls', createdAt: '2026-03-04T10:00:00.000Z', isActive: true }],
  version: 1,
};
const navigation = {
  page: 1,
  total_items: 1,
  total_pages: 1,
  items_on_page: 1,
  items_per_page: 10,
  more: false,
};

/** A sponsor server that reads well and refuses every change with a 500. */
function refusingServer() {
  return fakeServer((path, method) => {
    if (path === '/api/admin/sponsor/3' && method === 'GET') return { content: SPONSOR };
    if (path === '/api/admin/sponsor/article_list') {
      return {
        content: {
          result: [{ id: 12, title: 'Enzymes', article_type: 'journal', domain: null, sponsor_data: null }],
          navigation,
        },
      };
    }
    return { status: 500, content: { message: 'Internal error' } };
  });
}

async function openSponsor() {
  const { http, calls } = refusingServer();
  const { user } = renderApp('/sponsors/edit/3', { stored: SUPER }, http);
  await screen.findByRole('heading', { name: 'Edit Sponsor' }, { timeout: 15_000 });
  return { user, calls };
}

const assignedTable = () =>
  screen.getAllByRole('table').find((table) => within(table).queryByText('Cell walls'))!;

test('the assigned-articles table: ID, Title, Added On as MM/DD/YYYY, Is Active, Remove', async () => {
  await openSponsor();
  const table = await screen.findByText('Cell walls').then(() => assignedTable());
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim()),
  ).toEqual(['ID', 'Title', 'Added On', 'Is Active', 'Remove']);
  expect(within(table).getByText('03/04/2026')).toBeInTheDocument();
}, 30_000);

test("a save the server refuses says 'Unable to update Sponsor'", async () => {
  const { user, calls } = await openSponsor();
  const name = screen.getByLabelText('Company Name');
  await user.clear(name);
  await user.type(name, 'Acme Research');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Unable to update Sponsor', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PATCH' && call.path === '/api/admin/sponsor/3')).toBe(true);
  expect(screen.queryByText('Sponsor successfully updated')).not.toBeInTheDocument();
}, 30_000);

test("an article the server refuses to remove says 'Unable to remove article'", async () => {
  const { user, calls } = await openSponsor();
  await screen.findByText('Cell walls');
  // The row's actions are one menu named for the article (ADR 267): Remove, in red.
  expect(await openRowMenu(user, 'Cell walls', assignedTable())).toEqual([
    { name: 'Remove', danger: true, disabled: false },
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
  expect(await screen.findByText('Unable to remove article', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/admin/sponsor/3/article/remove')).toBe(true);
  expect(screen.queryByText('Article successfully removed')).not.toBeInTheDocument();
}, 30_000);

test("an article the server refuses to assign says 'Unable to add article'", async () => {
  const { user, calls } = await openSponsor();
  await user.click(screen.getByRole('button', { name: 'Assign Articles' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign Articles to Collection' });
  const row = (await within(dialog).findByText('Enzymes')).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: /Assign/ }));
  expect(await screen.findByText('Unable to add article', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/admin/sponsor/3/article/add')).toBe(true);
  expect(screen.queryByText('Article successfully assigned')).not.toBeInTheDocument();
}, 30_000);
