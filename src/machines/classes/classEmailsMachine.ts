/**
 * The invite and share dialogs of a class: addresses typed or pasted one per line or comma separated (the quiz
 * share dialog's parsing, src/domain/shared/emails.ts); anything that is not an address is named inline and nothing is
 * sent. Inviting needs at least one address; sharing sends the whole list (an empty one unshares) on the share
 * list's version it was opened with (ADR 188): when someone else shared the class since, the dialog waits in
 * `conflict` for Reload (their list replaces mine) or Keep mine (mine is sent on their version).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { extractEmails } from '../../domain/shared/emails';
import { conflictOf, isStale, recordSaving } from '../shared/recordSaving';
import { reasonOf } from '../shared/loadError';

export type ClassEmailsMode = 'invite' | 'share';

export interface ClassEmailsInput {
  readonly classId: number;
  readonly mode: ClassEmailsMode;
  /** The instructors the class is shared with now (share), nothing for invite. */
  readonly initialEmails: readonly string[];
  /** The share list's version those were read with (share); null for invite, which replaces nothing. */
  readonly version: number | null;
}

export interface ClassEmailsContext extends Omit<ClassEmailsInput, 'version'> {
  text: string;
  invalid: readonly string[];
  /** Why the last send failed: the server's reason, or '' when it gave none; null before a failure. */
  error: string | null;
  /** The share list's version the list is sent on. */
  version: number | null;
  /** The server's message while a refused share waits for Reload or Keep mine. */
  conflict: string | null;
  /** The refused save's current version was the user's own save, in another tab or on another device (ADR 300). */
  conflictByYou: boolean;
}

export type ClassEmailsEvent =
  | { type: 'emails.type'; text: string }
  | { type: 'emails.submit' }
  | { type: 'emails.cancel' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

export interface SendEmailsInput {
  readonly classId: number;
  readonly mode: ClassEmailsMode;
  readonly emails: readonly string[];
  readonly version: number | null;
}

/** A class's share list as it is now on the server. */
export interface ClassShares {
  readonly emails: readonly string[];
  readonly version: number;
}

const lifecycle = recordSaving<ClassShares>();

export const classEmailsMachine = setup({
  types: {
    context: {} as ClassEmailsContext,
    events: {} as ClassEmailsEvent,
    input: {} as ClassEmailsInput,
  },
  actors: {
    /** Invites or shares; resolves with what to tell the user. */
    sendEmails: fromPromise<void, SendEmailsInput>(async () => {
      throw new Error('sendEmails is not provided');
    }),
    /** Reads the class's share list and its version (Reload and Keep mine). */
    loadShares: fromPromise<ClassShares, { classId: number }>(async () => {
      throw new Error('loadShares is not provided');
    }),
  },
  guards: {
    isStale,
    hasInvalid: ({ context }) => extractEmails(context.text).invalid.length > 0,
    isEmptyInvite: ({ context }) =>
      context.mode === 'invite' && extractEmails(context.text).emails.length === 0,
  },
  actions: {
    assignText: assign({ text: (_, params: { text: string }) => params.text, invalid: [] }),
    assignInvalid: assign({ invalid: ({ context }) => extractEmails(context.text).invalid }),
    // The server's reason, or '' for a failure without one (the screen says 'Unable to share Class').
    assignError: assign({ error: (_, params: { error: unknown }) => reasonOf(params.error) ?? '' }),
    clearError: assign({ error: null }),
    assignConflict: assign(conflictOf),
    /** Reload: their list replaces what was typed. */
    assignTheirShares: assign((_, shares: ClassShares) => ({
      text: shares.emails.join('\n'),
      invalid: [],
      version: shares.version,
      conflict: null,
    })),
    /** Keep mine: what was typed is sent next on their version. */
    assignTheirVersion: assign((_, shares: ClassShares) => ({ version: shares.version, conflict: null })),
    /** Their list could not be read for Reload or Keep mine; the choice stays open. Provided by the screen. */
    notifyTheirsUnread: () => {},
    /** 'Class successfully shared' / 'Students added to the class'; provided by the screen. */
    notifySent: () => {},
    /** 'Unable to share Class' or the server's message; provided by the screen. */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'classEmails',
  context: ({ input }) => ({
    ...input,
    text: input.initialEmails.join('\n'),
    invalid: [],
    error: null,
    conflict: null,
    conflictByYou: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'emails.type': { actions: { type: 'assignText', params: ({ event }) => ({ text: event.text }) } },
        'emails.submit': [
          { guard: 'hasInvalid', actions: 'assignInvalid' },
          { guard: 'isEmptyInvite' },
          { target: 'sending' },
        ],
        'emails.cancel': 'closed',
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'sendEmails',
        input: ({ context }) => ({
          classId: context.classId,
          mode: context.mode,
          emails: extractEmails(context.text).emails,
          version: context.version,
        }),
        onDone: { target: 'sent', actions: 'notifySent' },
        onError: [
          lifecycle.onStale,
          {
            target: 'editing',
            actions: [
              { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              { type: 'notifyFailed', params: ({ event }) => ({ message: reasonOf(event.error) ?? '' }) },
            ],
          },
        ],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'classEmails',
      resting: 'editing',
      saving: 'sending',
      record: "the class's share list",
      load: 'loadShares',
      loadInput: ({ context }: { context: ClassEmailsContext }) => ({ classId: context.classId }),
      assignRecord: 'assignTheirShares',
      notifyFailed: 'notifyTheirsUnread',
    }),
    sent: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type ClassEmailsActorRef = ActorRefFrom<typeof classEmailsMachine>;
export type ClassEmailsSnapshot = SnapshotFrom<typeof classEmailsMachine>;
export const selectEmailsText = (s: ClassEmailsSnapshot) => s.context.text;
export const selectInvalidEmails = (s: ClassEmailsSnapshot) => s.context.invalid;
export const selectEmailsError = (s: ClassEmailsSnapshot) => s.context.error;
export const selectIsSending = (s: ClassEmailsSnapshot) => s.hasTag('busy');
/** The refused share's message while Reload or Keep mine is to be chosen; null otherwise. */
export const selectEmailsConflict = (s: ClassEmailsSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
/** The conflict is with the user's own save from another tab or device (ADR 300). */
export const selectEmailsConflictByYou = (s: ClassEmailsSnapshot) =>
  s.hasTag('conflict') && s.context.conflictByYou;
