/**
 * End now (ADR 345): a grant's End asks first (it stops the product for the institution's instructors at once),
 * then ends it on the version the list showed. Done or refused, the screen is told and its list reads again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Grant } from '../../domain/classAccess/classAccess';

export type EndTarget = Pick<Grant, 'id' | 'version' | 'institutionTitle' | 'productName'>;

export interface GrantEndContext {
  /** The grant asked about, while asking or ending. */
  grant: EndTarget | null;
}

export type GrantEndEvent =
  { type: 'grant.end'; grant: EndTarget } | { type: 'end.confirm' } | { type: 'end.cancel' };

export const grantEndMachine = setup({
  types: { context: {} as GrantEndContext, events: {} as GrantEndEvent },
  actors: {
    endGrant: fromPromise<Grant, EndTarget>(async () => {
      throw new Error('endGrant is not provided');
    }),
  },
  actions: {
    assignGrant: assign((_, grant: EndTarget) => ({ grant })),
    clearGrant: assign({ grant: null }),
    /** The grant ended: the screen says so and reads its list again. */
    notifyEnded: (_, _params: { grant: Grant }) => {},
    /** The end was refused (a stale version, a grant gone) or failed: the screen says why and reads again. */
    notifyEndFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'grantEnd',
  context: { grant: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'grant.end': {
          target: 'asking',
          actions: { type: 'assignGrant', params: ({ event }) => event.grant },
        },
      },
    },
    asking: {
      description: 'The confirm dialog names the product and the institution.',
      on: {
        'end.confirm': 'ending',
        'end.cancel': { target: 'idle', actions: 'clearGrant' },
      },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        src: 'endGrant',
        input: ({ context }) => context.grant!,
        onDone: {
          target: 'idle',
          actions: ['clearGrant', { type: 'notifyEnded', params: ({ event }) => ({ grant: event.output }) }],
        },
        onError: {
          target: 'idle',
          actions: [
            'clearGrant',
            { type: 'notifyEndFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type GrantEndActorRef = ActorRefFrom<typeof grantEndMachine>;
type Snapshot = SnapshotFrom<typeof grantEndMachine>;

/** The grant the confirm dialog asks about, or null when it is closed. */
export const selectEndAsk = (s: Snapshot): EndTarget | null => s.context.grant;
export const selectIsEnding = (s: Snapshot) => s.hasTag('busy');
