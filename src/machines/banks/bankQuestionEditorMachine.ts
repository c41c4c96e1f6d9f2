/**
 * One bank question written or edited in the bank (ADR 367). A new question starts by choosing its type; an edit
 * starts with the stored question. The question is the quiz editor's document of one question, changed by the
 * type editors' own events (the quiz reducer applies them) and checked by the quiz's own question rules before it
 * is sent. A save made on an older version waits in `conflict` for Reload or Keep mine (recordSaving.ts). Its output
 * is the saved question (null: cancelled).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BankQuestionInput, BankQuestion } from '../../domain/quiz/banks/questionBank';
import {
  bankQuestionErrors,
  bankQuestionEvent,
  bankQuestionInput,
  bankQuestionState,
  draftQuestion,
  newBankQuestionState,
} from '../../domain/quiz/banks/bankQuestionDraft';
import { dispatch, openDocument, type QuizEditorDocument } from '../../domain/quiz/editor/quizEditorDocument';
import type { EditorEdit } from '../../domain/quiz/editor/quizEditorIntents';
import { DEFAULT_QUESTION_TYPE, type QuestionTypeName } from '../../questionTypes/shared/domain/registry';
import { toLoadError, type LoadError } from '../shared/loadError';
import { conflictOf, isStale, recordSaving } from '../shared/recordSaving';

export interface BankQuestionEditorInput {
  readonly bankId: number;
  readonly categoryId: number;
  /** The question edited; null: a new one, its type chosen first. */
  readonly question: BankQuestion | null;
}

export interface BankQuestionEditorContext {
  readonly bankId: number;
  readonly categoryId: number;
  readonly questionId: number | null;
  /** The version the edit was made on (a new question has none yet). */
  version: number;
  /** The type offered while a new question's type is chosen. */
  questionType: QuestionTypeName;
  /** The question being written; null while its type is chosen. */
  document: QuizEditorDocument | null;
  /** The next local id for what an edit adds (an option, an entry). */
  nextId: number;
  /**
   * The quiz editor's marks, which the type editors' selectors read: always none here, so those selectors stay
   * quiet; the dialog shows `errors` instead.
   */
  fieldErrors: ReadonlyMap<string, string>;
  /** The save checks' messages by field key after a refused save, kept current as the question changes. */
  errors: ReadonlyMap<string, string>;
  error: LoadError | null;
  conflict: string | null;
  conflictByYou: boolean;
  saved: BankQuestion | null;
}

export type BankQuestionEditorEvent =
  | EditorEdit
  | { type: 'type.choose'; questionType: QuestionTypeName }
  | { type: 'type.confirm' }
  | { type: 'question.save' }
  | { type: 'question.cancel' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

/** What a save sends: a new question when `questionId` is null. */
export interface SaveBankQuestionInput {
  readonly bankId: number;
  readonly questionId: number | null;
  readonly categoryId: number;
  readonly version: number;
  readonly question: BankQuestionInput;
}

const NO_ERRORS: ReadonlyMap<string, string> = new Map();
const lifecycle = recordSaving<BankQuestion>();

/** Local ids from the context's counter: the ids an edit took, and the counter after them. */
function localIds(context: BankQuestionEditorContext) {
  let next = context.nextId;
  return { createId: () => `bank-new-${next++}`, used: () => next };
}

/** The question's edit as the reducer takes it, or null (not an edit of this question). */
function editOf(context: BankQuestionEditorContext, event: BankQuestionEditorEvent) {
  return context.document ? bankQuestionEvent(context.document.state, event as EditorEdit, () => 'id') : null;
}

const loaded = (question: BankQuestion) => ({
  document: openDocument(bankQuestionState(question)),
  version: question.version,
  errors: NO_ERRORS,
  conflict: null,
});

export const bankQuestionEditorMachine = setup({
  types: {
    context: {} as BankQuestionEditorContext,
    events: {} as BankQuestionEditorEvent,
    input: {} as BankQuestionEditorInput,
    output: {} as BankQuestion | null,
  },
  actors: {
    saveQuestion: fromPromise<BankQuestion, SaveBankQuestionInput>(async () => {
      throw new Error('saveQuestion is not provided');
    }),
    /** The question as it is now on the server. */
    loadQuestion: fromPromise<BankQuestion, { bankId: number; questionId: number }>(async () => {
      throw new Error('loadQuestion is not provided');
    }),
  },
  guards: {
    isQuestionEdit: ({ context, event }) => editOf(context, event) !== null,
    isValid: ({ context }) => bankQuestionErrors(context.document!.state).size === 0,
    isStale,
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      const ids = localIds(context);
      const edit = bankQuestionEvent(context.document!.state, event as EditorEdit, ids.createId);
      const result = edit && dispatch(context.document!, edit);
      if (!result?.ok) return {};
      const errors = context.errors.size > 0 ? bankQuestionErrors(result.document.state) : NO_ERRORS;
      return { document: result.document, nextId: ids.used(), errors };
    }),
    startQuestion: assign(({ context }) => {
      const ids = localIds(context);
      const state = newBankQuestionState(context.questionType, ids.createId);
      return { document: openDocument(state), nextId: ids.used() };
    }),
    markErrors: assign(({ context }) => ({ errors: bankQuestionErrors(context.document!.state) })),
    showError: assign(({ event }) => ({ error: toLoadError((event as { error?: unknown }).error) })),
    assignConflict: assign(conflictOf),
    /** Reload: their question replaces mine. */
    assignRecord: assign((_, question: BankQuestion) => loaded(question)),
    /** Keep mine: the question stays as written and is saved next on their version. */
    assignTheirVersion: assign((_, question: BankQuestion) => ({
      version: question.version,
      conflict: null,
    })),
  },
}).createMachine({
  id: 'bankQuestionEditor',
  context: ({ input }) => ({
    bankId: input.bankId,
    categoryId: input.question?.categoryId ?? input.categoryId,
    questionId: input.question?.id ?? null,
    version: input.question?.version ?? 1,
    questionType: DEFAULT_QUESTION_TYPE,
    nextId: 1,
    fieldErrors: NO_ERRORS,
    errors: NO_ERRORS,
    error: null,
    conflictByYou: false,
    saved: null,
    ...(input.question ? loaded(input.question) : { document: null, conflict: null }),
  }),
  initial: 'starting',
  on: { 'question.cancel': '.cancelled' },
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.document !== null, target: 'editing' }, 'choosingType'],
    },
    choosingType: {
      description: 'A new question: its type is chosen first, then its editor opens.',
      on: {
        'type.choose': { actions: assign(({ event }) => ({ questionType: event.questionType })) },
        'type.confirm': { target: 'editing', actions: 'startQuestion' },
      },
    },
    editing: {
      on: {
        'question.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ errors: NO_ERRORS, error: null }) },
          { actions: 'markErrors' },
        ],
        '*': { guard: 'isQuestionEdit', actions: 'applyEdit' },
      },
    },
    saving: {
      tags: 'busy',
      on: { 'question.cancel': {} },
      invoke: {
        src: 'saveQuestion',
        input: ({ context }) => ({
          bankId: context.bankId,
          questionId: context.questionId,
          categoryId: context.categoryId,
          version: context.version,
          question: bankQuestionInput(context.document!.state),
        }),
        onDone: { target: 'saved', actions: assign(({ event }) => ({ saved: event.output })) },
        onError: [lifecycle.onStale, { target: 'editing', actions: 'showError' }],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'bankQuestionEditor',
      resting: 'editing',
      record: 'this bank question',
      load: 'loadQuestion',
      loadInput: ({ context }: { context: BankQuestionEditorContext }) => ({
        bankId: context.bankId,
        questionId: context.questionId!,
      }),
      assignRecord: 'assignRecord',
    }),
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.saved,
});

export type BankQuestionEditorActorRef = ActorRefFrom<typeof bankQuestionEditorMachine>;
type BankQuestionEditorSnapshot = SnapshotFrom<typeof bankQuestionEditorMachine>;

export const selectChoosingType = (s: BankQuestionEditorSnapshot) => s.matches('choosingType');
export const selectQuestionType = (s: BankQuestionEditorSnapshot) => s.context.questionType;
export const selectIsNew = (s: BankQuestionEditorSnapshot) => s.context.questionId === null;
export const selectDraft = (s: BankQuestionEditorSnapshot) =>
  s.context.document ? draftQuestion(s.context.document.state) : null;
export const selectErrors = (s: BankQuestionEditorSnapshot) => s.context.errors;
export const selectSaveError = (s: BankQuestionEditorSnapshot) => s.context.error;
export const selectSaving = (s: BankQuestionEditorSnapshot) => s.hasTag('busy');
export const selectConflict = (s: BankQuestionEditorSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
export const selectConflictByYou = (s: BankQuestionEditorSnapshot) =>
  s.hasTag('conflict') && s.context.conflictByYou;
