import { createActor, fromPromise, waitFor } from 'xstate';
import type { Collection } from '../../../src/api/methodsCollections/collectionsContract';
import { ApiError } from '../../../src/api/shared/http';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import {
  collectionForm,
  collectionFormMachine,
  selectActions,
  selectArticlesError,
  selectTitleError,
  type SaveCollectionInput,
} from '../../../src/machines/methodsCollections/collectionFormMachine';
import { collection, video } from './collectionFixtures';

function opened(id: number | null, load: () => Promise<Collection> = async () => collection()) {
  const saves: SaveCollectionInput[] = [];
  const notices: (readonly string[])[] = [];
  const actor = createActor(
    collectionFormMachine.provide({
      actors: {
        loadRecord: fromPromise(load),
        saveRecord: fromPromise(async ({ input }: { input: SaveCollectionInput }) => {
          saves.push(input);
          return collection({ id: 9, version: (input.version ?? 0) + 1, title: input.parsed.title });
        }),
      },
      actions: { notifyInvalid: (_, messages) => void notices.push(messages) },
    }),
    { input: { id } },
  ).start();
  return { actor, saves, notices };
}

test('a short title, then a published collection without videos, stop the save with the rule’s words', () => {
  const { actor, saves, notices } = opened(null);
  actor.send({ type: 'form.change', patch: { title: ' ab ', published: true } });
  expect(selectTitleError(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'form.save' });
  expect(selectTitleError(actor.getSnapshot())).toBe(COLLECTION_MESSAGES.titleTooShort);
  actor.send({ type: 'form.change', patch: { title: 'Neuroscience Methods' } });
  expect(selectArticlesError(actor.getSnapshot())).toBe(COLLECTION_MESSAGES.emptyPublished);
  actor.send({ type: 'form.save' });
  expect(notices).toEqual([[COLLECTION_MESSAGES.titleTooShort], [COLLECTION_MESSAGES.emptyPublished]]);
  actor.send({ type: 'form.change', patch: { published: false } });
  expect(selectArticlesError(actor.getSnapshot())).toBeNull();
  expect(saves).toEqual([]);
});

test('a save sends the fields trimmed and the videos in the order shown, unavailable ones kept in place', async () => {
  const gone = video(50, 'Retired protocol', false);
  const { actor, saves } = opened(7, async () =>
    collection({ articles: [gone, video(41, 'Patch-Clamp Recording')] }),
  );
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { description: '  Brains. ', published: true } });
  actor.send({ type: 'form.edit', edit: { type: 'article.moveDown', articleId: 50 } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && saves.length === 1);
  expect(saves[0]!.parsed).toEqual({
    title: 'Neuroscience Methods',
    description: 'Brains.',
    published: true,
    articleIds: [41, 50],
  });
  expect(saves[0]!.version).toBe(1);
});

test('the actions are the server’s for a loaded collection, the creator’s for a new one', async () => {
  const mine = opened(7, async () => collection({ actions: ['view', 'edit', 'reorder', 'publish'] }));
  await waitFor(mine.actor, (s) => s.matches('editing'));
  expect(selectActions(mine.actor.getSnapshot())).toEqual(['view', 'edit', 'reorder', 'publish']);
  expect(selectActions(opened(null).actor.getSnapshot())).not.toContain('manageEditors');
});

test('a collection the caller may not see reads as not found', async () => {
  const { actor } = opened(7, () => Promise.reject(new ApiError(404, 'Not found')));
  await waitFor(actor, (s) => s.matches('loadFailed'));
  expect(collectionForm.selectNotFound(actor.getSnapshot())).toBe(true);
});
