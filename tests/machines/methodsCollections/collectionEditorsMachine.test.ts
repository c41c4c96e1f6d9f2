import { createActor, fromPromise, waitFor } from 'xstate';
import type { CollectionEditorEntry } from '../../../src/api/methodsCollections/collectionsContract';
import {
  collectionEditorsMachine,
  selectCandidatesOpen,
  selectEditors,
  selectEditorsLoadFailed,
  type EditorChange,
} from '../../../src/machines/methodsCollections/collectionEditorsMachine';

const pat: CollectionEditorEntry = {
  userId: 5,
  firstName: 'Pat',
  lastName: 'Publisher',
  email: 'publish@demo.test',
  since: '2026-03-02T10:00:00.000Z',
};

function panel(options: { failLoads?: number; refuse?: boolean } = {}) {
  let editors: CollectionEditorEntry[] = [];
  let failures = options.failLoads ?? 0;
  const changes: EditorChange[] = [];
  const events: string[] = [];
  const actor = createActor(
    collectionEditorsMachine.provide({
      actors: {
        loadEditors: fromPromise<readonly CollectionEditorEntry[], { collectionId: number }>(async () => {
          if (failures-- > 0) throw new Error('offline');
          return editors;
        }),
        setEditor: fromPromise<unknown, EditorChange>(async ({ input }) => {
          changes.push(input);
          if (options.refuse) throw new Error('refused');
          editors = input.canEdit ? [pat] : [];
          return {};
        }),
      },
      actions: {
        notifyAdded: () => void events.push('added'),
        notifyRemoved: () => void events.push('removed'),
        notifyFailed: () => void events.push('failed'),
        refreshCandidates: () => void events.push('candidates'),
      },
    }),
    { input: { collectionId: 7 } },
  ).start();
  return { actor, changes, events };
}

const ready = (actor: ReturnType<typeof panel>['actor']) =>
  waitFor(actor, (s) => s.matches({ editors: 'ready' }));

test('adding from the open search gives the right, reads the editors again and keeps the search open', async () => {
  const { actor, changes, events } = panel();
  await ready(actor);
  actor.send({ type: 'candidates.open' });
  actor.send({ type: 'editor.add', userId: 5 });
  await waitFor(actor, (s) => s.matches({ editors: 'ready' }) && selectEditors(s).length === 1);
  expect(changes).toEqual([{ collectionId: 7, userId: 5, canEdit: true }]);
  expect(events).toEqual(['added', 'candidates']);
  expect(selectCandidatesOpen(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'editor.remove', userId: 5 });
  await waitFor(actor, (s) => s.matches({ editors: 'ready' }) && selectEditors(s).length === 0);
  expect(changes.at(-1)).toEqual({ collectionId: 7, userId: 5, canEdit: false });
});

test('a refused change says so and shows the editors as the server holds them', async () => {
  const { actor, events } = panel({ refuse: true });
  await ready(actor);
  actor.send({ type: 'editor.add', userId: 5 });
  await waitFor(actor, (s) => s.matches({ editors: 'ready' }) && events.length > 0);
  expect(events).toEqual(['failed']);
  expect(selectEditors(actor.getSnapshot())).toEqual([]);
});

test('editors that could not be read are read again on Try again', async () => {
  const { actor } = panel({ failLoads: 1 });
  await waitFor(actor, (s) => selectEditorsLoadFailed(s));
  actor.send({ type: 'editors.retry' });
  await ready(actor);
  expect(selectEditorsLoadFailed(actor.getSnapshot())).toBe(false);
});
