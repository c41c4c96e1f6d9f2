import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import { QUIZ_IMAGE_MESSAGES, type CropArea } from '../../../src/domain/quiz/quizImages';
import {
  cropImageDialogMachine,
  selectCanUpload,
  selectCropError,
  selectCropOpen,
  type CropRequest,
} from '../../../src/machines/shared/cropImageDialogMachine';

/** A file that names itself in JSON, so that the model tells the two samples (and the states they lead to) apart. */
const named = (file: File) => Object.assign(file, { toJSON: () => ({ name: file.name, type: file.type }) });
const png = named(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cell.png', { type: 'image/png' }));
const text = named(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
const area: CropArea = { x: 10, y: 20, width: 400, height: 300 };
const cropped = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

function start(upload: (blob: Blob) => Promise<string> = async () => '/media/quiz-images/1.png') {
  const crops: CropRequest[] = [];
  const uploads: Blob[] = [];
  const inserted: string[] = [];
  const actor = createActor(
    cropImageDialogMachine.provide({
      actors: {
        cropImage: fromPromise(async ({ input }: { input: CropRequest }) => {
          crops.push(input);
          return cropped;
        }),
        uploadImage: fromPromise(async ({ input }: { input: Blob }) => {
          uploads.push(input);
          return upload(input);
        }),
      },
    }),
  );
  actor.on('image.uploaded', ({ url }) => void inserted.push(url));
  actor.start();
  return { actor, crops, uploads, inserted };
}

describe('crop-image dialog', () => {
  test('an image opens the dialog; Upload sends the crop as drawn and hands its address to the editor', async () => {
    const { actor, crops, uploads, inserted } = start();
    actor.send({ type: 'image.choose', file: png });
    expect(selectCropOpen(actor.getSnapshot())).toBe(true);
    expect(selectCanUpload(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'crop.change', area });
    expect(selectCanUpload(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'crop.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(crops).toEqual([{ file: png, area }]);
    expect(uploads).toEqual([cropped]);
    expect(inserted).toEqual(['/media/quiz-images/1.png']);
    expect(selectCropOpen(actor.getSnapshot())).toBe(false);
  });

  test('Cancel closes the dialog and nothing is uploaded or inserted', () => {
    const { actor, uploads, inserted } = start();
    actor.send({ type: 'image.choose', file: png });
    actor.send({ type: 'crop.change', area });
    actor.send({ type: 'crop.cancel' });
    expect(selectCropOpen(actor.getSnapshot())).toBe(false);
    expect(uploads).toEqual([]);
    expect(inserted).toEqual([]);
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  test('a file that is not an image never opens the dialog: "You could only upload images"', () => {
    const { actor } = start();
    actor.send({ type: 'image.choose', file: text });
    expect(selectCropOpen(actor.getSnapshot())).toBe(false);
    expect(selectCropError(actor.getSnapshot())).toBe(QUIZ_IMAGE_MESSAGES.notAnImage);
  });

  test('a failed upload closes the dialog with "Error add image"; the next image clears it', async () => {
    const { actor, inserted } = start(async () => {
      throw new ApiError(500, 'down');
    });
    actor.send({ type: 'image.choose', file: png });
    actor.send({ type: 'crop.change', area });
    actor.send({ type: 'crop.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectCropError(actor.getSnapshot())).toBe(QUIZ_IMAGE_MESSAGES.failed);
    expect(inserted).toEqual([]);
    actor.send({ type: 'image.choose', file: png });
    expect(selectCropError(actor.getSnapshot())).toBeNull();
  });
});
