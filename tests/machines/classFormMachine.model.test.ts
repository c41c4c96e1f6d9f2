import { createActor, fromPromise, waitFor } from 'xstate';
import type { Class } from '../../src/api/classesContract';
import { ApiError } from '../../src/api/http';
import { CLASS_MESSAGES } from '../../src/domain/classes';
import {
  classFormMachine,
  selectFormConflict,
  selectFormErrors,
  selectIsFormDirty,
  type SaveClassInput,
} from '../../src/machines/classFormMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

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

const options = {
  events: {
    'form.change': [
      { type: 'form.change', field: 'title', value: 'Chemistry' },
      { type: 'form.change', field: 'title', value: 'ab' },
    ],
  },
  actors: {
    loadClass: () => [resolves(klass, 'loaded'), rejects(new Error('500'))],
    saveClass: (input: SaveClassInput) => [
      resolves({ ...klass, ...input.form, version: input.version + 1 }, 'saved'),
      rejects(new Error('500')),
      rejects(stale, 'stale'),
    ],
  },
} as const;
const createModel = createMachineModel(classFormMachine, { ...options, input: { classId: null } });
const editModel = createMachineModel(classFormMachine, { ...options, input: { classId: 7 } });
const cases = [
  ...createModel.paths().map((path) => ({ model: createModel, path })),
  ...editModel.paths().map((path) => ({ model: editModel, path })),
];

test('generated paths reach every state and take every transition of the class form', () => {
  expectFullCoverage(
    classFormMachine,
    cases.map((c) => c.path),
  );
});

test.each(cases.map((c) => [c.path.description, c] as const))('%s', async (_name, { model, path }) => {
  await model.run(path);
});

test('a short title is refused with its message and nothing is saved', () => {
  const saved: SaveClassInput[] = [];
  const actor = createActor(
    classFormMachine.provide({
      actors: { saveClass: fromPromise(async ({ input }) => (saved.push(input), klass)) },
    }),
    { input: { classId: null } },
  ).start();
  actor.send({ type: 'form.change', field: 'title', value: 'ab' });
  expect(selectIsFormDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.submit' });
  expect(selectFormErrors(actor.getSnapshot())).toEqual({ title: CLASS_MESSAGES.titleTooShort });
  expect(saved).toEqual([]);
});

test('Keep mine saves my title on the version someone else saved', async () => {
  const versions: number[] = [];
  let first = true;
  const actor = createActor(
    classFormMachine.provide({
      actors: {
        loadClass: fromPromise(async () => ({ ...klass, version: first ? 1 : 3 })),
        saveClass: fromPromise(async ({ input }) => {
          versions.push(input.version);
          if (first) {
            first = false;
            throw stale;
          }
          return { ...klass, ...input.form, version: 4 };
        }),
      },
    }),
    { input: { classId: 7 } },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'form.change', field: 'title', value: 'Mine' });
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => selectFormConflict(s) === CLASS_MESSAGES.stale);
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('saved'));
  expect(versions).toEqual([1, 3]);
});
