/**
 * The Grant dialog (ADR 345) on the one form lifecycle (ADR 125): an institution chosen by search, a product, the
 * first and last day and seats (empty: not counted). It only creates; the dialog closes on save.
 */
import type { ActorRefFrom } from 'xstate';
import { GrantFormSchema, type Grant, type GrantForm } from '../../domain/classAccess/classAccess';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const EMPTY_GRANT_FORM: GrantForm = {
  institutionId: '',
  institutionTitle: '',
  productId: '',
  startsOn: '',
  endsOn: '',
  seats: '',
};

export const { machine: grantFormMachine, selectors: grantForm } = defineForm({
  id: 'grantForm',
  record: 'this grant',
  schema: GrantFormSchema,
  empty: EMPTY_GRANT_FORM,
  valuesOf: (grant: Grant): GrantForm => ({
    institutionId: String(grant.institutionId),
    institutionTitle: grant.institutionTitle,
    productId: String(grant.productId),
    startsOn: grant.startsAt.slice(0, 10),
    endsOn: grant.endsAt.slice(0, 10),
    seats: grant.seats === null ? '' : String(grant.seats),
  }),
  endsOnSave: true,
});

export type GrantFormActorRef = ActorRefFrom<typeof grantFormMachine>;

export type SaveGrantInput = SaveFormInput<GrantForm>;
