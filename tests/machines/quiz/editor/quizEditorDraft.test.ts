/**
 * The draft the browser keeps of a quiz being edited (ADR 083), for every kind of edit: stored exactly while there
 * is unsaved work, replaying over the loaded quiz to what the user sees, gone once everything is undone.
 */
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { draftEvents } from '../../../../src/domain/quiz/editor/quizEditorDocument';
import { draftStorageKey, parseDraft, replayDraft } from '../../../../src/domain/quiz/editor/quizDraft';
import type { QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import { fromQuiz } from '../../../../src/domain/quiz/quizPayload';
import {
  quizEditorMachine,
  selectCanRedo,
  selectCanUndo,
  selectEditorState,
  selectIsDirty,
  type LoadedQuiz,
  type LoadQuizInput,
  type QuizEditorEvent,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import { draftStorageActions } from '../../../../src/machines/quiz/editor/quizEditorServices';
import { storedQuiz } from '../../../support/quizFixtures';

const quiz: Quiz = storedQuiz({
  id: 5,
  kind: 'admin',
  title: 'Cell biology',
  tags: [],
  countOfQuestions: 1,
  updatedAt: '2026-01-02T00:00:00.000Z',
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
        {
          id: 11,
          sortIndex: 2,
          type: 2,
          title: 'What is a membrane?',
          image: null,
          isMultiple: true,
          rightAnswer: [110],
          article: null,
          questionOrder: 2,
          textOptions: [
            { id: 110, text: 'A boundary' },
            { id: 111, text: 'A nucleus' },
          ],
          // Generated and not reviewed yet (ADR 180): Accept takes the mark away.
          needsReview: true,
        },
      ],
    },
    { id: 2, title: 'Activity 2', sortIndex: 2, items: [] },
  ],
});

const article = { id: 7, title: 'Membranes', articleType: 'journal' as const };
const edits: QuizEvent[] = [
  { type: 'activity.add', activityId: 'x1' },
  { type: 'activity.remove', activityId: 'a2' },
  { type: 'activity.rename', activityId: 'a1', title: 'Week 1' },
  { type: 'activity.reorder', activityId: 'a2', toIndex: 0 },
  { type: 'item.addQuestion', activityId: 'a1', itemId: 'x2', optionIds: ['x3', 'x4', 'x5', 'x6'] },
  { type: 'item.addVideos', activityId: 'a1', videos: [{ itemId: 'x7', article }] },
  { type: 'item.remove', itemId: 'i10' },
  { type: 'item.move', itemId: 'i10', toActivityId: 'a2' },
  { type: 'item.reorder', itemId: 'i11', toIndex: 0 },
  { type: 'question.setTitle', itemId: 'i10', title: 'What is a living cell?' },
  { type: 'question.setImage', itemId: 'i10', image: '/media/q.png' },
  { type: 'question.setMultiple', itemId: 'i10', isMultiple: true },
  { type: 'option.add', itemId: 'i10', optionId: 'x8' },
  { type: 'option.remove', itemId: 'i10', optionId: 'o101' },
  { type: 'option.setText', itemId: 'i10', optionId: 'o101', text: 'An engine' },
  { type: 'answer.toggle', itemId: 'i10', optionId: 'o101' },
  { type: 'details.set', details: { title: '' } },
  { type: 'subjects.set', tags: [{ id: 1, title: 'Biology' }] },
  { type: 'playlist.import', activityId: 'a1', videos: [{ itemId: 'x9', article }], questions: [] },
  {
    type: 'questions.generate',
    activityId: 'a1',
    questions: [
      {
        itemId: 'x10',
        title: 'Which wave?',
        image: null,
        isMultiple: false,
        options: [
          { optionId: 'x11', text: 'Sine' },
          { optionId: 'x12', text: 'Square' },
        ],
        rightAnswer: ['x11'],
      },
    ],
  },
  { type: 'question.accept', itemId: 'i11' },
];
const intents: QuizEditorEvent[] = [
  { type: 'editor.addOption', itemId: 'i10' },
  { type: 'editor.addVideo', activityId: 'a2', article },
  {
    type: 'editor.addGenerated',
    activityId: 'a1',
    questions: [{ title: 'Which wave?', isMultiple: false, options: ['Sine', 'Square'], correct: [0] }],
  },
  { type: 'editor.importPlaylists', articles: [article], questions: [] },
];
const DRAFT_KEY = draftStorageKey('admin:5');

async function editor() {
  const stored = new Map<string, string>();
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({ state: fromQuiz(quiz), version: 3 })),
        // Autosave is its own machine's (quizEditorAutosaveFlow.test.ts): here it never reports.
        autosave: fromCallback(() => {}) as never,
      },
      actions: draftStorageActions({
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      }),
    }),
    { input: { kind: 'admin', mode: 'edit', quizId: 5, idPrefix: 'm', clock: () => new Date(0) } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  return { actor, stored };
}

test.each([...edits, ...intents].map((event) => [event.type, event] as const))(
  '%s is kept as a draft that replays to what the user sees; undoing it removes the draft, redo brings it back',
  async (_type, event) => {
    const { actor, stored } = await editor();
    expect(stored.has(DRAFT_KEY), 'nothing stored before the user edits').toBe(false);
    const before = selectEditorState(actor.getSnapshot());

    actor.send(event);
    const edited = actor.getSnapshot();
    expect(selectEditorState(edited)).not.toEqual(before);
    expect(selectIsDirty(edited)).toBe(true);
    expect(selectCanUndo(edited)).toBe(true);
    const draft = parseDraft(stored.get(DRAFT_KEY), 'admin:5');
    expect(draft?.events).toEqual(draftEvents(edited.context.document!));
    expect(draft?.baseVersion).toBe(3);
    expect(replayDraft(fromQuiz(quiz), draft!)).toEqual(selectEditorState(edited));

    actor.send({ type: 'history.undo' });
    expect(selectEditorState(actor.getSnapshot())).toEqual(before);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(selectCanUndo(actor.getSnapshot())).toBe(false);
    expect(stored.has(DRAFT_KEY), 'draft removed once everything is undone').toBe(false);

    actor.send({ type: 'history.redo' });
    expect(selectCanRedo(actor.getSnapshot())).toBe(false);
    expect(selectEditorState(actor.getSnapshot())).toEqual(selectEditorState(edited));
    expect(parseDraft(stored.get(DRAFT_KEY), 'admin:5')?.events).toEqual(draft?.events);
  },
);

test('selecting an activity or a question alone is no unsaved work: nothing is stored', async () => {
  const { actor, stored } = await editor();
  actor.send({ type: 'activity.select', activityId: 'a2' });
  actor.send({ type: 'item.select', itemId: 'i10' });
  expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  expect(selectCanUndo(actor.getSnapshot())).toBe(false);
  expect(stored.has(DRAFT_KEY)).toBe(false);
});
