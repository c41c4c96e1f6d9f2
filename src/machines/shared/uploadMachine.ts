/**
 * One sponsor file upload (SPEC sections 2, 5): the chosen file is checked by name and size first; a logo goes
 * through the crop dialog; the upload reports progress and can be cancelled (the request is aborted); a refusal
 * shows the server's message. The uploader is a callback actor, so progress arrives as events.
 */
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Sponsor } from '../../domain/sponsors/sponsors';
import { UPLOAD_RULES, uploadProblem, type UploadKind } from '../../domain/sponsors/uploads';

export interface UploadInput {
  readonly sponsorId: number;
  readonly kind: UploadKind;
}

export interface UploadJob extends UploadInput {
  readonly file: Blob;
  readonly fileName: string;
}

export type UploaderEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.succeeded'; sponsor: Sponsor }
  | { type: 'upload.failed'; message: string };

export type UploadEvent =
  | { type: 'upload.choose'; file: File }
  | { type: 'upload.cropped'; blob: Blob }
  /** The chosen logo is no image the browser can read (e.g. text renamed to .png). */
  | { type: 'upload.unreadable' }
  | { type: 'upload.cancel' }
  | UploaderEvent;

export interface UploadContext extends UploadInput {
  file: File | null;
  blob: Blob | null;
  loaded: number;
  total: number;
  error: string | null;
}

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    uploader: fromCallback<UploadEvent, UploadJob>(() => {
      throw new Error('uploader is not provided');
    }),
  },
  guards: {
    isAcceptable: ({ context }, params: { file: File }) => uploadProblem(context.kind, params.file) === null,
    isAcceptableLogo: ({ context }, params: { file: File }) =>
      context.kind === 'logo' && uploadProblem(context.kind, params.file) === null,
  },
  actions: {
    assignFile: assign((_, params: { file: File }) => ({
      file: params.file,
      blob: params.file as Blob,
      error: null,
      loaded: 0,
      total: params.file.size,
    })),
    assignProblem: assign(({ context }, params: { file: File }) => ({
      file: null,
      blob: null,
      error: uploadProblem(context.kind, params.file),
    })),
    assignUnreadable: assign(({ context }) => ({ error: UPLOAD_RULES[context.kind].typeMessage })),
    assignCropped: assign((_, params: { blob: Blob }) => ({ blob: params.blob, total: params.blob.size })),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    assignFailure: assign((_, params: { message: string }) => ({ error: params.message })),
    reset: assign({ file: null, blob: null, loaded: 0, total: 0 }),
    /** The sponsor with its new file; provided by the screen (the form shows the new logo or video). */
    uploaded: (_, _sponsor: Sponsor) => {},
    /** 'Video successfully uploaded' / 'Logo successfully uploaded'. */
    notifyUploaded: () => {},
    /** The server's message. */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ ...input, file: null, blob: null, loaded: 0, total: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.choose': [
          {
            guard: { type: 'isAcceptableLogo', params: ({ event }) => ({ file: event.file }) },
            target: 'cropping',
            actions: { type: 'assignFile', params: ({ event }) => ({ file: event.file }) },
          },
          {
            guard: { type: 'isAcceptable', params: ({ event }) => ({ file: event.file }) },
            target: 'uploading',
            actions: { type: 'assignFile', params: ({ event }) => ({ file: event.file }) },
          },
          { actions: { type: 'assignProblem', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    cropping: {
      description:
        'The crop dialog is open; Upload sends the cropped PNG, Cancel drops the file, and a file the browser cannot read as an image is refused with the type message.',
      on: {
        'upload.unreadable': { target: 'idle', actions: ['assignUnreadable', 'reset'] },
        'upload.cropped': {
          target: 'uploading',
          actions: { type: 'assignCropped', params: ({ event }) => ({ blob: event.blob }) },
        },
        'upload.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploader',
        input: ({ context }) => ({
          sponsorId: context.sponsorId,
          kind: context.kind,
          file: context.blob!,
          fileName: context.kind === 'logo' ? 'logo.png' : (context.file?.name ?? 'video.mp4'),
        }),
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
          actions: [{ type: 'uploaded', params: ({ event }) => event.sponsor }, 'notifyUploaded', 'reset'],
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

export type UploadActorRef = ActorRefFrom<typeof uploadMachine>;
export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

export const selectUploadError = (s: UploadSnapshot) => s.context.error;
export const selectIsUploading = (s: UploadSnapshot) => s.matches('uploading');
export const selectCropSource = (s: UploadSnapshot) => (s.matches('cropping') ? s.context.file : null);
export const selectProgress = (s: UploadSnapshot) =>
  s.context.total > 0 ? Math.min(100, Math.round((s.context.loaded / s.context.total) * 100)) : 0;
export const selectFileName = (s: UploadSnapshot) => s.context.file?.name ?? '';
