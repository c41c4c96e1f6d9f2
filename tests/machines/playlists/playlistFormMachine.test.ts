import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import type { Playlist } from '../../../src/api/playlists/playlistsContract';
import {
  playlistForm,
  playlistFormMachine,
  selectEntryErrors,
  selectTitleError,
  type SavePlaylistInput,
} from '../../../src/machines/playlists/playlistFormMachine';
import { staleError } from '../../support/staleVersion';

const cells = { id: 40, title: 'Cells', articleType: 'journal' as const };
const enzymes = { id: 41, title: 'Enzymes', articleType: 'journal' as const };
const playlist: Playlist = {
  id: 5,
  title: 'Biology week',
  version: 1,
  actions: ['view', 'edit', 'delete', 'addArticle', 'addToClass'],
  items: [
    { id: 1, title: 'Read first', sortIndex: 0, type: 'label', domainId: null, articles: [] },
    { id: 2, title: 'Cells', sortIndex: 1, type: 'article', domainId: 3, articles: [cells] },
  ],
};
const saved = (input: SavePlaylistInput): Playlist => ({
  ...playlist,
  id: input.id ?? 9,
  title: input.parsed.title,
  version: (input.version ?? 0) + 1,
});

function opened(saves: SavePlaylistInput[], loads: Playlist[] = [playlist], id: number | null = 5) {
  const notices: (readonly string[])[] = [];
  const actor = createActor(
    playlistFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => loads.shift() ?? playlist),
        saveRecord: fromPromise(async ({ input }: { input: SavePlaylistInput }) => {
          saves.push(input);
          // While a newer version is still to be read, the server holds it: a save on the older one is stale.
          if (loads.length > 0 && input.version !== loads[0]!.version) throw staleError('playlist');
          return saved(input);
        }),
      },
      actions: { notifyInvalid: (_, messages) => void notices.push(messages) },
    }),
    { input: { id } },
  ).start();
  return { actor, notices };
}

test('a new label, an article and a move down are saved in the order shown', async () => {
  const saves: SavePlaylistInput[] = [];
  const { actor } = opened(saves);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.edit', edit: { type: 'article.add', key: 'n1', article: enzymes } });
  actor.send({ type: 'form.edit', edit: { type: 'label.add', key: 'n2' } });
  actor.send({ type: 'form.edit', edit: { type: 'label.rename', key: 'n2', title: ' Then ' } });
  actor.send({ type: 'form.edit', edit: { type: 'entry.moveUp', key: 'n2' } });
  actor.send({ type: 'form.edit', edit: { type: 'entry.moveDown', key: 's0' } });
  expect(playlistForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && saves.length === 1);
  expect(saves[0]!.parsed.items).toEqual([
    { type: 'article', articleId: cells.id },
    { type: 'label', title: 'Read first', domainId: null, articles: [] },
    { type: 'label', title: 'Then', domainId: null, articles: [] },
    { type: 'article', articleId: enzymes.id },
  ]);
  expect(saves[0]!.version).toBe(1);
  expect(playlistForm.selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('entries moved and moved back, or a label typed and erased, leave nothing unsaved', async () => {
  const { actor } = opened([]);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.edit', edit: { type: 'entry.moveDown', key: 's0' } });
  expect(playlistForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.edit', edit: { type: 'entry.moveUp', key: 's0' } });
  actor.send({ type: 'form.edit', edit: { type: 'label.rename', key: 's0', title: 'Read first!' } });
  actor.send({ type: 'form.edit', edit: { type: 'label.rename', key: 's0', title: 'Read first' } });
  expect(playlistForm.selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('a short title and a blank label stop the save with one joined notification', async () => {
  const saves: SavePlaylistInput[] = [];
  const { actor, notices } = opened(saves, [], null);
  actor.send({ type: 'form.change', patch: { title: ' ab ' } });
  actor.send({ type: 'form.edit', edit: { type: 'label.add', key: 'n1' } });
  expect(selectTitleError(actor.getSnapshot())).toBeNull();
  expect(selectEntryErrors(actor.getSnapshot())).toEqual({});
  actor.send({ type: 'form.save' });
  expect(notices).toEqual([
    ['Title is too short. It should have 3 characters or more.', 'This field is required'],
  ]);
  expect(selectTitleError(actor.getSnapshot())).toBe(
    'Title is too short. It should have 3 characters or more.',
  );
  expect(selectEntryErrors(actor.getSnapshot())).toEqual({ n1: 'This field is required' });
  // The messages follow the values from then on.
  actor.send({ type: 'form.edit', edit: { type: 'label.rename', key: 'n1', title: 'Watch' } });
  expect(selectEntryErrors(actor.getSnapshot())).toEqual({});
  expect(saves).toEqual([]);
});

test('a stale save waits with the server’s message; Keep mine saves mine on their version', async () => {
  const saves: SavePlaylistInput[] = [];
  const theirs = { ...playlist, title: 'Their title', version: 2 };
  const { actor } = opened(saves, [playlist, theirs]);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'My title' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('conflict'));
  expect(playlistForm.selectConflict(actor.getSnapshot())).toBe(
    'This playlist was changed by someone else. Reload it or keep your changes.',
  );
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('editing') && saves.length === 2);
  expect(saves.map((s) => [s.parsed.title, s.version])).toEqual([
    ['My title', 1],
    ['My title', 2],
  ]);
});

test('a playlist the caller may not see reads as not found', async () => {
  const actor = createActor(
    playlistFormMachine.provide({
      actors: {
        loadRecord: fromPromise<Playlist>(async () => Promise.reject(new ApiError(404, 'Not found'))),
      },
    }),
    { input: { id: 5 } },
  ).start();
  await waitFor(actor, (s) => s.matches('loadFailed'));
  expect(playlistForm.selectNotFound(actor.getSnapshot())).toBe(true);
});
