/**
 * One class's page (/classes/{id}). The class with its students and instructors, its quizzes and its playlists is
 * a record (ADR 191), read together by the shared record machine, invoked as the child `record`: a class the caller
 * may not see answers 404 and shows the not-found screen (ADR 117). This machine removes a quiz, a playlist or a
 * student (ADR 351) and publishes. A removal is handed to the bulk outbox as every delete is (ADR 266, 290): the row leaves its tab at
 * once, the outbox's notice offers Undo, and the removal is sent when the notice ends; the page reads the class
 * again once it is settled or undone. A publish is followed by a quiet read of the record again; publishing or
 * unpublishing asks first, saying what changes for the students (ADR 248). A class a launch tied to a course takes
 * its roster from the course platform on the instructor's word (ADR 385), then is read again.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Class, ClassPlaylist, ClassQuiz, ClassStudent } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { LTI_ROSTER_MESSAGES } from '../../domain/lti/ltiRoster';
import { messageOf } from '../../domain/shared/messages';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';

export interface ClassPageData {
  readonly klass: Class;
  readonly quizzes: readonly ClassQuiz[];
  readonly playlists: readonly ClassPlaylist[];
}

export interface ClassPageContext {
  readonly classId: number;
  /** The published state asked for while the confirmation is open. */
  readonly publishTo: boolean | null;
}

export type ClassPageEvent =
  | { type: 'quiz.remove'; quiz: Pick<ClassQuiz, 'id' | 'title' | 'takenByStudents'> }
  | { type: 'playlist.remove'; playlist: Pick<ClassPlaylist, 'id' | 'title'> }
  | { type: 'student.remove'; student: Pick<ClassStudent, 'id' | 'email'> }
  | { type: 'publish.set'; published: boolean }
  | { type: 'publish.confirm' }
  | { type: 'publish.cancel' }
  /** Bring the students up to date with the course platform's roster (ADR 385). */
  | { type: 'roster.sync' }
  /** A dialog changed the class (edit, invite, share, add): read it again. */
  | { type: 'page.reload' };

/** A quiz or playlist to take out of the class; `studentLinks`: a quiz its students take through links. */
export interface LinkInput {
  readonly classId: number;
  readonly id: number;
  readonly title: string;
  readonly studentLinks: boolean;
}

export const classPageMachine = setup({
  types: {
    context: {} as ClassPageContext,
    events: {} as ClassPageEvent,
    input: {} as { classId: number },
    children: {} as { record: 'classRecord' },
  },
  actors: {
    /** The class as a record; its read is provided by the screen's services. */
    classRecord: recordMachine,
    removeQuiz: fromPromise<void, LinkInput>(async () => {
      throw new Error('removeQuiz is not provided');
    }),
    removePlaylist: fromPromise<void, LinkInput>(async () => {
      throw new Error('removePlaylist is not provided');
    }),
    removeStudent: fromPromise<void, LinkInput>(async () => {
      throw new Error('removeStudent is not provided');
    }),
    publish: fromPromise<void, { classId: number; published: boolean }>(async () => {
      throw new Error('publish is not provided');
    }),
    syncRoster: fromPromise<void, { classId: number }>(async () => {
      throw new Error('syncRoster is not provided');
    }),
  },
  actions: {
    reloadClass: sendTo('record', { type: 'record.refresh' }),
    /** Shows one notification; provided by the screen. */
    notify: (_, _params: { kind: 'success' | 'error'; message: string }) => {},
  },
}).createMachine({
  id: 'classPage',
  context: ({ input }) => ({ classId: input.classId, publishTo: null }),
  invoke: {
    id: 'record',
    src: 'classRecord',
    input: ({ context }) => ({ request: { classId: context.classId } }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'page.reload': { actions: 'reloadClass' },
        'quiz.remove': 'removingQuiz',
        'playlist.remove': 'removingPlaylist',
        'student.remove': 'removingStudent',
        'roster.sync': 'syncingRoster',
        'publish.set': {
          target: 'confirmingPublish',
          actions: assign({ publishTo: ({ event }) => event.published }),
        },
      },
    },
    confirmingPublish: {
      description:
        "Publishing opens the students' links, unpublishing stops new attempts: the user confirms first.",
      on: {
        'publish.confirm': 'publishing',
        'publish.cancel': { target: 'idle', actions: assign({ publishTo: null }) },
      },
    },
    removingQuiz: {
      description:
        'The quiz is handed to the outbox, whose notice says it and offers Undo; only a refused hand-over says so here.',
      tags: ['busy'],
      invoke: {
        src: 'removeQuiz',
        input: ({ context, event }) => {
          const { quiz } = event as Extract<ClassPageEvent, { type: 'quiz.remove' }>;
          return {
            classId: context.classId,
            id: quiz.id,
            title: quiz.title,
            studentLinks: quiz.takenByStudents,
          };
        },
        onDone: 'idle',
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: { kind: 'error', message: CLASS_MESSAGES.unableToDeleteQuiz } },
        },
      },
    },
    removingPlaylist: {
      description: 'As a quiz: handed to the outbox, which says it and offers Undo.',
      tags: ['busy'],
      invoke: {
        src: 'removePlaylist',
        input: ({ context, event }) => {
          const { playlist } = event as Extract<ClassPageEvent, { type: 'playlist.remove' }>;
          return { classId: context.classId, id: playlist.id, title: playlist.title, studentLinks: false };
        },
        onDone: 'idle',
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: { kind: 'error', message: CLASS_MESSAGES.unableToDeletePlaylist },
          },
        },
      },
    },
    removingStudent: {
      description: 'As a quiz: handed to the outbox, which says it and offers Undo (ADR 351).',
      tags: ['busy'],
      invoke: {
        src: 'removeStudent',
        input: ({ context, event }) => {
          const { student } = event as Extract<ClassPageEvent, { type: 'student.remove' }>;
          return { classId: context.classId, id: student.id, title: student.email, studentLinks: false };
        },
        onDone: 'idle',
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: { kind: 'error', message: CLASS_MESSAGES.unableToRemoveStudent },
          },
        },
      },
    },
    syncingRoster: {
      description: 'The server reads the whole roster, then writes it in one go: a refusal changes nothing.',
      tags: ['busy'],
      invoke: {
        src: 'syncRoster',
        input: ({ context }) => ({ classId: context.classId }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notify', params: { kind: 'success', message: LTI_ROSTER_MESSAGES.synced } },
            'reloadClass',
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error' as const, message: messageOf(event.error) }),
          },
        },
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        src: 'publish',
        input: ({ context }) => ({ classId: context.classId, published: context.publishTo === true }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success' as const,
                message: context.publishTo ? CLASS_MESSAGES.published : CLASS_MESSAGES.unpublished,
              }),
            },
            assign({ publishTo: null }),
            'reloadClass',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error' as const, message: messageOf(event.error) }),
            },
            assign({ publishTo: null }),
          ],
        },
      },
    },
  },
});

export type ClassPageActorRef = ActorRefFrom<typeof classPageMachine>;
export type ClassPageSnapshot = SnapshotFrom<typeof classPageMachine>;
/** The class as a record, for RecordScreen. */
/** The class's quizzes, playlists and students less those whose removal waits in the outbox. */
export function withoutPending(
  data: ClassPageData,
  quizzes: ReadonlySet<number>,
  playlists: ReadonlySet<number>,
  students: ReadonlySet<number> = new Set(),
): ClassPageData {
  if (quizzes.size === 0 && playlists.size === 0 && students.size === 0) return data;
  return {
    ...data,
    klass:
      students.size === 0
        ? data.klass
        : { ...data.klass, students: data.klass.students.filter((student) => !students.has(student.id)) },
    quizzes: data.quizzes.filter((quiz) => !quizzes.has(quiz.id)),
    playlists: data.playlists.filter((playlist) => !playlists.has(playlist.id)),
  };
}

export const selectClassRecord = (s: ClassPageSnapshot) => s.children.record as RecordActorRef;
/** The published state the open confirmation asks for; null when none is open. */
export const selectPublishAsked = (s: ClassPageSnapshot) =>
  s.matches('confirmingPublish') || s.matches('publishing') ? s.context.publishTo : null;
export const selectIsPublishing = (s: ClassPageSnapshot) => s.matches('publishing');
export const selectIsSyncingRoster = (s: ClassPageSnapshot) => s.matches('syncingRoster');
/** A removal or a publish is running. */
export const selectIsChanging = (s: ClassPageSnapshot) => s.hasTag('busy');
