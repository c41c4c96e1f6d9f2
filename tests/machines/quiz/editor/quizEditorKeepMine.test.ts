import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { fromQuiz } from '../../../../src/domain/quiz/quizPayload';
import {
  autosaveStatusOf,
  quizEditorMachine,
  selectEditorState,
  type LoadedQuiz,
  type SaveQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import { draftStorageActions } from '../../../../src/machines/quiz/editor/quizEditorServices';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';

/** Tab 1 saved version 3 in between: a new title and a new text for the question's first option. */
const savedByTabOne = (): Quiz => ({
  ...storedEnzymeQuiz([
    storedQuestion(1, {
      textOptions: [
        { id: 100, text: 'Temperature (°C)' },
        { id: 101, text: 'Activation energy' },
      ],
    }),
  ]),
  title: 'Enzyme Kinetics, week 2',
  version: 3,
  updatedAt: '2026-01-02T10:00:00.000Z',
});

async function tabTwo(savedByYou: boolean) {
  const saves: SaveQuizInput[] = [];
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise(async (): Promise<LoadedQuiz> => ({
          state: fromQuiz(storedEnzymeQuiz()),
          version: 2,
        })),
        saveQuiz: fromPromise(async ({ input }: { input: SaveQuizInput }) => {
          saves.push(input);
          if (saves.length === 1)
            throw new ApiError(409, 'This quiz was changed.', undefined, { savedByYou });
          return savedByTabOne();
        }),
        loadLatest: fromPromise(async () => savedByTabOne()),
      },
      actions: draftStorageActions(storage),
    }),
    { input: { kind: 'admin', mode: 'edit', quizId: 8, idPrefix: 't' } },
  ).start();
  await waitFor(actor, (s) => !s.matches('loading'));
  return { actor, saves };
}

describe('keep my changes after another tab saved', () => {
  test('only the fields this tab changed replace the other save; its other changes stay', async () => {
    const { actor, saves } = await tabTwo(true);
    actor.send({ type: 'details.set', details: { duration: 20 } });
    actor.send({ type: 'option.setText', itemId: 'i10', optionId: 'o101', text: 'The activation energy' });
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.matches({ conflict: 'deciding' }));
    actor.send({ type: 'conflict.keepMine' });

    const state = selectEditorState(actor.getSnapshot())!;
    expect(state.details.title).toBe('Enzyme Kinetics, week 2');
    expect(state.details.duration).toBe(20);
    expect(state.activities[0]!.items[0]!.textOptions.map((option) => option.text)).toEqual([
      'Temperature (°C)',
      'The activation energy',
    ]);
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[1]).toMatchObject({ version: 3, state: { details: { title: 'Enzyme Kinetics, week 2' } } });
  });

  test('a field both tabs changed keeps this tab’s value, and this tab’s change can still be undone', async () => {
    const { actor } = await tabTwo(false);
    actor.send({ type: 'details.set', details: { title: 'Enzymes' } });
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.matches({ conflict: 'deciding' }));
    actor.send({ type: 'conflict.keepMine' });
    expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Enzymes');
    actor.send({ type: 'history.undo' });
    expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Enzyme Kinetics, week 2');
  });

  test.each([
    [true, { kind: 'stopped', byYou: true }],
    [false, { kind: 'stopped', byYou: false }],
  ])(
    'the indicator names the same saver as the conflict prompt (saved by you: %s)',
    async (byYou, status) => {
      const { actor } = await tabTwo(byYou);
      actor.send({ type: 'details.set', details: { duration: 20 } });
      actor.send({ type: 'quiz.save' });
      await waitFor(actor, (s) => s.matches({ conflict: 'deciding' }));
      expect(actor.getSnapshot().context.conflict?.savedByYou).toBe(byYou);
      expect(autosaveStatusOf(actor.getSnapshot(), undefined)).toEqual(status);
    },
  );
});
