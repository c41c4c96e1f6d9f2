/**
 * Add and Edit Sponsor (SPEC sections 2, 4, 5, 8) on the one form lifecycle (ADR 125): company name and URL with
 * their rules; a create goes to the new sponsor's edit page, an edit saves in place. An edit is saved on the version
 * it was loaded with (ADR 109): a stale one waits in `conflict` for Reload or Keep mine. Uploads and assigned
 * articles run in machines of their own beside the form and hand the changed sponsor back with `record.updated`,
 * which leaves the typed values and the version as they are.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_SPONSOR_FORM,
  SponsorFormSchema,
  type Sponsor,
  type SponsorForm,
} from '../../domain/sponsors/sponsors';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: sponsorFormMachine, selectors: sponsorForm } = defineForm({
  id: 'sponsorForm',
  record: 'this sponsor',
  schema: SponsorFormSchema,
  empty: EMPTY_SPONSOR_FORM,
  valuesOf: (sponsor: Sponsor): SponsorForm => ({
    companyName: sponsor.companyName,
    companyUrl: sponsor.companyUrl,
  }),
});

export type SponsorFormActorRef = ActorRefFrom<typeof sponsorFormMachine>;

export type SaveSponsorInput = SaveFormInput<SponsorForm>;
