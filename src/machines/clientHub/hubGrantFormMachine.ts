/**
 * The Grant dialog (ADR 348) on the one form lifecycle (ADR 125): a hub label, an institution chosen by search, the
 * first and last day. It only creates; the dialog closes on save.
 */
import type { ActorRefFrom } from 'xstate';
import {
  accessDaysOf,
  HubGrantFormSchema,
  type HubAccess,
  type HubGrantForm,
} from '../../domain/clientHub/clientHub';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const EMPTY_HUB_GRANT_FORM: HubGrantForm = {
  labelId: '',
  institutionId: '',
  institutionTitle: '',
  startsOn: '',
  endsOn: '',
  staff: '',
};

export const { machine: hubGrantFormMachine, selectors: hubGrantForm } = defineForm({
  id: 'hubGrantForm',
  record: 'this access',
  schema: HubGrantFormSchema,
  empty: EMPTY_HUB_GRANT_FORM,
  valuesOf: (access: HubAccess): HubGrantForm => ({
    labelId: String(access.labelId),
    institutionId: String(access.institutionId),
    institutionTitle: access.institutionTitle,
    staff: access.staff.join('\n'),
    ...accessDaysOf(access),
  }),
  endsOnSave: true,
});
export type HubGrantFormActorRef = ActorRefFrom<typeof hubGrantFormMachine>;
export type SaveHubGrantInput = SaveFormInput<HubGrantForm>;
