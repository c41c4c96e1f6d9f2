import { createActor, fromPromise, waitFor } from 'xstate';
import type { Playlist } from '../../../src/api/playlists/playlistsContract';
import type { PlaylistEdit } from '../../../src/domain/playlists/playlistEditor';
import {
  playlistEntriesMachine,
  selectFocusKey,
  selectIsAddingArticle,
} from '../../../src/machines/playlists/playlistEntriesMachine';
import { playlistForm, playlistFormMachine } from '../../../src/machines/playlists/playlistFormMachine';

const cells = { id: 40, title: 'Cells', articleType: 'journal' as const };
const enzymes = { id: 41, title: 'Enzymes', articleType: 'journal' as const };

function entries() {
  const edits: PlaylistEdit[] = [];
  const actor = createActor(
    playlistEntriesMachine.provide({ actions: { edit: (_, edit) => void edits.push(edit) } }),
  ).start();
  return { actor, edits };
}

test('each edit goes to the form as it is made, and the label added is the one to focus', () => {
  const { actor, edits } = entries();
  actor.send({ type: 'label.add', key: 'n1' });
  actor.send({ type: 'label.rename', key: 'n1', title: 'Watch next' });
  actor.send({ type: 'entry.moveUp', key: 'n1' });
  actor.send({ type: 'entry.remove', key: 's0' });
  expect(edits).toEqual([
    { type: 'label.add', key: 'n1' },
    { type: 'label.rename', key: 'n1', title: 'Watch next' },
    { type: 'entry.moveUp', key: 'n1' },
    { type: 'entry.remove', key: 's0' },
  ]);
  expect(selectFocusKey(actor.getSnapshot())).toBe('n1');
});

test('Esc during a drag moves the entry back to where the drag began', () => {
  const { actor, edits } = entries();
  actor.send({ type: 'drag.start', key: 's0', index: 0 });
  actor.send({ type: 'drag.move', key: 's0', toIndex: 2 });
  actor.send({ type: 'drag.move', key: 's0', toIndex: 1 });
  // Only the entry lifted moves; nothing else is edited until the drag ends.
  actor.send({ type: 'drag.move', key: 's1', toIndex: 0 });
  actor.send({ type: 'entry.remove', key: 's1' });
  actor.send({ type: 'drag.cancel' });
  expect(edits).toEqual([
    { type: 'entry.moveTo', key: 's0', toIndex: 2 },
    { type: 'entry.moveTo', key: 's0', toIndex: 1 },
    { type: 'entry.moveTo', key: 's0', toIndex: 0 },
  ]);
});

test('the Add Video dialog adds the article chosen, or closes with nothing added', () => {
  const { actor, edits } = entries();
  actor.send({ type: 'articles.open' });
  expect(selectIsAddingArticle(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'articles.close' });
  actor.send({ type: 'articles.open' });
  actor.send({ type: 'article.add', key: 'n1', article: enzymes });
  expect(selectIsAddingArticle(actor.getSnapshot())).toBe(false);
  expect(edits).toEqual([{ type: 'article.add', key: 'n1', article: enzymes }]);
});

describe('beside the form, as the editor wires them', () => {
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
  async function editor() {
    const form = createActor(
      playlistFormMachine.provide({ actors: { loadRecord: fromPromise(async () => playlist) } }),
      { input: { id: 5 } },
    ).start();
    const actor = createActor(
      playlistEntriesMachine.provide({
        actions: { edit: (_, edit) => form.send({ type: 'form.edit', edit }) },
      }),
    ).start();
    await waitFor(form, (s) => s.matches('editing'));
    const order = () => playlistForm.selectValues(form.getSnapshot()).entries.map((entry) => entry.key);
    return { form, actor, order };
  }

  test('Esc during a drag puts every entry back where it was, with nothing left unsaved', async () => {
    const { form, actor, order } = await editor();
    actor.send({ type: 'drag.start', key: 's0', index: 0 });
    actor.send({ type: 'drag.move', key: 's0', toIndex: 1 });
    expect(order()).toEqual(['s1', 's0']);
    actor.send({ type: 'drag.cancel' });
    expect(order()).toEqual(['s0', 's1']);
    expect(playlistForm.selectIsDirty(form.getSnapshot())).toBe(false);
  });

  test('a drop keeps the order the drag made', async () => {
    const { form, actor, order } = await editor();
    actor.send({ type: 'drag.start', key: 's1', index: 1 });
    actor.send({ type: 'drag.move', key: 's1', toIndex: 0 });
    actor.send({ type: 'drag.drop' });
    expect(order()).toEqual(['s1', 's0']);
    expect(playlistForm.selectIsDirty(form.getSnapshot())).toBe(true);
  });

  test('an article already in the playlist is not added twice', async () => {
    const { actor, order } = await editor();
    actor.send({ type: 'articles.open' });
    actor.send({ type: 'article.add', key: 'n1', article: cells });
    expect(order()).toEqual(['s0', 's1']);
    expect(selectIsAddingArticle(actor.getSnapshot())).toBe(false);
  });
});
