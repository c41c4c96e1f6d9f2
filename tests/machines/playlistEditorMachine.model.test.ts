import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/http';
import type { Playlist } from '../../src/api/playlistsContract';
import {
  playlistEditorMachine,
  selectBlankLabelKeys,
  selectConflict,
  selectIsDirty,
  selectNotFound,
  selectTitleError,
  type PlaylistEditorContext,
  type SavePlaylistInput,
} from '../../src/machines/playlistEditorMachine';
import type { PlaylistDocument } from '../../src/domain/playlistEditor';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';
import { staleError } from '../support/staleVersion';

const cells = { id: 40, title: 'Cells', articleType: 'journal' as const };
const enzymes = { id: 41, title: 'Enzymes', articleType: 'journal' as const };
const playlist: Playlist = {
  id: 5,
  title: 'Biology week',
  version: 1,
  items: [
    { id: 1, title: 'Read first', sortIndex: 0, type: 'label', domainId: null, articles: [] },
    { id: 2, title: 'Cells', sortIndex: 1, type: 'article', domainId: 3, articles: [cells] },
  ],
};
const saved = (input: SavePlaylistInput): Playlist => ({
  ...playlist,
  id: input.id ?? 9,
  title: input.form.title,
  version: (input.version ?? 0) + 1,
});

/** How many kinds of edit the document has over what is stored (title, entries added or removed, order, labels). */
function editsOf({ document, saved, nextKey }: PlaylistEditorContext): number {
  const keys = (d: PlaylistDocument) => d.entries.map((e) => e.key).join();
  const labels = (d: PlaylistDocument) => d.entries.map((e) => e.title).join();
  return [
    document.title !== saved.title,
    nextKey > 1 || document.entries.length !== saved.entries.length,
    keys(document) !== keys(saved),
    labels(document) !== labels(saved),
  ].filter(Boolean).length;
}

const options = {
  events: {
    'title.change': [
      { type: 'title.change', title: 'Cell biology' },
      { type: 'title.change', title: 'ab' },
    ],
    'label.rename': [{ type: 'label.rename', key: 's0', title: 'Watch first' }],
    'entry.remove': [{ type: 'entry.remove', key: 's0' }],
    'entry.moveUp': [{ type: 'entry.moveUp', key: 's1' }],
    'entry.moveDown': [{ type: 'entry.moveDown', key: 's0' }],
    'drag.start': [{ type: 'drag.start', key: 's0' }],
    'drag.move': [{ type: 'drag.move', key: 's0', toIndex: 1 }],
    'article.add': [{ type: 'article.add', article: enzymes }],
  },
  actors: {
    loadPlaylist: () => [resolves(playlist, 'loaded'), rejects(new ApiError(404, 'Not found'), 'not found')],
    savePlaylist: (input: SavePlaylistInput) => [
      resolves(saved(input), 'saved'),
      rejects(new Error('500')),
      rejects(staleError('playlist'), 'stale'),
    ],
  },
  // Edits combine without end: the walk stops once a document is two edits away from what is stored.
  // and once a second save has been made.
  stopWhen: (s: { context: PlaylistEditorContext }) =>
    editsOf(s.context) >= 2 || (s.context.version ?? 0) > 1,
} as const;
const createModel = createMachineModel(playlistEditorMachine, { ...options, input: { id: null } });
const editModel = createMachineModel(playlistEditorMachine, { ...options, input: { id: 5 } });
const cases = [
  ...createModel.paths().map((path) => ({ model: createModel, path })),
  ...editModel.paths().map((path) => ({ model: editModel, path })),
];

test('generated paths reach every state and take every transition of the playlist editor', () => {
  expectFullCoverage(
    playlistEditorMachine,
    cases.map((c) => c.path),
  );
});

test.each(cases.map((c, index) => [`${index}: ${c.path.description}`, c] as const))(
  '%s',
  async (_name, c) => {
    await c.model.run(c.path);
  },
);

function opened(saves: SavePlaylistInput[], loads: Playlist[] = [playlist]) {
  const actor = createActor(
    playlistEditorMachine.provide({
      actors: {
        loadPlaylist: fromPromise(async () => loads.shift() ?? playlist),
        savePlaylist: fromPromise(async ({ input }: { input: SavePlaylistInput }) => {
          saves.push(input);
          return saved(input);
        }),
      },
    }),
    { input: { id: 5 } },
  ).start();
  actor.send({ type: 'playlist.open' });
  return actor;
}

test('a new label, an article and a move down are saved in the order shown', async () => {
  const saves: SavePlaylistInput[] = [];
  const actor = opened(saves);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'articles.open' });
  actor.send({ type: 'article.add', article: enzymes });
  actor.send({ type: 'label.add' });
  actor.send({ type: 'label.rename', key: 'n2', title: 'Then' });
  actor.send({ type: 'entry.moveUp', key: 'n2' });
  actor.send({ type: 'entry.moveDown', key: 's0' });
  expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'playlist.save' });
  await waitFor(actor, (s) => s.matches('ready') && saves.length === 1);
  expect(saves[0]!.form.items).toEqual([
    { type: 'article', articleId: cells.id },
    { type: 'label', title: 'Read first' },
    { type: 'label', title: 'Then' },
    { type: 'article', articleId: enzymes.id },
  ]);
  expect(saves[0]!.version).toBe(1);
});

test('an article already in the playlist is not added twice', async () => {
  const actor = opened([]);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'articles.open' });
  actor.send({ type: 'article.add', article: cells });
  expect(actor.getSnapshot().context.document.entries).toHaveLength(2);
  expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
});

test('Esc during a drag puts every entry back where it was', async () => {
  const actor = opened([]);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'drag.start', key: 's0' });
  actor.send({ type: 'drag.move', key: 's0', toIndex: 1 });
  expect(actor.getSnapshot().context.document.entries.map((e) => e.key)).toEqual(['s1', 's0']);
  actor.send({ type: 'drag.cancel' });
  expect(actor.getSnapshot().context.document.entries.map((e) => e.key)).toEqual(['s0', 's1']);
  expect(selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('a short title and a blank label stop the save with one joined notification', async () => {
  const saves: SavePlaylistInput[] = [];
  const notices: (readonly string[])[] = [];
  const actor = createActor(
    playlistEditorMachine.provide({
      actions: { notifyInvalid: (_, messages) => void notices.push(messages) },
      actors: {
        savePlaylist: fromPromise(async ({ input }: { input: SavePlaylistInput }) => {
          saves.push(input);
          return saved(input);
        }),
      },
    }),
    { input: { id: null } },
  ).start();
  actor.send({ type: 'playlist.open' });
  actor.send({ type: 'title.change', title: ' ab ' });
  actor.send({ type: 'label.add' });
  actor.send({ type: 'playlist.save' });
  expect(notices).toEqual([
    ['Title is too short. It should have 3 characters or more.', 'This field is required'],
  ]);
  expect(selectTitleError(actor.getSnapshot())).toBe(
    'Title is too short. It should have 3 characters or more.',
  );
  expect(selectBlankLabelKeys(actor.getSnapshot())).toEqual(['n1']);
  expect(saves).toEqual([]);
});

test('a stale save waits with the server’s message; Keep mine saves mine on their version', async () => {
  const saves: SavePlaylistInput[] = [];
  const theirs = { ...playlist, title: 'Their title', version: 2 };
  const loads = [playlist, theirs];
  const actor = createActor(
    playlistEditorMachine.provide({
      actors: {
        loadPlaylist: fromPromise(async () => loads.shift() ?? theirs),
        savePlaylist: fromPromise(async ({ input }: { input: SavePlaylistInput }) => {
          saves.push(input);
          if (input.version !== theirs.version) throw staleError('playlist');
          return saved(input);
        }),
      },
    }),
    { input: { id: 5 } },
  ).start();
  actor.send({ type: 'playlist.open' });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'title.change', title: 'My title' });
  actor.send({ type: 'playlist.save' });
  await waitFor(actor, (s) => s.matches('conflict'));
  expect(selectConflict(actor.getSnapshot())).toBe(
    'This playlist was changed by someone else. Reload it or keep your changes.',
  );
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('ready') && saves.length === 2);
  expect(saves.map((s) => [s.form.title, s.version])).toEqual([
    ['My title', 1],
    ['My title', 2],
  ]);
});

test('a playlist the caller may not see reads as not found', async () => {
  const actor = createActor(
    playlistEditorMachine.provide({
      actors: { loadPlaylist: fromPromise(async () => Promise.reject(new ApiError(404, 'Not found'))) },
    }),
    { input: { id: 5 } },
  ).start();
  actor.send({ type: 'playlist.open' });
  await waitFor(actor, (s) => s.matches('loadFailed'));
  expect(selectNotFound(actor.getSnapshot())).toBe(true);
});
