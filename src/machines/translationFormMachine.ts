/**
 * 'Add New translation' (SPEC sections 2, 4, 5, 8): loads the groups for the group select, checks groupId, key and
 * en (required) and every value (at most 256 characters), sends only the languages with a value, and on success
 * says 'translation successfully updated' and returns to /translations.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { TranslationLanguage } from '../domain/content';
import { fieldErrors } from '../domain/session';
import {
  TranslationAddFormSchema,
  type TranslationAddForm,
  type TranslationGroup,
} from '../domain/translations';

export const EMPTY_TRANSLATION_FORM: TranslationAddForm = { groupId: 0, key: '', values: {} };

export interface TranslationFormContext {
  groups: readonly TranslationGroup[];
  form: TranslationAddForm;
  submitted: boolean;
}

export type TranslationFormEvent =
  | { type: 'form.group'; groupId: number }
  | { type: 'form.key'; key: string }
  | { type: 'form.value'; language: TranslationLanguage; value: string }
  | { type: 'form.save' }
  | { type: 'form.retry' };

export const translationFormMachine = setup({
  types: { context: {} as TranslationFormContext, events: {} as TranslationFormEvent },
  actors: {
    loadGroups: fromPromise<readonly TranslationGroup[]>(async () => {
      throw new Error('loadGroups is not provided');
    }),
    addTranslation: fromPromise<unknown, TranslationAddForm>(async () => {
      throw new Error('addTranslation is not provided');
    }),
  },
  guards: {
    isValid: ({ context }) => TranslationAddFormSchema.safeParse(context.form).success,
  },
  actions: {
    assignGroups: assign({ groups: (_, groups: readonly TranslationGroup[]) => groups }),
    assignGroup: assign({ form: ({ context }, groupId: number) => ({ ...context.form, groupId }) }),
    assignKey: assign({ form: ({ context }, key: string) => ({ ...context.form, key }) }),
    assignValue: assign({
      form: ({ context }, params: { language: TranslationLanguage; value: string }) => ({
        ...context.form,
        values: { ...context.form.values, [params.language]: params.value },
      }),
    }),
    markSubmitted: assign({ submitted: true }),
    /** 'translation successfully updated', then /translations; provided by the screen. */
    finish: () => {},
    /** The server's reason (e.g. a key that exists), else 'Unable to update translation'. */
    notifySaveFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'translationForm',
  context: { groups: [], form: EMPTY_TRANSLATION_FORM, submitted: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadGroups',
        onDone: { target: 'ready', actions: { type: 'assignGroups', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'form.retry': 'loading' } },
    ready: {
      on: {
        'form.group': { actions: { type: 'assignGroup', params: ({ event }) => event.groupId } },
        'form.key': { actions: { type: 'assignKey', params: ({ event }) => event.key } },
        'form.value': {
          actions: {
            type: 'assignValue',
            params: ({ event }) => ({ language: event.language, value: event.value }),
          },
        },
        'form.save': [
          { guard: 'isValid', target: 'saving', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'addTranslation',
        input: ({ context }) => context.form,
        onDone: { target: 'saved', actions: 'finish' },
        onError: {
          target: 'ready',
          actions: { type: 'notifySaveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final', description: 'Back on /translations.' },
  },
});

export type TranslationFormActorRef = ActorRefFrom<typeof translationFormMachine>;
export type TranslationFormSnapshot = SnapshotFrom<typeof translationFormMachine>;

export const selectTranslationForm = (s: TranslationFormSnapshot) => s.context.form;
export const selectGroups = (s: TranslationFormSnapshot) => s.context.groups;
export const selectFormErrors = (s: TranslationFormSnapshot): Record<string, string[]> => {
  if (!s.context.submitted) return {};
  const result = TranslationAddFormSchema.safeParse(s.context.form);
  return result.success ? {} : fieldErrors(result.error);
};
/** Anything typed or chosen is unsaved until the add succeeds. */
export const selectIsFormDirty = (s: TranslationFormSnapshot) =>
  !s.matches('saved') &&
  (s.context.form.groupId !== 0 ||
    s.context.form.key !== '' ||
    Object.values(s.context.form.values).some((value) => (value ?? '') !== ''));
export const selectIsLoading = (s: TranslationFormSnapshot) => s.matches('loading');
export const selectLoadFailed = (s: TranslationFormSnapshot) => s.matches('loadFailed');
export const selectIsSaving = (s: TranslationFormSnapshot) => s.matches('saving') || s.matches('saved');
