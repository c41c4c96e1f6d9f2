/** Generated questions of every type in the editor (ADR 207): they land together, marked for review, and one Undo removes them. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { repairQuestions, readModelAnswer } from '../../../../src/domain/quiz/editor/aiGeneration';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import {
  quizEditorMachine,
  selectEditorState,
  type LoadedQuiz,
  type LoadQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import { draftStorageActions } from '../../../../src/machines/quiz/editor/quizEditorServices';

async function editor() {
  const stored = new Map<string, string>();
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({
          state: newQuizState('a1', { title: 'Waves' }),
          version: 1,
        })),
      },
      actions: draftStorageActions({
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      }),
    }),
    { input: { kind: 'admin', mode: 'edit', quizId: 5, idPrefix: 't' } },
  ).start();
  await waitFor(actor, (s) => !s.matches('loading'));
  return actor;
}

const generated = (type: 'numeric' | 'ordering', written: object) =>
  repairQuestions(readModelAnswer(JSON.stringify([written]), type)!, {
    count: 1,
    isMultiple: false,
    questionType: type,
  }).questions;

test('numeric and ordering questions land marked for review, one Undo removes them all, and an edit of the type reviews one', async () => {
  const actor = await editor();
  const items = () => selectEditorState(actor.getSnapshot())!.activities[0]!.items;
  actor.send({
    type: 'editor.addGenerated',
    activityId: 'a1',
    questions: [
      ...generated('numeric', { title: 'What frequency?', value: 440, tolerance: 1, unit: 'Hz' }),
      ...generated('ordering', { title: 'Put the steps in order', items: ['Mix', 'Heat', 'Cool'] }),
    ],
  });
  expect(items().map((item) => [item.questionType, item.title, item.needsReview])).toEqual([
    ['numeric', 'What frequency?', true],
    ['ordering', 'Put the steps in order', true],
  ]);

  actor.send({ type: 'history.undo' });
  expect(items()).toEqual([]);
  actor.send({ type: 'history.redo' });
  expect(items()).toHaveLength(2);

  const [numeric] = items();
  const answerId = (numeric!.definition as { answers: { id: string }[] }).answers[0]!.id;
  actor.send({ type: 'numeric.setFraction', itemId: numeric!.originId, answerId, fraction: 1 });
  actor.send({
    type: 'numeric.setMatch',
    itemId: numeric!.originId,
    answerId,
    match: { kind: 'exact', value: 441 },
  });
  expect(items().map((item) => item.needsReview ?? false)).toEqual([false, true]);
});
