import { createActor, fromPromise, waitFor } from 'xstate';
import type { ClassQuizLinksResponse } from '../../../src/api/classes/classesContract';
import {
  selectCopiedId,
  selectLinksError,
  studentLinksMachine,
  STUDENT_LINKS_MESSAGES,
} from '../../../src/machines/classes/studentLinksMachine';

const data: ClassQuizLinksResponse = {
  result: [
    {
      assignmentId: 7,
      email: 'ada@school.example',
      link: 'http://localhost:8080/take/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      state: 'not_started',
      mail: 'not_sent',
      openedAt: null,
      submittedAt: null,
      percentage: null,
    },
  ],
  notAssigned: [],
  takenByStudents: true,
  mailEnabled: true,
};

test('a copy the browser refuses says so and confirms nothing', async () => {
  const actor = createActor(
    studentLinksMachine.provide({
      actors: {
        loadLinks: fromPromise(async () => data),
        copyText: fromPromise<void, { text: string }>(async () => {
          throw new Error('denied');
        }),
      },
    }),
    { input: { classId: 1, quizId: 2 } },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'links.copy', assignmentId: 7 });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(selectCopiedId(actor.getSnapshot())).toBeNull();
  expect(selectLinksError(actor.getSnapshot())).toBe(STUDENT_LINKS_MESSAGES.copyFailed);
});
