/**
 * Add or edit an LTI platform registration in a dialog (ADR 183) on the one form lifecycle (ADR 125): the form reads
 * first (the registration when editing; the institution is searched in the picker, ADR 271), checks the values with the
 * registration's rules (src/domain/lti/lti.ts) and closes on save. An edit is saved on the version it was loaded with
 * (ADR 188); a stale one waits in `conflict` for Reload or Keep mine.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_LTI_PLATFORM_DIALOG,
  LtiPlatformDialogSchema,
  platformDialogValues,
  type LtiPlatform,
  type LtiPlatformDialogValues,
  type LtiPlatformForm,
} from '../../domain/lti/lti';
import { defineForm, identityOf, type SaveFormInput } from '../shared/formMachine';

/** What the form reads: the registration (null when adding). */
export interface LtiPlatformRecord {
  readonly platform: LtiPlatform | null;
}

export const { machine: ltiPlatformFormMachine, selectors: ltiPlatformForm } = defineForm({
  id: 'ltiPlatformForm',
  record: 'this registration',
  schema: LtiPlatformDialogSchema,
  empty: EMPTY_LTI_PLATFORM_DIALOG,
  valuesOf: (record: LtiPlatformRecord): LtiPlatformDialogValues =>
    record.platform ? platformDialogValues(record.platform) : EMPTY_LTI_PLATFORM_DIALOG,
  ...identityOf((record: LtiPlatformRecord) => record.platform),
  loadsNew: true,
  endsOnSave: true,
});

export type LtiPlatformFormActorRef = ActorRefFrom<typeof ltiPlatformFormMachine>;

export type SaveLtiPlatformInput = SaveFormInput<LtiPlatformDialogValues, LtiPlatformForm>;
