/** A new hub label (ADR 348) on the one form lifecycle (ADR 125): its name. The dialog closes on save. */
import { HubLabelFormSchema, type HubLabel, type HubLabelForm } from '../../domain/clientHub/clientHub';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: hubLabelFormMachine, selectors: hubLabelForm } = defineForm({
  id: 'hubLabelForm',
  record: 'this hub label',
  schema: HubLabelFormSchema,
  empty: { name: '' },
  valuesOf: (label: HubLabel): HubLabelForm => ({ name: label.name }),
  endsOnSave: true,
});
export type SaveHubLabelInput = SaveFormInput<HubLabelForm>;
