/**
 * The quiz editor (ARCHITECTURE "The quiz editor (event-sourced)"): loads the quiz, offers a stored draft, applies
 * every edit as a domain event through the editor document (history, coalescing, gestures), persists the unsaved
 * event log after each change, validates and saves with the loaded version, and on a 409 keeps the user's work
 * while offering to reload theirs or keep mine.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ItemArticle, Quiz, QuizItem, QuizKind } from '../domain/quiz';
import * as doc from '../domain/quizEditorDocument';
import type { QuizEditorState } from '../domain/quizEditorState';
import { QuizEventSchema, type QuizEvent } from '../domain/quizEvents';
import { afterSavePath } from '../domain/quizNavigation';
import { fromQuiz } from '../domain/quizPayload';
import {
  DRAFT_MESSAGES,
  createDraft,
  draftMatchesVersion,
  draftStorageKey,
  parseDraft,
  serializeDraft,
  type QuizDraft,
} from '../domain/quizDraft';
import { ceilToMinutes } from '../domain/deadline';
import { canApply } from '../domain/quizReducer';
import {
  canEditSchedule,
  chosenEndDate,
  endDateMax,
  endDateMin,
  scheduleIssues,
  startDateMin,
  type QuizDates,
  type ScheduleRules,
} from '../domain/quizSchedule';
import { QUIZ_MESSAGES, validateEditorState, type SaveAction } from '../domain/quizValidation';

export type EditorMode = 'create' | 'copy' | 'edit';

/** Where the draft lives; localStorage in the browser, a map in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface QuizEditorInput {
  readonly kind: QuizKind;
  readonly mode: EditorMode;
  readonly quizId?: number | undefined;
  readonly articleId?: number | undefined;
  readonly fromCustomerList?: boolean;
  readonly storage: DraftStorage;
  /**
   * Prefix of the local ids this editor session gives new activities, items and options (`{prefix}-{n}`); a
   * fresh random one per session keeps them apart from the ids in a restored draft.
   */
  readonly idPrefix: string;
  /** The current time for the date rules; the real clock unless a test gives one. */
  readonly clock?: () => Date;
  /**
   * The signed-in author's trial or subscription end (ISO): it caps the End Date of a quiz they create or copy,
   * as the server does (ADR 052); an edited quiz is held to its owner's end instead.
   */
  readonly callerSubscriptionEndsAt?: string | null;
}

export interface LoadQuizInput {
  readonly kind: QuizKind;
  readonly mode: EditorMode;
  readonly quizId?: number | undefined;
  readonly articleId?: number | undefined;
  readonly firstActivityId: string;
  /** Where this quiz's draft is stored; the loader reads it with the quiz. */
  readonly draftKey: string;
}
export interface LoadedQuiz {
  readonly state: QuizEditorState;
  /** The loaded version (edit); null for a quiz not saved yet. */
  readonly version: number | null;
  /** The stored draft text as found (validated here, not by the loader). */
  readonly storedDraft?: string | null;
  /** The quiz was distributed to students: its Access Type is locked (SPEC section 4). */
  readonly distributed?: boolean;
  /** The owner's trial or subscription end (ISO), which caps the End Date (ADR 066); null or absent: none. */
  readonly subscriptionEndsAt?: string | null;
  /** When the loaded version was saved (ISO); shown when a draft was made on an older version. */
  readonly updatedAt?: string | null;
}

function offeredDraftOf(loaded: LoadedQuiz, draftKey: string): QuizDraft | null {
  const draft = parseDraft(loaded.storedDraft, draftKey);
  return draft && draft.events.length > 0 ? draft : null;
}
export interface SaveQuizInput {
  readonly kind: QuizKind;
  readonly action: SaveAction;
  readonly quizId: number | null;
  readonly state: QuizEditorState;
  readonly version: number | null;
}

export interface ConflictInfo {
  readonly message: string;
  readonly theirs: Quiz | null;
}

export interface QuizEditorContext {
  readonly kind: QuizKind;
  readonly mode: EditorMode;
  readonly quizId: number | null;
  readonly articleId: number | null;
  readonly fromCustomerList: boolean;
  readonly storage: DraftStorage;
  readonly idPrefix: string;
  readonly clock: () => Date;
  /** The owner's trial or subscription end (ISO); null when there is none. */
  subscriptionEndsAt: string | null;
  /** Start and End Date as loaded: unchanged dates are not held to the current time (ADR 052). */
  loadedDates: QuizDates;
  /** How many local ids this session has used. */
  idCounter: number;
  readonly draftKey: string;
  document: doc.QuizEditorDocument | null;
  version: number | null;
  distributed: boolean;
  /** When the loaded version was saved (ISO), for the offer of a draft made on an older one. */
  loadedUpdatedAt: string | null;
  offeredDraft: QuizDraft | null;
  /** The browser refused to store the draft (storage full) and the user was told so; told once. */
  draftNotKept: boolean;
  /** Activity local id → its title error, after a failed validation. */
  activityErrors: ReadonlyMap<string, string>;
  conflict: ConflictInfo | null;
  destination: string | null;
}

export type QuizEditorEvent =
  | QuizEvent
  | { type: 'editor.addActivity' }
  | { type: 'editor.addQuestion' }
  | { type: 'editor.addOption'; itemId: string }
  | { type: 'editor.addVideo'; activityId: string; article: ItemArticle }
  | {
      type: 'editor.importPlaylists';
      articles: readonly { id: number; title: string; articleType?: ItemArticle['articleType'] }[];
      questions: readonly QuizItem[];
    }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'gesture.begin'; id: string }
  | { type: 'gesture.commit'; id: string }
  | { type: 'gesture.cancel'; id: string }
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  /** Sent by the machine to itself when the browser refuses to store the draft. */
  | { type: 'draft.persistFailed' }
  | { type: 'quiz.save' }
  | { type: 'conflict.reloadTheirs' }
  | { type: 'conflict.keepMine' };

const DOMAIN_EVENT_TYPES = QuizEventSchema.options.map((option) => option.shape.type.value);
const INTENT_TYPES = [
  'editor.addActivity',
  'editor.addQuestion',
  'editor.addOption',
  'editor.addVideo',
  'editor.importPlaylists',
] as const;

/** Every edit, domain event or intent, is one transition: applied when the domain allows it. */
const EDIT_TRANSITIONS = Object.fromEntries(
  [...DOMAIN_EVENT_TYPES, ...INTENT_TYPES].map((type) => [
    type,
    { guard: 'canApplyEdit', target: '.idle', actions: ['applyEdit', 'persistDraft'] } as const,
  ]),
);

export function draftKeyOf(input: Pick<QuizEditorInput, 'kind' | 'mode' | 'quizId' | 'articleId'>): string {
  if (input.mode === 'edit' && input.quizId !== undefined) return `${input.kind}:${input.quizId}`;
  if (input.mode === 'copy' && input.quizId !== undefined) return `${input.kind}:copy-${input.quizId}`;
  if (input.articleId !== undefined) return `${input.kind}:article-${input.articleId}`;
  return `${input.kind}:new`;
}

/** The real clock, one function so that contexts of two editors compare equal. */
const systemClock = () => new Date();

const saveActionOf = (mode: EditorMode): SaveAction => (mode === 'edit' ? 'edit' : 'create');

const NO_DATES: QuizDates = { startDate: null, endDate: null };
const datesOf = (state: QuizEditorState): QuizDates => ({
  startDate: state.details.startDate,
  endDate: state.details.endDate,
});

function scheduleRulesOf(context: QuizEditorContext): ScheduleRules {
  return {
    now: context.clock(),
    subscriptionEndsAt: context.subscriptionEndsAt,
    loaded: context.loadedDates,
  };
}

/** The save check of the current document, dates included. */
function validationOf(context: QuizEditorContext) {
  return validateEditorState(
    context.document!.state,
    context.kind,
    saveActionOf(context.mode),
    scheduleRulesOf(context),
  );
}

/**
 * A Details change as the document records it: an End Date earlier than now is rounded up to the next half-hour
 * (it is the quiz's deadline); date changes are refused once the owner's trial or subscription has ended.
 */
function detailsEvent(
  context: QuizEditorContext,
  event: Extract<QuizEvent, { type: 'details.set' }>,
): QuizEvent | null {
  const { details } = event;
  const touchesDates = 'startDate' in details || 'endDate' in details;
  if (!touchesDates) return event;
  const now = context.clock();
  if (!canEditSchedule(context.subscriptionEndsAt, now)) return null;
  if (!('endDate' in details)) return event;
  return { ...event, details: { ...details, endDate: chosenEndDate(details.endDate ?? null, now) } };
}

function apply(context: QuizEditorContext, event: QuizEvent): doc.QuizEditorDocument {
  const result = doc.dispatch(context.document!, event);
  return result.document;
}

/** An activity given a title again loses its 'No Title' error at once; other errors wait for the next save. */
function withoutFixedTitleError(
  errors: ReadonlyMap<string, string>,
  event: QuizEvent,
): ReadonlyMap<string, string> {
  if (event.type !== 'activity.rename' || event.title.trim() === '' || !errors.has(event.activityId))
    return errors;
  const next = new Map(errors);
  next.delete(event.activityId);
  return next;
}

/** A template question copied in with new local ids; its right answers follow their options. */
function importedQuestion(createId: () => string, question: QuizItem) {
  const optionIds = new Map(question.textOptions.map((option) => [option.id, createId()]));
  const options = question.textOptions.map((option) => ({
    optionId: optionIds.get(option.id)!,
    text: option.text,
  }));
  const right = question.rightAnswer.flatMap((id) => (optionIds.has(id) ? [optionIds.get(id)!] : []));
  return {
    itemId: createId(),
    title: question.title,
    image: question.image,
    isMultiple: question.isMultiple,
    options,
    rightAnswer: right.length > 0 ? right : options.slice(0, 1).map((o) => o.optionId),
  };
}

/** Domain events the machine builds from a view intent, with new ids; `used` is how many it took. */
function intentEvent(
  context: QuizEditorContext,
  event: QuizEditorEvent,
): { event: QuizEvent; used: number } | null {
  let used = 0;
  const createId = () => `${context.idPrefix}-${context.idCounter + ++used}`;
  const domainEvent = buildIntent(context, event, createId);
  return domainEvent ? { event: domainEvent, used } : null;
}

function buildIntent(
  context: QuizEditorContext,
  event: QuizEditorEvent,
  createId: () => string,
): QuizEvent | null {
  const state = context.document?.state;
  if (!state) return null;
  switch (event.type) {
    case 'editor.addActivity':
      return { type: 'activity.add', activityId: createId() };
    case 'editor.addQuestion': {
      const ids = Array.from({ length: 5 }, () => createId());
      return {
        type: 'item.addQuestion',
        activityId: state.selectedActivityId,
        itemId: ids[0]!,
        optionIds: ids.slice(1),
      };
    }
    case 'editor.addOption':
      return { type: 'option.add', itemId: event.itemId, optionId: createId() };
    case 'editor.addVideo':
      return {
        type: 'item.addVideos',
        activityId: event.activityId,
        videos: [{ itemId: createId(), article: event.article }],
      };
    case 'editor.importPlaylists':
      return {
        type: 'playlist.import',
        activityId: state.selectedActivityId,
        videos: event.articles.map((article) => ({
          itemId: createId(),
          article: { id: article.id, title: article.title, articleType: article.articleType },
        })),
        questions: event.questions.map((question) => importedQuestion(createId, question)),
      };
    case 'details.set':
      return detailsEvent(context, event);
    default:
      return (DOMAIN_EVENT_TYPES as readonly string[]).includes(event.type) ? (event as QuizEvent) : null;
  }
}

export const quizEditorMachine = setup({
  types: {
    context: {} as QuizEditorContext,
    events: {} as QuizEditorEvent,
    input: {} as QuizEditorInput,
    output: {} as { destination: string | null },
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
  },
  guards: {
    loadHasDraft: ({ context, event }) =>
      'output' in event && offeredDraftOf(event.output as LoadedQuiz, context.draftKey) !== null,
    canApplyEdit: ({ context, event }) => {
      const intent = intentEvent(context, event);
      return intent !== null && canApply(context.document!.state, intent.event);
    },
    canUndo: ({ context }) => context.document !== null && doc.canUndo(context.document),
    canRedo: ({ context }) => context.document !== null && doc.canRedo(context.document),
    isValid: ({ context }) => validationOf(context).valid,
    isConflict: ({ event }) => (event as { error?: { status?: number } }).error?.status === 409,
    hasTheirs: ({ context }) => context.conflict?.theirs != null,
    draftNotYetWarned: ({ context }) => !context.draftNotKept,
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
    assignLoaded: assign(({ context }, params: LoadedQuiz) => ({
      document: doc.openDocument(params.state),
      version: params.version,
      distributed: params.distributed ?? false,
      loadedUpdatedAt: params.updatedAt ?? null,
      subscriptionEndsAt:
        context.mode === 'edit' ? (params.subscriptionEndsAt ?? null) : context.subscriptionEndsAt,
      // A copy or a new quiz is saved as new: its dates are all the author's (as the server sees them).
      loadedDates: context.mode === 'edit' ? datesOf(params.state) : NO_DATES,
      offeredDraft: offeredDraftOf(params, context.draftKey),
    })),
    applyEdit: assign(({ context, event }) => {
      const intent = intentEvent(context, event)!;
      return {
        document: apply(context, intent.event),
        idCounter: context.idCounter + intent.used,
        activityErrors: withoutFixedTitleError(context.activityErrors, intent.event),
      };
    }),
    undo: assign(({ context }) => ({ document: doc.undo(context.document!) })),
    redo: assign(({ context }) => ({ document: doc.redo(context.document!) })),
    beginGesture: assign(({ context }, params: { id: string }) => ({
      document: doc.beginGesture(context.document!, params.id),
    })),
    commitGesture: assign(({ context }, params: { id: string }) => ({
      document: doc.commitGesture(context.document!, params.id),
    })),
    cancelGesture: assign(({ context }, params: { id: string }) => ({
      document: doc.cancelGesture(context.document!, params.id),
    })),
    /**
     * Replays the draft over the loaded quiz. A draft made on an older version keeps that version as the base
     * (ADR 085): its save is then refused with 409 and goes to the conflict choice instead of silently
     * overwriting what was saved in between.
     */
    restoreDraft: assign(({ context }) => {
      const draft = context.offeredDraft;
      let document = context.document!;
      for (const event of draft?.events ?? []) document = doc.dispatch(document, event).document;
      const version =
        draft && !draftMatchesVersion(draft, context.version) ? draft.baseVersion : context.version;
      return { document, version, offeredDraft: null };
    }),
    dropOfferedDraft: assign({ offeredDraft: null }),
    markDraftNotKept: assign({ draftNotKept: true }),
    /**
     * The unsaved event log, after every change (STYLE rule 18); nothing to keep removes it. A browser that refuses
     * the write (storage full or disabled) must not stop the editor: editing goes on and the user is warned once
     * (ADR 083); the last draft that could be stored stays.
     */
    persistDraft: ({ context, self }) => {
      const key = draftStorageKey(context.draftKey);
      try {
        if (!context.document || !doc.isDirty(context.document)) {
          context.storage.removeItem(key);
          return;
        }
        const draft = createDraft(context.draftKey, context.version, doc.draftEvents(context.document));
        context.storage.setItem(key, serializeDraft(draft));
      } catch {
        self.send({ type: 'draft.persistFailed' });
      }
    },
    clearDraft: ({ context }) => {
      try {
        context.storage.removeItem(draftStorageKey(context.draftKey));
      } catch {
        // Storage that cannot be reached holds no draft to clear.
      }
    },
    assignValidation: assign(({ context }) => ({
      activityErrors: validationOf(context).activityErrors,
    })),
    assignSaved: assign(({ context }) => ({
      destination: afterSavePath({
        kind: context.kind,
        action: saveActionOf(context.mode),
        fromCustomerList: context.fromCustomerList,
      }),
    })),
    assignConflict: assign((_, params: { message: string }) => ({
      conflict: { message: params.message, theirs: null },
    })),
    assignTheirs: assign(({ context }, params: { theirs: Quiz }) => ({
      conflict: { message: context.conflict?.message ?? '', theirs: params.theirs },
    })),
    reloadTheirs: assign(({ context }) => {
      const theirs = context.conflict!.theirs!;
      const state = fromQuiz(theirs);
      return {
        document: doc.openDocument(state),
        version: theirs.version,
        loadedDates: datesOf(state),
        conflict: null,
      };
    }),
    keepMine: assign(({ context }) => ({
      version: context.conflict?.theirs?.version ?? context.version,
      conflict: null,
    })),
  },
}).createMachine({
  id: 'quizEditor',
  context: ({ input }) => ({
    kind: input.kind,
    mode: input.mode,
    quizId: input.quizId ?? null,
    articleId: input.articleId ?? null,
    fromCustomerList: input.fromCustomerList ?? false,
    storage: input.storage,
    idPrefix: input.idPrefix,
    clock: input.clock ?? systemClock,
    subscriptionEndsAt: input.callerSubscriptionEndsAt ?? null,
    loadedDates: NO_DATES,
    idCounter: 0,
    draftKey: draftKeyOf(input),
    document: null,
    version: null,
    distributed: false,
    loadedUpdatedAt: null,
    offeredDraft: null,
    draftNotKept: false,
    activityErrors: new Map(),
    conflict: null,
    destination: null,
  }),
  initial: 'loading',
  output: ({ context }) => ({ destination: context.destination }),
  on: {
    'draft.persistFailed': {
      guard: 'draftNotYetWarned',
      actions: ['markDraftNotKept', { type: 'notifyWarning', params: { message: DRAFT_MESSAGES.notKept } }],
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadQuiz',
        input: ({ context }) => ({
          kind: context.kind,
          mode: context.mode,
          quizId: context.quizId ?? undefined,
          articleId: context.articleId ?? undefined,
          // Stable across sessions: a draft of a new quiz refers to its first activity by this id.
          firstActivityId: 'first-activity',
          draftKey: context.draftKey,
        }),
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
      states: {
        idle: {},
        saveFailed: { tags: 'error' },
      },
      on: {
        'history.undo': { guard: 'canUndo', target: '.idle', actions: ['undo', 'persistDraft'] },
        'history.redo': { guard: 'canRedo', target: '.idle', actions: ['redo', 'persistDraft'] },
        'gesture.begin': { actions: { type: 'beginGesture', params: ({ event }) => ({ id: event.id }) } },
        'gesture.commit': {
          actions: [{ type: 'commitGesture', params: ({ event }) => ({ id: event.id }) }, 'persistDraft'],
        },
        'gesture.cancel': {
          actions: [{ type: 'cancelGesture', params: ({ event }) => ({ id: event.id }) }, 'persistDraft'],
        },
        'quiz.save': { target: '#quizEditor.validating' },
        ...EDIT_TRANSITIONS,
        // An import that brings nothing new (no videos missing from the quiz, no template questions) says so.
        'editor.importPlaylists': [
          EDIT_TRANSITIONS['editor.importPlaylists']!,
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
                message: validationOf(context).messages.join('\n'),
              }),
            },
          ],
        },
      ],
    },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'saveQuiz',
        input: ({ context }) => ({
          kind: context.kind,
          action: saveActionOf(context.mode),
          quizId: context.mode === 'edit' ? context.quizId : null,
          state: context.document!.state,
          version: context.version,
        }),
        onDone: { target: 'saved', actions: ['clearDraft', 'assignSaved'] },
        onError: [
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: {
              type: 'assignConflict',
              params: ({ event }) => ({ message: event.error instanceof Error ? event.error.message : '' }),
            },
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

export const selectEditorState = (s: QuizEditorSnapshot) => s.context.document?.state ?? null;
export const selectCanUndo = (s: QuizEditorSnapshot) =>
  s.matches('editing') && s.context.document !== null && doc.canUndo(s.context.document);
export const selectCanRedo = (s: QuizEditorSnapshot) =>
  s.matches('editing') && s.context.document !== null && doc.canRedo(s.context.document);
export const selectIsDirty = (s: QuizEditorSnapshot) =>
  s.context.document !== null && !s.matches('saved') && doc.isDirty(s.context.document);
export const selectDraftOffered = (s: QuizEditorSnapshot) => s.matches('draftOffered');

export interface DraftOffer {
  /** The quiz was saved again after the draft was made (its base version is not the loaded one). */
  readonly changedSince: boolean;
  /** When the loaded version was saved (ISO), if known. */
  readonly changedAt: string | null;
}

/** What the Restore / Discard offer tells the user; null when no draft is offered. */
export function selectDraftOffer(s: QuizEditorSnapshot): DraftOffer | null {
  const draft = s.context.offeredDraft;
  if (!s.matches('draftOffered') || !draft) return null;
  const changedSince = !draftMatchesVersion(draft, s.context.version);
  return { changedSince, changedAt: changedSince ? s.context.loadedUpdatedAt : null };
}
/** Equality for `selectDraftOffer` results. */
export const sameDraftOffer = (a: DraftOffer | null, b: DraftOffer | null) =>
  a === b || (a !== null && b !== null && a.changedSince === b.changedSince && a.changedAt === b.changedAt);
export const selectLoadFailed = (s: QuizEditorSnapshot) => s.matches('loadFailed');
export const selectIsLoading = (s: QuizEditorSnapshot) => s.matches('loading');
export const selectIsSaving = (s: QuizEditorSnapshot) => s.matches('saving');
export const selectConflict = (s: QuizEditorSnapshot) => (s.matches('conflict') ? s.context.conflict : null);
export const selectDestination = (s: QuizEditorSnapshot) =>
  s.matches('saved') ? s.context.destination : null;
export const selectActivityErrors = (s: QuizEditorSnapshot) => s.context.activityErrors;
export const selectAccessLocked = (s: QuizEditorSnapshot) => s.context.distributed;

export interface ScheduleView {
  /** ISO instants of the pickers' limits; `endMax` null when the owner has no trial or subscription end. */
  readonly startMin: string;
  readonly endMin: string;
  readonly endMax: string | null;
  /** The owner's trial or subscription has ended: the dates cannot change. */
  readonly locked: boolean;
  readonly startError: string | null;
  readonly endError: string | null;
}

/** The date fields' limits and live errors, at the machine's current time. */
export function selectSchedule(s: QuizEditorSnapshot): ScheduleView | null {
  const state = s.context.document?.state;
  if (!state) return null;
  const rules = scheduleRulesOf(s.context);
  const issues = scheduleIssues(datesOf(state), rules);
  // Whole minutes, as the pickers offer them: the same view while the minute lasts.
  const now = ceilToMinutes(rules.now, 1);
  return {
    startMin: startDateMin(now).toISOString(),
    endMin: endDateMin(state.details.startDate, now).toISOString(),
    endMax: endDateMax(rules.subscriptionEndsAt)?.toISOString() ?? null,
    locked: !canEditSchedule(rules.subscriptionEndsAt, rules.now),
    startError: issues.find((issue) => issue.field === 'startDate')?.message ?? null,
    endError: issues.find((issue) => issue.field === 'endDate')?.message ?? null,
  };
}

/** Equality for `selectSchedule` results, so a re-render happens only when something shown changes. */
export function sameSchedule(a: ScheduleView | null, b: ScheduleView | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof ScheduleView)[]).every((key) => a[key] === b[key]);
}
