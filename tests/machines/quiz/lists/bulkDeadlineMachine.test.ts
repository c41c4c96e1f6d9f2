import { createActor, fromPromise, waitFor } from 'xstate';
import {
  bulkDeadlineMachine,
  type SetDeadlinesInput,
} from '../../../../src/machines/quiz/lists/bulkDeadlineMachine';

const rows = [
  { quizId: 1, title: 'Helix' },
  { quizId: 2, title: 'Enzymes' },
];

test('one date goes to every selected quiz; a refused quiz is named and the list reloads', async () => {
  const asked: SetDeadlinesInput[] = [];
  const notices: unknown[] = [];
  let reloads = 0;
  const actor = createActor(
    bulkDeadlineMachine.provide({
      actors: {
        setDeadlines: fromPromise(async ({ input }) => {
          asked.push(input);
          return [{ title: 'Enzymes', message: 'No' }];
        }),
      },
      actions: {
        notifySaved: (_, params) => void notices.push(params),
        reloadList: () => void (reloads += 1),
      },
    }),
  ).start();
  actor.send({ type: 'deadline.open', rows });
  actor.send({ type: 'deadline.change', value: '2030-01-15T10:00:00.000Z' });
  actor.send({ type: 'deadline.save' });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(asked).toEqual([{ rows, endDate: '2030-01-15T10:00:00.000Z' }]);
  expect(notices).toEqual([{ saved: 1, refused: [{ title: 'Enzymes', message: 'No' }] }]);
  expect(reloads).toBe(1);
});
