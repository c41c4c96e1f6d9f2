/**
 * The Banks screen (ADR 232, ADR 258): the question banks the user may see, one of them open with its categories
 * and questions, and every change the capability table allows: create, rename and delete a bank, add, rename and
 * delete a category, move a question to another category, remove it, and copy questions in from one of the user's
 * quizzes (the child `copy`). Each change asks in its dialog, runs once, and answers the list and the open bank as
 * they now are; a refusal (a category quizzes draw from, a title too long) stays in the dialog.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BankDetail } from '../../api/banks/bankContract';
import type { BankQuestion, QuestionBank } from '../../domain/quiz/banks/questionBank';
import { toLoadError, type LoadError } from '../shared/loadError';
import {
  changeOf,
  draftOf,
  isDeletion,
  type BankChange,
  type BankDeletion,
  type BankDialog,
  type BankEdit,
  type BanksView,
} from './bankChanges';
import { copyQuestionsMachine } from './copyQuestionsMachine';

export interface BanksContext {
  banks: readonly QuestionBank[];
  detail: BankDetail | null;
  dialog: BankDialog | null;
  /** The dialog's title field and Share with my institution. */
  draftTitle: string;
  draftInstitution: boolean;
  error: LoadError | null;
  /** The change the user asked for last, for its notification. */
  lastChange: BankChange['kind'] | null;
  /** The bank being opened. */
  openingId: number | null;
}

export type BanksEvent =
  | { type: 'banks.retry' }
  /** A delete of the outbox was settled, undone or refused: the banks are read again, the open one kept open. */
  | { type: 'banks.reload' }
  | { type: 'bank.open'; bankId: number }
  | { type: 'dialog.open'; dialog: BankDialog }
  | { type: 'dialog.cancel' }
  | { type: 'draft.title'; value: string }
  | { type: 'draft.institution'; value: boolean }
  | { type: 'dialog.submit' }
  | { type: 'question.move'; question: BankQuestion; categoryId: number };

const NONE = { banks: [] as readonly QuestionBank[], detail: null };

export const banksMachine = setup({
  types: {
    context: {} as BanksContext,
    events: {} as BanksEvent,
  },
  actors: {
    /** The list and the first bank (or the one asked for) open. */
    loadBanks: fromPromise<BanksView, { bankId: number | null }>(async () => NONE),
    /** The list again and one bank open. */
    openBank: fromPromise<BanksView, { bankId: number }>(async () => NONE),
    runChange: fromPromise<BanksView, BankEdit>(async () => NONE),
    /** Hands a confirmed delete to the bulk outbox; resolves once the outbox has it. */
    deleteRow: fromPromise<void, BankDeletion>(async () => {
      throw new Error('deleteRow is not provided');
    }),
    copy: copyQuestionsMachine,
  },
  actions: {
    /** The screen's success notification. */
    notifyChanged: (_, _params: { change: BankChange['kind'] | 'copyQuestions' }) => {},
  },
  guards: {
    hasChange: ({ context }) => changeOf(context) !== null,
    isDeletion: ({ context }) => isDeletion(changeOf(context)),
  },
}).createMachine({
  id: 'banks',
  context: {
    ...NONE,
    dialog: null,
    draftTitle: '',
    draftInstitution: false,
    error: null,
    lastChange: null,
    openingId: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBanks',
        input: () => ({ bankId: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ banks: event.output.banks, detail: event.output.detail })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
        },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { 'banks.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bank.open': {
              target: 'opening',
              actions: assign(({ event }) => ({ openingId: event.bankId, error: null })),
            },
            'dialog.open': [
              {
                guard: ({ event }) => event.dialog.kind === 'copyQuestions',
                target: 'copying',
                actions: assign(({ event }) => ({ dialog: event.dialog, error: null })),
              },
              {
                actions: assign(({ context, event }) => ({
                  dialog: event.dialog,
                  draftTitle: draftOf(context, event.dialog),
                  draftInstitution: false,
                  error: null,
                })),
              },
            ],
            'dialog.cancel': { actions: assign({ dialog: null, error: null }) },
            'draft.title': { actions: assign(({ event }) => ({ draftTitle: event.value })) },
            'draft.institution': { actions: assign(({ event }) => ({ draftInstitution: event.value })) },
            'dialog.submit': [
              { guard: 'isDeletion', target: 'deleting' },
              { guard: 'hasChange', target: 'saving' },
            ],
            'banks.reload': {
              target: 'opening',
              actions: assign(({ context }) => ({ openingId: context.detail?.id ?? null })),
            },
            'question.move': {
              guard: ({ context }) => context.detail !== null,
              target: 'moving',
            },
          },
        },
        opening: {
          tags: 'busy',
          invoke: {
            src: 'openBank',
            input: ({ context }) => ({ bankId: context.openingId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ banks: event.output.banks, detail: event.output.detail })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
            },
          },
        },
        saving: {
          tags: 'busy',
          entry: assign(({ context }) => ({ lastChange: changeOf(context)!.kind, error: null })),
          invoke: {
            src: 'runChange',
            input: ({ context }) => changeOf(context) as BankEdit,
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({
                  banks: event.output.banks,
                  detail: event.output.detail,
                  dialog: null,
                })),
                {
                  type: 'notifyChanged',
                  params: ({ context }) => ({ change: context.lastChange! }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
            },
          },
        },
        deleting: {
          description: 'The confirmed delete goes to the bulk outbox, which hides the row and offers Undo.',
          tags: 'busy',
          invoke: {
            src: 'deleteRow',
            input: ({ context }) => changeOf(context) as BankDeletion,
            onDone: { target: 'idle', actions: assign({ dialog: null }) },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
            },
          },
        },
        moving: {
          tags: 'busy',
          invoke: {
            src: 'runChange',
            input: ({ context, event }) => {
              const move = event as Extract<BanksEvent, { type: 'question.move' }>;
              return {
                kind: 'moveQuestion' as const,
                bankId: context.detail!.id,
                question: move.question,
                categoryId: move.categoryId,
              };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ banks: event.output.banks, detail: event.output.detail })),
                { type: 'notifyChanged', params: { change: 'moveQuestion' as const } },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
            },
          },
        },
        copying: {
          invoke: {
            id: 'copy',
            src: 'copy',
            input: ({ context }) => ({ bank: context.detail! }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'opening',
                actions: [
                  assign(({ context }) => ({ dialog: null, openingId: context.detail?.id ?? null })),
                  { type: 'notifyChanged', params: { change: 'copyQuestions' as const } },
                ],
              },
              { target: 'idle', actions: assign({ dialog: null }) },
            ],
          },
        },
      },
    },
  },
});

export type BanksActorRef = ActorRefFrom<typeof banksMachine>;
type BanksSnapshot = SnapshotFrom<typeof banksMachine>;

export const selectBanks = (s: BanksSnapshot) => s.context.banks;
export const selectDetail = (s: BanksSnapshot) => s.context.detail;
export const selectDialog = (s: BanksSnapshot) => s.context.dialog;
export const selectDraftTitle = (s: BanksSnapshot) => s.context.draftTitle;
export const selectDraftInstitution = (s: BanksSnapshot) => s.context.draftInstitution;
export const selectError = (s: BanksSnapshot) => s.context.error;
export const selectIsLoading = (s: BanksSnapshot) => s.matches('loading');
export const selectLoadFailed = (s: BanksSnapshot) => s.matches('loadFailed');
export const selectIsBusy = (s: BanksSnapshot) => s.hasTag('busy');
export const selectCopyActor = (s: BanksSnapshot) =>
  s.children.copy as ActorRefFrom<typeof copyQuestionsMachine> | undefined;
