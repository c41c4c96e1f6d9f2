import { screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { currentPath, renderApp } from '../renderApp';

const ON = {
  user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
  flags: { adminTranslations: true },
};

const emptyList = {
  result: [],
  navigation: { page: 1, total_items: 0, total_pages: 1, items_on_page: 0, items_per_page: 20, more: false },
};

test('an empty groups list says what SPEC says', async () => {
  const { http } = fakeServer(() => ({ content: emptyList }));
  renderApp('/translations/groups', { stored: ON }, http);
  await screen.findByRole('heading', { name: 'Translation Groups' });
  await screen.findByText('No identity providers found!');
});

test('a new group needs key and title, is active by default, and returns to the list once created', async () => {
  const { http, calls } = fakeServer((path) =>
    path.endsWith('/group/create')
      ? { content: { id: 9, key: 'player', title: 'Player', isActive: true, version: 1 } }
      : { content: emptyList },
  );
  const { user } = renderApp('/translations/groups/add', { stored: ON }, http);
  await screen.findByRole('heading', { name: 'Add translation group' });
  expect(screen.getByRole('switch', { name: 'Is Active' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Create group' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
  await user.type(screen.getByLabelText('Key'), 'player');
  await user.type(screen.getByLabelText('Title'), 'Player');
  await user.click(screen.getByRole('button', { name: 'Create group' }));
  await screen.findByText('Group successfully created');
  await waitFor(() => expect(currentPath()).toBe('/translations/groups'));
  expect(calls.find((call) => call.path.endsWith('/group/create'))?.body).toEqual({
    key: 'player',
    title: 'Player',
    isActive: true,
  });
});

test('a group that cannot be loaded goes to the error screen', async () => {
  const { http } = fakeServer(() => ({ status: 500, content: { message: 'Server error' } }));
  // React reports the error the boundary catches.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp('/translations/groups/edit/77', { stored: ON }, http);
  await screen.findByRole('heading', { name: 'Oops, something went wrong' });
  quiet.mockRestore();
});
