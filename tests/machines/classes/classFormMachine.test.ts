import { createActor, fromPromise, waitFor } from 'xstate';
import type { Class } from '../../../src/api/classes/classesContract';
import { ApiError } from '../../../src/api/shared/http';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import {
  classForm,
  classFormMachine,
  type SaveClassInput,
} from '../../../src/machines/classes/classFormMachine';

const klass = {
  id: 7,
  title: 'Biology 101',
  institution: null,
  description: '',
  startDate: null,
  endDate: null,
  professor: false,
  version: 1,
} as Class;
const stale = new ApiError(409, CLASS_MESSAGES.stale, { version: [CLASS_MESSAGES.stale] });

test('a short title is refused with its message and nothing is saved', () => {
  const saved: SaveClassInput[] = [];
  const actor = createActor(
    classFormMachine.provide({
      actors: { saveRecord: fromPromise(async ({ input }) => (saved.push(input), klass)) },
    }),
    { input: { id: null } },
  ).start();
  actor.send({ type: 'form.change', patch: { title: 'ab' } });
  expect(classForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.save' });
  expect(classForm.selectErrors(actor.getSnapshot())).toEqual({ title: [CLASS_MESSAGES.titleTooShort] });
  expect(saved).toEqual([]);
});

test('an end date before the start date is named on the end date', () => {
  const actor = createActor(classFormMachine, { input: { id: null } }).start();
  actor.send({
    type: 'form.change',
    patch: { title: 'Marine Biology', startDate: '2026-09-01', endDate: '2026-08-01' },
  });
  actor.send({ type: 'form.save' });
  expect(classForm.selectErrors(actor.getSnapshot())).toEqual({ endDate: [CLASS_MESSAGES.endBeforeStart] });
});

test('a save sends the parsed form: no institution or date is null, and the dialog closes', async () => {
  const saved: SaveClassInput[] = [];
  const created: boolean[] = [];
  const actor = createActor(
    classFormMachine.provide({
      actors: {
        saveRecord: fromPromise(async ({ input }: { input: SaveClassInput }) => {
          saved.push(input);
          return { ...klass, ...input.parsed, id: 9 };
        }),
      },
      actions: { notifySaved: (_, params) => void created.push(params.created) },
    }),
    { input: { id: null } },
  ).start();
  actor.send({ type: 'form.change', patch: { title: '  Marine Biology ', institution: ' ' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saved[0]).toMatchObject({
    id: null,
    version: null,
    parsed: {
      title: 'Marine Biology',
      institution: null,
      description: '',
      startDate: null,
      endDate: null,
      professor: false,
    },
  });
  expect(created).toEqual([true]);
});

test('a failed save is said in the dialog and the form stays as typed', async () => {
  const actor = createActor(
    classFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => klass),
        saveRecord: fromPromise<Class, SaveClassInput>(async () => {
          throw new ApiError(500, 'Unable to save the class');
        }),
      },
    }),
    { input: { id: 7 } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'Mine' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => classForm.selectFailure(s) !== null);
  expect(classForm.selectFailure(actor.getSnapshot())).toBe('Unable to save the class');
  expect(classForm.selectIsDirty(actor.getSnapshot())).toBe(true);
});

test('Keep mine saves my title on the version someone else saved', async () => {
  const versions: (number | null)[] = [];
  let first = true;
  const actor = createActor(
    classFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => ({ ...klass, version: first ? 1 : 3 })),
        saveRecord: fromPromise(async ({ input }: { input: SaveClassInput }) => {
          versions.push(input.version);
          if (first) {
            first = false;
            throw stale;
          }
          return { ...klass, ...input.parsed, version: 4 };
        }),
      },
    }),
    { input: { id: 7 } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'Mine' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => classForm.selectConflict(s) === CLASS_MESSAGES.stale);
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('saved'));
  expect(versions).toEqual([1, 3]);
});
