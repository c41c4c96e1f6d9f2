/**
 * Make a one-time Dynamic Registration link in a dialog (ADR 386) on the one form lifecycle (ADR 125): the admin
 * picks the institution the platform will belong to, the save makes the link, and the dialog stays open showing it
 * (its record) until closed. A link is new every time, so no save can be stale.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_REGISTRATION_LINK_DIALOG,
  RegistrationLinkDialogSchema,
  type RegistrationLink,
  type RegistrationLinkDialogValues,
  type RegistrationLinkForm,
} from '../../domain/lti/ltiRegistration';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: ltiRegistrationLinkFormMachine, selectors: ltiRegistrationLinkForm } = defineForm({
  id: 'ltiRegistrationLinkForm',
  record: 'this registration link',
  schema: RegistrationLinkDialogSchema,
  empty: EMPTY_REGISTRATION_LINK_DIALOG,
  valuesOf: (): RegistrationLinkDialogValues => EMPTY_REGISTRATION_LINK_DIALOG,
  idOf: () => null,
  versionOf: () => null,
  versioned: false,
});

export type LtiRegistrationLinkFormActorRef = ActorRefFrom<typeof ltiRegistrationLinkFormMachine>;

export type SaveRegistrationLinkInput = SaveFormInput<RegistrationLinkDialogValues, RegistrationLinkForm>;

/** The link the last save made, shown once; null before. */
export const selectMadeLink = (s: ReturnType<LtiRegistrationLinkFormActorRef['getSnapshot']>) =>
  s.context.record as RegistrationLink | null;
