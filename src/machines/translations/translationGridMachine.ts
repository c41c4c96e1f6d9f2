/**
 * The Translations grid around its list (SPEC sections 2, 4, 8): whether any group exists (Add is disabled
 * without one), and a language cell's Update translation and Remove translation dialogs. The list itself is a
 * listMachine (one row per key, ADR 076); after a change this machine asks the screen to reload it.
 *
 * An empty cell's edit adds that language to the key through add_by_key (ADR 091). A filled cell's edit is saved on
 * the version of its row (ADR 109); when someone else saved that value first the server refuses it and the cell
 * waits in `conflict` for Reload (the grid shows theirs) or Keep mine (mine is saved on theirs).
 */
import { and, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { conflictOf, isStale } from '../shared/recordSaving';
import type { TranslationLanguage } from '../../domain/content/content';
import {
  canAddCell,
  TranslationValueSchema,
  type TranslationGridRow,
} from '../../domain/translations/translations';

/** One language cell of one key. */
export interface TranslationCell {
  readonly row: TranslationGridRow;
  readonly language: TranslationLanguage;
}

/** What the save actors get: the cell and the checked value. */
export interface CellValueInput extends TranslationCell {
  readonly value: string;
}

/** A cell's value as stored now: its row, value and version; null when the row is gone. */
export type StoredCellValue = { id: number; value: string; version: number } | null;

export interface TranslationGridContext {
  cell: TranslationCell | null;
  draft: string;
  /** The server's message while a refused save waits for Reload or Keep mine. */
  conflict: string | null;
  /** The refused save's current version was the user's own save, in another tab or on another device (ADR 300). */
  conflictByYou: boolean;
  /** The value's message shows once a save was tried. */
  submitted: boolean;
}

export type TranslationGridEvent =
  | { type: 'cell.edit'; cell: TranslationCell }
  | { type: 'cell.delete'; cell: TranslationCell }
  | { type: 'cell.change'; value: string }
  | { type: 'cell.save' }
  | { type: 'cell.confirm' }
  | { type: 'cell.cancel' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

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
    deleteValue: fromPromise<void, { id: number; label: string }>(async () => {
      throw new Error('deleteValue is not provided');
    }),
    /** The cell's row as stored now (Keep mine saves on its version). */
    loadCell: fromPromise<StoredCellValue, TranslationCell>(async () => {
      throw new Error('loadCell is not provided');
    }),
  },
  guards: {
    hasGroups: (_, params: { found: boolean }) => params.found,
    canEditCell: (_, cell: TranslationCell) =>
      cellValue(cell) !== null || canAddCell(cell.row, cell.language),
    hasValue: (_, cell: TranslationCell) => cellValue(cell) !== null,
    isDraftValid: ({ context }) => TranslationValueSchema.safeParse(context.draft).success,
    isNewValue: ({ context }) => context.cell !== null && cellValue(context.cell) === null,
    /** The save was refused because the record changed since it was loaded (a 409 with errors.version). */
    isStale,
    isGone: (_, stored: StoredCellValue) => stored === null,
  },
  actions: {
    openCell: assign((_, cell: TranslationCell) => ({
      cell,
      draft: cellValue(cell)?.value ?? '',
      submitted: false,
    })),
    assignDraft: assign({ draft: (_, value: string) => value }),
    markSubmitted: assign({ submitted: true }),
    clearCell: assign({ cell: null, draft: '', submitted: false, conflict: null }),
    /** The refused save's message, from the server, and whether the version that won was the user's own. */
    assignConflict: assign(conflictOf),
    /** Keep mine: the draft stays and is saved next on their version of the row. */
    assignTheirVersion: assign(({ context }, stored: NonNullable<StoredCellValue>) => {
      const cell = context.cell!;
      const values = { ...cell.row.values, [cell.language]: stored };
      return { cell: { ...cell, row: { ...cell.row, values } }, conflict: null };
    }),
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
  context: { cell: null, draft: '', submitted: false, conflict: null, conflictByYou: false },
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
                onError: [
                  { guard: 'isStale', target: '#translationGrid.cell.conflict', actions: 'assignConflict' },
                  { target: '#translationGrid.cell.editing', actions: 'notifyUpdateFailed' },
                ],
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
        conflict: {
          description:
            'Someone saved this value since the page was loaded: nothing was stored; reload or keep mine.',
          tags: ['conflict'],
          initial: 'deciding',
          states: {
            deciding: {
              on: {
                'conflict.reload': {
                  target: '#translationGrid.cell.idle',
                  actions: ['clearCell', 'reloadList'],
                },
                'conflict.keepMine': 'keepingMine',
              },
            },
            keepingMine: {
              description: 'Reads their version of the row, then saves mine on it.',
              tags: ['busy'],
              invoke: {
                src: 'loadCell',
                input: ({ context }) => context.cell!,
                onDone: [
                  {
                    guard: { type: 'isGone', params: ({ event }) => event.output },
                    target: '#translationGrid.cell.idle',
                    actions: ['notifyUpdateFailed', 'clearCell', 'reloadList'],
                  },
                  {
                    target: '#translationGrid.cell.saving.updating',
                    actions: { type: 'assignTheirVersion', params: ({ event }) => event.output! },
                  },
                ],
                onError: { target: 'deciding', actions: 'notifyUpdateFailed' },
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
            input: ({ context }) => ({
              id: cellValue(context.cell!)!.id,
              label: `${context.cell!.row.key} (${context.cell!.language})`,
            }),
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
/** The refused save's message while the cell waits for Reload or Keep mine; null otherwise. */
export const selectCellConflict = (s: TranslationGridSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
/** The conflict is with the user's own save from another tab or device (ADR 300). */
export const selectCellConflictByYou = (s: TranslationGridSnapshot) =>
  s.hasTag('conflict') && s.context.conflictByYou;
export const selectIsKeepingMine = (s: TranslationGridSnapshot) =>
  s.matches({ cell: { conflict: 'keepingMine' } });
/** The dialog holds a value other than the cell's: unsaved until saved or cancelled. */
export const selectIsDraftDirty = (s: TranslationGridSnapshot) =>
  s.context.cell !== null &&
  (s.matches({ cell: 'editing' }) || s.hasTag('conflict')) &&
  s.context.draft !== (cellValue(s.context.cell)?.value ?? '');
export const selectDraftError = (s: TranslationGridSnapshot): string | null => {
  if (!s.context.submitted) return null;
  const result = TranslationValueSchema.safeParse(s.context.draft);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};
