/**
 * One step per delete (ADR 351) on the shared row delete: a delete with an Undo is made at once, one without is
 * asked about first (Cancel deletes nothing); either way the screen hears how it ended.
 */
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import {
  confirmDeleteMachine,
  selectDeleteTarget,
  selectIsAsking,
  selectIsDeleting,
  type DeleteTarget,
} from '../../../src/machines/shared/confirmDeleteMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';

const ROW: DeleteTarget = { id: 4, label: 'player' };

function rowDelete(undoable: boolean) {
  const calls: { input: DeleteTarget; resolve: () => void; reject: (error: Error) => void }[] = [];
  const outcomes: string[] = [];
  const actor = createActor(
    confirmDeleteMachine.provide({
      actors: {
        deleteTarget: fromPromise<unknown, DeleteTarget>(
          ({ input }) =>
            new Promise<void>((resolve, reject) => calls.push({ input, resolve: () => resolve(), reject })),
        ),
      },
      actions: {
        deleted: () => void outcomes.push('deleted'),
        notifyFailed: ({ context }) => void outcomes.push(`failed: ${context.target?.label}`),
      },
    }),
    { input: { undoable } },
  ).start();
  return { actor, calls, outcomes };
}

test('a delete with Undo asks nothing: the row is handed to its deletion at once', () => {
  const { actor, calls } = rowDelete(true);
  actor.send({ type: 'delete.request', target: ROW });
  expect(selectIsAsking(actor.getSnapshot())).toBe(false);
  expect(calls.map((call) => call.input)).toEqual([ROW]);
});

test('a delete without Undo deletes only a confirmed row, and Cancel deletes nothing', async () => {
  const { actor, calls } = rowDelete(false);
  actor.send({ type: 'delete.request', target: ROW });
  expect(selectDeleteTarget(actor.getSnapshot())).toEqual(ROW);
  expect(calls).toEqual([]);
  actor.send({ type: 'delete.cancel' });
  expect(selectIsAsking(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'delete.request', target: { id: 5, label: 'quiz' } });
  actor.send({ type: 'delete.confirm' });
  expect(calls.map((call) => call.input.id)).toEqual([5]);
});

describe.each([
  { undoable: true, name: 'with Undo' },
  { undoable: false, name: 'without Undo' },
])('walks of a row delete $name', ({ undoable }) => {
  interface Ui {
    readonly remover: ReturnType<typeof rowDelete>;
  }
  interface Model {
    /** How the last delete ended, as the screen was told. */
    readonly last: 'nothing' | 'deleted' | 'failed';
  }
  type ModelEvent =
    | { type: 'user.deletes' }
    | { type: 'user.confirms' }
    | { type: 'user.cancels' }
    | { type: 'server.deletes' }
    | { type: 'server.refuses' };

  const told = { nothing: [], deleted: ['deleted'], failed: [`failed: ${ROW.label}`] };
  const see = (asked: boolean, sent: boolean): StateMeta<Ui, Model> => ({
    see: async ({ remover }, { last }) => {
      const snapshot = remover.actor.getSnapshot();
      // The question is on screen only for a delete without Undo, from the ask until its deletion ends.
      expect(selectIsAsking(snapshot)).toBe(asked);
      expect(selectIsDeleting(snapshot)).toBe(sent);
      expect(selectDeleteTarget(snapshot)).toEqual(asked || sent ? ROW : null);
      expect(remover.calls.map((call) => call.input)).toEqual(sent ? [ROW] : []);
      expect(remover.outcomes.slice(-1)).toEqual(told[last]);
    },
  });

  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    guards: { hasUndo: () => undoable },
  }).createMachine({
    id: 'rowDelete',
    context: { last: 'nothing' },
    initial: 'listed',
    states: {
      listed: {
        meta: see(false, false),
        on: { 'user.deletes': [{ guard: 'hasUndo', target: 'deleting' }, { target: 'asked' }] },
      },
      asked: {
        meta: see(true, false),
        on: { 'user.confirms': 'deleting', 'user.cancels': 'listed' },
      },
      deleting: {
        meta: see(!undoable, true),
        on: {
          'server.deletes': { target: 'listed', actions: assign({ last: 'deleted' as const }) },
          'server.refuses': { target: 'listed', actions: assign({ last: 'failed' as const }) },
        },
      },
    },
  });

  const settle = async ({ remover }: Ui, end: (call: Ui['remover']['calls'][number]) => void) => {
    end(remover.calls.shift()!);
    await waitFor(remover.actor, (snapshot) => snapshot.matches('idle'));
  };
  const actions: UserActions<Ui, ModelEvent> = {
    'user.deletes': async ({ remover }) => remover.actor.send({ type: 'delete.request', target: ROW }),
    'user.confirms': async ({ remover }) => remover.actor.send({ type: 'delete.confirm' }),
    'user.cancels': async ({ remover }) => remover.actor.send({ type: 'delete.cancel' }),
    'server.deletes': (ui) => settle(ui, (call) => call.resolve()),
    'server.refuses': (ui) => settle(ui, (call) => call.reject(new Error('refused'))),
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 10 });

  test('reach every state the delete has', () => {
    expect(reachedStates(paths)).toEqual(
      new Set(undoable ? ['"listed"', '"deleting"'] : ['"listed"', '"asked"', '"deleting"']),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { remover: rowDelete(undoable) }, actions);
  });
});
