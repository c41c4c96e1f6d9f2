/**
 * The Translations grid around its list (SPEC sections 2, 4, 8): whether any group exists (Add is disabled
 * without one), and a language cell's Update translation and Remove translation dialogs. The list itself is a
 * listMachine (one row per key, ADR 076); after a change this machine asks the screen to reload it.
 *
 * An empty cell's edit adds that language to the key through add_by_key (ADR 091).
 */
import { and, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { TranslationLanguage } from '../domain/content';
import { canAddCell, TranslationValueSchema, type TranslationGridRow } from '../domain/translations';

/** One language cell of one key. */
export interface TranslationCell {
  readonly row: TranslationGridRow;
  readonly language: TranslationLanguage;
}

/** What the save actors get: the cell and the checked value. */
export interface CellValueInput extends TranslationCell {
  readonly value: string;
}

export interface TranslationGridContext {
  cell: TranslationCell | null;
  draft: string;
  /** The value's message shows once a save was tried. */
  submitted: boolean;
}

export type TranslationGridEvent =
  | { type: 'cell.edit'; cell: TranslationCell }
  | { type: 'cell.delete'; cell: TranslationCell }
  | { type: 'cell.change'; value: string }
  | { type: 'cell.save' }
  | { type: 'cell.confirm' }
  | { type: 'cell.cancel' };

const cellValue = (cell: TranslationCell) => cell.row.values[cell.language] ?? null;

export const translationGridMachine = setup({
  types: { context: {} as TranslationGridContext, events: {} as TranslationGridEvent },
  actors: {
    /** Whether at least one translation group exists. */
    checkGroups: fromPromise<boolean>(async () => {
      throw new Error('checkGroups is not provided');
    }),
    /** PATCH edit/{translationId}. */
    updateValue: fromPromise<unknown, CellValueInput>(async () => {
      throw new Error('updateValue is not provided');
    }),
    /** POST add_by_key with the key's en value echoed (ADR 091). */
    addValue: fromPromise<unknown, CellValueInput>(async () => {
      throw new Error('addValue is not provided');
    }),
    /** DELETE {id}. */
    deleteValue: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('deleteValue is not provided');
    }),
  },
  guards: {
    hasGroups: (_, params: { found: boolean }) => params.found,
    canEditCell: (_, cell: TranslationCell) =>
      cellValue(cell) !== null || canAddCell(cell.row, cell.language),
    hasValue: (_, cell: TranslationCell) => cellValue(cell) !== null,
    isDraftValid: ({ context }) => TranslationValueSchema.safeParse(context.draft).success,
    isNewValue: ({ context }) => context.cell !== null && cellValue(context.cell) === null,
  },
  actions: {
    openCell: assign((_, cell: TranslationCell) => ({
      cell,
      draft: cellValue(cell)?.value ?? '',
      submitted: false,
    })),
    assignDraft: assign({ draft: (_, value: string) => value }),
    markSubmitted: assign({ submitted: true }),
    clearCell: assign({ cell: null, draft: '', submitted: false }),
    /** Success 'The value was successfully updated'; provided by the screen. */
    notifyUpdated: () => {},
    /** 'Unable to update translation'. */
    notifyUpdateFailed: () => {},
    /** Info 'The value was successfully updated' (SPEC section 8, after a deletion). */
    notifyDeleted: () => {},
    /** 'Unable to delete translation'. */
    notifyDeleteFailed: () => {},
    /** The grid's list loads its page again; provided by the screen. */
    reloadList: () => {},
  },
}).createMachine({
  id: 'translationGrid',
  type: 'parallel',
  context: { cell: null, draft: '', submitted: false },
  states: {
    groups: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkGroups',
            onDone: [
              {
                guard: { type: 'hasGroups', params: ({ event }) => ({ found: event.output }) },
                target: 'present',
              },
              { target: 'absent' },
            ],
            onError: { target: 'unknown' },
          },
        },
        present: {},
        absent: { description: "Add is disabled: 'Groups must be created before adding translations'." },
        unknown: { description: 'The check failed: Add stays enabled and the add form says what it finds.' },
      },
    },
    cell: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cell.edit': {
              guard: { type: 'canEditCell', params: ({ event }) => event.cell },
              target: 'editing',
              actions: { type: 'openCell', params: ({ event }) => event.cell },
            },
            'cell.delete': {
              guard: { type: 'hasValue', params: ({ event }) => event.cell },
              target: 'confirming',
              actions: { type: 'openCell', params: ({ event }) => event.cell },
            },
          },
        },
        editing: {
          description: "The 'Update translation' dialog.",
          on: {
            'cell.change': { actions: { type: 'assignDraft', params: ({ event }) => event.value } },
            'cell.save': [
              { guard: and(['isDraftValid', 'isNewValue']), target: 'saving.adding' },
              { guard: 'isDraftValid', target: 'saving.updating' },
              { actions: 'markSubmitted' },
            ],
            'cell.cancel': { target: 'idle', actions: 'clearCell' },
          },
        },
        saving: {
          tags: ['busy'],
          initial: 'updating',
          states: {
            updating: {
              invoke: {
                src: 'updateValue',
                input: ({ context }) => ({ ...context.cell!, value: context.draft.trim() }),
                onDone: {
                  target: '#translationGrid.cell.idle',
                  actions: ['notifyUpdated', 'clearCell', 'reloadList'],
                },
                onError: { target: '#translationGrid.cell.editing', actions: 'notifyUpdateFailed' },
              },
            },
            adding: {
              invoke: {
                src: 'addValue',
                input: ({ context }) => ({ ...context.cell!, value: context.draft.trim() }),
                onDone: {
                  target: '#translationGrid.cell.idle',
                  actions: ['notifyUpdated', 'clearCell', 'reloadList'],
                },
                onError: { target: '#translationGrid.cell.editing', actions: 'notifyUpdateFailed' },
              },
            },
          },
        },
        confirming: {
          description: "The 'Remove translation' confirmation.",
          on: {
            'cell.confirm': { target: 'deleting' },
            'cell.cancel': { target: 'idle', actions: 'clearCell' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteValue',
            input: ({ context }) => ({ id: cellValue(context.cell!)!.id }),
            onDone: { target: 'idle', actions: ['notifyDeleted', 'clearCell', 'reloadList'] },
            onError: { target: 'idle', actions: ['notifyDeleteFailed', 'clearCell'] },
          },
        },
      },
    },
  },
});

export type TranslationGridActorRef = ActorRefFrom<typeof translationGridMachine>;
export type TranslationGridSnapshot = SnapshotFrom<typeof translationGridMachine>;

/** Add is disabled only when the server said there is no group. */
export const selectHasNoGroups = (s: TranslationGridSnapshot) => s.matches({ groups: 'absent' });
export const selectCell = (s: TranslationGridSnapshot) => s.context.cell;
export const selectDraft = (s: TranslationGridSnapshot) => s.context.draft;
export const selectIsEditing = (s: TranslationGridSnapshot) =>
  s.matches({ cell: 'editing' }) || s.matches({ cell: 'saving' });
export const selectIsSaving = (s: TranslationGridSnapshot) => s.matches({ cell: 'saving' });
export const selectIsConfirming = (s: TranslationGridSnapshot) =>
  s.matches({ cell: 'confirming' }) || s.matches({ cell: 'deleting' });
export const selectIsDeleting = (s: TranslationGridSnapshot) => s.matches({ cell: 'deleting' });
/** The dialog holds a value other than the cell's: unsaved until saved or cancelled. */
export const selectIsDraftDirty = (s: TranslationGridSnapshot) =>
  s.context.cell !== null &&
  s.matches({ cell: 'editing' }) &&
  s.context.draft !== (cellValue(s.context.cell)?.value ?? '');
export const selectDraftError = (s: TranslationGridSnapshot): string | null => {
  if (!s.context.submitted) return null;
  const result = TranslationValueSchema.safeParse(s.context.draft);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};
