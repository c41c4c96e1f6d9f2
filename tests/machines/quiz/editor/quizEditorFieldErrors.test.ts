/**
 * Field marks after a stopped save: each message keyed by its field, the first focused, a mark gone as its field
 * becomes valid; and error notifications dismissed when the user leaves the screen.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import {
  notificationsMachine,
  selectNotifications,
} from '../../../../src/machines/shared/notificationsMachine';
import {
  quizEditorMachine,
  type LoadedQuiz,
  type LoadQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import { selectFieldErrors } from '../../../../src/machines/quiz/editor/quizEditorSelectors';

async function start() {
  const notices: string[] = [];
  const focused: (readonly string[])[] = [];
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({
          state: newQuizState('a1'),
          version: null,
        })),
      },
      actions: {
        notifyError: (_, params: { message: string }) => void notices.push(params.message),
        focusFirstInvalid: (_, params: { fields: readonly string[] }) => void focused.push(params.fields),
      },
    }),
    { input: { kind: 'admin', mode: 'create', idPrefix: 't' } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  return { actor, notices, focused };
}

test('a stopped save keeps the joined notification and marks each field, title first', async () => {
  const { actor, notices, focused } = await start();
  actor.send({ type: 'quiz.save' });
  expect(notices).toEqual(['No Title\nNo type selected\nThere should be at least one question']);
  expect([...selectFieldErrors(actor.getSnapshot())]).toEqual([
    ['title', 'No Title'],
    ['isGraded', 'No type selected'],
    ['activity.a1.items', 'There should be at least one question'],
  ]);
  expect(focused).toEqual([['title', 'isGraded', 'activity.a1.items']]);
});

test('a mark follows its field: a new message while invalid, gone once valid, none before the next save', async () => {
  const { actor } = await start();
  actor.send({ type: 'quiz.save' });
  actor.send({ type: 'details.set', details: { title: 'Ab' } });
  expect(selectFieldErrors(actor.getSnapshot()).get('title')).toBe(
    'Title is too short. It should have 3 characters or more.',
  );
  actor.send({ type: 'details.set', details: { title: 'Enzymes' } });
  expect(selectFieldErrors(actor.getSnapshot()).has('title')).toBe(false);

  // A question added after the save is not marked until the next save, though its title is empty.
  actor.send({ type: 'editor.addQuestion' });
  const errors = selectFieldErrors(actor.getSnapshot());
  expect([...errors.keys()]).toEqual(['isGraded']);
});

test('leaving the screen dismisses error notifications and keeps the others', () => {
  const notifications = createActor(notificationsMachine).start();
  notifications.send({ type: 'notify.show', kind: 'error', message: 'No Title' });
  notifications.send({ type: 'notify.show', kind: 'success', message: 'Quiz copied' });
  notifications.send({ type: 'notify.screenLeft' });
  expect(selectNotifications(notifications.getSnapshot()).map((item) => item.message)).toEqual([
    'Quiz copied',
  ]);
});
