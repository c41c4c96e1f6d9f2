/** The sponsor's uploaders over XMLHttpRequest: progress as events, abort when the machine stops them (Cancel). */
import { fromCallback } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import { uploadSponsorFile } from '../../api/sponsors/sponsors';
import { uploadAuthFor, type UploadAuth, type UploadProgress } from '../../api/shared/upload';
import type { UploadEvent, UploadJob } from './uploadMachine';
import { messageOf } from '../../domain/shared/messages';
import type { UploadKind } from '../../domain/sponsors/uploads';

/** What an upload tells the machine running it besides its success. */
type UploadNews =
  { type: 'upload.progress'; loaded: number; total: number } | { type: 'upload.failed'; message: string };

/**
 * Runs one upload for a callback actor: its progress and its end become events; when the actor stops (Cancel) the
 * upload is aborted and nothing more is said. Returns the actor's clean-up.
 */
export function runUpload<T, Succeeded>(
  sendBack: (event: UploadNews | Succeeded) => void,
  upload: (onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<T>,
  succeeded: (result: T) => Succeeded,
): () => void {
  const controller = new AbortController();
  upload(({ loaded, total }) => sendBack({ type: 'upload.progress', loaded, total }), controller.signal).then(
    (result) => sendBack(succeeded(result)),
    (error: unknown) => {
      if (controller.signal.aborted) return;
      sendBack({ type: 'upload.failed', message: messageOf(error, 'Upload failed') });
    },
  );
  return () => controller.abort();
}

export function createUploadServices(http: HttpClient, auth: UploadAuth = uploadAuthFor(http)) {
  return {
    uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) =>
      runUpload(
        sendBack,
        (onProgress, signal) =>
          uploadSponsorFile(
            auth,
            {
              id: input.recordId,
              kind: input.kind as UploadKind,
              file: input.file,
              fileName: input.fileName,
            },
            onProgress,
            signal,
          ),
        (sponsor) => ({ type: 'upload.succeeded', record: sponsor }) as const,
      ),
    ),
  };
}
