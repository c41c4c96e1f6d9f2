/**
 * Renew (ADR 345) on the one form lifecycle (ADR 125): the grant's new last day, saved on the version the grant was
 * loaded with (ADR 109); an ended grant runs again. The dialog closes on save.
 */
import type { ActorRefFrom } from 'xstate';
import { lastDayOf, RenewFormSchema, type Grant, type RenewForm } from '../../domain/classAccess/classAccess';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: renewFormMachine, selectors: renewForm } = defineForm({
  id: 'renewForm',
  record: 'this grant',
  schema: RenewFormSchema,
  empty: { endsOn: '' },
  valuesOf: (grant: Grant): RenewForm => ({ endsOn: lastDayOf(grant.endsAt) }),
  endsOnSave: true,
});

export type RenewFormActorRef = ActorRefFrom<typeof renewFormMachine>;

export type SaveRenewInput = SaveFormInput<RenewForm>;
