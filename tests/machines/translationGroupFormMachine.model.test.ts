import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectGroupErrors,
  selectIsGroupDirty,
  translationGroupFormMachine,
  type SaveGroupInput,
} from '../../src/machines/translationGroupFormMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const group = { id: 4, key: 'player', title: 'Player', isActive: false, version: 1 };

const options = {
  events: {
    'group.change': [
      { type: 'group.change', patch: { key: 'quiz', title: 'Quizzes' } },
      { type: 'group.change', patch: { title: ' ' } },
    ],
  },
  actors: {
    loadGroup: () => [resolves(group, 'loaded'), rejects(new Error('404'))],
    saveGroup: (input: SaveGroupInput) => [
      resolves({ ...group, ...input.form, id: input.id ?? 9 }, 'saved'),
      rejects(new Error('409')),
    ],
  },
} as const;
const addModel = createMachineModel(translationGroupFormMachine, { ...options, input: { id: null } });
const editModel = createMachineModel(translationGroupFormMachine, { ...options, input: { id: 4 } });
const cases = [
  ...addModel.paths().map((path) => ({ model: addModel, path })),
  ...editModel.paths().map((path) => ({ model: editModel, path })),
];

test('generated paths reach every state and take every transition of the group form', () => {
  expectFullCoverage(
    translationGroupFormMachine,
    cases.map((c) => c.path),
  );
});

test.each(cases.map((c, index) => [`${index}: ${c.path.description}`, c] as const))(
  '%s',
  async (_name, c) => {
    await c.model.run(c.path);
  },
);

function groupForm(id: number | null, saved: SaveGroupInput[], log: string[], fail = false) {
  const actor = createActor(
    translationGroupFormMachine.provide({
      actors: {
        loadGroup: fromPromise(async () => group),
        saveGroup: fromPromise(async ({ input }: { input: SaveGroupInput }) => {
          saved.push(input);
          if (fail) throw new Error('409');
          return { ...group, ...input.form, isActive: input.form.isActive ?? true, id: input.id ?? 9 };
        }),
      },
      actions: {
        finishCreated: () => void log.push('created'),
        finishUpdated: () => void log.push('updated'),
        notifyCreateFailed: () => void log.push('create failed'),
        notifyUpdateFailed: () => void log.push('update failed'),
      },
    }),
    { input: { id } },
  ).start();
  actor.send({ type: 'group.open' });
  return actor;
}

test('a new group needs key and title and is active unless switched off', async () => {
  const saved: SaveGroupInput[] = [];
  const log: string[] = [];
  const actor = groupForm(null, saved, log);
  actor.send({ type: 'group.save' });
  expect(selectGroupErrors(actor.getSnapshot())).toEqual({
    key: ['This field is required'],
    title: ['This field is required'],
  });
  actor.send({ type: 'group.change', patch: { key: 'player', title: 'Player' } });
  actor.send({ type: 'group.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saved).toEqual([{ id: null, form: { key: 'player', title: 'Player', isActive: true } }]);
  expect(log).toEqual(['created']);
});

test('a new group switched off is saved inactive', async () => {
  const saved: SaveGroupInput[] = [];
  const actor = groupForm(null, saved, []);
  actor.send({ type: 'group.change', patch: { key: 'player', title: 'Player', isActive: false } });
  actor.send({ type: 'group.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saved).toEqual([{ id: null, form: { key: 'player', title: 'Player', isActive: false } }]);
});

test('an edit loads the group, saves its changes and says so; a refused update keeps the form', async () => {
  const saved: SaveGroupInput[] = [];
  const log: string[] = [];
  const actor = groupForm(4, saved, log, true);
  await waitFor(actor, (s) => s.matches('ready'));
  expect(actor.getSnapshot().context.form).toEqual({ key: 'player', title: 'Player', isActive: false });
  actor.send({ type: 'group.change', patch: { isActive: true } });
  expect(selectIsGroupDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'group.save' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(saved[0]).toEqual({ id: 4, form: { key: 'player', title: 'Player', isActive: true } });
  expect(log).toEqual(['update failed']);
  expect(selectIsGroupDirty(actor.getSnapshot())).toBe(true);
});
