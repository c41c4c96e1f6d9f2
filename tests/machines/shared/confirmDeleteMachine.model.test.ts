import { createActor, fromPromise, waitFor } from 'xstate';
import {
  confirmDeleteMachine,
  selectDeleteTarget,
  selectIsAsking,
} from '../../../src/machines/shared/confirmDeleteMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const model = createMachineModel(confirmDeleteMachine, {
  events: { 'delete.ask': [{ type: 'delete.ask', target: { id: 3, label: 'Helix' } }] },
  actors: { deleteTarget: () => [resolves({ id: 3 }, 'deleted'), rejects(new Error('500'))] },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of a confirmed deletion', () => {
  expectFullCoverage(confirmDeleteMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});

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
