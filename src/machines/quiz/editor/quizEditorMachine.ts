/**
 * The quiz editor (ARCHITECTURE "The quiz editor (event-sourced)"): loads the quiz, offers a stored draft, applies
 * every edit as a domain event through the editor document (history, coalescing, gestures), persists the unsaved
 * event log after each change, validates and saves with the loaded version, and on a 409 keeps the user's work
 * while offering to reload theirs or keep mine. While editing, its autosave child (quizEditorAutosave, ADR 169)
 * saves settled edits of a saved quiz; the editor answers what to save and moves the save point.
 *
 * One `setup()` assembles the concerns, each in its own file: the document and history (quizEditorHistory), the
 * draft log (quizEditorDrafts), loading, saving and conflicts (quizEditorSaving); the rules are in src/domain.
 */
import {
  assign,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { Quiz, QuizKind } from '../../../domain/quiz/quiz';
import { DRAFT_MESSAGES, draftKeyOf } from '../../../domain/quiz/editor/quizDraft';
import { NO_DATES } from '../../../domain/quiz/quizSchedule';
import { QUIZ_MESSAGES } from '../../../domain/quiz/quizValidation';
import { LOADED_POINT, type SavePoint } from '../../../domain/quiz/editor/quizEditorDocument';
import { systemClock } from '../../shared/clock';
import { quizEditorAutosave } from './quizEditorAutosaveMachine';
import * as autosave from './quizEditorAutosaving';
import * as history from './quizEditorHistory';
import * as drafts from './quizEditorDrafts';
import * as saving from './quizEditorSaving';
import type {
  LoadedQuiz,
  LoadQuizInput,
  QuizEditorContext,
  QuizEditorEvent,
  QuizEditorInput,
  SaveQuizInput,
} from './quizEditorTypes';

/** The machine's types (its input, context and events, what its load and save take and give) are its own. */
export type * from './quizEditorTypes';
export type { DraftOffer } from '../../../domain/quiz/editor/quizDraft';
export type { AutosaveStatus } from './quizEditorSelectors';
export type { ScheduleView } from '../../../domain/quiz/quizSchedule';
export { sameDraftOffer } from '../../../domain/quiz/editor/quizDraft';
export {
  autosaveStatusOf,
  sameAutosaveStatus,
  selectActivityErrors,
  selectCanRedo,
  selectCanUndo,
  selectConflict,
  selectConflictDecidable,
  selectDestination,
  selectDraftOffer,
  selectEditorState,
  selectIsDirty,
  selectIsLoading,
  selectLoadFailed,
  selectSchedule,
} from './quizEditorSelectors';

const editorSetup = setup({
  types: {
    context: {} as QuizEditorContext,
    events: {} as QuizEditorEvent,
    input: {} as QuizEditorInput,
    output: {} as { destination: string | null },
    children: {} as { autosave: 'autosave' },
  },
  actors: {
    loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => {
      throw new Error('loadQuiz is not provided');
    }),
    saveQuiz: fromPromise<Quiz, SaveQuizInput>(async () => {
      throw new Error('saveQuiz is not provided');
    }),
    loadLatest: fromPromise<Quiz, { kind: QuizKind; quizId: number }>(async () => {
      throw new Error('loadLatest is not provided');
    }),
    /** Provided by the screen with its saveQuiz (ADR 169). */
    autosave: quizEditorAutosave,
  },
  guards: {
    loadHasDraft: ({ context, event }) =>
      'output' in event && saving.loadHasDraft(context, event.output as LoadedQuiz),
    canApplyEdit: ({ context, event }) => history.canApplyEdit(context, event),
    canUndo: ({ context }) => history.canUndo(context),
    canRedo: ({ context }) => history.canRedo(context),
    isValid: ({ context }) => saving.validationOf(context).valid,
    isConflict: ({ event }) => saving.isConflict((event as { error?: unknown }).error),
    hasTheirs: ({ context }) => context.conflict?.theirs != null,
    draftNotYetWarned: ({ context }) => !context.draftNotKept,
    autosaveInFlight: ({ context }) => context.sentPoint !== null,
    saveAfterAutosave: ({ context }) => context.saveAfterAutosave,
    autosaveMaySave: ({ context }) => autosave.verdictOf(context) === 'save',
  },
  actions: {
    /** Provided by the screen with the notifications actor: one error notification. */
    notifyError: (_, _params: { message: string }) => {},
    /** Provided by the screen with the notifications actor: one info notification. */
    notifyInfo: (_, _params: { message: string }) => {},
    /** Provided by the screen with the notifications actor: one warning notification. */
    notifyWarning: (_, _params: { message: string }) => {},
    /** Provided by the screen: the SPEC's save-error notifications (one per message of content.errors). */
    notifySaveFailed: (_, _params: { error: unknown }) => {},
    /** Provided by the screen with the notifications actor: an explicit Save Quiz went through. */
    notifySaved: () => {},
    /** Provided by the screen: focus the first of these fields (keys of the field errors) that it shows. */
    focusFirstInvalid: (_, _params: { fields: readonly string[] }) => {},
    assignLoaded: assign(({ context }, params: LoadedQuiz) => saving.assignLoaded(context, params)),
    applyEdit: assign(({ context, event }) => history.applyEdit(context, event)),
    undo: assign(({ context }) => history.undo(context)),
    redo: assign(({ context }) => history.redo(context)),
    closeStep: assign(({ context }) => history.closeStep(context)),
    beginGesture: assign(({ context }, params: { id: string }) => history.beginGesture(context, params.id)),
    commitGesture: assign(({ context }, params: { id: string }) => history.commitGesture(context, params.id)),
    cancelGesture: assign(({ context }, params: { id: string }) => history.cancelGesture(context, params.id)),
    restoreDraft: assign(({ context }) => drafts.restoreDraft(context)),
    dropOfferedDraft: assign({ offeredDraft: null }),
    markDraftNotKept: assign({ draftNotKept: true }),
    /** Provided by the screen: writes the draft; a refused write (storage full) sends `draft.storeRefused`. */
    storeDraft: (_, _params: drafts.StoredDraft) => {},
    /** Provided by the screen: removes the stored draft. */
    removeDraft: (_, _params: { key: string }) => {},
    assignValidation: assign(({ context }) => {
      const { activityErrors, fieldErrors } = saving.validationOf(context);
      return { activityErrors, fieldErrors };
    }),
    // A copy is saved as the kind the caller may create (ADR 114): the destination follows the saved quiz.
    assignSaved: assign(({ context }, params: { saved: Quiz }) => ({
      destination: saving.savedDestination(context, params.saved.kind, params.saved.id),
    })),
    assignConflict: assign((_, params: { error: unknown }) => saving.conflictOf(params.error)),
    assignTheirs: assign(({ context }, params: { theirs: Quiz }) =>
      saving.withTheirs(context, params.theirs),
    ),
    reloadTheirs: assign(({ context }) => saving.reloadTheirs(context)),
    keepMine: assign(({ context }) => saving.keepMine(context)),
    autosaveEdited: sendTo('autosave', { type: 'autosave.edited' }),
    beginAutosave: assign(({ context }) => autosave.beginAutosave(context)),
    requestAutosave: sendTo('autosave', ({ context }) => autosave.saveRequestOf(context)),
    refuseAutosave: sendTo('autosave', ({ context }) => autosave.refusalOf(context)),
    assignAutosaved: assign(({ context }, params: { saved: Quiz; point: SavePoint }) =>
      autosave.assignAutosaved(context, params.saved, params.point),
    ),
    autosaveSettled: assign({ sentPoint: null }),
    requestSaveAfterAutosave: assign({ saveAfterAutosave: true }),
    clearSaveRequest: assign({ saveAfterAutosave: false }),
  },
});

/** The draft log's actions enqueue the provided storeDraft and removeDraft, so they extend the setup above. */
const editorWithDraftLog = editorSetup.extend<{ persistDraft: undefined; clearDraft: undefined }>({
  actions: {
    /** Stores the unsaved event log after a change; nothing to keep removes the stored draft. */
    persistDraft: enqueueActions(({ context, enqueue }) => {
      const stored = drafts.draftToStore(context);
      if (stored) enqueue({ type: 'storeDraft', params: stored });
      else enqueue({ type: 'removeDraft', params: { key: drafts.storedDraftKey(context) } });
    }),
    clearDraft: enqueueActions(({ context, enqueue }) =>
      enqueue({ type: 'removeDraft', params: { key: drafts.storedDraftKey(context) } }),
    ),
  },
});

export const quizEditorMachine = editorWithDraftLog.createMachine({
  id: 'quizEditor',
  context: ({ input }) => ({
    kind: input.kind,
    mode: input.mode,
    quizId: input.quizId ?? null,
    articleId: input.articleId ?? null,
    fromCustomerList: input.fromCustomerList ?? false,
    classId: input.classId ?? null,
    idPrefix: input.idPrefix,
    clock: input.clock ?? systemClock,
    subscriptionEndsAt: input.callerSubscriptionEndsAt ?? null,
    loadedDates: NO_DATES,
    copyDatesCleared: false,
    classDates: [],
    idCounter: 0,
    draftKey: draftKeyOf(input),
    document: null,
    version: null,
    distributed: false,
    loadedUpdatedAt: null,
    offeredDraft: null,
    draftNotKept: false,
    activityErrors: new Map(),
    fieldErrors: new Map(),
    conflict: null,
    destination: null,
    loadedVersion: null,
    savedPoint: LOADED_POINT,
    sentPoint: null,
    savedAt: null,
    saveAfterAutosave: false,
  }),
  initial: 'loading',
  output: ({ context }) => ({ destination: context.destination }),
  on: {
    'draft.storeRefused': {
      guard: 'draftNotYetWarned',
      actions: ['markDraftNotKept', { type: 'notifyWarning', params: { message: DRAFT_MESSAGES.notKept } }],
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadQuiz',
        input: ({ context }) => saving.loadInputOf(context),
        onDone: [
          {
            guard: 'loadHasDraft',
            target: 'draftOffered',
            actions: { type: 'assignLoaded', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: 'error', description: "The screen shows 'Error' in its place." },
    draftOffered: {
      description: 'A draft of unsaved work was found for this quiz: Restore or Discard.',
      on: {
        'draft.restore': { target: 'editing', actions: ['restoreDraft', 'persistDraft'] },
        'draft.discard': { target: 'editing', actions: ['dropOfferedDraft', 'clearDraft'] },
      },
    },
    editing: {
      initial: 'idle',
      // Autosave (ADR 169) runs while editing: it times the saves, the editor says what is saved.
      invoke: { id: 'autosave', src: 'autosave' },
      states: {
        idle: {},
        saveFailed: { tags: 'error' },
      },
      on: {
        'history.undo': {
          guard: 'canUndo',
          target: '.idle',
          actions: ['undo', 'persistDraft', 'autosaveEdited'],
        },
        'history.redo': {
          guard: 'canRedo',
          target: '.idle',
          actions: ['redo', 'persistDraft', 'autosaveEdited'],
        },
        'history.closeStep': { actions: 'closeStep' },
        'gesture.begin': { actions: { type: 'beginGesture', params: ({ event }) => ({ id: event.id }) } },
        'gesture.commit': {
          actions: [
            { type: 'commitGesture', params: ({ event }) => ({ id: event.id }) },
            'persistDraft',
            'autosaveEdited',
          ],
        },
        'gesture.cancel': {
          actions: [
            { type: 'cancelGesture', params: ({ event }) => ({ id: event.id }) },
            'persistDraft',
            'autosaveEdited',
          ],
        },
        // Save Quiz never races an autosave in flight: it follows it.
        'quiz.save': [
          { guard: 'autosaveInFlight', actions: 'requestSaveAfterAutosave' },
          { target: '#quizEditor.validating' },
        ],
        // The autosave asks once edits settle: save (the typing step closed first), or say why not.
        'autosave.due': [
          { guard: 'autosaveMaySave', actions: ['beginAutosave', 'requestAutosave'] },
          { actions: 'refuseAutosave' },
        ],
        'autosave.saved': [
          {
            guard: 'saveAfterAutosave',
            target: '#quizEditor.validating',
            actions: [
              {
                type: 'assignAutosaved',
                params: ({ event }) => ({ saved: event.saved, point: event.point }),
              },
              'persistDraft',
              'clearSaveRequest',
            ],
          },
          {
            actions: [
              {
                type: 'assignAutosaved',
                params: ({ event }) => ({ saved: event.saved, point: event.point }),
              },
              'persistDraft',
            ],
          },
        ],
        'autosave.failed': [
          {
            guard: 'saveAfterAutosave',
            target: '#quizEditor.validating',
            actions: ['autosaveSettled', 'clearSaveRequest'],
          },
          { actions: 'autosaveSettled' },
        ],
        // Someone saved a newer version: the local draft stays, and the user chooses in the conflict prompt.
        'autosave.conflict': {
          target: '#quizEditor.conflict',
          actions: [
            'autosaveSettled',
            'clearSaveRequest',
            { type: 'assignConflict', params: ({ event }) => ({ error: event.error }) },
          ],
        },
        ...history.EDIT_TRANSITIONS,
        // An import that brings nothing new (no videos missing from the quiz, no template questions) says so.
        'editor.importPlaylists': [
          history.EDIT_TRANSITIONS['editor.importPlaylists']!,
          { actions: { type: 'notifyInfo', params: { message: QUIZ_MESSAGES.nothingToImport } } },
        ],
      },
    },
    validating: {
      description:
        'SPEC section 5: the save checks the quiz for its kind and mode; every message is joined into one notification and nothing is sent.',
      always: [
        { guard: 'isValid', target: 'saving', actions: 'assignValidation' },
        {
          target: 'editing.saveFailed',
          actions: [
            'assignValidation',
            {
              type: 'notifyError',
              params: ({ context }) => ({
                // SPEC section 5: the messages are joined into one notification.
                message: saving.validationOf(context).messages.join('\n'),
              }),
            },
            {
              type: 'focusFirstInvalid',
              params: ({ context }) => ({ fields: [...context.fieldErrors.keys()] }),
            },
          ],
        },
      ],
    },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'saveQuiz',
        input: ({ context }) => saving.saveInputOf(context),
        onDone: {
          target: 'saved',
          actions: [
            'clearDraft',
            { type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) },
            'notifySaved',
          ],
        },
        onError: [
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: { type: 'assignConflict', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing.saveFailed',
            actions: { type: 'notifySaveFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    conflict: {
      description:
        'Someone saved this quiz since it was loaded: the draft stays; reload theirs or keep mine.',
      tags: 'error',
      initial: 'loadingTheirs',
      states: {
        loadingTheirs: {
          invoke: {
            src: 'loadLatest',
            input: ({ context }) => ({ kind: context.kind, quizId: context.quizId ?? 0 }),
            onDone: {
              target: 'deciding',
              actions: { type: 'assignTheirs', params: ({ event }) => ({ theirs: event.output }) },
            },
            onError: 'deciding',
          },
        },
        deciding: {
          on: {
            'conflict.reloadTheirs': {
              guard: 'hasTheirs',
              target: '#quizEditor.editing',
              actions: ['reloadTheirs', 'clearDraft'],
            },
            'conflict.keepMine': { target: '#quizEditor.editing', actions: ['keepMine', 'persistDraft'] },
          },
        },
      },
    },
    saved: { type: 'final' },
  },
});

export type QuizEditorActorRef = ActorRefFrom<typeof quizEditorMachine>;
export type QuizEditorSnapshot = SnapshotFrom<typeof quizEditorMachine>;
