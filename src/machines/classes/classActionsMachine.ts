/**
 * The class list's row actions: Copy (the copy is the caller's, ADR 116) and the Published switch, which asks
 * first, saying what changes for the students (ADR 248). One at a time; each ends with a notification and a
 * reload of the list.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Class } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { messageOf } from '../../domain/shared/messages';

export type ClassActionsEvent =
  | { type: 'class.copy'; id: number }
  | { type: 'class.publish'; id: number; title: string; published: boolean }
  | { type: 'publish.confirm' }
  | { type: 'publish.cancel' };

/** The class whose publishing the open confirmation asks about. */
export interface PublishAsk {
  readonly id: number;
  readonly title: string;
  readonly published: boolean;
}

/** A failed action says why; the list stays as it was. */
const failureNotice = ({ event }: { event: { error: unknown } }) => ({
  kind: 'error' as const,
  message: messageOf(event.error),
});

export const classActionsMachine = setup({
  types: { events: {} as ClassActionsEvent, context: {} as { publishAsk: PublishAsk | null } },
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
  context: { publishAsk: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'class.copy': 'copying',
        'class.publish': {
          target: 'confirmingPublish',
          actions: assign({
            publishAsk: ({ event }) => ({ id: event.id, title: event.title, published: event.published }),
          }),
        },
      },
    },
    confirmingPublish: {
      description:
        "Publishing opens the students' links, unpublishing stops new attempts: the user confirms first.",
      on: {
        'publish.confirm': 'publishing',
        'publish.cancel': { target: 'idle', actions: assign({ publishAsk: null }) },
      },
    },
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
        input: ({ context }) => ({ id: context.publishAsk!.id, published: context.publishAsk!.published }),
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
            assign({ publishAsk: null }),
            'reloadList',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'notify', params: failureNotice }, assign({ publishAsk: null })],
        },
      },
    },
  },
});

export type ClassActionsActorRef = ActorRefFrom<typeof classActionsMachine>;
export const selectClassActionBusy = (s: SnapshotFrom<typeof classActionsMachine>) => s.hasTag('busy');
/** The publishing the open confirmation asks about (kept while it runs); null when none is open. */
export const selectPublishAsk = (s: SnapshotFrom<typeof classActionsMachine>) =>
  s.matches('confirmingPublish') || s.matches('publishing') ? s.context.publishAsk : null;
export const selectIsPublishing = (s: SnapshotFrom<typeof classActionsMachine>) => s.matches('publishing');
