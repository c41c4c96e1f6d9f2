/**
 * The 'Show Banner' form (SPEC sections 2 and 4): loading → ready; the form is in create mode until a banner with
 * an id exists, then in edit mode; saving is allowed only when the form is valid and changed.
 *
 * A save names the version it was made on (ADR 109); when someone else saved (or created the banner) first the
 * server refuses it and the form waits in `conflict` for Reload (theirs replaces mine) or Keep mine (mine is saved
 * on theirs).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  BannerFormSchema,
  bannerFormOf,
  sameBannerForm,
  EMPTY_BANNER_FORM,
  type Banner,
  type BannerForm,
} from '../domain/banner';
import { fieldErrors } from '../domain/session';
import { conflictOf, isStale, recordSaving } from './recordSaving';

export interface SaveBannerInput {
  readonly id: number | null;
  readonly form: BannerForm;
  /** The version the edit was made on; null on create. */
  readonly version: number | null;
}

export interface BannerContext {
  bannerId: number | null;
  version: number | null;
  /** The server's message while a refused save waits for Reload or Keep mine. */
  conflict: string | null;
  /** The form as last loaded or saved; the form is dirty when it differs. */
  saved: BannerForm;
  form: BannerForm;
}

export type BannerEvent =
  | { type: 'banner.change'; patch: Partial<BannerForm> }
  | { type: 'banner.save' }
  | { type: 'banner.retry' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

const lifecycle = recordSaving<Banner | null>();

export const bannerMachine = setup({
  types: { context: {} as BannerContext, events: {} as BannerEvent },
  actors: {
    loadBanner: fromPromise<Banner | null>(async () => {
      throw new Error('loadBanner is not provided');
    }),
    saveBanner: fromPromise<Banner | null, SaveBannerInput>(async () => {
      throw new Error('saveBanner is not provided');
    }),
  },
  guards: {
    canSave: ({ context }) =>
      BannerFormSchema.safeParse(context.form).success && !sameBannerForm(context.form, context.saved),
    isStale,
  },
  actions: {
    assignBanner: assign((_, banner: Banner | null) => ({
      bannerId: banner?.id ?? null,
      version: banner?.version ?? null,
      conflict: null,
      saved: bannerFormOf(banner),
      form: bannerFormOf(banner),
    })),
    /** Keep mine: the form stays as typed and is saved next on their banner and version. */
    assignTheirVersion: assign((_, banner: Banner | null) => ({
      bannerId: banner?.id ?? null,
      version: banner?.version ?? null,
      conflict: null,
    })),
    assignConflict: assign(conflictOf),
    assignPatch: assign({
      form: ({ context }, patch: Partial<BannerForm>) => ({ ...context.form, ...patch }),
    }),
    /** 'Banner saved successfully'; provided by the screen with the notifications actor. */
    notifySaved: () => {},
    /** 'There was an error saving the banner. Please try again.' */
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'banner',
  context: {
    bannerId: null,
    version: null,
    conflict: null,
    saved: EMPTY_BANNER_FORM,
    form: EMPTY_BANNER_FORM,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadBanner',
        onDone: { target: 'ready', actions: { type: 'assignBanner', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'banner.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'banner.change': { actions: { type: 'assignPatch', params: ({ event }) => event.patch } },
        'banner.save': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveBanner',
        input: ({ context }) => ({ id: context.bannerId, form: context.form, version: context.version }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignBanner', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: [lifecycle.onStale, { target: 'ready', actions: 'notifyFailed' }],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'banner',
      record: 'the banner',
      load: 'loadBanner',
      assignRecord: 'assignBanner',
      notifyFailed: 'notifyFailed',
    }),
  },
});

export type BannerActorRef = ActorRefFrom<typeof bannerMachine>;
export type BannerSnapshot = SnapshotFrom<typeof bannerMachine>;

export const selectForm = (s: BannerSnapshot) => s.context.form;
export const selectIsEditMode = (s: BannerSnapshot) => s.context.bannerId !== null;
export const selectCanSave = (s: BannerSnapshot) =>
  s.matches('ready') &&
  BannerFormSchema.safeParse(s.context.form).success &&
  !sameBannerForm(s.context.form, s.context.saved);
export const selectIsDirty = (s: BannerSnapshot) => !sameBannerForm(s.context.form, s.context.saved);
/** Messages of the fields the user has changed (the SPEC's messages, from the domain schema). */
export const selectFieldErrors = (s: BannerSnapshot): Record<string, string[]> => {
  if (sameBannerForm(s.context.form, s.context.saved)) return {};
  const result = BannerFormSchema.safeParse(s.context.form);
  return result.success ? {} : fieldErrors(result.error);
};
export const selectIsBusy = (s: BannerSnapshot) => s.hasTag('busy');
export const selectLoadFailed = (s: BannerSnapshot) => s.hasTag('error');
/** The refused save's message while the form waits for Reload or Keep mine; null otherwise. */
export const selectConflict = (s: BannerSnapshot) => (s.hasTag('conflict') ? s.context.conflict : null);
