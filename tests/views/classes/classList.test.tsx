import { screen, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { CS_USER, renderApp } from '../renderApp';

const emptyList = {
  result: [],
  navigation: { page: 1, total_items: 0, total_pages: 1, items_on_page: 0, items_per_page: 20, more: false },
};

const http = createHttpClient({
  baseUrl: '',
  getAccessToken: () => 'token',
  refresh: async () => null,
  fetch: async () =>
    new Response(JSON.stringify({ content: emptyList }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
});

test('the classes list: heading and Create, the tabs, the search field and the empty table, in that order', async () => {
  renderApp('/classes', { stored: { user: CS_USER, flags: {} } }, http);
  const main = await screen.findByRole('main');
  const heading = await within(main).findByRole('heading', { level: 1, name: 'Classes' });
  const create = within(main).getByRole('button', { name: 'Create Class' });
  const tabs = within(main).getByRole('group', { name: 'Which classes' });
  const search = within(main).getByRole('searchbox', { name: 'Search by id or title' });
  const order = [heading, create, tabs, search];
  order
    .slice(1)
    .forEach((node, index) =>
      expect(order[index]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(),
    );
  expect(within(tabs).getByRole('button', { name: 'All classes' })).toHaveAttribute('aria-pressed', 'true');
  expect(await within(main).findByText('No list items')).toBeInTheDocument();
  expect(within(main).getByRole('table', { name: 'Classes' })).toBeInTheDocument();
});
