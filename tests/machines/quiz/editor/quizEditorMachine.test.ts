import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import {
  DRAFT_MESSAGES,
  createDraft,
  draftStorageKey,
  serializeDraft,
} from '../../../../src/domain/quiz/editor/quizDraft';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import {
  quizEditorMachine,
  selectCanRedo,
  selectCanUndo,
  selectConflict,
  selectConflictDecidable,
  selectDraftOffer,
  selectEditorState,
  selectIsDirty,
  type LoadedQuiz,
  type LoadQuizInput,
  type QuizEditorInput,
  type SaveQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import {
  draftStorageActions,
  type DraftStorage,
} from '../../../../src/machines/quiz/editor/quizEditorServices';
import { storedQuiz } from '../../../support/quizFixtures';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const loaded = (title = 'Cell biology'): LoadedQuiz => ({
  state: newQuizState('a1', { title, isGraded: true }),
  version: 3,
});

function theirs(): Quiz {
  return storedQuiz({
    id: 5,
    kind: 'admin',
    title: 'Their title',
    tags: [],
    countOfQuestions: 0,
    updatedAt: '2026-01-02T00:00:00.000Z',
    activities: [{ id: 9, title: 'Activity 1', sortIndex: 1, items: [] }],
    version: 4,
  });
}

interface Options {
  storage?: DraftStorage;
  save?: (input: SaveQuizInput) => Promise<Quiz>;
  load?: () => Promise<LoadedQuiz>;
  input?: Partial<QuizEditorInput>;
}

async function start(options: Options = {}) {
  const notices: string[] = [];
  const warnings: string[] = [];
  const saves: SaveQuizInput[] = [];
  const storage = options.storage ?? memoryStorage();
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async ({ input }) => ({
          ...(await (options.load ?? (async () => loaded()))()),
          storedDraft: storage.getItem(draftStorageKey(input.draftKey)),
        })),
        saveQuiz: fromPromise(({ input }: { input: SaveQuizInput }) => {
          saves.push(input);
          return (options.save ?? (async () => theirs()))(input);
        }),
        loadLatest: fromPromise(async () => theirs()),
      },
      actions: {
        ...draftStorageActions(storage),
        notifyError: (_, params: { message: string }) => void notices.push(params.message),
        notifyWarning: (_, params: { message: string }) => void warnings.push(params.message),
        notifySaveFailed: (_, params: { error: unknown }) => {
          const error = params.error as ApiError;
          for (const message of error.errors ? Object.values(error.errors).flat() : [error.message])
            notices.push(message);
        },
      },
    }),
    {
      input: { kind: 'admin', mode: 'edit', quizId: 5, idPrefix: 't', ...options.input },
    },
  ).start();
  await waitFor(actor, (s) => !s.matches('loading'));
  return { actor, notices, warnings, saves, storage };
}

const addQuestion = (actor: Awaited<ReturnType<typeof start>>['actor']) =>
  actor.send({ type: 'editor.addQuestion' });

describe('quiz editor machine', () => {
  test('an edit enables Undo; undo and redo walk the history and follow the buttons', async () => {
    const { actor } = await start();
    expect(selectCanUndo(actor.getSnapshot())).toBe(false);
    addQuestion(actor);
    expect(selectEditorState(actor.getSnapshot())!.activities[0]!.items).toHaveLength(1);
    expect(selectCanUndo(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.undo' });
    expect(selectEditorState(actor.getSnapshot())!.activities[0]!.items).toHaveLength(0);
    expect(selectCanRedo(actor.getSnapshot())).toBe(true);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'history.redo' });
    expect(selectEditorState(actor.getSnapshot())!.activities[0]!.items).toHaveLength(1);
  });

  test('typing in one field is one undo step', async () => {
    const { actor } = await start();
    for (const title of ['C', 'Ce', 'Cel', 'Cell']) actor.send({ type: 'details.set', details: { title } });
    expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Cell');
    actor.send({ type: 'history.undo' });
    expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Cell biology');
  });

  test('a drag cancelled with Esc leaves the document as it was and adds no undo step', async () => {
    const { actor } = await start();
    actor.send({ type: 'editor.addActivity' });
    actor.send({ type: 'editor.addActivity' });
    const before = selectEditorState(actor.getSnapshot())!.activities.map((a) => a.originId);
    actor.send({ type: 'gesture.begin', id: 'drag' });
    actor.send({ type: 'activity.reorder', activityId: before[0]!, toIndex: 2 });
    actor.send({ type: 'gesture.cancel', id: 'drag' });
    expect(selectEditorState(actor.getSnapshot())!.activities.map((a) => a.originId)).toEqual(before);
    actor.send({ type: 'history.undo' });
    expect(selectEditorState(actor.getSnapshot())!.activities).toHaveLength(2);
  });

  test('save with validation errors joins the messages into one notification and does not save', async () => {
    const { actor, notices, saves } = await start({
      load: async () => ({ state: newQuizState('a1'), version: 3 }),
    });
    actor.send({ type: 'quiz.save' });
    expect(actor.getSnapshot().matches({ editing: 'saveFailed' })).toBe(true);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('No Title');
    expect(notices[0]).toContain('No type selected');
    expect(saves).toHaveLength(0);
  });

  test('server errors become one notification per message; the work stays', async () => {
    const { actor, notices } = await start({
      save: async () => {
        throw new ApiError(400, 'Validation failed', {
          title: ['No Title'],
          activities: ['There should be at least one question'],
        });
      },
    });
    addQuestion(actor);
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
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(notices).toEqual(['No Title', 'There should be at least one question']);
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  test('a successful save sends the loaded version, clears the draft and names where to go', async () => {
    const { actor, saves, storage } = await start();
    actor.send({ type: 'details.set', details: { title: 'Cell biology 2' } });
    expect(storage.getItem(draftStorageKey('admin:5'))).not.toBeNull();
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]).toMatchObject({ kind: 'admin', action: 'edit', quizId: 5, version: 3 });
    expect(storage.getItem(draftStorageKey('admin:5'))).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ destination: '/quiz/admin-quiz' });
  });

  test('a 409 keeps the draft and offers reload-theirs or keep-mine', async () => {
    let attempt = 0;
    const { actor, storage, saves } = await start({
      save: async () => {
        if (attempt++ === 0) throw new ApiError(409, 'Changed by Ada Admin at 10:00');
        return theirs();
      },
    });
    actor.send({ type: 'details.set', details: { title: 'Mine' } });
    const decidable: boolean[] = [];
    const watching = actor.subscribe((s) => {
      if (s.matches('conflict')) decidable.push(selectConflictDecidable(s));
    });
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.matches({ conflict: 'deciding' }));
    watching.unsubscribe();
    // While their version is read, the choices wait for it (the dialog's buttons are disabled).
    expect(decidable).toEqual([false, true]);
    expect(selectConflict(actor.getSnapshot())).toMatchObject({ message: 'Changed by Ada Admin at 10:00' });
    expect(storage.getItem(draftStorageKey('admin:5'))).toContain('Mine');
    actor.send({ type: 'conflict.keepMine' });
    expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Mine');
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[1]!.version).toBe(4);
  });

  test('reload theirs replaces the document with the saved quiz and drops the draft', async () => {
    const { actor, storage } = await start({
      save: async () => {
        throw new ApiError(409, 'Changed');
      },
    });
    actor.send({ type: 'details.set', details: { title: 'Mine' } });
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.matches({ conflict: 'deciding' }));
    actor.send({ type: 'conflict.reloadTheirs' });
    expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Their title');
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(storage.getItem(draftStorageKey('admin:5'))).toBeNull();
  });

  test('a stored draft is offered after a reload; Restore replays it with its undo steps', async () => {
    const storage = memoryStorage();
    const first = await start({ storage });
    addQuestion(first.actor);
    first.actor.send({ type: 'details.set', details: { title: 'Restored title' } });
    first.actor.stop();

    const second = await start({ storage, input: { idPrefix: 'u' } });
    expect(second.actor.getSnapshot().matches('draftOffered')).toBe(true);
    second.actor.send({ type: 'draft.restore' });
    const state = selectEditorState(second.actor.getSnapshot())!;
    expect(state.details.title).toBe('Restored title');
    expect(state.activities[0]!.items).toHaveLength(1);
    second.actor.send({ type: 'history.undo' });
    expect(selectEditorState(second.actor.getSnapshot())!.details.title).toBe('Cell biology');
  });

  test('Discard drops the stored draft and opens the quiz as loaded', async () => {
    const storage = memoryStorage();
    const first = await start({ storage });
    first.actor.send({ type: 'details.set', details: { title: 'Draft' } });
    first.actor.stop();
    const second = await start({ storage });
    second.actor.send({ type: 'draft.discard' });
    expect(selectEditorState(second.actor.getSnapshot())!.details.title).toBe('Cell biology');
    expect(storage.data.size).toBe(0);
  });

  test('a draft that does not parse is ignored', async () => {
    const storage = memoryStorage();
    storage.setItem(draftStorageKey('admin:5'), '{"schemaVersion":99}');
    const { actor } = await start({ storage });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  test('a browser that refuses the draft does not stop the editor: one warning, editing goes on', async () => {
    const storage = memoryStorage();
    const full: DraftStorage = {
      ...storage,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const { actor, warnings } = await start({ storage: full });
    actor.send({ type: 'details.set', details: { title: 'Cel' } });
    actor.send({ type: 'details.set', details: { title: 'Cell' } });
    actor.send({ type: 'editor.addActivity' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Cell');
    expect(selectEditorState(actor.getSnapshot())!.activities).toHaveLength(2);
    expect(warnings).toEqual([DRAFT_MESSAGES.notKept]);
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  test('the stored draft holds one event per undo step, however many keystrokes', async () => {
    const { actor, storage } = await start();
    const title = 'Cell biology for the first year';
    for (let i = 1; i <= title.length; i++)
      actor.send({ type: 'details.set', details: { title: title.slice(0, i) } });
    const draft = JSON.parse(storage.getItem(draftStorageKey('admin:5'))!) as { events: unknown[] };
    // One typing step plus the two selection events.
    expect(draft.events).toHaveLength(3);
  });

  describe('a draft made on an older version', () => {
    async function staleDraft(save: Options['save']) {
      const storage = memoryStorage();
      storage.setItem(
        draftStorageKey('admin:5'),
        serializeDraft(createDraft('admin:5', 2, [{ type: 'details.set', details: { title: 'Mine' } }])),
      );
      return start({
        storage,
        save,
        load: async () => ({ ...loaded(), updatedAt: '2026-01-02T10:30:00.000Z' }),
      });
    }

    test('the offer says the quiz was saved since, and when', async () => {
      const { actor } = await staleDraft(undefined);
      expect(selectDraftOffer(actor.getSnapshot())).toEqual({
        changedSince: true,
        changedAt: '2026-01-02T10:30:00.000Z',
      });
    });

    test('a draft on the loaded version is offered without that warning', async () => {
      const storage = memoryStorage();
      storage.setItem(
        draftStorageKey('admin:5'),
        serializeDraft(createDraft('admin:5', 3, [{ type: 'details.set', details: { title: 'Mine' } }])),
      );
      const { actor } = await start({ storage });
      expect(selectDraftOffer(actor.getSnapshot())).toEqual({ changedSince: false, changedAt: null });
    });

    test('restoring it saves on the draft’s version, so the save meets the conflict instead of overwriting', async () => {
      const { actor, saves, storage } = await staleDraft(async (input) => {
        if (input.version === 2) throw new ApiError(409, 'This quiz was changed by Ada Admin');
        return theirs();
      });
      actor.send({ type: 'draft.restore' });
      expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Mine');
      expect(JSON.parse(storage.getItem(draftStorageKey('admin:5'))!)).toMatchObject({ baseVersion: 2 });
      actor.send({ type: 'quiz.save' });
      await waitFor(actor, (s) => s.matches({ conflict: 'deciding' }));
      expect(saves[0]!.version).toBe(2);
      expect(selectConflict(actor.getSnapshot())).toMatchObject({
        message: 'This quiz was changed by Ada Admin',
      });
      // Keep my changes: the next save is made on their version, knowingly.
      actor.send({ type: 'conflict.keepMine' });
      actor.send({ type: 'quiz.save' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(saves[1]!.version).toBe(4);
    });
  });

  test('a load error ends in loadFailed', async () => {
    const { actor } = await start({
      load: async () => {
        throw new ApiError(404, 'Not found');
      },
    });
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });
});
