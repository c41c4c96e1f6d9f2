import { createActor, fromPromise, waitFor } from 'xstate';
import type { Collection } from '../../../src/api/methodsCollections/collectionsContract';
import {
  collectionCoverMachine,
  selectIsRemovingCover,
} from '../../../src/machines/methodsCollections/collectionCoverMachine';
import { collection } from './collectionFixtures';

function cover(remove: () => Promise<Collection>) {
  const handed: Collection[] = [];
  const notices: string[] = [];
  const actor = createActor(
    collectionCoverMachine.provide({
      actors: { removeCover: fromPromise(remove) },
      actions: {
        changed: (_, changed) => void handed.push(changed),
        notifyRemoved: () => void notices.push('removed'),
        notifyFailed: () => void notices.push('failed'),
      },
    }),
    { input: { collectionId: 7 } },
  ).start();
  return { actor, handed, notices };
}

test('a removed cover hands the collection without it to the form and says so', async () => {
  const { actor, handed, notices } = cover(async () => collection({ coverUrl: null }));
  actor.send({ type: 'cover.remove' });
  expect(selectIsRemovingCover(actor.getSnapshot())).toBe(true);
  await waitFor(actor, (s) => s.matches('idle'));
  expect(handed.map((c) => c.coverUrl)).toEqual([null]);
  expect(notices).toEqual(['removed']);
});

test('a refused removal changes nothing on the screen and says so', async () => {
  const { actor, handed, notices } = cover(() => Promise.reject(new Error('refused')));
  actor.send({ type: 'cover.remove' });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(handed).toEqual([]);
  expect(notices).toEqual(['failed']);
});
