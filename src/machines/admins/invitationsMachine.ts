/**
 * Users Management (/admins, super admins): invite an admin by e-mail with roles, show the set-password link to
 * copy, and list the pending invitations. The form is checked with the shared InvitationRequestSchema before
 * anything is sent; the server's field errors and its 409 message show under the fields. The pending invitations
 * are a record (ADR 191), read by the shared record machine invoked as the child `record` (loading, failed with Try
 * again); a created invitation reads them again while the list stays on screen.
 */
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { InvitationResponse } from '../../api/session/authContract';
import { ApiError } from '../../api/shared/http';
import type { Role } from '../../domain/access/roles';
import { InvitationRequestSchema, fieldErrors, type InvitationRequest } from '../../domain/session/session';
import { messageOf } from '../../domain/shared/messages';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';

export interface InvitationsContext {
  email: string;
  roles: Role[];
  /** Messages under the fields: `email`, `roles`. */
  fieldErrors: Record<string, string[]>;
  /** A message under the form when the server's answer names no field. */
  error: string | null;
  /** The invitation just created, whose link is shown. */
  created: InvitationResponse | null;
  /** The last invitation sent again could not be. */
  resendFailed: boolean;
}

export type InvitationsEvent =
  | { type: 'invitation.email'; value: string }
  | { type: 'invitation.toggleRole'; role: Role }
  | { type: 'invitation.create' }
  /** Sends an unused invitation again: a new link, shown as a created one's (ADR 245). */
  | { type: 'invitation.resend'; id: number }
  | { type: 'link.copy'; text: string };

const requestOf = (context: InvitationsContext): InvitationRequest => ({
  email: context.email.trim(),
  roles: context.roles,
});

/** The field's messages go once the user changes it. */
function withoutField(errors: Record<string, string[]>, field: string): Record<string, string[]> {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** Field messages of a rejected create: the server's errors map, its 409 message under the e-mail, or none. */
function serverFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError)) return {};
  if (error.errors && Object.keys(error.errors).length > 0) return error.errors;
  if (error.status === 409) return { email: [error.message] };
  return {};
}

export const invitationsMachine = setup({
  types: {
    context: {} as InvitationsContext,
    events: {} as InvitationsEvent,
    children: {} as { record: 'invitationsRecord' },
  },
  actors: {
    /** The pending invitations as a record; its read is provided by the screen's services. */
    invitationsRecord: recordMachine,
    createInvitation: fromPromise<InvitationResponse, InvitationRequest>(async () => {
      throw new Error('createInvitation is not provided');
    }),
    resendInvitation: fromPromise<InvitationResponse, number>(async () => {
      throw new Error('resendInvitation is not provided');
    }),
    copyLink: fromPromise<void, string>(async () => {
      throw new Error('copyLink is not provided');
    }),
  },
  guards: {
    isRequestValid: ({ context }) => InvitationRequestSchema.safeParse(requestOf(context)).success,
    hasCreated: ({ context }) => context.created !== null,
  },
  actions: {
    /**
     * Reads the pending invitations again so a new one is listed: a refresh that keeps the list on screen, or a
     * new read when the first one failed (each is ignored in the other state, and while the first read runs).
     */
    reloadInvitations: enqueueActions(({ enqueue }) => {
      enqueue.sendTo('record', { type: 'record.refresh' });
      enqueue.sendTo('record', { type: 'record.retry' });
    }),
    assignEmail: assign(({ context }, params: { value: string }) => ({
      email: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'email'),
    })),
    toggleRole: assign(({ context }, params: { role: Role }) => ({
      roles: context.roles.includes(params.role)
        ? context.roles.filter((role) => role !== params.role)
        : [...context.roles, params.role],
      fieldErrors: withoutField(context.fieldErrors, 'roles'),
    })),
    assignRequestErrors: assign(({ context }) => {
      const result = InvitationRequestSchema.safeParse(requestOf(context));
      return { error: null, fieldErrors: result.success ? {} : fieldErrors(result.error) };
    }),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    assignCreated: assign((_, created: InvitationResponse) => ({
      created,
      email: '',
      roles: [],
      error: null,
      fieldErrors: {},
    })),
    assignServerErrors: assign((_, params: { error: unknown }) => {
      const fields = serverFieldErrors(params.error);
      const hasFields = Object.keys(fields).length > 0;
      const message = messageOf(params.error);
      return { fieldErrors: fields, error: hasFields ? null : message };
    }),
    assignResendFailed: assign({ resendFailed: true }),
    clearResendFailed: assign({ resendFailed: false }),
  },
}).createMachine({
  id: 'invitations',
  context: { email: '', roles: [], fieldErrors: {}, error: null, created: null, resendFailed: false },
  invoke: { id: 'record', src: 'invitationsRecord', input: {} },
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'invitation.email': {
              actions: { type: 'assignEmail', params: ({ event }) => ({ value: event.value }) },
            },
            'invitation.toggleRole': {
              actions: { type: 'toggleRole', params: ({ event }) => ({ role: event.role }) },
            },
            'invitation.create': [
              { guard: 'isRequestValid', target: 'creating', actions: 'clearErrors' },
              { actions: 'assignRequestErrors' },
            ],
            'invitation.resend': { target: 'resending', actions: 'clearResendFailed' },
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            src: 'resendInvitation',
            input: ({ event }) => (event as Extract<InvitationsEvent, { type: 'invitation.resend' }>).id,
            onDone: {
              target: 'editing',
              actions: [{ type: 'assignCreated', params: ({ event }) => event.output }, 'reloadInvitations'],
            },
            onError: { target: 'editing', actions: 'assignResendFailed' },
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            src: 'createInvitation',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: 'editing',
              actions: [{ type: 'assignCreated', params: ({ event }) => event.output }, 'reloadInvitations'],
            },
            onError: {
              target: 'editing',
              actions: { type: 'assignServerErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    link: {
      description: 'Copying the set-password link; when the clipboard refuses, the view selects the link.',
      initial: 'idle',
      on: {
        'link.copy': { guard: 'hasCreated', target: '.copying' },
        'invitation.resend': { target: '.idle' },
      },
      states: {
        idle: {},
        copying: {
          invoke: {
            src: 'copyLink',
            input: ({ event }) => (event as Extract<InvitationsEvent, { type: 'link.copy' }>).text,
            onDone: { target: 'copied' },
            onError: { target: 'copyFailed' },
          },
        },
        copied: { on: { 'invitation.create': { target: 'idle' } } },
        copyFailed: { on: { 'invitation.create': { target: 'idle' } } },
      },
    },
  },
});

export type InvitationsActorRef = ActorRefFrom<typeof invitationsMachine>;
export type InvitationsSnapshot = SnapshotFrom<typeof invitationsMachine>;

/** The pending invitations as a record, for RecordScreen. */
export const selectInvitationsRecord = (snapshot: InvitationsSnapshot) =>
  snapshot.children.record as RecordActorRef;
export const selectEmail = (snapshot: InvitationsSnapshot) => snapshot.context.email;
export const selectRoles = (snapshot: InvitationsSnapshot) => snapshot.context.roles;
export const selectFieldErrors = (snapshot: InvitationsSnapshot) => snapshot.context.fieldErrors;
export const selectError = (snapshot: InvitationsSnapshot) => snapshot.context.error;
export const selectCreated = (snapshot: InvitationsSnapshot) => snapshot.context.created;
export const selectIsCreating = (snapshot: InvitationsSnapshot) => snapshot.matches({ form: 'creating' });
export const selectResendFailed = (snapshot: InvitationsSnapshot) => snapshot.context.resendFailed;
export const selectIsResending = (snapshot: InvitationsSnapshot) => snapshot.matches({ form: 'resending' });
export const selectCopyState = (snapshot: InvitationsSnapshot): 'idle' | 'copying' | 'copied' | 'failed' => {
  if (snapshot.matches({ link: 'copying' })) return 'copying';
  if (snapshot.matches({ link: 'copied' })) return 'copied';
  if (snapshot.matches({ link: 'copyFailed' })) return 'failed';
  return 'idle';
};
