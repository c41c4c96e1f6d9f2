/**
 * The translation group form, add and edit (SPEC sections 2, 4, 5, 8): key and title required, Is Active on by
 * default; edit loads the group first. A save says 'Group successfully created' or 'Group successfully updated'
 * and returns to the groups list; a failure says 'Unable to create translation group' or 'Unable to update
 * translation group' and keeps the form.
 *
 * An edit is saved on the version it was loaded with (ADR 109); when someone else saved first the server refuses
 * it and the form waits in `conflict` for Reload (theirs replaces mine) or Keep mine (mine is saved on theirs).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fieldErrors } from '../domain/session';
import {
  EMPTY_GROUP_FORM,
  TranslationGroupFormSchema,
  type TranslationGroup,
  type TranslationGroupForm,
} from '../domain/translations';
import { conflictOf, isStale, loadById, recordSaving } from './recordSaving';

export interface TranslationGroupFormInput {
  readonly id: number | null;
}

export interface SaveGroupInput {
  readonly id: number | null;
  readonly form: TranslationGroupForm;
  /** The version the edit was made on; null on create. */
  readonly version: number | null;
}

export interface TranslationGroupFormContext {
  readonly id: number | null;
  /** The version the form was loaded with. */
  version: number | null;
  /** The server's message while a refused save waits for Reload or Keep mine. */
  conflict: string | null;
  form: TranslationGroupForm;
  saved: TranslationGroupForm;
  submitted: boolean;
}

export type TranslationGroupFormEvent =
  | { type: 'group.open' }
  | { type: 'group.change'; patch: Partial<TranslationGroupForm> }
  | { type: 'group.save' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

const lifecycle = recordSaving<TranslationGroup>();

const formOf = (group: TranslationGroup): TranslationGroupForm => ({
  key: group.key,
  title: group.title,
  isActive: group.isActive,
});

export const translationGroupFormMachine = setup({
  types: {
    context: {} as TranslationGroupFormContext,
    events: {} as TranslationGroupFormEvent,
    input: {} as TranslationGroupFormInput,
  },
  actors: {
    loadGroup: fromPromise<TranslationGroup, { id: number }>(async () => {
      throw new Error('loadGroup is not provided');
    }),
    saveGroup: fromPromise<TranslationGroup, SaveGroupInput>(async () => {
      throw new Error('saveGroup is not provided');
    }),
  },
  guards: {
    isCreating: ({ context }) => context.id === null,
    isValid: ({ context }) => TranslationGroupFormSchema.safeParse(context.form).success,
    isStale,
  },
  actions: {
    assignGroup: assign((_, group: TranslationGroup) => ({
      form: formOf(group),
      saved: formOf(group),
      version: group.version,
      conflict: null,
    })),
    /** Keep mine: the form stays as typed and is saved next on their version. */
    assignTheirVersion: assign((_, group: TranslationGroup) => ({ version: group.version, conflict: null })),
    assignConflict: assign(conflictOf),
    assignPatch: assign({
      form: ({ context }, patch: Partial<TranslationGroupForm>) => ({ ...context.form, ...patch }),
    }),
    markSubmitted: assign({ submitted: true }),
    /** 'Group successfully created', then the groups list; provided by the screen. */
    finishCreated: () => {},
    /** 'Group successfully updated', then the groups list. */
    finishUpdated: () => {},
    notifyCreateFailed: () => {},
    notifyUpdateFailed: () => {},
  },
}).createMachine({
  id: 'translationGroupForm',
  context: ({ input }) => ({
    id: input.id,
    version: null,
    conflict: null,
    form: EMPTY_GROUP_FORM,
    saved: EMPTY_GROUP_FORM,
    submitted: false,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The screen opens the form: add starts with an empty, active group; edit loads the group.',
      on: { 'group.open': [{ guard: 'isCreating', target: 'ready' }, { target: 'loading' }] },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadGroup',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'ready', actions: { type: 'assignGroup', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { tags: ['error'] },
    ready: {
      on: {
        'group.change': { actions: { type: 'assignPatch', params: ({ event }) => event.patch } },
        'group.save': [
          { guard: 'isValid', target: 'saving', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveGroup',
        input: ({ context }) => ({ id: context.id, form: context.form, version: context.version }),
        onDone: [
          { guard: 'isCreating', target: 'saved', actions: 'finishCreated' },
          { target: 'saved', actions: 'finishUpdated' },
        ],
        onError: [
          { guard: 'isCreating', target: 'ready', actions: 'notifyCreateFailed' },
          lifecycle.onStale,
          { target: 'ready', actions: 'notifyUpdateFailed' },
        ],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'translationGroupForm',
      record: 'this group',
      load: 'loadGroup',
      loadInput: loadById,
      assignRecord: 'assignGroup',
      notifyFailed: 'notifyUpdateFailed',
    }),
    saved: { type: 'final', description: 'Back on the groups list.' },
  },
});

export type TranslationGroupFormActorRef = ActorRefFrom<typeof translationGroupFormMachine>;
export type TranslationGroupFormSnapshot = SnapshotFrom<typeof translationGroupFormMachine>;

export const selectGroupForm = (s: TranslationGroupFormSnapshot) => s.context.form;
export const selectGroupErrors = (s: TranslationGroupFormSnapshot): Record<string, string[]> => {
  if (!s.context.submitted) return {};
  const result = TranslationGroupFormSchema.safeParse(s.context.form);
  return result.success ? {} : fieldErrors(result.error);
};
export const selectIsGroupDirty = (s: TranslationGroupFormSnapshot) =>
  !s.matches('saved') &&
  (s.context.form.key !== s.context.saved.key ||
    s.context.form.title !== s.context.saved.title ||
    s.context.form.isActive !== s.context.saved.isActive);
export const selectIsGroupLoading = (s: TranslationGroupFormSnapshot) =>
  s.matches('loading') || s.matches('opening');
export const selectGroupLoadFailed = (s: TranslationGroupFormSnapshot) => s.matches('loadFailed');
export const selectIsGroupSaving = (s: TranslationGroupFormSnapshot) =>
  s.matches('saving') || s.matches('saved');
export const selectIsGroupBusy = (s: TranslationGroupFormSnapshot) => s.hasTag('busy');
/** The refused save's message while the form waits for Reload or Keep mine; null otherwise. */
export const selectGroupConflict = (s: TranslationGroupFormSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
