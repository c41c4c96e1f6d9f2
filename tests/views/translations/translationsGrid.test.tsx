import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import type { TranslationRow } from '../../../src/domain/translations/translations';
import { currentPath, renderApp } from '../renderApp';

const user = { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] };
const ON = { user, flags: { adminTranslations: true } };
const OFF = { user, flags: { adminTranslations: false } };

const navigation = (items: number) => ({
  page: 1,
  total_items: items,
  total_pages: 1,
  items_on_page: items,
  items_per_page: 20,
  more: false,
});

const rows: TranslationRow[] = [
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
  {
    id: 13,
    key: 'player.pause',
    language: 'en',
    value: 'Pause',
    groupId: 4,
    groupTitle: 'Player',
    version: 1,
  },
];

function fakeServer(options: { groups: number; rows: TranslationRow[] }) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, method: init?.method ?? 'GET', body });
      const content = path.endsWith('/site_translation/group')
        ? { result: [], navigation: navigation(options.groups) }
        : path.endsWith('/site_translation/')
          ? { result: options.rows, navigation: navigation(new Set(options.rows.map((r) => r.key)).size) }
          : { id: 1 };
      return new Response(JSON.stringify({ content }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { http, calls };
}

test('the grid shows one row per key with its group and a column per language, sorted by key descending', async () => {
  const { http, calls } = fakeServer({ groups: 1, rows });
  renderApp('/translations', { stored: ON }, http);
  const table = await screen.findByRole('table', { name: 'Translations' });
  await within(table).findByText('Abspielen');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual([
    'Key',
    'Group',
    'English',
    'Chinese',
    'German',
    'Spanish',
    'Korean',
    'Italian',
    'French',
    'Portuguese',
  ]);
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByRole('columnheader', { name: /Key/ })).toHaveAttribute('aria-sort', 'descending');
  const list = calls.find((call) => call.path.endsWith('/site_translation/'));
  expect(list?.body).toMatchObject({ navigation: { page: 1, itemsOnPage: 20 }, sort: [['key', 'desc']] });
  expect(within(table).getByRole('button', { name: 'Edit German value of player.play' })).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Add German value to player.pause' })).toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: 'Delete German value of player.pause' })).toBeNull();
});

test('without groups, Add is disabled with its tooltip and the warning shows', async () => {
  const { http } = fakeServer({ groups: 0, rows: [] });
  const { user: pointer } = renderApp('/translations', { stored: ON }, http);
  await screen.findByText('There are no groups');
  const add = screen.getByRole('button', { name: 'Add' });
  expect(add).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
    'Groups must be created before adding translations',
  );
  await pointer.click(add);
  expect(currentPath()).toBe('/translations');
  await screen.findByText('No translations found');
});

test('a search is sent over keys, values, languages and groups and names the empty result', async () => {
  const { http, calls } = fakeServer({ groups: 1, rows: [] });
  const { user: typist } = renderApp('/translations', { stored: ON }, http);
  await screen.findByText('No translations found');
  await typist.type(screen.getByRole('searchbox', { name: 'Search translations' }), 'zzz');
  await screen.findByText('No translations match your search');
  const last = calls.filter((call) => call.path.endsWith('/site_translation/')).at(-1);
  expect(last?.body).toMatchObject({
    navigation: { page: 1 },
    filter: ['key', 'groupTitle', 'value', 'language'].map((property) => ({
      bool_operator: 'or',
      property,
      operator: 'contains',
      value: 'zzz',
    })),
  });
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('search')).toBe('zzz'));
});

test('the area redirects to the root while the adminTranslations flag is off', async () => {
  const { http } = fakeServer({ groups: 1, rows: [] });
  renderApp('/translations/groups', { stored: OFF }, http);
  // SPEC section 2: to /, which sends a super admin on to the dashboard (section 1).
  await waitFor(() => expect(currentPath()).toBe('/dashboard'));
});
