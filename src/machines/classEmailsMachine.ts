/**
 * The invite and share dialogs of a class: addresses typed or pasted one per line or comma separated (the quiz
 * share dialog's parsing, src/domain/emails.ts); anything that is not an address is named inline and nothing is
 * sent. Inviting needs at least one address; sharing sends the whole list (an empty one unshares).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { extractEmails } from '../domain/emails';

export type ClassEmailsMode = 'invite' | 'share';

export interface ClassEmailsInput {
  readonly classId: number;
  readonly mode: ClassEmailsMode;
  /** The instructors the class is shared with now (share), nothing for invite. */
  readonly initialEmails: readonly string[];
}

export interface ClassEmailsContext extends ClassEmailsInput {
  text: string;
  invalid: readonly string[];
  error: string | null;
}

export type ClassEmailsEvent =
  { type: 'emails.type'; text: string } | { type: 'emails.submit' } | { type: 'emails.cancel' };

export interface SendEmailsInput {
  readonly classId: number;
  readonly mode: ClassEmailsMode;
  readonly emails: readonly string[];
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Error');

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
  },
  guards: {
    hasInvalid: ({ context }) => extractEmails(context.text).invalid.length > 0,
    isEmptyInvite: ({ context }) =>
      context.mode === 'invite' && extractEmails(context.text).emails.length === 0,
  },
  actions: {
    assignText: assign({ text: (_, params: { text: string }) => params.text, invalid: [] }),
    assignInvalid: assign({ invalid: ({ context }) => extractEmails(context.text).invalid }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    /** 'Class successfully shared' / 'Students successfully invited'; provided by the screen. */
    notifySent: () => {},
    /** 'Unable to share Class' or the server's message; provided by the screen. */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'classEmails',
  context: ({ input }) => ({ ...input, text: input.initialEmails.join('\n'), invalid: [], error: null }),
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
        }),
        onDone: { target: 'sent', actions: 'notifySent' },
        onError: {
          target: 'editing',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
          ],
        },
      },
    },
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
