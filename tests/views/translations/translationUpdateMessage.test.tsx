/** SPEC, the translations' notifications in SPEC's words: a value the server refuses says 'Unable to update translation'. */
import { screen, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { renderApp } from '../renderApp';

const ON = {
  user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
  flags: { adminTranslations: true },
};
const navigation = (items: number) => ({
  page: 1,
  total_items: items,
  total_pages: 1,
  items_on_page: items,
  items_per_page: 20,
  more: false,
});
const rows = [
  { id: 11, key: 'player.play', language: 'en', value: 'Play', groupId: 4, groupTitle: 'Player', version: 1 },
  {
    id: 12,
    key: 'player.play',
    language: 'de',
    value: 'Abspielen',
    groupId: 4,
    groupTitle: 'Player',
    version: 1,
  },
];

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
