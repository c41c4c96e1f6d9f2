import { createActor, fromCallback } from 'xstate';
import {
  selectProgress,
  selectUploadError,
  uploadMachine,
  type UploadEvent,
  type UploadJob,
} from '../../../src/machines/shared/uploadMachine';
const png = new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' });
const jpg = new File([new Uint8Array(100)], 'logo.jpg', { type: 'image/jpeg' });
const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });

function start(kind: 'logo' | 'video') {
  const aborted: string[] = [];
  const started: UploadJob[] = [];
  let send: ((event: UploadEvent) => void) | null = null;
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) => {
          started.push(input);
          send = sendBack;
          return () => aborted.push(input.fileName);
        }),
      },
    }),
    { input: { recordId: 5, kind } },
  ).start();
  return { actor, aborted, started, sendBack: (event: UploadEvent) => send?.(event) };
}

test('a wrong type or an oversized file is refused before anything is sent', () => {
  const { actor, started } = start('logo');
  actor.send({ type: 'upload.choose', file: jpg });
  expect(selectUploadError(actor.getSnapshot())).toBe('Invalid file type. Accepted format: PNG');
  actor.send({ type: 'upload.choose', file: big });
  expect(selectUploadError(actor.getSnapshot())).toBe(
    'File size limit exceeded (1 MB). Please reduce and try again.',
  );
  const video = start('video');
  video.actor.send({ type: 'upload.choose', file: new File(['x'], 'clip.mov') });
  expect(selectUploadError(video.actor.getSnapshot())).toBe('Invalid file type. Accepted format: mp4.');
  expect([...started, ...video.started]).toEqual([]);
});

test('a logo is cropped first, reports progress, and Cancel aborts the request', () => {
  const { actor, aborted, started, sendBack } = start('logo');
  actor.send({ type: 'upload.choose', file: png });
  expect(actor.getSnapshot().matches('cropping')).toBe(true);
  actor.send({ type: 'upload.cropped', blob: new Blob(['cropped']) });
  expect(started[0]?.fileName).toBe('logo.png');
  sendBack({ type: 'upload.progress', loaded: 30, total: 120 });
  expect(selectProgress(actor.getSnapshot())).toBe(25);
  actor.send({ type: 'upload.cancel' });
  expect(aborted).toEqual(['logo.png']);
  expect(actor.getSnapshot().matches('idle')).toBe(true);
});

test('a logo the browser cannot read as an image is refused with the type message, nothing sent', () => {
  const { actor, started } = start('logo');
  actor.send({ type: 'upload.choose', file: png });
  actor.send({ type: 'upload.unreadable' });
  expect(actor.getSnapshot().matches('idle')).toBe(true);
  expect(selectUploadError(actor.getSnapshot())).toBe('Invalid file type. Accepted format: PNG');
  expect(started).toEqual([]);
});

test('a video goes straight to upload; a refusal shows the server message', () => {
  const { actor, sendBack } = start('video');
  actor.send({ type: 'upload.choose', file: new File([new Uint8Array(10)], 'clip.mp4') });
  expect(actor.getSnapshot().matches('uploading')).toBe(true);
  sendBack({ type: 'upload.failed', message: 'Invalid file type. Accepted format: mp4.' });
  expect(selectUploadError(actor.getSnapshot())).toBe('Invalid file type. Accepted format: mp4.');
});
