/**
 * Change days (ADR 348) on the one form lifecycle (ADR 125): an access's first and last day, saved on the version
 * the access was loaded with (ADR 109). The dialog closes on save.
 */
import {
  AccessDaysSchema,
  accessDaysOf,
  type AccessDays,
  type HubAccess,
} from '../../domain/clientHub/clientHub';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: hubDaysFormMachine, selectors: hubDaysForm } = defineForm({
  id: 'hubDaysForm',
  record: 'this access',
  schema: AccessDaysSchema,
  empty: { startsOn: '', endsOn: '' },
  valuesOf: (access: HubAccess): AccessDays => accessDaysOf(access),
  endsOnSave: true,
});
export type SaveHubDaysInput = SaveFormInput<AccessDays>;
