import { createActor, fromPromise, waitFor } from 'xstate';
import {
  translationGroupForm,
  translationGroupFormMachine,
  type SaveGroupInput,
} from '../../../src/machines/translations/translationGroupFormMachine';
import { staleError } from '../../support/staleVersion';

const group = { id: 4, key: 'player', title: 'Player', isActive: false, version: 1 };

function groupForm(id: number | null, saved: SaveGroupInput[], log: string[], fail = false) {
  const actor = createActor(
    translationGroupFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => group),
        saveRecord: fromPromise(async ({ input }: { input: SaveGroupInput }) => {
          saved.push(input);
          if (fail) throw new Error('409');
          return { ...group, ...input.values, isActive: input.values.isActive ?? true, id: input.id ?? 9 };
        }),
      },
      actions: {
        notifySaved: (_, { created }) => void log.push(created ? 'created' : 'updated'),
        notifySaveFailed: (_, { created }) => void log.push(created ? 'create failed' : 'update failed'),
      },
    }),
    { input: { id } },
  ).start();
  return actor;
}

test('a new group needs key and title and is active unless switched off', async () => {
  const saved: SaveGroupInput[] = [];
  const log: string[] = [];
  const actor = groupForm(null, saved, log);
  actor.send({ type: 'form.save' });
  expect(translationGroupForm.selectErrors(actor.getSnapshot())).toEqual({
    key: ['This field is required'],
    title: ['This field is required'],
  });
  actor.send({ type: 'form.change', patch: { key: 'player', title: 'Player' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saved).toMatchObject([
    { id: null, values: { key: 'player', title: 'Player', isActive: true }, version: null },
  ]);
  expect(log).toEqual(['created']);
});

test('a new group switched off is saved inactive', async () => {
  const saved: SaveGroupInput[] = [];
  const actor = groupForm(null, saved, []);
  actor.send({ type: 'form.change', patch: { key: 'player', title: 'Player', isActive: false } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saved).toMatchObject([
    { id: null, values: { key: 'player', title: 'Player', isActive: false }, version: null },
  ]);
});

test('an edit loads the group, saves its changes and says so; a refused update keeps the form', async () => {
  const saved: SaveGroupInput[] = [];
  const log: string[] = [];
  const actor = groupForm(4, saved, log, true);
  await waitFor(actor, (s) => s.matches('editing'));
  expect(actor.getSnapshot().context.values).toEqual({ key: 'player', title: 'Player', isActive: false });
  actor.send({ type: 'form.change', patch: { isActive: true } });
  expect(translationGroupForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(saved[0]).toMatchObject({
    id: 4,
    values: { key: 'player', title: 'Player', isActive: true },
    version: 1,
  });
  expect(log).toEqual(['update failed']);
  expect(translationGroupForm.selectIsDirty(actor.getSnapshot())).toBe(true);
});

describe('a save made on an older version', () => {
  const theirs = { ...group, title: 'Their player', version: 2 };
  function conflicted(saves: SaveGroupInput[], log: string[]) {
    const loads = [group, theirs];
    const actor = createActor(
      translationGroupFormMachine.provide({
        actors: {
          loadRecord: fromPromise(async () => loads.shift() ?? theirs),
          saveRecord: fromPromise(async ({ input }: { input: SaveGroupInput }) => {
            saves.push(input);
            if (input.version !== theirs.version) throw staleError('translationGroup');
            return { ...theirs, ...input.values, isActive: input.values.isActive ?? true, version: 3 };
          }),
        },
        actions: { notifySaved: () => void log.push('updated') },
      }),
      { input: { id: 4 } },
    ).start();
    return actor;
  }

  test('waits in conflict with the message; Keep mine saves the form on their version', async () => {
    const saves: SaveGroupInput[] = [];
    const log: string[] = [];
    const actor = conflicted(saves, log);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { title: 'My player' } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(translationGroupForm.selectConflict(actor.getSnapshot())).toBe(
      'This translation group was changed by someone else. Reload it or keep your changes.',
    );
    expect(translationGroupForm.selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => [s.values.title, s.version])).toEqual([
      ['My player', 1],
      ['My player', 2],
    ]);
    expect(log).toEqual(['updated']);
  });

  test('Reload drops mine and shows theirs', async () => {
    const saves: SaveGroupInput[] = [];
    const actor = conflicted(saves, []);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { title: 'My player' } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ values: { title: 'Their player' }, version: 2 });
    expect(translationGroupForm.selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(saves).toHaveLength(1);
  });
});
