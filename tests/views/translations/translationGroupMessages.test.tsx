/**
 * SPEC, the translations' notifications in SPEC's words: a group edit the server refuses says 'Unable to update
 * translation group'; a deleted group says 'Translation Group successfully deleted'.
 */
import { screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { renderApp } from '../renderApp';

const ON = {
  user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
  flags: { adminTranslations: true },
};
const GROUP = { id: 9, key: 'player', title: 'Player', isActive: true, version: 1 };
const navigation = {
  page: 1,
  total_items: 1,
  total_pages: 1,
  items_on_page: 1,
  items_per_page: 20,
  more: false,
};

test("a group edit the server refuses says 'Unable to update translation group'", async () => {
  const { http, calls } = fakeServer((path, method) => {
    if (path === '/api/admin/site_translation/group/9' && method === 'GET') return { content: GROUP };
    return { status: 500, content: { message: 'Internal error' } };
  });
  const { user } = renderApp('/translations/groups/edit/9', { stored: ON }, http);
  await screen.findByRole('heading', { name: 'Edit translation group' }, { timeout: 15_000 });
  const title = screen.getByLabelText('Title');
  await user.clear(title);
  await user.type(title, 'Video player');
  await user.click(screen.getByRole('button', { name: 'Save group' }));
  expect(
    await screen.findByText('Unable to update translation group', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PATCH' && call.path.endsWith('/group/edit/9'))).toBe(true);
}, 30_000);

test("a deleted group says 'Translation Group successfully deleted'", async () => {
  const { http, calls } = fakeServer((path, method) => {
    if (path === '/api/admin/site_translation/group/9' && method === 'DELETE') return { content: { id: 9 } };
    return { content: { result: [GROUP], navigation } };
  });
  const { user } = renderApp('/translations/groups', { stored: ON }, http);
  await user.click(await screen.findByRole('button', { name: 'Actions for player' }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete group player' }));
  // One step (ADR 351): nothing is asked.
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(
    await screen.findByText('Translation Group successfully deleted', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  // The notice offers Undo until it ends; then the DELETE is sent (ADR 266).
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await waitFor(
    () => expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/group/9'))).toBe(true),
    { timeout: 15_000 },
  );
}, 30_000);
