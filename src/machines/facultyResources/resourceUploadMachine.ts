/**
 * A file resource's file (ADR 317): the chosen file is checked by its name and size first (the class documents'
 * kinds and limit); the upload reports its progress and Cancel aborts it; the server's refusal (the type its bytes
 * show) is said in its words. The uploader is a callback actor, so progress arrives as events.
 */
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { resourceFileProblem, type FacultyResource } from '../../domain/facultyResources/facultyResources';

export interface ResourceUploadInput {
  readonly resourceId: number;
}

export interface ResourceUploadJob extends ResourceUploadInput {
  readonly file: File;
}

export type ResourceUploaderEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.succeeded'; resource: FacultyResource }
  | { type: 'upload.failed'; message: string };

export type ResourceUploadEvent =
  { type: 'upload.choose'; file: File } | { type: 'upload.cancel' } | ResourceUploaderEvent;

export interface ResourceUploadContext extends ResourceUploadInput {
  file: File | null;
  loaded: number;
  total: number;
  error: string | null;
}

export const resourceUploadMachine = setup({
  types: {
    context: {} as ResourceUploadContext,
    events: {} as ResourceUploadEvent,
    input: {} as ResourceUploadInput,
  },
  actors: {
    uploader: fromCallback<ResourceUploadEvent, ResourceUploadJob>(() => {
      throw new Error('uploader is not provided');
    }),
  },
  guards: {
    isAcceptable: (_, params: { file: File }) => resourceFileProblem(params.file) === null,
  },
  actions: {
    assignFile: assign((_, params: { file: File }) => ({
      file: params.file,
      error: null,
      loaded: 0,
      total: params.file.size,
    })),
    assignProblem: assign((_, params: { file: File }) => ({
      file: null,
      error: resourceFileProblem(params.file),
    })),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    assignFailure: assign((_, params: { message: string }) => ({ error: params.message })),
    reset: assign({ file: null, loaded: 0, total: 0 }),
    /** The resource with its new file; provided by the screen (the form shows it). */
    uploaded: (_, _resource: FacultyResource) => {},
    /** 'File successfully uploaded'. */
    notifyUploaded: () => {},
    /** The server's message. */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'resourceUpload',
  context: ({ input }) => ({ ...input, file: null, loaded: 0, total: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.choose': [
          {
            guard: { type: 'isAcceptable', params: ({ event }) => ({ file: event.file }) },
            target: 'uploading',
            actions: { type: 'assignFile', params: ({ event }) => ({ file: event.file }) },
          },
          { actions: { type: 'assignProblem', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      description:
        'The file is on its way, its progress shown; Cancel aborts the request and nothing is stored.',
      invoke: {
        src: 'uploader',
        input: ({ context }) => ({ resourceId: context.resourceId, file: context.file! }),
      },
      on: {
        'upload.progress': {
          actions: {
            type: 'assignProgress',
            params: ({ event }) => ({ loaded: event.loaded, total: event.total }),
          },
        },
        'upload.cancel': { target: 'idle', actions: 'reset' },
        'upload.succeeded': {
          target: 'idle',
          actions: [{ type: 'uploaded', params: ({ event }) => event.resource }, 'notifyUploaded', 'reset'],
        },
        'upload.failed': {
          target: 'idle',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ message: event.message }) },
            { type: 'notifyFailed', params: ({ event }) => ({ message: event.message }) },
            'reset',
          ],
        },
      },
    },
  },
});

export type ResourceUploadActorRef = ActorRefFrom<typeof resourceUploadMachine>;
export type ResourceUploadSnapshot = SnapshotFrom<typeof resourceUploadMachine>;

export const selectUploadError = (s: ResourceUploadSnapshot) => s.context.error;
export const selectIsUploading = (s: ResourceUploadSnapshot) => s.hasTag('busy');
export const selectUploadName = (s: ResourceUploadSnapshot) => s.context.file?.name ?? '';
export const selectProgress = (s: ResourceUploadSnapshot) =>
  s.context.total > 0 ? Math.min(100, Math.round((s.context.loaded / s.context.total) * 100)) : 0;
