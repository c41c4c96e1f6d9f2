import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import type { Playlist } from '../../../src/api/playlists/playlistsContract';
import { CS_USER, currentPath, renderApp } from '../renderApp';

const SESSION = { user: CS_USER, flags: {} };

/** A server that keeps one playlist: a create stores it as id 9, a read answers it. */
function playlistServer() {
  const bodies: unknown[] = [];
  let stored: Playlist | null = null;
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'POST' && path.endsWith('/api/admin/playlist')) {
        const body = JSON.parse(String(init?.body)) as {
          title: string;
          items: { type: 'label'; title: string }[];
        };
        bodies.push(body);
        stored = {
          id: 9,
          title: body.title,
          version: 1,
          items: body.items.map((item, index) => ({
            id: index + 1,
            title: item.title,
            sortIndex: index,
            type: item.type,
            domainId: null,
            articles: [],
          })),
          actions: ['view', 'edit', 'delete', 'addArticle', 'addToClass'],
        };
      } else if (!(method === 'GET' && path.endsWith('/api/admin/playlist/9') && stored)) {
        throw new Error(`unexpected request in this test: ${method} ${path}`);
      }
      return new Response(JSON.stringify({ content: stored }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { http, bodies };
}

test('a label added takes the focus; a blank one stops the save, then the playlist is created', async () => {
  const { http, bodies } = playlistServer();
  const { user } = renderApp('/playlist/create', { stored: SESSION }, http);
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Biology week');
  await user.click(screen.getByRole('button', { name: 'Add label' }));
  const label = screen.getByRole('textbox', { name: 'Label title' });
  expect(label).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Create Playlist' }));
  // The error notification joins the form's messages, and the label says its own.
  await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
  expect(label).toHaveAccessibleDescription('This field is required');
  expect(bodies).toEqual([]);

  await user.type(label, 'Watch first');
  expect(label).not.toHaveAccessibleDescription();
  await user.click(screen.getByRole('button', { name: 'Create Playlist' }));
  await screen.findByText('Playlist successfully created');
  await waitFor(() => expect(currentPath()).toBe('/playlist/edit/9'));
  expect(bodies).toEqual([
    {
      title: 'Biology week',
      items: [{ type: 'label', title: 'Watch first', domainId: null, articles: [] }],
    },
  ]);
  const list = await screen.findByRole('list', { name: 'Articles and labels' });
  expect(within(list).getByRole('textbox', { name: 'Label title' })).toHaveValue('Watch first');
});

test('Move up and Move down reorder the entries, and a removed label leaves the list', async () => {
  const { user } = renderApp('/playlist/create', { stored: SESSION }, playlistServer().http);
  await screen.findByRole('textbox', { name: 'Title' });
  await user.click(screen.getByRole('button', { name: 'Add label' }));
  await user.keyboard('First');
  await user.click(screen.getByRole('button', { name: 'Add label' }));
  // The second label added takes the focus from the first.
  await user.keyboard('Second');
  const names = () =>
    screen.getAllByRole('textbox', { name: 'Label title' }).map((field) => (field as HTMLInputElement).value);
  expect(names()).toEqual(['First', 'Second']);
  expect(screen.getByRole('button', { name: 'Move First up' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Move Second up' }));
  expect(names()).toEqual(['Second', 'First']);
  await user.click(screen.getByRole('button', { name: 'Remove Second' }));
  expect(names()).toEqual(['First']);
  // A label added after a removal still takes the focus.
  await user.click(screen.getByRole('button', { name: 'Add label' }));
  await user.keyboard('Third');
  expect(names()).toEqual(['First', 'Third']);
});
