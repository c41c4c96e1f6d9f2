/** The caller's locked features (ADR 345): read once; a failed read locks nothing (the server still refuses). */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeatureLock } from '../../../src/domain/classAccess/classAccess';
import {
  featureLocksMachine,
  selectFeatureLock,
} from '../../../src/machines/classAccess/featureLocksMachine';

const LOCK: FeatureLock = { feature: 'classes', product: 'Core', endedAt: '2026-11-27T10:00:00.000Z' };

const start = (load: () => Promise<readonly FeatureLock[]>) =>
  createActor(featureLocksMachine.provide({ actors: { loadLocks: fromPromise(load) } })).start();

test('a feature the grants lock is shown locked with its product and since when; the others stay open', async () => {
  const actor = start(async () => [LOCK]);
  await waitFor(actor, (s) => s.matches('ready'));
  expect(selectFeatureLock('classes')(actor.getSnapshot())).toEqual(LOCK);
  expect(selectFeatureLock('quizzes')(actor.getSnapshot())).toBeNull();
});

test('a failed read locks nothing', async () => {
  const actor = start(async () => {
    throw new Error('offline');
  });
  await waitFor(actor, (s) => s.matches('failed'));
  expect(selectFeatureLock('classes')(actor.getSnapshot())).toBeNull();
});
