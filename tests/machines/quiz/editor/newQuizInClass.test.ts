/**
 * New quiz from a class's Quizzes tab (ADR 218): the editor route names the class, the create sends it, and the
 * save returns to the class's Quizzes tab with the new quiz's Student links open (ADR 360); a quiz made elsewhere
 * goes where SPEC says.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { editorRouteOf } from '../../../../src/domain/quiz/editor/quizEditorRoute';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import { linksQuizIdOf, newQuizInClassPath } from '../../../../src/domain/quiz/quizNavigation';
import { quizEditorMachine } from '../../../../src/machines/quiz/editor/quizEditorMachine';
import type {
  LoadedQuiz,
  LoadQuizInput,
  QuizEditorInput,
  SaveQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorTypes';
import { selectEditorState } from '../../../../src/machines/quiz/editor/quizEditorSelectors';
import { storedQuiz } from '../../../support/quizFixtures';

async function createWith(input: Partial<QuizEditorInput>) {
  const saves: SaveQuizInput[] = [];
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({
          state: newQuizState('a1'),
          version: null,
          storedDraft: null,
        })),
        saveQuiz: fromPromise(async ({ input: save }: { input: SaveQuizInput }) => {
          saves.push(save);
          return storedQuiz({ kind: 'user', id: 31 });
        }),
        loadLatest: fromPromise(async () => storedQuiz()),
      },
      actions: {
        notifyError: () => undefined,
        notifyWarning: () => undefined,
        notifySaveFailed: () => undefined,
        storeDraft: () => undefined,
        removeDraft: () => undefined,
      },
    }),
    { input: { kind: 'user', mode: 'create', idPrefix: 't', ...input } },
  ).start();
  await waitFor(actor, (s) => !s.matches('loading'));
  actor.send({ type: 'details.set', details: { title: 'Cells in class', isGraded: true } });
  actor.send({ type: 'editor.addQuestion' });
  const item = selectEditorState(actor.getSnapshot())!.activities[0]!.items[0]!;
  actor.send({ type: 'question.setTitle', itemId: item.originId, title: 'What is a cell?' });
  item.textOptions.forEach((option, index) =>
    actor.send({
      type: 'option.setText',
      itemId: item.originId,
      optionId: option.originId,
      text: `Answer ${index}`,
    }),
  );
  actor.send({ type: 'quiz.save' });
  await waitFor(actor, (s) => s.status === 'done');
  return { saves, output: actor.getSnapshot().output };
}

test('New quiz on a class opens the editor of a new quiz made for that class', () => {
  const path = newQuizInClassPath(7);
  const [pathname, search] = path.split('?');
  expect(pathname).toBe('/quiz/my-quiz/create');
  expect(editorRouteOf('my-quiz', {}, search)).toMatchObject({ kind: 'user', mode: 'create', classId: 7 });
  // Only a new quiz is made for a class; an edit ignores the parameter.
  expect(editorRouteOf('my-quiz', { quizId: '3' }, search).classId).toBeUndefined();
  expect(editorRouteOf('my-quiz', {}, 'classId=abc').classId).toBeUndefined();
});

test('the quiz made for a class is created with the class and the save opens its Student links there', async () => {
  const { saves, output } = await createWith({ classId: 7 });
  expect(saves[0]).toMatchObject({ action: 'create', classId: 7 });
  expect(output).toEqual({ destination: '/classes/7?tab=quizzes&links=31' });
});

test.each([
  ['', null],
  ['tab=quizzes', null],
  ['tab=quizzes&links=0', null],
  ['tab=quizzes&links=abc', null],
  ['tab=quizzes&links=12', 12],
])('the class page query %o asks for the Student links of %o', (search, quizId) => {
  expect(linksQuizIdOf(search)).toBe(quizId);
});

test('a quiz made outside a class names none and goes to My Quizzes', async () => {
  const { saves, output } = await createWith({});
  expect(saves[0]).toMatchObject({ action: 'create', classId: null });
  expect(output).toEqual({ destination: '/quiz/my-quiz' });
});
