/**
 * SPEC section 2 "Sponsors", in SPEC's words: 'Assign Articles' opens 'Assign Articles to Collection' with a search
 * by article ID, a Sponsored checkbox, and a table ID, Title, Is Sponsored, Type, Assign (or disabled Assigned).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { renderApp } from '../renderApp';

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
const CANDIDATES = [
  {
    id: 11,
    title: 'Cell walls',
    article_type: 'journal',
    domain: null,
    sponsor_data: { id: 3, companyName: 'Acme Labs' },
  },
  { id: 12, title: 'Enzymes', article_type: 'journal', domain: null, sponsor_data: null },
];

function sponsorServer() {
  const candidateRequests: unknown[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path.endsWith('/api/admin/sponsor/article_list')) {
        candidateRequests.push(JSON.parse(String(init?.body)));
        return json(200, {
          content: {
            result: CANDIDATES,
            navigation: {
              page: 1,
              total_items: 2,
              total_pages: 1,
              items_on_page: 2,
              items_per_page: 10,
              more: false,
            },
          },
        });
      }
      if (path.endsWith('/api/admin/sponsor/3')) return json(200, { content: SPONSOR });
      return json(404, { content: { message: 'Not found' } });
    },
  });
  return { http, candidateRequests };
}

test('Assign Articles to Collection: ID search, Sponsored, its columns, Assign or a disabled Assigned', async () => {
  const { http, candidateRequests } = sponsorServer();
  const { user } = renderApp('/sponsors/edit/3', { stored: SUPER }, http);
  // The first render of the file loads the console's lazy screens: it may take a while on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Assign Articles' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign Articles to Collection' });
  expect(within(dialog).getByRole('searchbox', { name: 'Search by article ID' })).toBeInTheDocument();
  const table = await within(dialog).findByRole('table');
  await within(table).findByText('Enzymes');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim()),
  ).toEqual(['ID', 'Title', 'Is Sponsored', 'Type', 'Assign']);
  const assignedRow = within(table).getByRole('cell', { name: '11' }).closest('tr')!;
  expect(within(assignedRow).getByRole('button', { name: 'Assigned' })).toBeDisabled();
  const freeRow = within(table).getByRole('cell', { name: '12' }).closest('tr')!;
  expect(within(freeRow).getByRole('button', { name: 'Assign' })).toBeEnabled();

  // Sponsored asks the server for sponsored articles only (withSponsor 1; 2 otherwise).
  expect(candidateRequests.at(-1)).toMatchObject({ withSponsor: 2 });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Sponsored' }));
  await waitFor(() => expect(candidateRequests.at(-1)).toMatchObject({ withSponsor: 1 }));
}, 30_000);
