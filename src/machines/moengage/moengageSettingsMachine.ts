/**
 * The MoEngage settings form (ADR 347) on the one form lifecycle (ADR 125): it reads whether settings exist, so
 * the first save creates them (version 0) and later ones name the version they were made on; a stale one waits in
 * `conflict` for Reload or Keep mine (ADR 109). The key field starts empty: an empty key keeps the stored one.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_MOENGAGE_FORM,
  MoengageFormSchema,
  moengageFormOf,
  sameMoengageForm,
  type MoengageForm,
  type MoengageSettings,
} from '../../domain/moengage/moengageSettings';
import { defineForm, type AnyFormSnapshot, type SaveFormInput } from '../shared/formMachine';

export const { machine: moengageSettingsMachine, selectors: moengageSettingsForm } = defineForm({
  id: 'moengageSettings',
  record: 'the MoEngage settings',
  schema: MoengageFormSchema,
  empty: EMPTY_MOENGAGE_FORM,
  valuesOf: (settings: MoengageSettings | null): MoengageForm => moengageFormOf(settings),
  idOf: (settings: MoengageSettings | null) => (settings ? 1 : null),
  versionOf: (settings: MoengageSettings | null) => settings?.version ?? null,
  same: sameMoengageForm,
  loadsNew: true,
  showErrors: 'changed',
});

export type MoengageSettingsActorRef = ActorRefFrom<typeof moengageSettingsMachine>;
export type SaveMoengageInput = SaveFormInput<MoengageForm>;

/** Why delivery stopped (MoEngage refused the key), from the settings last loaded or saved. */
export const selectStopped = (s: AnyFormSnapshot) =>
  (s.context.record as MoengageSettings | null)?.stopped ?? null;
