import { createActor, fromPromise, waitFor } from 'xstate';
import type { Class } from '../../../src/api/classes/classesContract';
import { ApiError } from '../../../src/api/shared/http';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import {
  classPageMachine,
  selectPageStatus,
  type ClassPageData,
} from '../../../src/machines/classes/classPageMachine';

const data: ClassPageData = { klass: { id: 4, title: 'Biology' } as Class, quizzes: [], playlists: [] };

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
