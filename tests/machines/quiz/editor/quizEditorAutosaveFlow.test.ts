/**
 * The editor with its real autosave child (ADR 169), on a simulated clock: a settled edit is saved with the loaded
 * version and the editor is clean again (no draft, nothing to leave); undo after it is an edit that is saved in turn
 * with the new version; Save Quiz pressed while an autosave is in flight follows it with the version it returned.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { draftStorageKey, parseDraft } from '../../../../src/domain/quiz/editor/quizDraft';
import { fromQuiz } from '../../../../src/domain/quiz/quizPayload';
import {
  AUTOSAVE_DELAY_MS,
  quizEditorAutosave,
} from '../../../../src/machines/quiz/editor/quizEditorAutosaveMachine';
import {
  autosaveStatusOf,
  quizEditorMachine,
  selectEditorState,
  selectIsDirty,
  type LoadedQuiz,
  type LoadQuizInput,
  type SaveQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import { draftStorageActions } from '../../../../src/machines/quiz/editor/quizEditorServices';
import { storedQuiz } from '../../../support/quizFixtures';

const quiz: Quiz = storedQuiz({
  id: 5,
  kind: 'admin',
  title: 'Cell biology',
  version: 3,
  activities: [
    {
      id: 1,
      title: 'Activity 1',
      sortIndex: 1,
      items: [
        {
          id: 10,
          sortIndex: 1,
          type: 2,
          title: 'What is a cell?',
          image: null,
          isMultiple: false,
          rightAnswer: [100],
          article: null,
          questionOrder: 1,
          textOptions: [
            { id: 100, text: 'A unit of life' },
            { id: 101, text: 'A battery' },
          ],
        },
      ],
    },
  ],
});
const DRAFT = draftStorageKey('admin:5');
const NOW = new Date('2026-03-02T10:42:00.000Z');

function start() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const saves: { input: SaveQuizInput; resolve: (quiz: Quiz) => void; by: 'autosave' | 'save' }[] = [];
  const pendingSave = (by: 'autosave' | 'save') =>
    fromPromise<Quiz, SaveQuizInput>(
      ({ input }) => new Promise<Quiz>((resolve) => saves.push({ input, resolve, by })),
    );
  const clock = new SimulatedClock();
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({ state: fromQuiz(quiz), version: 3 })),
        saveQuiz: pendingSave('save'),
        autosave: quizEditorAutosave.provide({ actors: { saveQuiz: pendingSave('autosave') } }),
      },
      actions: draftStorageActions(storage),
    }),
    { input: { kind: 'admin', mode: 'edit', quizId: 5, idPrefix: 'm', clock: () => NOW }, clock },
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const status = () => {
    const s = actor.getSnapshot();
    return autosaveStatusOf(s, s.children.autosave?.getSnapshot()).kind;
  };
  return { actor, clock, saves, data, settle, status };
}

const title = (s: ReturnType<typeof start>) => selectEditorState(s.actor.getSnapshot())!.details.title;

test('a settled edit is saved with the loaded version; undo after it is saved in turn with the new one', async () => {
  const editor = start();
  const { actor, clock, saves, data, settle, status } = editor;
  await settle();
  actor.send({ type: 'details.set', details: { title: 'Cell biology, revised' } });
  expect(status()).toBe('unsaved');
  clock.increment(AUTOSAVE_DELAY_MS - 1);
  expect(saves).toHaveLength(0);
  clock.increment(1);
  expect(saves.map((save) => [save.by, save.input.version, save.input.state.details.title])).toEqual([
    ['autosave', 3, 'Cell biology, revised'],
  ]);
  expect(status()).toBe('saving');
  saves[0]!.resolve({ ...quiz, title: 'Cell biology, revised', version: 4 });
  await settle();
  expect(status()).toBe('saved');
  expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  expect(data.has(DRAFT)).toBe(false);

  // Undo goes back past the autosave: unsaved again, kept as a draft made on the loaded version.
  actor.send({ type: 'history.undo' });
  expect(title(editor)).toBe('Cell biology');
  expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  expect(parseDraft(data.get(DRAFT), 'admin:5')?.baseVersion).toBe(3);
  clock.increment(AUTOSAVE_DELAY_MS);
  expect(saves[1]!.input.version).toBe(4);
  expect(saves[1]!.input.state.details.title).toBe('Cell biology');
  saves[1]!.resolve({ ...quiz, version: 5 });
  await settle();
  expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  expect(data.has(DRAFT)).toBe(false);

  // Redo is an edit too: after it, the draft holds only the steps since the last autosave, over its version.
  actor.send({ type: 'history.redo' });
  expect(title(editor)).toBe('Cell biology, revised');
  expect(parseDraft(data.get(DRAFT), 'admin:5')?.baseVersion).toBe(5);
});

test('an edit after an autosave is kept as a draft over the saved version', async () => {
  const { actor, clock, saves, data, settle } = start();
  await settle();
  actor.send({ type: 'details.set', details: { title: 'One' } });
  clock.increment(AUTOSAVE_DELAY_MS);
  saves[0]!.resolve({ ...quiz, title: 'One', version: 4 });
  await settle();
  actor.send({ type: 'details.set', details: { title: 'Two' } });
  const draft = parseDraft(data.get(DRAFT), 'admin:5');
  expect(draft?.baseVersion).toBe(4);
  expect(draft?.events.filter((event) => event.type === 'details.set')).toEqual([
    { type: 'details.set', details: { title: 'Two' } },
  ]);
});

test('Save Quiz during an autosave in flight follows it, with the version it returned', async () => {
  const { actor, clock, saves, settle } = start();
  await settle();
  actor.send({ type: 'details.set', details: { title: 'Cell biology, revised' } });
  clock.increment(AUTOSAVE_DELAY_MS);
  actor.send({ type: 'quiz.save' });
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(saves).toHaveLength(1);
  saves[0]!.resolve({ ...quiz, version: 4 });
  await settle();
  expect(actor.getSnapshot().matches('saving')).toBe(true);
  expect(saves.map((save) => [save.by, save.input.version])).toEqual([
    ['autosave', 3],
    ['save', 4],
  ]);
});

test('a new quiz is not autosaved: it waits for its first Save Quiz', async () => {
  const { actor, clock, saves, settle } = start();
  await settle();
  const created = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({
          state: fromQuiz(quiz),
          version: null,
        })),
        autosave: quizEditorAutosave,
      },
    }),
    { input: { kind: 'admin', mode: 'create', idPrefix: 'n', clock: () => NOW }, clock },
  ).start();
  await settle();
  created.send({ type: 'details.set', details: { title: 'New' } });
  clock.increment(AUTOSAVE_DELAY_MS * 2);
  await settle();
  expect(created.getSnapshot().children.autosave?.getSnapshot().value).toBe('idle');
  expect(saves).toHaveLength(0);
  expect(created.getSnapshot().matches('editing')).toBe(true);
  actor.stop();
  created.stop();
});
