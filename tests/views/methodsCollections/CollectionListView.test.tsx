import { screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { ADMIN, collectionServer } from './collectionServer';

const row = (id: number, title: string, published: boolean, actions: string[]) => ({
  id,
  title,
  published,
  articleCount: id,
  coverUrl: null,
  updatedAt: '2026-03-02T10:00:00.000Z',
  version: 1,
  actions: actions as never,
});

test('each row says whether it is published and how many videos it holds; actions follow the server', async () => {
  const server = collectionServer({
    rows: [
      row(6, 'Neuroscience Methods', true, ['view', 'edit', 'reorder', 'publish', 'delete', 'manageEditors']),
      row(5, 'Chemistry Protocols', false, ['view', 'edit', 'reorder', 'publish']),
    ],
  });
  const { user } = renderApp('/methods-collections', { stored: { user: ADMIN, flags: {} } }, server.http);
  const table = await screen.findByRole('table', { name: 'Methods Collections' });
  const neuro = (await within(table).findByRole('link', { name: 'Neuroscience Methods' })).closest('tr')!;
  expect(within(neuro).getByText('Published')).toBeInTheDocument();
  expect(within(neuro).getByText('6')).toBeInTheDocument();
  const chem = within(table).getByRole('link', { name: 'Chemistry Protocols' }).closest('tr')!;
  expect(within(chem).getByText('Not published')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a Collection' })).toHaveAttribute(
    'href',
    '/admin/methods-collections/create',
  );

  await user.click(within(chem).getByRole('button', { name: 'Actions for Chemistry Protocols' }));
  expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  await user.keyboard('{Escape}');
  await user.click(within(neuro).getByRole('button', { name: 'Actions for Neuroscience Methods' }));
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
});

test('choosing Published asks the server for published collections only, and the address keeps it', async () => {
  const server = collectionServer();
  const { user } = renderApp('/methods-collections', { stored: { user: ADMIN, flags: {} } }, server.http);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Show' }), 'Published');
  await screen.findByText('No list items');
  const last = server.requests.filter((r) => r.path.endsWith('/list')).at(-1)!;
  expect((last.body as { filter: unknown[] }).filter).toEqual([
    { bool_operator: 'and', property: 'published', operator: 'equals', value: true },
  ]);
  expect(window.location.search).toBe('?published=yes');
});
