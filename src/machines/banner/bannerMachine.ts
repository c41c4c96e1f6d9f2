/**
 * The 'Show Banner' form (SPEC sections 2 and 4) on the one form lifecycle (ADR 125): it reads whether a banner
 * exists first, so the form is in create mode until a banner with an id exists, then in edit mode; saving is
 * allowed only when the form is valid and changed, and the messages show as soon as a field changed. A save names
 * the version it was made on (ADR 109): a stale one waits in `conflict` for Reload or Keep mine.
 */
import type { ActorRefFrom } from 'xstate';
import {
  BannerFormSchema,
  bannerFormOf,
  sameBannerForm,
  EMPTY_BANNER_FORM,
  type Banner,
  type BannerForm,
} from '../../domain/banner/banner';
import { defineForm, type AnyFormSnapshot, type SaveFormInput } from '../shared/formMachine';

export const { machine: bannerMachine, selectors: bannerForm } = defineForm({
  id: 'banner',
  record: 'the banner',
  schema: BannerFormSchema,
  empty: EMPTY_BANNER_FORM,
  valuesOf: (banner: Banner | null): BannerForm => bannerFormOf(banner),
  same: sameBannerForm,
  loadsNew: true,
  showErrors: 'changed',
});

export type BannerActorRef = ActorRefFrom<typeof bannerMachine>;

export type SaveBannerInput = SaveFormInput<BannerForm>;

export const selectIsEditMode = (s: AnyFormSnapshot) => s.context.id !== null;
