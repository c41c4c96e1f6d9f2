/**
 * SPEC section 8, the translations' notifications in SPEC's words: a value the server refuses to save says 'Unable
 * to update translation'; a removal the server refuses says 'Unable to delete translation'; a group the server refuses to create says 'Unable to create translation group'; a group
 * edit it takes says 'Group successfully updated'.
 */
import { screen, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { renderApp } from '../renderApp';

const ON = {
  user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
  flags: { adminTranslations: true },
};
const GROUP = { id: 9, key: 'player', title: 'Player', isActive: true, version: 1 };
const navigation = (items: number) => ({
  page: 1,
  total_items: items,
  total_pages: 1,
  items_on_page: items,
  items_per_page: 20,
  more: false,
});
const rows = [
  { id: 11, key: 'player.play', language: 'en', value: 'Play', groupId: 9, groupTitle: 'Player', version: 1 },
  {
    id: 12,
    key: 'player.play',
    language: 'de',
    value: 'Abspielen',
    groupId: 9,
    groupTitle: 'Player',
    version: 1,
  },
];

test("a value the server refuses to remove says 'Unable to delete translation'", async () => {
  const { http, calls } = fakeServer((path, method) => {
    if (method === 'DELETE') return { status: 500, content: { message: 'Internal error' } };
    if (path.endsWith('/site_translation/group'))
      return { content: { result: [GROUP], navigation: navigation(1) } };
    if (path.endsWith('/site_translation/')) return { content: { result: rows, navigation: navigation(2) } };
    return { status: 404, content: { message: 'Not found' } };
  });
  const { user } = renderApp('/translations', { stored: ON }, http);
  await user.click(
    await screen.findByRole('button', { name: 'Delete German value of player.play' }, { timeout: 15_000 }),
  );
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove translation' });
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(
    await screen.findByText('Unable to delete translation', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
}, 30_000);

test("a group the server refuses to create says 'Unable to create translation group'", async () => {
  const { http, calls } = fakeServer((path) =>
    path.endsWith('/group/create')
      ? { status: 500, content: { message: 'Internal error' } }
      : { content: { result: [], navigation: navigation(0) } },
  );
  const { user } = renderApp('/translations/groups/add', { stored: ON }, http);
  await screen.findByRole('heading', { name: 'Add translation group' }, { timeout: 15_000 });
  await user.type(screen.getByLabelText('Key'), 'player');
  await user.type(screen.getByLabelText('Title'), 'Player');
  await user.click(screen.getByRole('button', { name: 'Create group' }));
  expect(
    await screen.findByText('Unable to create translation group', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Group successfully created')).not.toBeInTheDocument();
  expect(calls.some((call) => call.path.endsWith('/group/create'))).toBe(true);
}, 30_000);

test("a group edit the server takes says 'Group successfully updated'", async () => {
  const { http, calls } = fakeServer((path, method) => {
    if (path === '/api/admin/site_translation/group/9' && method === 'GET') return { content: GROUP };
    if (method === 'PATCH') return { content: { ...GROUP, title: 'Video player', version: 2 } };
    return { content: { result: [GROUP], navigation: navigation(1) } };
  });
  const { user } = renderApp('/translations/groups/edit/9', { stored: ON }, http);
  await screen.findByRole('heading', { name: 'Edit translation group' }, { timeout: 15_000 });
  const title = screen.getByLabelText('Title');
  await user.clear(title);
  await user.type(title, 'Video player');
  await user.click(screen.getByRole('button', { name: 'Save group' }));
  expect(await screen.findByText('Group successfully updated', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PATCH' && call.path.endsWith('/group/edit/9'))).toBe(true);
}, 30_000);

test("a value the server refuses to save says 'Unable to update translation'", async () => {
  const { http, calls } = fakeServer((path, method) => {
    if (path.endsWith('/site_translation/group'))
      return { content: { result: [], navigation: navigation(1) } };
    if (path.endsWith('/site_translation/')) return { content: { result: rows, navigation: navigation(1) } };
    if (method === 'PATCH') return { status: 500, content: { message: 'Internal error' } };
    return { status: 404, content: { message: 'Not found' } };
  });
  const { user } = renderApp('/translations', { stored: ON }, http);
  await user.click(
    await screen.findByRole('button', { name: 'Edit German value of player.play' }, { timeout: 15_000 }),
  );
  const dialog = await screen.findByRole('dialog');
  const value = within(dialog).getByRole('textbox');
  await user.clear(value);
  await user.type(value, 'Wiedergabe');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Unable to update translation', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PATCH' && call.path.endsWith('/edit/12'))).toBe(true);
}, 30_000);
