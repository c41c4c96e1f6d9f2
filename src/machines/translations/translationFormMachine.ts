/**
 * 'Add New translation' (SPEC sections 2, 4, 5, 8) on the one form lifecycle (ADR 125): it reads the groups for the
 * group select first, checks groupId, key and en (required) and every value (at most 256 characters), sends only
 * the languages with a value, and on success says 'translation successfully updated' and returns to /translations.
 */
import type { ActorRefFrom } from 'xstate';
import type { TranslationLanguage } from '../../domain/content/content';
import {
  TranslationAddFormSchema,
  type TranslationAddForm,
  type TranslationGroup,
} from '../../domain/translations/translations';
import { defineForm, type AnyFormSnapshot, type SaveFormInput } from '../shared/formMachine';

export const EMPTY_TRANSLATION_FORM: TranslationAddForm = { groupId: 0, key: '', values: {} };

/** One language's value typed. */
export interface TranslationValueEdit {
  readonly language: TranslationLanguage;
  readonly value: string;
}

export type AddTranslationInput = SaveFormInput<TranslationAddForm>;

/** What the form reads first: the groups to choose from. */
export type GroupChoices = readonly TranslationGroup[];

/** Anything typed or chosen is unsaved until the add succeeds; a value typed and erased is not. */
const blankOrEqual = (a: TranslationAddForm, b: TranslationAddForm) =>
  a.groupId === b.groupId &&
  a.key === b.key &&
  [...new Set([...Object.keys(a.values), ...Object.keys(b.values)])].every(
    (language) =>
      (a.values[language as TranslationLanguage] ?? '') === (b.values[language as TranslationLanguage] ?? ''),
  );

export const { machine: translationFormMachine, selectors: translationForm } = defineForm({
  id: 'translationForm',
  record: 'this translation',
  schema: TranslationAddFormSchema,
  empty: EMPTY_TRANSLATION_FORM,
  valuesOf: (): TranslationAddForm => EMPTY_TRANSLATION_FORM,
  same: blankOrEqual,
  loadsNew: true,
  versioned: false,
  endsOnSave: true,
  applyEdit: (values: TranslationAddForm, edit: TranslationValueEdit): TranslationAddForm => ({
    ...values,
    values: { ...values.values, [edit.language]: edit.value },
  }),
});

export type TranslationFormActorRef = ActorRefFrom<typeof translationFormMachine>;

export const selectGroups = (s: AnyFormSnapshot): GroupChoices => s.context.record ?? [];
