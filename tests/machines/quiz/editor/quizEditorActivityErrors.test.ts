/** The 'No Title' error beside a library activity: shown by a stopped save, gone once the activity has a title. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import {
  quizEditorMachine,
  selectActivityErrors,
  type LoadedQuiz,
  type LoadQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';

async function start() {
  const notices: string[] = [];
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({
          state: newQuizState('a1', { title: 'Cell biology', isGraded: true }),
          version: null,
        })),
      },
      actions: { notifyError: (_, params: { message: string }) => void notices.push(params.message) },
    }),
    { input: { kind: 'library', mode: 'create', idPrefix: 't' } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  return { actor, notices };
}

test('renaming the activity clears its error at once; a blank title keeps it', async () => {
  const { actor, notices } = await start();
  actor.send({ type: 'activity.rename', activityId: 'a1', title: '' });
  actor.send({ type: 'quiz.save' });
  expect(notices).toHaveLength(1);
  expect(selectActivityErrors(actor.getSnapshot()).get('a1')).toBe('No Title');

  actor.send({ type: 'activity.rename', activityId: 'a1', title: '   ' });
  expect(selectActivityErrors(actor.getSnapshot()).get('a1')).toBe('No Title');
  actor.send({ type: 'activity.rename', activityId: 'a1', title: 'Chapter 1' });
  expect(selectActivityErrors(actor.getSnapshot()).has('a1')).toBe(false);
});
