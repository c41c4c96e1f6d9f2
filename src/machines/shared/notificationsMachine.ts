/**
 * Notifications on a fixed layer at the top (SPEC section 8/9): each one dismisses itself after 4000 ms,
 * or earlier when the user closes it.
 */
import { assign, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { NOTIFICATION_LIFETIME_MS } from '../../domain/shared/timing';

export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

/** A button in the notification (Undo after a deletion): its label and what it does; pressing it dismisses it. */
export interface NotificationAction {
  readonly label: string;
  readonly run: () => void;
}

export interface Notification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly message: string;
  readonly action?: NotificationAction;
}

export type NotificationsEvent =
  | { type: 'notify.show'; kind: NotificationKind; message: string; action?: NotificationAction }
  | { type: 'notify.dismiss'; id: string }
  /** The user left the screen: its error notifications no longer apply (successes stay their time). */
  | { type: 'notify.screenLeft' };

export const notificationsMachine = setup({
  types: {
    context: {} as { items: Notification[]; nextId: number },
    events: {} as NotificationsEvent,
  },
  delays: {
    notificationLifetime: NOTIFICATION_LIFETIME_MS,
  },
  actions: {
    addNotification: assign(
      ({ context }, params: { kind: NotificationKind; message: string; action?: NotificationAction }) => ({
        items: [
          ...context.items,
          {
            id: `n${context.nextId}`,
            kind: params.kind,
            message: params.message,
            ...(params.action ? { action: params.action } : {}),
          },
        ],
        nextId: context.nextId + 1,
      }),
    ),
    // A dismiss for a notification the user already closed is harmless: removal is by id.
    scheduleDismiss: raise(
      ({ context }) => ({ type: 'notify.dismiss' as const, id: `n${context.nextId - 1}` }),
      {
        delay: 'notificationLifetime',
      },
    ),
    removeErrors: assign({
      items: ({ context }) => context.items.filter((item) => item.kind !== 'error'),
    }),
    removeNotification: assign({
      items: ({ context }, params: { id: string }) => context.items.filter((item) => item.id !== params.id),
    }),
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], nextId: 1 },
  initial: 'active',
  states: {
    active: {
      on: {
        'notify.show': {
          actions: [
            {
              type: 'addNotification',
              params: ({ event }) => ({ kind: event.kind, message: event.message, action: event.action }),
            },
            'scheduleDismiss',
          ],
        },
        'notify.dismiss': {
          actions: { type: 'removeNotification', params: ({ event }) => ({ id: event.id }) },
        },
        'notify.screenLeft': { actions: 'removeErrors' },
      },
    },
  },
});

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;
export const selectNotifications = (snapshot: SnapshotFrom<typeof notificationsMachine>) =>
  snapshot.context.items;
