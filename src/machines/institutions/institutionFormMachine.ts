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
  type DomainEdit,
  type InstitutionDetail,
  type InstitutionForm,
} from '../../domain/institutions/institutions';
import {
  createFormMachine,
  formSelectors,
  type FormDefinition,
  type SaveFormInput,
} from '../shared/formMachine';

export type SaveInstitutionInput = SaveFormInput<InstitutionForm>;

const INSTITUTION_FORM: FormDefinition<InstitutionDetail, typeof InstitutionFormSchema, DomainEdit> = {
  id: 'institutionForm',
  record: 'this institution',
  schema: InstitutionFormSchema,
  empty: EMPTY_INSTITUTION_FORM,
  valuesOf: formOf,
  applyEdit: editDomains,
};

export const institutionFormMachine = createFormMachine(INSTITUTION_FORM);

export type InstitutionFormActorRef = ActorRefFrom<typeof institutionFormMachine>;

export const institutionForm = formSelectors(INSTITUTION_FORM);
