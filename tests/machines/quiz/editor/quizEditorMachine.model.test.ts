import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { draftEvents, isDirty, LOADED_POINT } from '../../../../src/domain/quiz/editor/quizEditorDocument';
import {
  createDraft,
  draftStorageKey,
  parseDraft,
  replayDraft,
  serializeDraft,
} from '../../../../src/domain/quiz/editor/quizDraft';
import type { QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import { fromQuiz } from '../../../../src/domain/quiz/quizPayload';
import {
  quizEditorMachine,
  selectCanUndo,
  selectIsDirty,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import {
  draftStorageActions,
  type DraftStorage,
} from '../../../../src/machines/quiz/editor/quizEditorServices';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../../support/modelPaths';
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

// The draft the loader may find: one typed title, so the model reaches the offer, Restore and Discard.
const stored = serializeDraft(
  createDraft('admin:5', 3, [{ type: 'details.set', details: { title: 'Cell biology, restored' } }]),
);
/** One storage for every run, written by the provided draft actions; emptied when a path starts. */
const written = new Map<string, string>();
const storage: DraftStorage = {
  getItem: (key) => written.get(key) ?? null,
  setItem: (key, value) => void written.set(key, value),
  removeItem: (key) => void written.delete(key),
};
const DRAFT_KEY = draftStorageKey('admin:5');
/** The editor with its draft kept in that storage, as the screen provides it. */
const editor = quizEditorMachine.provide({ actions: draftStorageActions(storage) });

const article = { id: 7, title: 'Membranes', articleType: 'journal' as const };
const domainSamples: QuizEvent[] = [
  { type: 'activity.add', activityId: 'x1' },
  { type: 'activity.remove', activityId: 'a2' },
  { type: 'activity.select', activityId: 'a2' },
  { type: 'activity.rename', activityId: 'a1', title: 'Week 1' },
  { type: 'activity.reorder', activityId: 'a2', toIndex: 0 },
  { type: 'item.addQuestion', activityId: 'a1', itemId: 'x2', optionIds: ['x3', 'x4', 'x5', 'x6'] },
  { type: 'item.addVideos', activityId: 'a1', videos: [{ itemId: 'x7', article }] },
  { type: 'item.remove', itemId: 'i10' },
  { type: 'item.select', itemId: 'i10' },
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
const generated = [{ title: 'Which wave?', isMultiple: false, options: ['Sine', 'Square'], correct: [0] }];
const samples = Object.fromEntries(domainSamples.map((event) => [event.type, [event]]));

type Snapshot = SnapshotFrom<typeof quizEditorMachine>;
/**
 * The autosave child (quizEditorAutosave, with its own model test) is modelled by what it reports; it never
 * settles. Its saved point is the loaded one here: what matters is which transition the report takes.
 */
const neverSettles = () => [];
/** The autosave's 409: the conflict prompt it leads to is the one a Save Quiz 409 leads to, explored there. */
const AUTOSAVE_CONFLICT = 'Changed by Bo at 10:05';
const autosaveReports = {
  'autosave.saved': [{ type: 'autosave.saved', saved: { ...quiz, version: 4 }, point: LOADED_POINT }],
  'autosave.conflict': [{ type: 'autosave.conflict', error: new ApiError(409, AUTOSAVE_CONFLICT) }],
} as const;
/** One instant for every step: typing times (the undo grouping) are then the same in every explored path. */
const FIXED_NOW = new Date('2026-03-02T10:42:00.000Z');
const FIXED_CLOCK = () => FIXED_NOW;
/**
 * Bounded: the model explores every edit once from the loaded quiz, and goes deeper only from the quiz whose one
 * change is a title (restored from the draft, or typed empty), enough for undo, redo, saving and conflicts.
 */
function stopWhen(s: Snapshot): boolean {
  const document = s.context.document;
  if (!document) return false;
  const { history, state } = document;
  if (state.selectedActivityId !== 'a1' || state.selectedItemId !== null || history.mark !== null)
    return true;
  if (s.matches({ editing: 'saveFailed' })) return true;
  // Autosave is explored one step deep here; its own model below goes on from an autosave in flight.
  if (s.context.savedAt !== null || s.context.sentPoint !== null) return true;
  if (s.context.conflict?.message === AUTOSAVE_CONFLICT) return true;
  if (s.matches('editing') && s.context.version !== 3) return true;
  if (history.undos.length + history.redos.length >= 2) return true;
  const top = history.undos[0]?.events[0];
  return history.undos.length === 1 && top?.type !== 'details.set';
}

const model = createMachineModel(editor, {
  input: { kind: 'admin', mode: 'edit', quizId: 5, idPrefix: 'm', clock: FIXED_CLOCK },
  events: {
    ...samples,
    'editor.addOption': [{ type: 'editor.addOption', itemId: 'i10' }],
    'editor.addVideo': [{ type: 'editor.addVideo', activityId: 'a2', article }],
    'editor.addGenerated': [{ type: 'editor.addGenerated', activityId: 'a1', questions: generated }],
    'editor.importPlaylists': [
      { type: 'editor.importPlaylists', articles: [article], questions: [] },
      // Nothing new: an info notification, no edit.
      { type: 'editor.importPlaylists', articles: [], questions: [] },
    ],
    'gesture.begin': [{ type: 'gesture.begin', id: 'drag' }],
    'gesture.commit': [{ type: 'gesture.commit', id: 'drag' }],
    'gesture.cancel': [{ type: 'gesture.cancel', id: 'drag' }],
    ...autosaveReports,
  },
  actors: {
    autosave: neverSettles,
    loadQuiz: () => [
      resolves({ state: fromQuiz(quiz), version: 3 }, 'loaded'),
      rejects(new ApiError(404, 'Not found')),
    ],
    saveQuiz: () => [
      resolves(quiz, 'saved'),
      rejects(new ApiError(409, 'Changed by Ada at 10:00'), 'conflict'),
      rejects(new ApiError(400, 'Validation failed', { title: ['No Title'] }), 'invalid'),
    ],
    loadLatest: () => [
      resolves({ ...quiz, version: 4, title: 'Theirs' }, 'theirs'),
      rejects(new Error('down')),
    ],
  },
  stopWhen,
  // A loaded quiz is a large event; name it by whether a draft came with it.
  describeEvent: (event) =>
    'output' in event && event.output && typeof event.output === 'object' && 'storedDraft' in event.output
      ? `${event.type} ${event.output.storedDraft ? 'with a draft' : 'without a draft'}`
      : JSON.stringify(event),
});
// A second model: the loader finds a draft; it explores only the offer and its two answers.
const draftModel = createMachineModel(editor, {
  input: { kind: 'admin', mode: 'edit', quizId: 5, idPrefix: 'm', clock: FIXED_CLOCK },
  events: {},
  actors: {
    autosave: neverSettles,
    loadQuiz: () => [resolves({ storedDraft: stored, state: fromQuiz(quiz), version: 3 }, 'with a draft')],
    saveQuiz: () => [resolves(quiz, 'saved')],
    loadLatest: () => [resolves(quiz, 'theirs')],
  },
  stopWhen: (s) => s.matches('editing'),
});
const validQuiz: Quiz = { ...quiz, activities: quiz.activities.slice(0, 1) };
// A third model: autosave (ADR 169). One title edit, its autosave in flight, then Save Quiz waiting for it and
// each report the autosave may make.
const autosaveModel = createMachineModel(editor, {
  input: { kind: 'admin', mode: 'edit', quizId: 5, idPrefix: 'm', clock: FIXED_CLOCK },
  events: {
    ...samples,
    'details.set': [{ type: 'details.set', details: { title: 'Cell biology, autosaved' } }],
    'editor.addOption': [{ type: 'editor.addOption', itemId: 'i10' }],
    'editor.addVideo': [{ type: 'editor.addVideo', activityId: 'a1', article }],
    'editor.addGenerated': [{ type: 'editor.addGenerated', activityId: 'a1', questions: generated }],
    'editor.importPlaylists': [{ type: 'editor.importPlaylists', articles: [], questions: [] }],
    'gesture.begin': [{ type: 'gesture.begin', id: 'drag' }],
    'gesture.commit': [{ type: 'gesture.commit', id: 'drag' }],
    'gesture.cancel': [{ type: 'gesture.cancel', id: 'drag' }],
    ...autosaveReports,
  },
  actors: {
    autosave: neverSettles,
    // Valid as loaded (no empty activity), so a title edit is saved on its own.
    loadQuiz: () => [resolves({ state: fromQuiz(validQuiz), version: 3 }, 'loaded')],
    saveQuiz: () => [resolves(quiz, 'saved')],
    loadLatest: () => [resolves({ ...quiz, version: 4, title: 'Theirs' }, 'theirs')],
  },
  stopWhen: (s) => {
    const document = s.context.document;
    if (!document) return false;
    if (!s.matches('editing')) return true;
    const { history, state } = document;
    if (state.selectedActivityId !== 'a1' || state.selectedItemId !== null || history.mark !== null)
      return true;
    // The refused draft, redo and a typing step closed by hand are the first model's; autosave closes it itself.
    if (s.context.savedAt !== null || s.context.draftNotKept || history.redos.length > 0) return true;
    if (history.undos.length === 0) return false;
    if (history.coalescing === undefined && s.context.sentPoint === null) return true;
    return (
      history.undos.length + history.redos.length > 1 || history.undos[0]?.events[0]?.type !== 'details.set'
    );
  },
});
const paths = [...model.paths(), ...draftModel.paths(), ...autosaveModel.paths()];

test('generated paths reach every state and take every transition of the quiz editor', () => {
  expectFullCoverage(quizEditorMachine, paths);
});

/**
 * After every step: Undo is offered exactly when the model has something to undo, and the browser holds the draft
 * exactly while there is unsaved work: written after an edit (replaying it over the loaded quiz gives what the
 * user sees), removed once everything is undone, discarded, reloaded or saved.
 */
const check = (real: Snapshot, step: { kind: string; state: Snapshot }) => checkOver(quiz, real, step);

function checkOver(loaded: Quiz, real: Snapshot, step: { kind: string; state: Snapshot }) {
  if (step.kind === 'start') written.clear();
  const expected = step.state;
  const expectedUndo =
    expected.matches('editing') &&
    expected.context.document !== null &&
    expected.context.document.history.undos.length > 0;
  expect(selectCanUndo(real), 'Undo offered').toBe(expectedUndo);

  const document = real.context.document;
  if (real.matches('loading') || real.matches('loadFailed') || real.matches('draftOffered') || !document) {
    expect(written.has(DRAFT_KEY), 'nothing stored before the user edits').toBe(false);
    return;
  }
  if (real.matches('saved')) {
    expect(written.has(DRAFT_KEY), 'draft cleared after a save').toBe(false);
    return;
  }
  // Reloading their version starts clean; otherwise unsaved work is stored.
  expect(written.has(DRAFT_KEY), 'draft stored while there is unsaved work').toBe(
    isDirty(document) && selectIsDirty(real),
  );
  if (!isDirty(document)) return;
  const draft = parseDraft(written.get(DRAFT_KEY), 'admin:5');
  expect(draft?.events).toEqual(draftEvents(document));
  expect(draft?.baseVersion).toBe(real.context.version);
  if (real.context.version === 3) expect(replayDraft(fromQuiz(loaded), draft!)).toEqual(document.state);
}

test.each(draftModel.paths().map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await draftModel.run(path, { check });
});

test.each(model.paths().map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, { check });
});

test.each(autosaveModel.paths().map((path) => [path.description, path] as const))(
  '%s',
  async (_name, path) => {
    await autosaveModel.run(path, { check: (real, step) => checkOver(validQuiz, real, step) });
  },
);
