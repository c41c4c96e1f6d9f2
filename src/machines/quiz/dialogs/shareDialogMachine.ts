/**
 * The share dialog (SPEC section 2 "Other dialogs", 5, 6, 8): the list of e-mails starts with the quiz's shared
 * users (a super admin's is loaded from the server, everyone else's comes from the quiz's sharedList), grows from
 * pasted text, loses chips on removal, and is sent in one share call whose answer becomes the SPEC's notifications.
 * Share takes what is typed and not added yet too, so typing addresses and pressing Share is one step (ADR 175).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  extractEmails,
  mergeEmails,
  shareNotices,
  type ShareNotice,
  type ShareOutcome,
} from '../../../domain/shared/emails';
import { messageOf } from '../../../domain/shared/messages';

export interface ShareTarget {
  readonly quizId: number;
  /** Customer quizzes share through sharecustomer/{id} and load shared_with_customer/{id}. */
  readonly customer: boolean;
  /** Sent as isAdminQuiz with the share. */
  readonly isAdminQuiz: boolean;
}

export interface ShareDialogInput extends ShareTarget {
  /** A super admin's list is loaded from the server; everyone else's starts from `initialEmails`. */
  readonly loadShared: boolean;
  readonly initialEmails: readonly string[];
}

export interface ShareDialogContext {
  readonly target: ShareTarget;
  /** True until a super admin's shared users have been loaded. */
  loadShared: boolean;
  emails: string[];
  /** Tokens of the last paste that are not e-mail addresses. */
  invalid: string[];
  /** The server's message after a failed load or share. */
  error: string | null;
  /** Set once the share call succeeded: the list behind the dialog may have changed. */
  shared: boolean;
}

export type ShareDialogEvent =
  | { type: 'share.paste'; text: string }
  | { type: 'share.remove'; email: string }
  /** Share; `text` is what is typed in the field and not added yet: it is checked and added first (ADR 175). */
  | { type: 'share.submit'; text?: string }
  | { type: 'share.cancel' };

export interface ShareRequest extends ShareTarget {
  readonly emails: readonly string[];
}

export const shareDialogMachine = setup({
  types: {
    context: {} as ShareDialogContext,
    events: {} as ShareDialogEvent,
    input: {} as ShareDialogInput,
    output: {} as { shared: boolean },
  },
  actors: {
    /** The e-mails the quiz is shared with today. */
    loadSharedEmails: fromPromise<string[], ShareTarget>(async () => {
      throw new Error('loadSharedEmails is not provided');
    }),
    shareQuiz: fromPromise<ShareOutcome, ShareRequest>(async () => {
      throw new Error('shareQuiz is not provided');
    }),
  },
  guards: {
    loadsShared: ({ context }) => context.loadShared,
    /** The typed text holds only addresses, and with it the list is not empty. */
    submitsAddresses: ({ context }, params: { text: string }) => {
      const { emails, invalid } = extractEmails(params.text);
      return invalid.length === 0 && context.emails.length + emails.length > 0;
    },
  },
  actions: {
    /** Shows one notification; provided by the screen with the notifications actor. */
    notify: (_, _params: { notices: readonly ShareNotice[] }) => {},
    assignEmails: assign((_, params: { emails: readonly string[] }) => ({
      emails: [...params.emails],
      error: null,
      loadShared: false,
    })),
    assignLoadError: assign({
      error: (_, params: { error: unknown }) => messageOf(params.error),
      loadShared: false,
    }),
    addPasted: assign(({ context }, params: { text: string }) => {
      const { emails, invalid } = extractEmails(params.text);
      return { emails: mergeEmails(context.emails, emails), invalid: [...invalid] };
    }),
    removeEmail: assign({
      emails: ({ context }, params: { email: string }) =>
        context.emails.filter((email) => email !== params.email),
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    markShared: assign({ shared: true }),
  },
}).createMachine({
  id: 'shareDialog',
  context: ({ input }) => ({
    target: { quizId: input.quizId, customer: input.customer, isAdminQuiz: input.isAdminQuiz },
    loadShared: input.loadShared,
    emails: mergeEmails([], input.initialEmails),
    invalid: [],
    error: null,
    shared: false,
  }),
  initial: 'editing',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSharedEmails',
        input: ({ context }) => context.target,
        onDone: {
          target: 'editing',
          actions: { type: 'assignEmails', params: ({ event }) => ({ emails: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'share.cancel': 'closed' },
    },
    editing: {
      always: { guard: 'loadsShared', target: 'loading' },
      on: {
        'share.paste': { actions: { type: 'addPasted', params: ({ event }) => ({ text: event.text }) } },
        'share.remove': { actions: { type: 'removeEmail', params: ({ event }) => ({ email: event.email }) } },
        'share.submit': [
          {
            guard: { type: 'submitsAddresses', params: ({ event }) => ({ text: event.text ?? '' }) },
            target: 'sharing',
            actions: { type: 'addPasted', params: ({ event }) => ({ text: event.text ?? '' }) },
          },
          {
            description:
              'What is typed is not all addresses, or nothing is: the list shows what was taken, the field what was not.',
            actions: { type: 'addPasted', params: ({ event }) => ({ text: event.text ?? '' }) },
          },
        ],
        'share.cancel': 'closed',
      },
    },
    sharing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'shareQuiz',
        input: ({ context }) => ({ ...context.target, emails: context.emails }),
        onDone: {
          target: 'shared',
          actions: [
            { type: 'notify', params: ({ event }) => ({ notices: shareNotices(event.output) }) },
            'markShared',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shared: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ shared: context.shared }),
});

export type ShareDialogMachine = typeof shareDialogMachine;
export type ShareDialogActorRef = ActorRefFrom<typeof shareDialogMachine>;
export type ShareDialogSnapshot = SnapshotFrom<typeof shareDialogMachine>;

export const selectShareEmails = (snapshot: ShareDialogSnapshot) => snapshot.context.emails;
export const selectShareInvalid = (snapshot: ShareDialogSnapshot) => snapshot.context.invalid;
export const selectShareError = (snapshot: ShareDialogSnapshot) => snapshot.context.error;
export const selectShareBusy = (snapshot: ShareDialogSnapshot) => snapshot.hasTag('busy');
export const selectShareLoading = (snapshot: ShareDialogSnapshot) => snapshot.matches('loading');
export const selectShareOpen = (snapshot: ShareDialogSnapshot) => snapshot.status === 'active';
