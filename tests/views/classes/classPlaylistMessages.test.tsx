/**
 * SPEC, notifications of the class page: removing a playlist from a class says 'Playlist successfully deleted'
 * with Undo, the removal is sent when the notice ends (ADR 290), and 'Unable to delete Playlist from Class' when
 * the server refuses it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';
import { openRowMenu } from '../ui/rowMenu';
import { classRecord } from './classRecord';
import { onTestClock, undoWindowPasses } from '../undoWindow';

const klass = classRecord({ playlistsCount: 1, playlistVideosCount: 2 });

const playlist = { id: 9, title: 'Cells', countOfArticles: 2, addedAt: '2026-01-06T10:00:00.000Z' };

function server(deleteStatus: number) {
  return fakeServer((path, method) => {
    if (path === '/api/admin/class/5') return { content: klass };
    if (path === '/api/admin/class/5/quiz') return { content: { result: [] } };
    if (path === '/api/admin/class/5/playlist')
      return { content: { result: [playlist], playlistVideosCount: 2 } };
    if (path === '/api/admin/class/5/playlist/9' && method === 'DELETE') {
      return deleteStatus === 200
        ? { content: { success: true } }
        : { status: deleteStatus, content: { message: 'Refused' } };
    }
    return { status: 404, content: { message: 'Not found' } };
  });
}

async function removeCells(http: ReturnType<typeof server>['http']) {
  // The notice's Undo window passes on the test's clock (tests/views/undoWindow.ts).
  onTestClock();
  const { user } = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);
  await user.click(await screen.findByRole('tab', { name: /^Playlists/ }, { timeout: 10_000 }));
  const table = await screen.findByRole('table', { name: 'Playlists' });
  // The row's actions are one menu named for the row (ADR 267): its videos' resources (ADR 317), Remove in red.
  expect(await openRowMenu(user, 'Cells', table)).toEqual([
    { name: 'Resources for its videos', danger: false, disabled: false },
    { name: 'Remove', danger: true, disabled: false },
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
}

test("removing a playlist from a class says 'Playlist successfully deleted', what stays, and sends it when the notice ends", async () => {
  const { http, calls } = server(200);
  await removeCells(http);
  // The row leaves at once; the notice keeps SPEC's words, says what the removal leaves and offers Undo (ADR 290).
  const notice = await screen.findByText(/^Playlist successfully deleted/, {}, { timeout: 10_000 });
  expect(notice).toHaveTextContent('The playlist itself is not deleted: it stays in Playlists.');
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Playlists' })).queryByText('Cells'),
  ).not.toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await undoWindowPasses();
  await waitFor(
    () =>
      expect(
        calls.filter((call) => call.method === 'DELETE' && call.path === '/api/admin/class/5/playlist/9'),
      ).toHaveLength(1),
    { timeout: 10_000 },
  );
}, 20_000);

test("a refused removal says 'Unable to delete Playlist from Class'", async () => {
  const { http } = server(500);
  await removeCells(http);
  await undoWindowPasses();
  expect(
    await screen.findByText('Unable to delete Playlist from Class', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/^Playlist successfully deleted/)).not.toBeInTheDocument();
}, 20_000);

test("playlists the server refuses to add say 'Unable to add Playlists to Class'", async () => {
  const navigation = {
    page: 1,
    total_items: 1,
    total_pages: 1,
    items_on_page: 1,
    items_per_page: 20,
    more: false,
  };
  const { http, calls } = fakeServer((path, method) => {
    if (path === '/api/admin/class/5') return { content: klass };
    if (path === '/api/admin/class/5/quiz') return { content: { result: [] } };
    if (path === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
    if (path === '/api/admin/class/playlist_list' || path === '/api/admin/class/my_playlist_list') {
      return { content: { result: [{ id: 9, title: 'Cells', count: 2, owner: null }], navigation } };
    }
    if (path === '/api/admin/class/playlist' && method === 'POST') {
      return { status: 500, content: { message: 'Refused' } };
    }
    if (path.startsWith('/api/admin/class'))
      return { content: { result: [], navigation: { ...navigation, total_items: 0, items_on_page: 0 } } };
    return { status: 404, content: { message: 'Not found' } };
  });
  const { user } = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);
  await user.click(await screen.findByRole('tab', { name: /^Playlists/ }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('button', { name: 'Add playlists' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add playlists to classes' });
  await user.click(
    await within(dialog).findByRole('checkbox', { name: 'Select Cells' }, { timeout: 10_000 }),
  );
  await user.click(within(dialog).getByRole('button', { name: /^Add selected/ }));
  expect(
    await screen.findByText('Unable to add Playlists to Class', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/class/playlist')).toBe(
    true,
  );
}, 30_000);
