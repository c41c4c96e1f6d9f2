/**
 * The Feature Flags area: every flag with its switch. A switched flag is saved on the version it was loaded with
 * (ADR 188), then announced to the session (`announceFlags`, provided by the screen), so the menu and routes follow
 * at once. When someone else switched the flag first the area waits in `conflict` for Reload (their flags) or Keep
 * mine (my switch saved on their version). The first read is a record (ADR 191): the shared record machine, invoked as
 * the child `record`, loads the flags and says failed with Try again; the flags it announces are this area's.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';
import { conflictOf, isStale, recordSaving } from '../shared/recordSaving';

/** Every flag by key, and the version of each. */
export interface FlagStates {
  readonly flags: Record<string, boolean>;
  readonly versions: Record<string, number>;
}

export interface ToggleFlagInput {
  readonly key: string;
  readonly enabled: boolean;
  /** The flag's version the switch was made on. */
  readonly version: number;
}

export interface FeatureFlagsContext extends FlagStates {
  /** The switch being saved, or waiting for Reload or Keep mine. */
  toggle: ToggleFlagInput | null;
  /** The server's message while a refused switch waits for Reload or Keep mine. */
  conflict: string | null;
  /** The refused save's current version was the user's own save, in another tab or on another device (ADR 300). */
  conflictByYou: boolean;
}

export type FeatureFlagsEvent =
  | { type: 'flag.toggle'; key: string; enabled: boolean }
  /** The record child read the flags. */
  | { type: 'record.loaded'; record: FlagStates }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

const lifecycle = recordSaving<FlagStates>();

export const featureFlagsMachine = setup({
  types: {
    context: {} as FeatureFlagsContext,
    events: {} as FeatureFlagsEvent,
    children: {} as { record: 'flagsRecord' },
  },
  actors: {
    /** The first read as a record; its read and announcement are provided by the screen's services. */
    flagsRecord: recordMachine,
    /** Their flags, read again for Reload or Keep mine. */
    loadFlags: fromPromise<FlagStates>(async () => {
      throw new Error('loadFlags is not provided');
    }),
    toggleFlag: fromPromise<FlagStates, ToggleFlagInput>(async () => {
      throw new Error('toggleFlag is not provided');
    }),
  },
  guards: {
    isKnownFlag: ({ context }, params: { key: string }) => params.key in context.flags,
    isStale,
  },
  actions: {
    assignFlags: assign((_, states: FlagStates) => ({
      flags: states.flags,
      versions: states.versions,
      toggle: null,
      conflict: null,
    })),
    /** A switch starts: it is made on the version the flag was loaded with. */
    assignToggle: assign(({ context }, params: { key: string; enabled: boolean }) => ({
      toggle: { ...params, version: context.versions[params.key] ?? 1 },
    })),
    clearToggle: assign({ toggle: null }),
    assignConflict: assign(conflictOf),
    /** Keep mine: their flags are shown and my switch is saved next on their version of the flag. */
    assignTheirVersion: assign(({ context }, states: FlagStates) => ({
      flags: states.flags,
      versions: states.versions,
      conflict: null,
      toggle: context.toggle && {
        ...context.toggle,
        version: states.versions[context.toggle.key] ?? context.toggle.version,
      },
    })),
    /** Tells the session the new flags; provided by the screen. */
    announceFlags: (_, _flags: Record<string, boolean>) => {},
    notifySaved: () => {},
    notifyFailed: () => {},
    /** Their flags could not be read for Reload or Keep mine; the choice stays open. Provided by the screen. */
    notifyTheirsUnread: () => {},
  },
}).createMachine({
  id: 'featureFlags',
  context: { flags: {}, versions: {}, toggle: null, conflict: null, conflictByYou: false },
  invoke: { id: 'record', src: 'flagsRecord', input: {} },
  initial: 'loading',
  states: {
    loading: {
      description: 'Until the record child has read the flags (or says it could not, with Try again).',
      tags: ['busy'],
      on: {
        'record.loaded': {
          target: 'ready',
          actions: { type: 'assignFlags', params: ({ event }) => event.record },
        },
      },
    },
    ready: {
      on: {
        'flag.toggle': {
          guard: { type: 'isKnownFlag', params: ({ event }) => ({ key: event.key }) },
          target: 'saving',
          actions: {
            type: 'assignToggle',
            params: ({ event }) => ({ key: event.key, enabled: event.enabled }),
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'toggleFlag',
        input: ({ context }) => context.toggle!,
        onDone: {
          target: 'ready',
          // Notify first: it names the pending flag, which assignFlags clears.
          actions: [
            'notifySaved',
            { type: 'assignFlags', params: ({ event }) => event.output },
            { type: 'announceFlags', params: ({ event }) => event.output.flags },
          ],
        },
        onError: [lifecycle.onStale, { target: 'ready', actions: ['clearToggle', 'notifyFailed'] }],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'featureFlags',
      record: 'the flag',
      load: 'loadFlags',
      assignRecord: 'assignFlags',
      notifyFailed: 'notifyTheirsUnread',
    }),
  },
});

export type FeatureFlagsActorRef = ActorRefFrom<typeof featureFlagsMachine>;
export type FeatureFlagsSnapshot = SnapshotFrom<typeof featureFlagsMachine>;

export const selectFlagList = (s: FeatureFlagsSnapshot) =>
  Object.entries(s.context.flags)
    .map(([key, enabled]) => ({ key, enabled }))
    .sort((a, b) => a.key.localeCompare(b.key));
/** The flag whose switch is being saved or waits for Reload or Keep mine. */
export const selectPending = (s: FeatureFlagsSnapshot) => s.context.toggle?.key ?? null;
/** The first read of the flags as a record, for RecordScreen. */
export const selectFlagsRecord = (s: FeatureFlagsSnapshot) => s.children.record as RecordActorRef;
/** The refused switch's message while Reload or Keep mine is to be chosen; null otherwise. */
export const selectFlagConflict = (s: FeatureFlagsSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
/** The conflict is with the user's own save from another tab or device (ADR 300). */
export const selectFlagConflictByYou = (s: FeatureFlagsSnapshot) =>
  s.hasTag('conflict') && s.context.conflictByYou;
export const selectIsBusy = (s: FeatureFlagsSnapshot) => s.hasTag('busy');
