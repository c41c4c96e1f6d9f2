/**
 * A hub label's playlists in order (ADR 348): moves by drag, keyboard and buttons change only the order shown until
 * Save sends the whole order on the version it was read with; a stale save opens the conflict, where Reload takes
 * theirs and Keep mine saves mine again on their version.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HubPlaylists } from '../../../src/domain/clientHub/clientHub';
import {
  hubPlaylistsMachine,
  selectConflict,
  selectIsDirty,
  selectOrder,
  type SaveOrderInput,
} from '../../../src/machines/clientHub/hubPlaylistsMachine';
import { staleError } from '../../support/staleVersion';

const cells = { id: 1, title: 'Cells', countOfArticles: 3 };
const genes = { id: 2, title: 'Genes', countOfArticles: 5 };
const brains = { id: 3, title: 'Brains', countOfArticles: 2 };

const stored = (playlists = [cells, genes, brains], version = 4): HubPlaylists => ({
  labelId: 9,
  labelName: 'Biology Hub',
  version,
  playlists,
});

function start(answers: { load?: HubPlaylists[]; save?: (input: SaveOrderInput) => HubPlaylists } = {}) {
  const loads = [...(answers.load ?? [stored()])];
  const saves: SaveOrderInput[] = [];
  const actor = createActor(
    hubPlaylistsMachine.provide({
      actors: {
        loadPlaylists: fromPromise(async () => loads.shift() ?? stored()),
        saveOrder: fromPromise(async ({ input }: { input: SaveOrderInput }) => {
          saves.push(input);
          if (answers.save) return answers.save(input);
          const byId = new Map([cells, genes, brains].map((p) => [p.id, p]));
          return stored(
            input.playlistIds.map((id) => byId.get(id)!),
            input.version + 1,
          );
        }),
      },
    }),
    { input: { labelId: 9 } },
  ).start();
  return { actor, saves };
}

const ids = (actor: ReturnType<typeof start>['actor']) => selectOrder(actor.getSnapshot()).map((p) => p.id);

test('moves change the order shown and nothing is sent until Save, which sends the whole order on its version', async () => {
  const { actor, saves } = start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'playlist.moveDown', key: 1 });
  actor.send({ type: 'playlist.moveUp', key: 3 });
  expect(ids(actor)).toEqual([2, 3, 1]);
  expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  expect(saves).toEqual([]);
  actor.send({ type: 'order.save' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(saves).toEqual([{ labelId: 9, playlistIds: [2, 3, 1], version: 4 }]);
  expect(selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('a drag moves only the playlist lifted, and Esc puts it back where the drag began', async () => {
  const { actor } = start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'drag.start', key: 1, index: 0 });
  actor.send({ type: 'drag.move', key: 1, toIndex: 2 });
  actor.send({ type: 'drag.move', key: 2, toIndex: 0 });
  expect(ids(actor)).toEqual([2, 3, 1]);
  actor.send({ type: 'drag.cancel' });
  expect(ids(actor)).toEqual([1, 2, 3]);
  actor.send({ type: 'drag.start', key: 3, index: 2 });
  actor.send({ type: 'drag.move', key: 3, toIndex: 0 });
  actor.send({ type: 'drag.drop' });
  expect(ids(actor)).toEqual([3, 1, 2]);
});

test('a playlist is added once, at the end, and removed; Undo changes puts the stored order back', async () => {
  const { actor } = start({ load: [stored([cells, genes])] });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'playlist.add', playlist: brains });
  actor.send({ type: 'playlist.add', playlist: brains });
  actor.send({ type: 'playlist.remove', key: 1 });
  expect(ids(actor)).toEqual([2, 3]);
  actor.send({ type: 'order.reset' });
  expect(ids(actor)).toEqual([1, 2]);
  expect(selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('a stale save asks; Keep mine saves my order again on their version', async () => {
  let first = true;
  const { actor, saves } = start({
    load: [stored(), stored([brains, genes, cells], 5)],
    save: (input) => {
      if (first) {
        first = false;
        throw staleError('hubLabel');
      }
      return stored([genes, cells, brains], input.version + 1);
    },
  });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'playlist.moveDown', key: 1 });
  actor.send({ type: 'order.save' });
  await waitFor(actor, (s) => s.matches('conflict'));
  expect(selectConflict(actor.getSnapshot())).toBe(staleError('hubLabel').message);
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(saves.map((s) => [s.playlistIds, s.version])).toEqual([
    [[2, 1, 3], 4],
    [[2, 1, 3], 5],
  ]);
  expect(ids(actor)).toEqual([2, 1, 3]);
});

test('a stale save asks; Reload drops my order and shows theirs', async () => {
  const { actor } = start({
    load: [stored(), stored([brains, genes, cells], 5)],
    save: () => {
      throw staleError('hubLabel');
    },
  });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'playlist.moveDown', key: 1 });
  actor.send({ type: 'order.save' });
  await waitFor(actor, (s) => s.matches('conflict'));
  actor.send({ type: 'conflict.reload' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(ids(actor)).toEqual([3, 2, 1]);
  expect(selectConflict(actor.getSnapshot())).toBeNull();
  expect(selectIsDirty(actor.getSnapshot())).toBe(false);
});
