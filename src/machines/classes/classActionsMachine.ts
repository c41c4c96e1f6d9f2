/**
 * The class list's row actions that need no dialog: Copy (the copy is the caller's, ADR 116) and the Published
 * switch. One at a time; each ends with a notification and a reload of the list.
 */
import { fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Class } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { messageOf } from '../../domain/shared/messages';

export type ClassActionsEvent =
  { type: 'class.copy'; id: number } | { type: 'class.publish'; id: number; published: boolean };

/** A failed action says why; the list stays as it was. */
const failureNotice = ({ event }: { event: { error: unknown } }) => ({
  kind: 'error' as const,
  message: messageOf(event.error),
});

export const classActionsMachine = setup({
  types: { events: {} as ClassActionsEvent },
  actors: {
    copy: fromPromise<Class, { id: number }>(async () => {
      throw new Error('copy is not provided');
    }),
    publish: fromPromise<Class, { id: number; published: boolean }>(async () => {
      throw new Error('publish is not provided');
    }),
  },
  actions: {
    /** Shows one notification; provided by the screen. */
    notify: (_, _params: { kind: 'success' | 'error'; message: string }) => {},
    /** The list shows the change; provided by the screen. */
    reloadList: () => {},
  },
}).createMachine({
  id: 'classActions',
  initial: 'idle',
  states: {
    idle: { on: { 'class.copy': 'copying', 'class.publish': 'publishing' } },
    copying: {
      tags: ['busy'],
      invoke: {
        src: 'copy',
        input: ({ event }) => ({ id: (event as Extract<ClassActionsEvent, { type: 'class.copy' }>).id }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notify', params: { kind: 'success', message: CLASS_MESSAGES.copied } },
            'reloadList',
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: failureNotice },
        },
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        src: 'publish',
        input: ({ event }) => {
          const e = event as Extract<ClassActionsEvent, { type: 'class.publish' }>;
          return { id: e.id, published: e.published };
        },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success' as const,
                message: event.output.published ? CLASS_MESSAGES.published : CLASS_MESSAGES.unpublished,
              }),
            },
            'reloadList',
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: failureNotice },
        },
      },
    },
  },
});

export type ClassActionsActorRef = ActorRefFrom<typeof classActionsMachine>;
export const selectClassActionBusy = (s: SnapshotFrom<typeof classActionsMachine>) => s.hasTag('busy');
