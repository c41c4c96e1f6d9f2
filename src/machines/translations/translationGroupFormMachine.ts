/**
 * The translation group form, add and edit (SPEC sections 2, 4, 5, 8), on the one form lifecycle (ADR 125): key and
 * title required, Is Active on by default; edit loads the group first. A save says 'Group successfully created' or
 * 'Group successfully updated' and returns to the groups list; a failure says 'Unable to create translation group'
 * or 'Unable to update translation group' and keeps the form. An edit is saved on the version it was loaded with
 * (ADR 109): a stale one waits in `conflict` for Reload or Keep mine.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_GROUP_FORM,
  TranslationGroupFormSchema,
  type TranslationGroup,
  type TranslationGroupForm,
} from '../../domain/translations/translations';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: translationGroupFormMachine, selectors: translationGroupForm } = defineForm({
  id: 'translationGroupForm',
  record: 'this group',
  schema: TranslationGroupFormSchema,
  empty: EMPTY_GROUP_FORM,
  valuesOf: (group: TranslationGroup): TranslationGroupForm => ({
    key: group.key,
    title: group.title,
    isActive: group.isActive,
  }),
  endsOnSave: true,
});

export type TranslationGroupFormActorRef = ActorRefFrom<typeof translationGroupFormMachine>;

export type SaveGroupInput = SaveFormInput<TranslationGroupForm>;
