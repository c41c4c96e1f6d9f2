import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import {
  deleteQuizMachine,
  QUIZ_DELETED_MESSAGE,
  selectDeleteBusy,
  selectDeleteError,
  type DeleteQuizInput,
} from '../../../../src/machines/quiz/dialogs/deleteQuizMachine';

const input: DeleteQuizInput = { kind: 'user', quizId: 12, title: 'Cell biology' };

function start(result: 'ok' | Error) {
  const deleted: DeleteQuizInput[] = [];
  const notices: string[] = [];
  const actor = createActor(
    deleteQuizMachine.provide({
      actors: {
        deleteQuiz: fromPromise(async ({ input: quiz }: { input: DeleteQuizInput }) => {
          deleted.push(quiz);
          if (result instanceof Error) throw result;
        }),
      },
      actions: { notify: (_, params) => void notices.push(`${params.kind}: ${params.message}`) },
    }),
    { input },
  ).start();
  return { actor, deleted, notices };
}

test('nothing is deleted before the user confirms', () => {
  const { actor, deleted } = start('ok');
  actor.send({ type: 'delete.cancel' });
  expect(deleted).toEqual([]);
  expect(actor.getSnapshot().output).toEqual({ deleted: false });
});

test("a confirmed delete says 'Quiz deleted successfully' and tells the list to reload", async () => {
  const { actor, deleted, notices } = start('ok');
  expect(selectDeleteBusy(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'delete.confirm' });
  expect(selectDeleteBusy(actor.getSnapshot())).toBe(true);
  await waitFor(actor, (snapshot) => snapshot.status === 'done');
  expect(deleted).toEqual([input]);
  expect(notices).toEqual([`success: ${QUIZ_DELETED_MESSAGE}`]);
  expect(QUIZ_DELETED_MESSAGE).toBe('Quiz deleted successfully');
  expect(actor.getSnapshot().output).toEqual({ deleted: true });
});

test('a refused delete keeps the dialog with the server message', async () => {
  const { actor, notices } = start(new ApiError(403, 'Not allowed'));
  actor.send({ type: 'delete.confirm' });
  await waitFor(actor, (snapshot) => snapshot.matches('confirming') && snapshot.context.error !== null);
  expect(selectDeleteError(actor.getSnapshot())).toBe('Not allowed');
  expect(selectDeleteBusy(actor.getSnapshot())).toBe(false);
  expect(notices).toEqual([]);
});
