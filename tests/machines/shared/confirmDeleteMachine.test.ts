import { createActor, fromPromise, waitFor } from 'xstate';
import {
  confirmDeleteMachine,
  selectDeleteTarget,
  selectIsAsking,
} from '../../../src/machines/shared/confirmDeleteMachine';

test('only a confirmed row is deleted, and Cancel deletes nothing', async () => {
  const deleted: number[] = [];
  const actor = createActor(
    confirmDeleteMachine.provide({
      actors: { deleteTarget: fromPromise(async ({ input }) => void deleted.push(input.id)) },
    }),
  ).start();
  actor.send({ type: 'delete.ask', target: { id: 4, label: 'player' } });
  expect(selectDeleteTarget(actor.getSnapshot())).toEqual({ id: 4, label: 'player' });
  actor.send({ type: 'delete.cancel' });
  expect(selectIsAsking(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'delete.ask', target: { id: 5, label: 'quiz' } });
  actor.send({ type: 'delete.confirm' });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(deleted).toEqual([5]);
});
