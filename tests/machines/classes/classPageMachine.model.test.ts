import { createActor, fromPromise, waitFor } from 'xstate';
import type { Class } from '../../../src/api/classes/classesContract';
import { ApiError } from '../../../src/api/shared/http';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import {
  classPageMachine,
  selectPageStatus,
  type ClassPageData,
} from '../../../src/machines/classes/classPageMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const data: ClassPageData = { klass: { id: 4, title: 'Biology' } as Class, quizzes: [], playlists: [] };

const model = createMachineModel(classPageMachine, {
  input: { classId: 4 },
  events: {
    'quiz.remove': [{ type: 'quiz.remove', quizId: 9 }],
    'playlist.remove': [{ type: 'playlist.remove', playlistId: 8 }],
    'publish.set': [{ type: 'publish.set', published: true }],
  },
  actors: {
    loadPage: () => [
      resolves(data, 'loaded'),
      rejects(new ApiError(404, 'Not found'), 'missing'),
      rejects(new Error('500')),
    ],
    removeQuiz: () => [resolves(undefined, 'removed'), rejects(new Error('500'))],
    removePlaylist: () => [resolves(undefined, 'removed'), rejects(new Error('500'))],
    publish: () => [resolves(undefined, 'published'), rejects(new Error('500'))],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the class page', () => {
  expectFullCoverage(classPageMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});

test('a class the caller may not see shows the not-found screen', async () => {
  const actor = createActor(
    classPageMachine.provide({
      actors: {
        loadPage: fromPromise<ClassPageData, { classId: number }>(async () => {
          throw new ApiError(404, 'Not found');
        }),
      },
    }),
    { input: { classId: 4 } },
  ).start();
  await waitFor(actor, (s) => s.status === 'done');
  expect(selectPageStatus(actor.getSnapshot())).toBe('notFound');
});

test('removing a quiz tells the user with the SPEC message and reloads the class', async () => {
  const notices: string[] = [];
  let loads = 0;
  const actor = createActor(
    classPageMachine.provide({
      actors: {
        loadPage: fromPromise(async () => (loads++, data)),
        removeQuiz: fromPromise<void, { classId: number; id: number }>(async () => undefined),
      },
      actions: { notify: (_, params) => void notices.push(params.message) },
    }),
    { input: { classId: 4 } },
  ).start();
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  actor.send({ type: 'quiz.remove', quizId: 9 });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && loads === 2);
  expect(notices).toEqual([CLASS_MESSAGES.quizDeleted]);
});
