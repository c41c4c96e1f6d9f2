import { createActor, fromPromise, waitFor } from 'xstate';
import * as z from 'zod';
import {
  createFormMachine,
  formSelectors,
  type FormDefinition,
  type SaveFormInput,
} from '../../../src/machines/shared/formMachine';
import { ApiError } from '../../../src/api/shared/http';
import { staleError } from '../../support/staleVersion';

/** The catalog's form: a note with a title, saved on the version it was loaded with. */
interface Note {
  readonly id: number;
  readonly title: string;
  readonly version: number;
}
type NoteValues = { title: string };

const note: Note = { id: 3, title: 'Mine', version: 1 };

const NOTE: FormDefinition<Note, z.ZodObject<{ title: z.ZodString }>> = {
  id: 'note',
  record: 'this note',
  schema: z.object({ title: z.string().trim().min(3, 'Title is too short') }),
  empty: { title: '' },
  valuesOf: (record) => ({ title: record.title }),
  idOf: (record) => record.id,
  versionOf: (record) => record.version,
};
const select = formSelectors(NOTE);

function noteForm(definition: FormDefinition<Note, typeof NOTE.schema>, id: number | null) {
  const saves: SaveFormInput<NoteValues>[] = [];
  const notices: string[] = [];
  const loads = [note, { ...note, title: 'Theirs', version: 2 }];
  const actor = createActor(
    createFormMachine(definition).provide({
      actors: {
        loadRecord: fromPromise(async () => loads.shift() ?? note),
        saveRecord: fromPromise(async ({ input }: { input: SaveFormInput<NoteValues> }) => {
          saves.push(input);
          if (input.id !== null && input.version !== 2) throw staleError('sponsor');
          return { id: input.id ?? 8, title: input.values.title, version: (input.version ?? 0) + 1 };
        }),
      },
      actions: {
        notifySaved: (_, params) => void notices.push(params.created ? 'created' : 'updated'),
        notifySaveFailed: () => void notices.push('failed'),
        notifyInvalid: (_, messages) => void notices.push(...messages),
      },
    }),
    { input: { id } },
  ).start();
  return { actor, saves, notices };
}

test('a broken rule shows its message under the field only once a save was tried, and saves nothing', () => {
  const { actor, saves, notices } = noteForm(NOTE, null);
  actor.send({ type: 'form.change', patch: { title: 'ab' } });
  expect(select.selectErrors(actor.getSnapshot())).toEqual({});
  actor.send({ type: 'form.save' });
  expect(select.selectErrors(actor.getSnapshot())).toEqual({ title: ['Title is too short'] });
  expect(notices).toEqual(['Title is too short']);
  expect(saves).toEqual([]);
});

test('the form is dirty while the values differ from the saved ones, and clean again after a save', async () => {
  const { actor, saves } = noteForm(NOTE, null);
  expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'form.change', patch: { title: 'Groceries' } });
  expect(select.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(saves).toEqual([
    { id: null, values: { title: 'Groceries' }, parsed: { title: 'Groceries' }, version: null },
  ]);
  expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
  expect(actor.getSnapshot().context.id).toBe(8);
});

test('a form that ends on save is not dirty once saved', async () => {
  const { actor, notices } = noteForm({ ...NOTE, endsOnSave: true }, null);
  actor.send({ type: 'form.change', patch: { title: 'Groceries' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(notices).toEqual(['created']);
  expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('a form saving only changes refuses an unchanged save and shows messages as soon as a field changed', async () => {
  const definition = { ...NOTE, showErrors: 'changed' } as const;
  const select = formSelectors(definition);
  const { actor, saves } = noteForm(definition, 3);
  await waitFor(actor, (s) => s.matches('editing'));
  expect(select.selectCanSave(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'form.save' });
  expect(saves).toEqual([]);
  actor.send({ type: 'form.change', patch: { title: 'a' } });
  expect(select.selectErrors(actor.getSnapshot())).toEqual({ title: ['Title is too short'] });
  expect(select.selectCanSave(actor.getSnapshot())).toBe(false);
});

test('a stale save waits in conflict with the server’s message; Keep mine saves mine on their version', async () => {
  const { actor, saves, notices } = noteForm(NOTE, 3);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'Mine again' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => select.selectConflict(s) !== null);
  expect(select.selectConflict(actor.getSnapshot())).toBe(staleError('sponsor').message);
  expect(notices).toEqual([]);
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(saves.map((s) => [s.values.title, s.version])).toEqual([
    ['Mine again', 1],
    ['Mine again', 2],
  ]);
  expect(notices).toEqual(['updated']);
});

test('a record missing or hidden is told apart from another failed load', async () => {
  const actor = createActor(
    createFormMachine(NOTE).provide({
      actors: { loadRecord: fromPromise<Note>(async () => Promise.reject(staleError('sponsor'))) },
    }),
    { input: { id: 3 } },
  ).start();
  const select = formSelectors(NOTE);
  await waitFor(actor, (s) => s.hasTag('error'));
  expect(select.selectLoadFailed(actor.getSnapshot())).toBe(true);
  expect(select.selectNotFound(actor.getSnapshot())).toBe(false);
});

test('a field the server refuses shows its message beside the field until the values change', async () => {
  const actor = createActor(
    createFormMachine(NOTE).provide({
      actors: {
        saveRecord: fromPromise(async ({ input }: { input: SaveFormInput<NoteValues> }) => {
          if (input.values.title === 'Taken')
            throw new ApiError(400, 'Validation failed', { title: ['This title is taken'] });
          return { id: 8, title: input.values.title, version: 1 };
        }),
      },
    }),
    { input: { id: null } },
  ).start();
  actor.send({ type: 'form.change', patch: { title: 'Taken' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
  expect(select.selectErrors(actor.getSnapshot())).toEqual({ title: ['This title is taken'] });
  actor.send({ type: 'form.change', patch: { title: 'Taken again' } });
  expect(select.selectErrors(actor.getSnapshot())).toEqual({});
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && s.context.id === 8);
  expect(select.selectErrors(actor.getSnapshot())).toEqual({});
});

test.each([
  { who: 'the user’s own save from another tab or device', savedByYou: true },
  { who: 'someone else’s save', savedByYou: false },
])('a stale save behind $who waits in conflict saying whose it was', async ({ savedByYou }) => {
  const actor = createActor(
    createFormMachine(NOTE).provide({
      actors: {
        loadRecord: fromPromise(async () => note),
        saveRecord: fromPromise<Note>(async () => Promise.reject(staleError('sponsor', savedByYou))),
      },
    }),
    { input: { id: 3 } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  expect(select.selectConflictByYou(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'form.change', patch: { title: 'Mine again' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => select.selectConflict(s) !== null);
  expect(select.selectConflict(actor.getSnapshot())).toBe(staleError('sponsor').message);
  expect(select.selectConflictByYou(actor.getSnapshot())).toBe(savedByYou);
});
