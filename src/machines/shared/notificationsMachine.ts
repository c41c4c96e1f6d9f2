/**
 * Notifications on a fixed layer at the top (SPEC section 8/9): each one dismisses itself after 4000 ms,
 * or earlier when the user closes it. One with an action (Undo) waits while the pointer or the keyboard focus is
 * on it (WCAG 2.2.1) and, once left, gets its whole lifetime again. At most three are on screen, and the same
 * message again replaces the one showing instead of stacking under it (ADR 275).
 */
import { assign, cancel, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { NOTIFICATION_LIFETIME_MS } from '../../domain/shared/timing';

export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

/**
 * At most this many notifications on screen: a new one past it takes the place of the oldest one without an action.
 * One with Undo is never pushed out (its deletion waits on it); it leaves by its own timer or by the user.
 */
export const MAX_NOTIFICATIONS = 3;

/** A button in the notification (Undo after a deletion): its label and what it does; pressing it dismisses it. */
export interface NotificationAction {
  readonly label: string;
  readonly run: () => void;
  /** Told when the user comes onto the notification and when they leave it, so what Undo undoes waits too. */
  readonly hold?: () => void;
  readonly release?: () => void;
}

export interface Notification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly message: string;
  readonly action?: NotificationAction;
}

/** What keeps a notification on screen: the pointer over it, the keyboard focus in it. */
export type NotificationHold = 'pointer' | 'focus';

export type NotificationsEvent =
  | { type: 'notify.show'; kind: NotificationKind; message: string; action?: NotificationAction }
  | { type: 'notify.dismiss'; id: string }
  /** The pointer entered it or the focus moved into it: it stays until both have left. */
  | { type: 'notify.hold'; id: string; by: NotificationHold }
  | { type: 'notify.release'; id: string; by: NotificationHold }
  /** The user left the screen: its error notifications no longer apply (successes stay their time). */
  | { type: 'notify.screenLeft' };

export const notificationsMachine = setup({
  types: {
    context: {} as {
      items: Notification[];
      nextId: number;
      /** What holds each held notification, by id; a notification with nothing holding it runs its timer. */
      holds: Record<string, readonly NotificationHold[]>;
    },
    events: {} as NotificationsEvent,
  },
  guards: {
    canHold: ({ context }, params: { id: string }) =>
      context.items.some((item) => item.id === params.id && item.action !== undefined),
    isFirstHold: ({ context }, params: { id: string }) =>
      context.items.some((item) => item.id === params.id && item.action !== undefined) &&
      (context.holds[params.id] ?? []).length === 0,
    isHeld: ({ context }, params: { id: string }) => (context.holds[params.id] ?? []).length > 0,
    isLastHold: ({ context }, params: { id: string; by: NotificationHold }) => {
      const holds = context.holds[params.id] ?? [];
      return holds.length === 1 && holds[0] === params.by;
    },
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
    /** Before a new notification: its twin on screen (same kind and message) goes, then the oldest past the limit. */
    makeRoom: enqueueActions(
      (
        { context, enqueue },
        params: { kind: NotificationKind; message: string; action?: NotificationAction },
      ) => {
        const twins = params.action
          ? []
          : context.items.filter(
              (item) => !item.action && item.kind === params.kind && item.message === params.message,
            );
        const rest = context.items.filter((item) => !twins.includes(item));
        const over = rest.length + 1 - MAX_NOTIFICATIONS;
        const pushedOut = over > 0 ? rest.filter((item) => !item.action).slice(0, over) : [];
        const gone = new Set([...twins, ...pushedOut].map((item) => item.id));
        if (gone.size === 0) return;
        for (const id of gone) enqueue.cancel(timerId(id));
        enqueue.assign({ items: ({ context: now }) => now.items.filter((item) => !gone.has(item.id)) });
      },
    ),
    // A dismiss for a notification the user already closed is harmless: removal is by id.
    scheduleDismiss: enqueueActions(({ enqueue }, params: { id: string }) => {
      enqueue.raise(
        { type: 'notify.dismiss', id: params.id },
        { delay: 'notificationLifetime', id: timerId(params.id) },
      );
    }),
    tellHeld: ({ context }, params: { id: string }) =>
      context.items.find((item) => item.id === params.id)?.action?.hold?.(),
    tellReleased: ({ context }, params: { id: string }) =>
      context.items.find((item) => item.id === params.id)?.action?.release?.(),
    cancelDismiss: cancel((_, params: { id: string }) => timerId(params.id)),
    addHold: assign({
      holds: ({ context }, params: { id: string; by: NotificationHold }) => {
        const holds = context.holds[params.id] ?? [];
        return holds.includes(params.by)
          ? context.holds
          : { ...context.holds, [params.id]: [...holds, params.by] };
      },
    }),
    removeHold: assign({
      holds: ({ context }, params: { id: string; by: NotificationHold }) => {
        const rest = (context.holds[params.id] ?? []).filter((by) => by !== params.by);
        const { [params.id]: _released, ...others } = context.holds;
        return rest.length === 0 ? others : { ...others, [params.id]: rest };
      },
    }),
    removeErrors: assign(({ context }) => {
      const items = context.items.filter((item) => item.kind !== 'error');
      const kept = new Set(items.map((item) => item.id));
      return {
        items,
        holds: Object.fromEntries(Object.entries(context.holds).filter(([id]) => kept.has(id))),
      };
    }),
    removeNotification: assign(({ context }, params: { id: string }) => {
      const { [params.id]: _gone, ...holds } = context.holds;
      return { items: context.items.filter((item) => item.id !== params.id), holds };
    }),
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], nextId: 1, holds: {} },
  initial: 'active',
  states: {
    active: {
      on: {
        'notify.show': {
          actions: [
            {
              type: 'makeRoom',
              params: ({ event }) => ({ kind: event.kind, message: event.message, action: event.action }),
            },
            {
              type: 'addNotification',
              params: ({ event }) => ({ kind: event.kind, message: event.message, action: event.action }),
            },
            { type: 'scheduleDismiss', params: ({ context }) => ({ id: `n${context.nextId - 1}` }) },
          ],
        },
        // Closed while the user is on it (its close button is under the pointer, or in the focus): what it held
        // is let go first, or the deletion behind its Undo would wait for a leave that never comes.
        'notify.dismiss': [
          {
            guard: { type: 'isHeld', params: ({ event }) => ({ id: event.id }) },
            actions: [
              { type: 'tellReleased', params: ({ event }) => ({ id: event.id }) },
              { type: 'removeNotification', params: ({ event }) => ({ id: event.id }) },
            ],
          },
          { actions: { type: 'removeNotification', params: ({ event }) => ({ id: event.id }) } },
        ],
        'notify.hold': [
          {
            guard: { type: 'isFirstHold', params: ({ event }) => ({ id: event.id }) },
            actions: [
              { type: 'cancelDismiss', params: ({ event }) => ({ id: event.id }) },
              { type: 'addHold', params: ({ event }) => ({ id: event.id, by: event.by }) },
              { type: 'tellHeld', params: ({ event }) => ({ id: event.id }) },
            ],
          },
          {
            guard: { type: 'canHold', params: ({ event }) => ({ id: event.id }) },
            actions: { type: 'addHold', params: ({ event }) => ({ id: event.id, by: event.by }) },
          },
        ],
        // Left by the last thing holding it, it gets its whole lifetime again: a user who just read it or
        // tabbed past it is not surprised by it vanishing at once.
        'notify.release': [
          {
            guard: { type: 'isLastHold', params: ({ event }) => ({ id: event.id, by: event.by }) },
            actions: [
              { type: 'removeHold', params: ({ event }) => ({ id: event.id, by: event.by }) },
              { type: 'scheduleDismiss', params: ({ event }) => ({ id: event.id }) },
              { type: 'tellReleased', params: ({ event }) => ({ id: event.id }) },
            ],
          },
          { actions: { type: 'removeHold', params: ({ event }) => ({ id: event.id, by: event.by }) } },
        ],
        'notify.screenLeft': { actions: 'removeErrors' },
      },
    },
  },
});

function timerId(id: string) {
  return `dismiss-${id}`;
}

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;
export const selectNotifications = (snapshot: SnapshotFrom<typeof notificationsMachine>) =>
  snapshot.context.items;
export const selectHasNotifications = (snapshot: SnapshotFrom<typeof notificationsMachine>) =>
  snapshot.context.items.length > 0;
