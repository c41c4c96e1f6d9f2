/**
 * One file upload of a record's field (SPEC sections 2, 5; ADRs 315-317): a sponsor's video or logo, an article's
 * video, subtitles or pictures, a collection's cover, a faculty resource's file. The chosen file is checked by name
 * and size first (the field's rule); a sponsor's logo goes through the crop dialog; the upload reports progress and
 * can be cancelled (the request is aborted); a refusal shows the server's message. The uploader is a callback actor,
 * so progress arrives as events.
 */
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ruleProblem, UPLOAD_RULES, type UploadKind, type UploadRule } from '../../domain/sponsors/uploads';

export interface UploadInput {
  /** The record the file belongs to: a sponsor, an article, a collection, a faculty resource. */
  readonly recordId: number;
  /**
   * The field: a sponsor's 'video' or 'logo'; an article's 'video', 'subtitles', 'thumbnail' or 'header'; a
   * collection's 'cover'; a resource's 'file'.
   */
  readonly kind: string;
  /** What the field accepts; by default the sponsor's rule of its kind (SPEC section 5). */
  readonly rule?: UploadRule;
}

export interface UploadJob extends UploadInput {
  readonly file: Blob;
  readonly fileName: string;
}

export type UploaderEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  /** The record as the server now holds it, with its new file. */
  | { type: 'upload.succeeded'; record: unknown }
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

const ruleOf = (context: UploadInput): UploadRule => context.rule ?? UPLOAD_RULES[context.kind as UploadKind];
const problemOf = (context: UploadInput, file: File) => ruleProblem(ruleOf(context), file);
/** Only a sponsor's logo is cropped before it is sent. */
const crops = (context: UploadInput) => context.kind === 'logo' && context.rule === undefined;

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
    isAcceptable: ({ context }, params: { file: File }) => problemOf(context, params.file) === null,
    isAcceptableLogo: ({ context }, params: { file: File }) =>
      crops(context) && problemOf(context, params.file) === null,
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
      error: problemOf(context, params.file),
    })),
    assignUnreadable: assign(({ context }) => ({ error: ruleOf(context).typeMessage })),
    assignCropped: assign((_, params: { blob: Blob }) => ({ blob: params.blob, total: params.blob.size })),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    assignFailure: assign((_, params: { message: string }) => ({ error: params.message })),
    reset: assign({ file: null, blob: null, loaded: 0, total: 0 }),
    /** The record with its new file; provided by the screen (the form shows the new logo, video or picture). */
    uploaded: (_, _params: { record: unknown }) => {},
    /** 'Video successfully uploaded' / 'Logo successfully uploaded' / 'File successfully uploaded'. */
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
      description:
        'The file is on its way, its progress shown; Cancel aborts the request and nothing is stored.',
      invoke: {
        src: 'uploader',
        input: ({ context }) => ({
          recordId: context.recordId,
          kind: context.kind,
          ...(context.rule ? { rule: context.rule } : {}),
          file: context.blob!,
          fileName: crops(context) ? 'logo.png' : (context.file?.name ?? `${context.kind}.bin`),
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
          actions: [
            { type: 'uploaded', params: ({ event }) => ({ record: event.record }) },
            'notifyUploaded',
            'reset',
          ],
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
