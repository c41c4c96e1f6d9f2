/**
 * A question image on its way into the rich text (SPEC section 2 "crop-image dialog (Cancel, Upload)", section 5
 * "You could only upload images", "Error add image"): the author picks a file, crops it in the dialog, and the crop
 * is sent to POST /api/quiz/upload_image as a PNG. Cancel closes the dialog and leaves the editor as it was; the
 * uploaded image's address is emitted as `image.uploaded` for the editor to insert.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { QUIZ_IMAGE_MESSAGES, quizImageProblem, type CropArea } from '../../domain/quiz/quizImages';

export interface CropImageContext {
  file: File | null;
  area: CropArea | null;
  /** The crop as a PNG, once drawn. */
  cropped: Blob | null;
  error: string | null;
}

export type CropImageEvent =
  | { type: 'image.choose'; file: File }
  | { type: 'crop.change'; area: CropArea }
  | { type: 'crop.confirm' }
  | { type: 'crop.cancel' };

export type CropImageEmitted = { type: 'image.uploaded'; url: string };

export interface CropRequest {
  readonly file: File;
  readonly area: CropArea;
}

export const cropImageDialogMachine = setup({
  types: {
    context: {} as CropImageContext,
    events: {} as CropImageEvent,
    emitted: {} as CropImageEmitted,
  },
  actors: {
    /** Draws the chosen area as a PNG (a canvas in the browser; given by the view). */
    cropImage: fromPromise<Blob, CropRequest>(async () => {
      throw new Error('cropImage is not provided');
    }),
    uploadImage: fromPromise<string, Blob>(async () => {
      throw new Error('uploadImage is not provided');
    }),
  },
  guards: {
    isAcceptable: (_, params: { file: File }) => quizImageProblem(params.file) === null,
    hasArea: ({ context }) => context.area !== null && context.area.width > 0 && context.area.height > 0,
  },
  actions: {
    assignFile: assign((_, params: { file: File }) => ({ file: params.file, area: null, error: null })),
    assignCropped: assign((_, params: { blob: Blob }) => ({ cropped: params.blob })),
    assignArea: assign((_, params: { area: CropArea }) => ({ area: params.area })),
    clear: assign({ file: null, area: null, cropped: null }),
    refuseFile: assign((_, params: { file: File }) => ({ error: quizImageProblem(params.file) })),
    failUpload: assign({ file: null, area: null, cropped: null, error: QUIZ_IMAGE_MESSAGES.failed }),
    /** An error notification (SPEC section 8); provided by the screen's services, nothing by default. */
    notifyError: (_, _params: { message: string }) => {},
    emitUploaded: emit((_, params: { url: string }) => ({
      type: 'image.uploaded' as const,
      url: params.url,
    })),
  },
}).createMachine({
  id: 'cropImageDialog',
  context: { file: null, area: null, cropped: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog; an error of the last attempt may show under the rich text.',
      on: {
        'image.choose': [
          {
            guard: { type: 'isAcceptable', params: ({ event }) => ({ file: event.file }) },
            target: 'open',
            actions: { type: 'assignFile', params: ({ event }) => ({ file: event.file }) },
          },
          {
            actions: [
              { type: 'refuseFile', params: ({ event }) => ({ file: event.file }) },
              {
                type: 'notifyError',
                params: ({ event }) => ({
                  message: quizImageProblem(event.file) ?? QUIZ_IMAGE_MESSAGES.failed,
                }),
              },
            ],
          },
        ],
      },
    },
    open: {
      description: 'The crop dialog: move and zoom the crop; Cancel leaves the question as it was.',
      on: {
        'crop.change': { actions: { type: 'assignArea', params: ({ event }) => ({ area: event.area }) } },
        'crop.confirm': { guard: 'hasArea', target: 'cropping' },
        'crop.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    cropping: {
      tags: 'busy',
      invoke: {
        src: 'cropImage',
        input: ({ context }) => ({ file: context.file!, area: context.area! }),
        onDone: {
          target: 'uploading',
          actions: { type: 'assignCropped', params: ({ event }) => ({ blob: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: ['failUpload', { type: 'notifyError', params: { message: QUIZ_IMAGE_MESSAGES.failed } }],
        },
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        src: 'uploadImage',
        input: ({ context }) => context.cropped!,
        onDone: {
          target: 'idle',
          actions: ['clear', { type: 'emitUploaded', params: ({ event }) => ({ url: event.output }) }],
        },
        onError: {
          target: 'idle',
          actions: ['failUpload', { type: 'notifyError', params: { message: QUIZ_IMAGE_MESSAGES.failed } }],
        },
      },
    },
  },
});

export type CropImageDialogActorRef = ActorRefFrom<typeof cropImageDialogMachine>;
type Snapshot = SnapshotFrom<typeof cropImageDialogMachine>;

export const selectCropOpen = (s: Snapshot) => !s.matches('idle');
export const selectCropFile = (s: Snapshot) => s.context.file;
export const selectCropBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCanUpload = (s: Snapshot) =>
  s.matches('open') && s.context.area !== null && s.context.area.width > 0;
export const selectCropError = (s: Snapshot) => s.context.error;
