import { createActor, createMachine, fromPromise, sendTo, SimulatedClock } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import {
  AUTOSAVE_DELAY_MS,
  quizEditorAutosave,
  type AutosaveEvent,
  type AutosaveReport,
} from '../../../../src/machines/quiz/editor/quizEditorAutosaveMachine';
import type { SaveQuizInput } from '../../../../src/machines/quiz/editor/quizEditorTypes';

const input: SaveQuizInput = {
  kind: 'admin',
  action: 'edit',
  quizId: 5,
  state: newQuizState('a1'),
  version: 3,
};
const point = { depth: 1, top: null };
const saved = { id: 5, version: 4 } as Quiz;

/** The autosave under a parent that records its reports and answers `autosave.due` as told. */
function harness(answer: AutosaveEvent, save: (input: SaveQuizInput) => Promise<Quiz>) {
  const reports: AutosaveReport['type'][] = [];
  const clock = new SimulatedClock();
  const parent = createMachine({
    invoke: {
      id: 'autosave',
      src: quizEditorAutosave.provide({
        actors: { saveQuiz: fromPromise<Quiz, SaveQuizInput>(({ input }) => save(input)) },
      }),
    },
    on: {
      '*': {
        actions: [
          ({ event }) => void reports.push(event.type as AutosaveReport['type']),
          sendTo('autosave', ({ event }) => (event.type === 'autosave.due' ? answer : { type: 'noop' })),
        ],
      },
      edit: { actions: sendTo('autosave', { type: 'autosave.edited' }) },
    },
  });
  const actor = createActor(parent, { clock }).start();
  const child = () => actor.getSnapshot().children.autosave!;
  return { actor, reports, clock, child };
}

test('edits settle before the editor is asked; each edit restarts the wait', async () => {
  const sent: SaveQuizInput[] = [];
  const { actor, reports, clock } = harness({ type: 'autosave.save', input, point }, async (i) => {
    sent.push(i);
    return saved;
  });
  actor.send({ type: 'edit' });
  clock.increment(AUTOSAVE_DELAY_MS - 1);
  actor.send({ type: 'edit' });
  clock.increment(AUTOSAVE_DELAY_MS - 1);
  expect(reports).not.toContain('autosave.due');
  clock.increment(1);
  expect(reports).toContain('autosave.due');
  await Promise.resolve();
  await Promise.resolve();
  expect(sent).toEqual([input]);
  expect(reports).toContain('autosave.saved');
});

test('an edit during a save in flight is saved after it; a 409 stops autosave for good', async () => {
  let calls = 0;
  let release: () => void = () => {};
  const { actor, reports, clock, child } = harness({ type: 'autosave.save', input, point }, (i) => {
    calls += 1;
    if (calls === 1)
      return new Promise<Quiz>(
        (resolve) => (release = () => resolve({ ...saved, version: (i.version ?? 0) + 1 })),
      );
    return Promise.reject(new ApiError(409, 'Changed'));
  });
  actor.send({ type: 'edit' });
  clock.increment(AUTOSAVE_DELAY_MS);
  expect(child().getSnapshot().value).toBe('saving');
  actor.send({ type: 'edit' });
  release();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(child().getSnapshot().value).toBe('waiting');
  clock.increment(AUTOSAVE_DELAY_MS);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reports).toContain('autosave.conflict');
  expect(child().getSnapshot().value).toBe('stopped');
  actor.send({ type: 'edit' });
  clock.increment(AUTOSAVE_DELAY_MS * 2);
  expect(calls).toBe(2);
});
