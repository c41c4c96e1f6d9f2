/**
 * The Banks screen (ADR 232, 258): the banks the user may see, one open with its categories and questions, and each
 * change the capability table allows: a bank or a category created, renamed, deleted; a question moved, removed,
 * written or edited (child `writeQuestion`, ADR 367) or copied in from a quiz (child `copy`). A change runs once and
 * answers the list and the open bank as they are; a refusal stays in its dialog (a refused move is notified). After
 * a delete or a copy the open bank is read again (child `reread`) while it stays usable: its answer replaces it.
 */
import { assign, enqueueActions, fromPromise, setup, stopChild } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BankQuestion, QuestionBank } from '../../domain/quiz/banks/questionBank';
import { toLoadError } from '../shared/loadError';
import {
  changeOf,
  changesOpenBank,
  draftOf,
  isDeletion,
  moveOf,
  refusalOf,
  withSavedQuestion,
  writeInputOf,
  type BankChange,
  type BankDeletion,
  type BankEdit,
  type BanksView,
} from './bankChanges';
import { bankQuestionEditorMachine } from './bankQuestionEditorMachine';
import type { BanksContext, BanksEvent } from './banksTypes';
import { copyQuestionsMachine } from './copyQuestionsMachine';
export type { BanksContext, BanksEvent } from './banksTypes';

const NONE = { banks: [] as readonly QuestionBank[], detail: null };

/**
 * The end of a dialog with a machine of its own (Copy from a quiz, a question written in the bank): it closes either
 * way; what it did (an output) is shown by `show`, told, and the open bank read again.
 */
const childDone = (change: 'copyQuestions' | 'writeQuestion', show: readonly 'showSavedQuestion'[] = []) => [
  {
    guard: 'hasOutput' as const,
    target: 'idle',
    actions: [...show, 'closeDialog', { type: 'notifyChanged', params: { change } }, ...REREAD] as const,
  },
  { target: 'idle', actions: 'closeDialog' as const },
];

/** The open bank read again (a read already under way gives way to it); the screen stays usable meanwhile. */
const REREAD = ['stopReread', 'markStale', 'rereadIfStale'] as const;

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
    writeQuestion: bankQuestionEditorMachine,
  },
  actions: {
    /** The screen's success notification. */
    notifyChanged: (_, _params: { change: BankChange['kind'] | 'copyQuestions' | 'writeQuestion' }) => {},
    /** A change made without a dialog (a move) was refused: the screen's error notification says why. */
    notifyFailed: (_, _params: { message: string }) => {},
    /** A change's answer is on its way: a read under way would answer the bank as it was before the change. */
    stopReread: stopChild('reread'),
    markStale: assign({ staleBank: true }),
    closeDialog: assign({ dialog: null }),
    /** The question the dialog saved, shown in the open bank at once. */
    showSavedQuestion: assign(({ context, event }) => ({
      detail: withSavedQuestion(context.detail, (event as unknown as { output: BankQuestion }).output),
    })),
    /** A dialog of its own machine (Copy from a quiz, a question written in the bank) opens. */
    openChild: assign(({ event }) =>
      event.type === 'dialog.open' ? { dialog: event.dialog, error: null } : {},
    ),
    /** A read or change refused or failed: its error shows on the screen or in the dialog. */
    showError: assign(({ event }) => ({
      error: toLoadError((event as unknown as { error: unknown }).error),
    })),
    /** The bank clicked is the one to open; one clicked while another opens takes its place (its read is dropped). */
    chooseBank: assign(({ event }) =>
      event.type === 'bank.open' ? { openingId: event.bankId, error: null } : {},
    ),
    /** The stale open bank read again: at once (REREAD), or once a change under way has answered. */
    rereadIfStale: enqueueActions(({ context, enqueue }) => {
      if (context.staleBank)
        enqueue.spawnChild('openBank', { id: 'reread', input: { bankId: context.detail?.id ?? 0 } });
    }),
  },
  guards: {
    hasChange: ({ context }) => changeOf(context) !== null,
    isDeletion: ({ context }) => isDeletion(changeOf(context)),
    hasOutput: ({ event }) => (event as { output?: unknown }).output != null,
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
    staleBank: false,
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
        onError: { target: 'loadFailed', actions: 'showError' },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { 'banks.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      on: {
        'banks.reload': { actions: REREAD },
        'xstate.done.actor.reread': {
          actions: assign(({ context, event }) => ({
            banks: event.output.banks,
            detail: event.output.detail,
            staleBank: false,
            ...(changesOpenBank(context.dialog) && event.output.detail?.id !== context.detail?.id
              ? { dialog: null, error: null }
              : {}),
          })),
        },
        // The bank shown stays: it is read again with the next change or the next settled delete.
        'xstate.error.actor.reread': { actions: assign({ staleBank: false }) },
      },
      states: {
        idle: {
          on: {
            'bank.open': { target: 'opening', actions: 'chooseBank' },
            'dialog.open': [
              {
                guard: ({ event }) => event.dialog.kind === 'copyQuestions',
                target: 'copying',
                actions: 'openChild',
              },
              {
                guard: ({ event }) => event.dialog.kind === 'writeQuestion',
                target: 'writing',
                actions: 'openChild',
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
            'question.move': { guard: ({ context }) => context.detail !== null, target: 'moving' },
          },
        },
        opening: {
          tags: 'busy',
          entry: 'stopReread',
          on: {
            'banks.reload': { actions: 'markStale' },
            'bank.open': { target: 'opening', reenter: true, actions: 'chooseBank' },
          },
          invoke: {
            src: 'openBank',
            input: ({ context }) => ({ bankId: context.openingId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ banks: event.output.banks, detail: event.output.detail })),
                'rereadIfStale',
              ],
            },
            onError: { target: 'idle', actions: ['showError', 'rereadIfStale'] },
          },
        },
        saving: {
          tags: 'busy',
          entry: [
            'stopReread',
            assign(({ context }) => ({ lastChange: changeOf(context)!.kind, error: null })),
          ],
          on: { 'banks.reload': { actions: 'markStale' } },
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
                'rereadIfStale',
              ],
            },
            onError: { target: 'idle', actions: ['showError', 'rereadIfStale'] },
          },
        },
        deleting: {
          description: 'The confirmed delete goes to the bulk outbox, which hides the row and offers Undo.',
          tags: 'busy',
          invoke: {
            src: 'deleteRow',
            input: ({ context }) => changeOf(context) as BankDeletion,
            onDone: { target: 'idle', actions: assign({ dialog: null }) },
            onError: { target: 'idle', actions: 'showError' },
          },
        },
        moving: {
          tags: 'busy',
          entry: 'stopReread',
          on: { 'banks.reload': { actions: 'markStale' } },
          invoke: {
            src: 'runChange',
            input: ({ context, event }) =>
              moveOf(context.detail!.id, event as Extract<BanksEvent, { type: 'question.move' }>),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ banks: event.output.banks, detail: event.output.detail })),
                { type: 'notifyChanged', params: { change: 'moveQuestion' as const } },
                'rereadIfStale',
              ],
            },
            onError: {
              target: 'idle',
              actions: ['showError', { type: 'notifyFailed', params: refusalOf }, 'rereadIfStale'],
            },
          },
        },
        copying: {
          invoke: {
            id: 'copy',
            src: 'copy',
            input: ({ context }) => ({ bank: context.detail! }),
            onDone: childDone('copyQuestions'),
          },
        },
        writing: {
          description: 'A question written or edited (ADR 367): once saved it shows at once.',
          invoke: {
            id: 'writeQuestion',
            src: 'writeQuestion',
            input: ({ context }) => writeInputOf(context.detail!, context.dialog),
            onDone: childDone('writeQuestion', ['showSavedQuestion']),
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
export const selectWriteActor = (s: BanksSnapshot) =>
  s.children.writeQuestion as ActorRefFrom<typeof bankQuestionEditorMachine> | undefined;
