/**
 * The actions of one row of Users management (ADR 245): change roles (a dialog with the six roles), deactivate or
 * reactivate (a confirmation that says what changes), mark or unmark staff (at once). Each is saved on the version
 * the row was listed with; success reads the list again. When someone changed the account first (409) the dialog
 * closes, the list is read again and a notice says so; a refusal (the last super admin, one's own account) stays in
 * the dialog under its buttons.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ManagedUser, UserChangeRequest } from '../../api/admins/usersContract';
import { ApiError } from '../../api/shared/http';
import { isStaleVersion } from '../../api/shared/staleVersion';
import { orderedRoles, USER_MESSAGES } from '../../domain/admins/users';
import type { Role } from '../../domain/access/roles';
import type { ListActorRef } from '../shared/listMachine';
import { errorParams, failTo } from '../shared/errorParams';

/** Why a change was refused, as the view words it. */
export type UserActionError = 'lastSuperAdmin' | 'selfDeactivate' | 'rolesRequired' | 'failed';

export type ConfirmKind = 'deactivate' | 'reactivate';

/** What a stored change did, for its notice. */
export type SavedChange = 'roles' | ConfirmKind | 'markStaff' | 'unmarkStaff';

export interface UserActionsContext {
  readonly list: ListActorRef;
  user: ManagedUser | null;
  roles: Role[];
  confirm: ConfirmKind | null;
  error: UserActionError | null;
}

export type UserActionsEvent =
  | { type: 'user.editRoles'; user: ManagedUser }
  | { type: 'roles.toggle'; role: Role }
  | { type: 'user.confirm'; user: ManagedUser; kind: ConfirmKind }
  | { type: 'user.toggleStaff'; user: ManagedUser }
  | { type: 'action.submit' }
  | { type: 'action.cancel' };

export interface ChangeUserInput {
  readonly id: number;
  readonly change: UserChangeRequest;
}

function errorOf(error: unknown): UserActionError {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.message === USER_MESSAGES.lastSuperAdmin) return 'lastSuperAdmin';
  if (error.message === USER_MESSAGES.selfDeactivate) return 'selfDeactivate';
  return 'failed';
}

const rolesOf = (user: ManagedUser): Role[] => orderedRoles(user.roles);

type Args = { context: UserActionsContext };

/**
 * Saves one change to the chosen account on the version it was listed with. Success says what changed, reads the
 * list again and goes to `idle`; a change someone made first (409) says so, reads the list again and goes to `idle`;
 * any other failure takes `failed`.
 */
const savingChange = <const TFailed>(
  idle: string,
  change: (context: UserActionsContext) => Omit<UserChangeRequest, 'version'>,
  what: (context: UserActionsContext) => SavedChange,
  failed: TFailed,
) =>
  ({
    src: 'changeUser',
    input: ({ context }: Args): ChangeUserInput => ({
      id: context.user!.id,
      change: { ...change(context), version: context.user!.version },
    }),
    onDone: {
      target: idle,
      actions: [
        {
          type: 'notifySaved',
          params: ({ context }: Args) => ({ user: context.user!, what: what(context) }),
        },
        'reloadList',
        'clear',
      ],
    },
    onError: [
      {
        guard: { type: 'isStale', params: errorParams },
        target: idle,
        actions: ['notifyConflict', 'reloadList', 'clear'],
      },
      failed,
    ],
  }) as const;

export const userActionsMachine = setup({
  types: {
    context: {} as UserActionsContext,
    events: {} as UserActionsEvent,
    input: {} as { list: ListActorRef },
  },
  actors: {
    changeUser: fromPromise<void, ChangeUserInput>(async () => {
      throw new Error('changeUser is not provided');
    }),
  },
  guards: {
    hasRoles: ({ context }) => context.roles.length > 0,
    isStale: (_, params: { error: unknown }) => isStaleVersion(params.error),
  },
  actions: {
    assignUser: assign((_, params: { user: ManagedUser }) => ({
      user: params.user,
      roles: rolesOf(params.user),
      confirm: null,
      error: null,
    })),
    assignConfirm: assign((_, params: { user: ManagedUser; kind: ConfirmKind }) => ({
      user: params.user,
      roles: rolesOf(params.user),
      confirm: params.kind,
      error: null,
    })),
    toggleRole: assign(({ context }, params: { role: Role }) => ({
      roles: orderedRoles(
        context.roles.includes(params.role)
          ? context.roles.filter((role) => role !== params.role)
          : [...context.roles, params.role],
      ),
      error: null,
    })),
    assignRolesRequired: assign({ error: 'rolesRequired' as const }),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorOf(params.error) })),
    clear: assign({ user: null, roles: [], confirm: null, error: null }),
    reloadList: sendTo(({ context }) => context.list, { type: 'list.reload' }),
    /** Provided by the screen: the notices of a stored change, of a change someone else made first, of a failure. */
    notifySaved: (_, _params: { user: ManagedUser; what: SavedChange }) => {},
    notifyConflict: () => {},
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'userActions',
  context: ({ input }) => ({ list: input.list, user: null, roles: [], confirm: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.editRoles': {
          target: 'roles',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
        },
        'user.confirm': {
          target: 'confirming',
          actions: { type: 'assignConfirm', params: ({ event }) => ({ user: event.user, kind: event.kind }) },
        },
        'user.toggleStaff': {
          target: 'staff',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
        },
      },
    },
    roles: {
      description: 'The role dialog: the six roles as checkboxes, Save on the listed version.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'roles.toggle': {
              actions: { type: 'toggleRole', params: ({ event }) => ({ role: event.role }) },
            },
            'action.submit': [{ guard: 'hasRoles', target: 'saving' }, { actions: 'assignRolesRequired' }],
            'action.cancel': { target: '#userActions.idle', actions: 'clear' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: savingChange(
            '#userActions.idle',
            (context) => ({ roles: context.roles }),
            () => 'roles',
            failTo('editing'),
          ),
        },
      },
    },
    confirming: {
      description: 'Deactivate (its sessions end at once) or reactivate, confirmed first.',
      initial: 'asking',
      states: {
        asking: {
          on: {
            'action.submit': { target: 'saving' },
            'action.cancel': { target: '#userActions.idle', actions: 'clear' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: savingChange(
            '#userActions.idle',
            (context) => ({ isActive: context.confirm === 'reactivate' }),
            (context) => context.confirm!,
            failTo('asking'),
          ),
        },
      },
    },
    staff: {
      tags: ['busy'],
      invoke: savingChange(
        'idle',
        (context) => ({ isStaff: !context.user!.isStaff }),
        (context) => (context.user!.isStaff ? 'unmarkStaff' : 'markStaff'),
        { target: 'idle', actions: ['notifyFailed', 'clear'] },
      ),
    },
  },
});

export type UserActionsActorRef = ActorRefFrom<typeof userActionsMachine>;
export type UserActionsSnapshot = SnapshotFrom<typeof userActionsMachine>;

export const selectTarget = (snapshot: UserActionsSnapshot) => snapshot.context.user;
export const selectDraftRoles = (snapshot: UserActionsSnapshot) => snapshot.context.roles;
export const selectActionError = (snapshot: UserActionsSnapshot) => snapshot.context.error;
export const selectConfirmKind = (snapshot: UserActionsSnapshot) => snapshot.context.confirm;
export const selectIsEditingRoles = (snapshot: UserActionsSnapshot) => snapshot.matches('roles');
export const selectIsConfirming = (snapshot: UserActionsSnapshot) => snapshot.matches('confirming');
export const selectIsSaving = (snapshot: UserActionsSnapshot) => snapshot.hasTag('busy');
