/**
 * New Institution and an institution's detail page (ADR 181) on the one form lifecycle (ADR 125): title, approval,
 * product and feature, subscriptions, e-mail domains (rows added, typed and removed through `form.edit`) and the
 * subscription and trial end. A create goes to the new institution's page; an edit saves in place on the version
 * it was loaded with (ADR 109), a stale one waiting in `conflict` for Reload or Keep mine.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_INSTITUTION_FORM,
  editDomains,
  formOf,
  InstitutionFormSchema,
  type InstitutionForm,
} from '../../domain/institutions/institutions';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: institutionFormMachine, selectors: institutionForm } = defineForm({
  id: 'institutionForm',
  record: 'this institution',
  schema: InstitutionFormSchema,
  empty: EMPTY_INSTITUTION_FORM,
  valuesOf: formOf,
  applyEdit: editDomains,
});

export type InstitutionFormActorRef = ActorRefFrom<typeof institutionFormMachine>;

export type SaveInstitutionInput = SaveFormInput<InstitutionForm>;
