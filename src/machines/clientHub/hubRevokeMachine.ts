/**
 * Revoke (ADR 348): a row's Revoke asks first (the institution's instructors stop seeing the label's playlists at
 * once), then revokes on the version the list showed. Done or refused, the screen is told and its list reads again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { HubAccess } from '../../domain/clientHub/clientHub';

export type RevokeTarget = Pick<HubAccess, 'id' | 'version' | 'institutionTitle' | 'labelName'>;

export interface HubRevokeContext {
  /** The access asked about, while asking or revoking. */
  access: RevokeTarget | null;
}

export type HubRevokeEvent =
  { type: 'access.revoke'; access: RevokeTarget } | { type: 'revoke.confirm' } | { type: 'revoke.cancel' };

export const hubRevokeMachine = setup({
  types: { context: {} as HubRevokeContext, events: {} as HubRevokeEvent },
  actors: {
    revokeAccess: fromPromise<HubAccess, RevokeTarget>(async () => {
      throw new Error('revokeAccess is not provided');
    }),
  },
  actions: {
    assignAccess: assign((_, access: RevokeTarget) => ({ access })),
    clearAccess: assign({ access: null }),
    /** Revoked: the screen says so and reads its list again. */
    notifyRevoked: (_, _params: { access: HubAccess }) => {},
    /** Refused (a stale version, revoked already, gone) or failed: the screen says why and reads again. */
    notifyRevokeFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'hubRevoke',
  context: { access: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'access.revoke': {
          target: 'asking',
          actions: { type: 'assignAccess', params: ({ event }) => event.access },
        },
      },
    },
    asking: {
      description: 'The confirm dialog names the label and the institution.',
      on: {
        'revoke.confirm': 'revoking',
        'revoke.cancel': { target: 'idle', actions: 'clearAccess' },
      },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        src: 'revokeAccess',
        input: ({ context }) => context.access!,
        onDone: {
          target: 'idle',
          actions: [
            'clearAccess',
            { type: 'notifyRevoked', params: ({ event }) => ({ access: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'clearAccess',
            { type: 'notifyRevokeFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type HubRevokeActorRef = ActorRefFrom<typeof hubRevokeMachine>;
type Snapshot = SnapshotFrom<typeof hubRevokeMachine>;

/** The access the confirm dialog asks about, or null when it is closed. */
export const selectRevokeAsk = (s: Snapshot): RevokeTarget | null => s.context.access;
export const selectIsRevoking = (s: Snapshot) => s.hasTag('busy');
